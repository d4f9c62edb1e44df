import escapeHtml from 'escape-html';

/**
 * The one look of our e-mails: a pt-BR HTML page with the Bilheteria header and footer around
 * `bodyHtml` (already escaped by the caller), and the plain-text twin with the same footer.
 * Keep it table-free and inline-styled: mail clients ignore stylesheets.
 */
export function emailLayout({
  title,
  bodyHtml,
  bodyText,
}: {
  title: string;
  bodyHtml: string;
  bodyText: string;
}): { html: string; text: string } {
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="font-size:20px;font-weight:bold;color:#1d4ed8;margin-bottom:16px">Bilheteria</div>
<div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">${bodyHtml}</div>
<p style="font-size:12px;color:#71717a;margin-top:16px">Bilheteria — eventos corporativos. Este e-mail foi enviado automaticamente; não é preciso respondê-lo.</p>
</div>
</body>
</html>`;
  const text = `${bodyText}\n\n—\nBilheteria — eventos corporativos. Este e-mail foi enviado automaticamente; não é preciso respondê-lo.\n`;
  return { html, text };
}

/** A call to action: a link drawn as a button (inline styles only). */
export function emailButton(href: string, label: string): string {
  return `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** A paragraph of plain text, escaped. */
export const emailParagraph = (text: string) =>
  `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
