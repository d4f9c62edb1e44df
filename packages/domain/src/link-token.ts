/**
 * Links whose address is their secret: the e-mailed links (/definir-senha, /entrar-por-link)
 * carry it in the `token` query parameter, a door scanner link (issue 15) in its path
 * (`/check-in/<token>`, and `/api/check-in/<token>/…` for its API). Wherever an address is kept —
 * the server's access log, the browser's remembered scroll positions — the token is left out.
 */
const TOKEN_VALUE = /([?&]token=)[^&#]*/gi;
const SCANNER_TOKEN = /^((?:\/api)?\/check-in\/)[^/?#]+/i;

/** `url` (or a query string) with every link token replaced by `replacement`. */
export function withoutLinkToken(url: string, replacement = ''): string {
  const kept = /token=/i.test(url) ? url.replace(TOKEN_VALUE, `$1${replacement}`) : url;
  return kept.replace(SCANNER_TOKEN, `$1${replacement}`);
}
