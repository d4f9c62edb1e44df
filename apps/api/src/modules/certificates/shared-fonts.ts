import PDFDocument from 'pdfkit';

/*
 * pdfkit (0.20) parses a standard font's metrics for every document that uses it: its
 * StandardFont builds an AFMFont — the glyph widths and ~2,700 kerning pairs as objects — each
 * time. Profiled on certificates, that parse was a quarter of a certificate's rendering and most
 * of its garbage (10,000 certificates: two parses each). The parsed metrics are read-only, so a
 * process parses each font once here, and each document gets a font object of its own (its own
 * id, its own PDF dictionary, embedded only if used) over the shared metrics.
 *
 * This reaches into pdfkit's document (`_fontFamilies`, `_fontCount`): the version is pinned,
 * and where the shape is not the expected one the document parses its fonts as usual.
 */

type FontName = 'Helvetica' | 'Helvetica-Bold';

/** What a document's StandardFont holds besides its document, id and dictionary. */
interface SharedMetrics {
  prototype: object;
  name: string;
  font: unknown;
  ascender: number;
  descender: number;
  bbox: number[];
  lineGap: number;
  xHeight: number;
  capHeight: number;
}

interface FontState {
  _fontFamilies?: Record<string, Record<string, unknown>>;
  _fontCount?: number;
}

const shared = new Map<FontName, SharedMetrics | null>();

function parseOnce(name: FontName): SharedMetrics | null {
  if (shared.has(name)) return shared.get(name)!;
  let metrics: SharedMetrics | null = null;
  try {
    // A throwaway document parses it the usual way; only the parsed metrics are kept.
    const doc = new PDFDocument({ autoFirstPage: false, font: name });
    const font = (doc as unknown as FontState)._fontFamilies?.[name];
    if (font && typeof font === 'object' && font.font && typeof font.ascender === 'number') {
      metrics = {
        prototype: Object.getPrototypeOf(font) as object,
        name: font.name as string,
        font: font.font,
        ascender: font.ascender,
        descender: font.descender as number,
        bbox: font.bbox as number[],
        lineGap: font.lineGap as number,
        xHeight: font.xHeight as number,
        capHeight: font.capHeight as number,
      };
    }
  } catch {
    metrics = null;
  }
  shared.set(name, metrics);
  return metrics;
}

/**
 * A PDF document whose standard fonts `names` use the process's parsed metrics; the first of
 * them is its current font (pdfkit's default would be Helvetica, parsed again).
 */
export function documentWithSharedFonts(
  options: PDFKit.PDFDocumentOptions,
  names: readonly [FontName, ...FontName[]],
): PDFKit.PDFDocument {
  const all = names.map((name) => [name, parseOnce(name)] as const);
  if (all.some(([, metrics]) => metrics === null)) {
    return new PDFDocument({ ...options, font: names[0] });
  }
  // No default font: it would be parsed before the shared ones are in place.
  const doc = new PDFDocument({ ...options, font: null as unknown as string });
  const state = doc as unknown as FontState;
  if (!state._fontFamilies || typeof state._fontCount !== 'number') {
    return doc.font(names[0]);
  }
  for (const [name, metrics] of all) {
    const { prototype, ...fields } = metrics!;
    state._fontCount += 1;
    const font: Record<string, unknown> = Object.create(prototype) as Record<string, unknown>;
    state._fontFamilies[name] = Object.assign(font, fields, {
      document: doc,
      id: `F${state._fontCount}`,
    });
  }
  return doc.font(names[0]);
}
