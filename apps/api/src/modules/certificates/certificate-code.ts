import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET } from '@bilheteria/domain/certificate-contract';

/**
 * A new verification code, 'XXXX-XXXX-XXXX': 12 random characters of the 32 in
 * CERTIFICATE_CODE_ALPHABET (60 bits; a byte's low five bits, so each is equally likely).
 */
export function newCertificateCode(random: (size: number) => Uint8Array = randomBytes): string {
  const chars = [...random(12)].map((byte) => CERTIFICATE_CODE_ALPHABET[byte & 31]!).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
