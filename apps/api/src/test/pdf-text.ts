import { inflateSync } from 'node:zlib';

/**
 * Tests' reading of the PDFs we render with pdfkit (boleto, ticket): the drawing operators of
 * every content stream, and the text those operators show.
 */

/** The page's drawing operators: every stream of the file, inflated when it is compressed. */
export function contentStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    streams.push(
      (match[1] ?? '').includes('/FlateDecode')
        ? inflateSync(raw).toString('latin1')
        : raw.toString('latin1'),
    );
  }
  return streams.join('\n');
}

/** WinAnsi (cp1252) bytes 0x80–0x9f; the rest is Latin-1. Node's TextDecoder reads them as C1. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function winAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');
}

/** Text shown by TJ/Tj operators, each run's hex or literal strings decoded (WinAnsi). */
export function shownText(content: string): string[] {
  const runs: string[] = [];
  for (const [, operands] of content.matchAll(
    /\[([^\]]*)\]\s*TJ|(\((?:\\.|[^)])*\)|<[0-9a-fA-F]*>)\s*Tj/g,
  )) {
    const pieces = (operands ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^)])*\)/g) ?? [];
    runs.push(
      pieces
        .map((piece) =>
          piece.startsWith('<')
            ? winAnsi(Buffer.from(piece.slice(1, -1), 'hex'))
            : piece.slice(1, -1).replace(/\\(.)/g, '$1'),
        )
        .join(''),
    );
  }
  return runs;
}

/** The text a PDF's pages show, one run per line. */
export function pdfText(pdf: Buffer): string {
  return shownText(contentStreams(pdf)).join('\n');
}
