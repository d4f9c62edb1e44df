import { createHash, randomBytes } from 'node:crypto';
import { SCANNER_TOKEN_LENGTH } from '@bilheteria/domain/check-in-contract';

/** A scanner link's secret: 256 random bits, base64url (43 characters). */
export function newScannerToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function scannerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` could be a scanner token at all (anything else is refused without a query). */
export function isScannerTokenShape(token: string): boolean {
  return token.length === SCANNER_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(token);
}
