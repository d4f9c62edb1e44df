import jsQR from 'jsqr';
import { contentStreams } from './pdf-text';

/**
 * Tests' reading of the QR codes our PDFs draw as vectors (tickets' and certificates' drawQr):
 * a run of dark modules is one `x y w h re` rectangle, a module high (plus a hair), all of one
 * symbol filled by a single `f`. The rectangles are put back on a grid of modules, drawn as a
 * bitmap with a quiet zone and decoded with jsQR: what a phone would read.
 */

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Rectangles filled together, in drawing order (groups of at least `min`). */
function filledRectGroups(content: string, min: number): Rect[][] {
  const groups: Rect[][] = [];
  let current: Rect[] = [];
  for (const line of content.split('\n')) {
    const rect = /^(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re$/.exec(line.trim());
    if (rect) {
      const [x, y, w, h] = rect.slice(1).map(Number) as [number, number, number, number];
      current.push({ x, y, w, h });
      continue;
    }
    if (/^(f\*?|F|B\*?|b\*?|S|s|n)$/.test(line.trim())) {
      if (/^f/.test(line.trim()) && current.length >= min) groups.push(current);
      current = [];
    }
  }
  return groups;
}

/** The QR symbol drawn by these rectangles, decoded; null when it does not read. */
function decode(rects: Rect[]): string | null {
  const module = Math.min(...rects.map((rect) => rect.h)) - 0.05;
  const x0 = Math.min(...rects.map((rect) => rect.x));
  const y0 = Math.min(...rects.map((rect) => rect.y));
  const cell = (value: number, origin: number) => Math.round((value - origin) / module);
  const size = Math.max(...rects.map((rect) => cell(rect.y, y0))) + 1;
  const quiet = 4;
  const scale = 4;
  const pixels = (size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  for (const rect of rects) {
    const row = cell(rect.y, y0);
    const first = cell(rect.x, x0);
    const count = Math.round((rect.w - 0.05) / module);
    for (let col = first; col < first + count; col++) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const px = (quiet + col) * scale + dx;
          const py = (quiet + row) * scale + dy;
          const at = (py * pixels + px) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
      }
    }
  }
  return jsQR(data, pixels, pixels)?.data ?? null;
}

/** Every QR code the PDF draws, decoded, in drawing order. */
export function pdfQrCodes(pdf: Buffer): string[] {
  return filledRectGroups(contentStreams(pdf), 21)
    .map(decode)
    .filter((text): text is string => text !== null);
}
