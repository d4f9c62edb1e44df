/** `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 150) || 'anexo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
