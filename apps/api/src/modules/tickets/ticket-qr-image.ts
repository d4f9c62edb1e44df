import { crc32, deflateSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';

/**
 * The ticket's QR (issue 14): its signed payload (164 base64url characters, ticket-qr.ts) is a
 * version 9 symbol at error correction M — 53×53 modules, room for a scratched or creased print.
 *
 * Choosing the symbol's mask is most of the cost of making one (qrcode tries all eight), and a
 * ticket's e-mail draws it twice (PDF and inline PNG), so symbols are kept for a while by payload.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;
/** The standard quiet zone, in modules. */
export const QR_QUIET_ZONE = 4;

export interface QrSymbol {
  size: number;
  dark(row: number, col: number): boolean;
}

const symbols = new LRUCache<string, QrSymbol>({ max: 2_000 });

/** The symbol's dark modules, row by row. */
export function qrModules(payload: string): QrSymbol {
  let symbol = symbols.get(payload);
  if (!symbol) {
    const { modules } = QRCode.create(payload, QR_OPTIONS);
    symbol = { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
    symbols.set(payload, symbol);
  }
  return symbol;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG for the e-mail (inline) and screens: 8 px per module with the quiet zone, 488 px square
 * — sharp when shown at 240 CSS px on a 2× screen. Written as a 1-bit greyscale image (a few
 * kilobytes, made in well under a millisecond once the symbol is known).
 */
export async function qrPng(payload: string, scale = 8): Promise<Buffer> {
  const symbol = qrModules(payload);
  const modules = symbol.size + 2 * QR_QUIET_ZONE;
  const width = modules * scale;
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * width, 0);
  for (let y = 0; y < width; y++) {
    const row = Math.floor(y / scale) - QR_QUIET_ZONE;
    const start = y * (rowBytes + 1);
    raw[start] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const col = Math.floor(x / scale) - QR_QUIET_ZONE;
      const dark =
        row >= 0 && row < symbol.size && col >= 0 && col < symbol.size && symbol.dark(row, col);
      // 1-bit greyscale: 1 is white.
      const at = start + 1 + (x >> 3);
      if (!dark) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
