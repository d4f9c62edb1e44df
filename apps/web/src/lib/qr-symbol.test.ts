import { describe, expect, it } from 'vitest';
import { loadQrEncoder, qrPath, QR_QUIET_ZONE } from './qr-symbol';

/** A ticket's signed payload's shape: 123 bytes in base64url, 164 characters (ticket-qr.ts). */
const QR_PAYLOAD =
  'fkMGaL6tG5wBfmaU6BFcUEE-yY1gHBpj0BhM5Y86UwHM9LOxAXENlI3X8hxuaEHo7LenL51B6MMBWmi9sCdffEkq8WQYwDoVfWuusOoS8FqXoVZX7WklTGsZjoHgFrQSVj8ynhC5j-yWNl2cox-W7sQX90VIg-bxJ-SW';

describe('qrPath', () => {
  it("draws each row's runs of dark modules as one rectangle, inside the quiet zone", () => {
    // A 3×3 symbol: an X.
    const dark = new Set(['0,0', '0,2', '1,1', '2,0', '2,1', '2,2']);
    const path = qrPath({ size: 3, dark: (row, col) => dark.has(`${row},${col}`) });
    expect(path.side).toBe(3 + 2 * QR_QUIET_ZONE);
    expect(path.d).toBe('M4 4h1v1h-1zM6 4h1v1h-1zM5 5h1v1h-1zM4 6h3v1h-3z');
  });
});

describe('loadQrEncoder', () => {
  it('loads once and encodes a signed payload as the server does: version 9-M, 53 modules', async () => {
    const first = loadQrEncoder();
    expect(loadQrEncoder()).toBe(first);
    const encode = (await first)!;
    const symbol = encode(QR_PAYLOAD);
    expect(symbol.size).toBe(53);
    const { side, d } = qrPath(symbol);
    expect(side).toBe(61);
    // The top-left finder pattern: a full row of 7 dark modules at the quiet zone's corner.
    expect(d.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});
