import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

/**
 * A camera for headless Chromium: a YUV4MPEG2 (.y4m) video that shows one QR code, for
 * `--use-file-for-fake-video-capture` (Chromium plays the file in a loop as the only camera).
 */

const WIDTH = 960;
const HEIGHT = 720;
/** Chromium plays the file in a loop: a few identical frames are a still picture. */
const FRAMES = 3;
const BLACK = 16;
const WHITE = 235;

/** A video frame (YUV 4:2:0) of `text` as a QR code. */
function frameOf(text: string): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  // The code plus two modules of white on each side fit the centre square, 2/3 of the
  // frame's height, which is what qr-scanner reads by default.
  const scale = Math.floor((HEIGHT * 2) / 3 / (size + 4));
  if (scale < 3) throw new RangeError(`A QR of ${size} modules is too large for the frame`);
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = top + row * scale; y < top + (row + 1) * scale; y++) {
        const start = y * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  // No colour: both chroma planes at their neutral value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n', 'latin1'), luma, chroma]);
}

function writeVideo(file: string, text: string): void {
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;
  const frame = frameOf(text);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(header, 'latin1'), ...Array.from({ length: FRAMES }, () => frame)]),
  );
}

export interface FakeCamera {
  /** Chromium's flags for this camera (with the fake permission prompt, always accepted). */
  args: string[];
  /**
   * What the camera films from now on: `text` as a QR code. Chromium opens the file each time a
   * page turns a camera on, so call it before the page does.
   */
  show(text: string): void;
  /** Deletes the video. */
  remove(): void;
}

/**
 * A camera whose video is a new file in the temp dir. Make it before the browser starts (the flags
 * name the file); nothing is written until `show`.
 */
export function fakeCamera(): FakeCamera {
  const file = path.join(os.tmpdir(), `bilheteria-camera-${randomUUID()}.y4m`);
  return {
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
    show: (text) => writeVideo(file, text),
    remove: () => rmSync(file, { force: true }),
  };
}
