/**
 * The e-mailed links (/definir-senha, /entrar-por-link) carry their secret in the `token` query
 * parameter. Wherever an address is kept — the server's access log, the browser's remembered
 * scroll positions — the token's value is left out.
 */
const TOKEN_VALUE = /([?&]token=)[^&#]*/gi;

/** `url` (or a query string) with every `token` value replaced by `replacement`. */
export function withoutLinkToken(url: string, replacement = ''): string {
  return /token=/i.test(url) ? url.replace(TOKEN_VALUE, `$1${replacement}`) : url;
}
