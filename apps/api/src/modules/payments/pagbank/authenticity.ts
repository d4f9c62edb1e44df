/**
 * PagBank's notification signature (reference/confirmar-autenticidade-da-notificacao): the
 * `x-authenticity-token` header is the lowercase hex SHA-256 of `${token}-${rawBody}`, over the
 * body's raw bytes as received (never re-serialised JSON).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header a notification carries. */
export const AUTHENTICITY_HEADER = 'x-authenticity-token';

/** Lowercase hex SHA-256 of `${token}-${rawBody}`; a string body counts as its UTF-8 bytes. */
export function authenticityToken(token: string, rawBody: string | Uint8Array): string {
  return createHash('sha256').update(`${token}-`, 'utf8').update(rawBody).digest('hex');
}

/**
 * Whether `header` signs `rawBody` with `token`, compared in constant time. False for a missing,
 * empty, short or long header, and for an empty token (anyone could sign with it).
 */
export function verifyAuthenticity(
  token: string,
  rawBody: string | Uint8Array,
  header: string | undefined,
): boolean {
  if (!token || typeof header !== 'string') return false;
  const expected = Buffer.from(authenticityToken(token, rawBody), 'utf8');
  const received = Buffer.from(header.trim().toLowerCase(), 'utf8');
  if (received.length !== expected.length) return false;
  return timingSafeEqual(received, expected);
}
