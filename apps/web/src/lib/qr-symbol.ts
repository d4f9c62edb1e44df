/**
 * QR codes drawn in the browser: a ticket's (issue 14: the server's signed 164 characters,
 * ticket-qr.ts, encoded as the server does for the PDF and the e-mail — error correction M, a
 * version 9 symbol of 53×53 modules) and a door scanner link's (issue 15). Drawn as one SVG path,
 * sharp at any size. The encoder (the `qrcode` package) loads with the first QR, never with the
 * first page.
 */

/** The standard quiet zone around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

export interface QrSymbol {
  /** Modules per side, without the quiet zone. */
  size: number;
  dark: (row: number, col: number) => boolean;
}

export type QrEncoder = (payload: string) => QrSymbol;

let encoder: Promise<QrEncoder | null> | null = null;

/**
 * The encoder, loaded once and shared (a stable promise for React's `use`). Null when its code
 * could not be loaded; the next call tries again.
 */
export function loadQrEncoder(): Promise<QrEncoder | null> {
  encoder ??= import('qrcode').then(
    ({ create }): QrEncoder =>
      (payload) => {
        const { modules } = create(payload, { errorCorrectionLevel: 'M' });
        return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
      },
    () => {
      encoder = null;
      return null;
    },
  );
  return encoder;
}

/**
 * The dark modules as an SVG path in module units, the quiet zone included (the viewBox is
 * `0 0 side side`): each row's runs of dark modules as one rectangle apiece.
 */
export function qrPath(symbol: QrSymbol): { side: number; d: string } {
  const parts: string[] = [];
  for (let row = 0; row < symbol.size; row++) {
    let col = 0;
    while (col < symbol.size) {
      if (!symbol.dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < symbol.size && symbol.dark(row, col)) col++;
      parts.push(
        `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${col - start}v1h-${col - start}z`,
      );
    }
  }
  return { side: symbol.size + 2 * QR_QUIET_ZONE, d: parts.join('') };
}
