import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SpentTokens } from './spent-tokens';

/** How long a verified bot check lets the browser pay (reCAPTCHA's own tokens live 2 minutes). */
export const PAYMENT_TOKEN_TTL_MS = 2 * 60_000;

/**
 * The short-lived, single-use token a passed bot check earns (`POST /api/recaptcha/verify`) and
 * every payment call must carry: `<base64url {jti, exp}>.<base64url HMAC-SHA256>`.
 */
export interface PaymentTokens {
  issue(): Promise<string>;
  /** True once for a genuine, unexpired token; false when forged, expired or replayed. */
  consume(token: string): Promise<boolean>;
}

export function createPaymentTokens(
  /** The signing secret (per installation; loaded when first needed). */
  secret: () => Promise<string>,
  spent: SpentTokens,
  clock: () => Date = () => new Date(),
): PaymentTokens {
  const sign = async (body: string) =>
    createHmac('sha256', await secret())
      .update(body)
      .digest('base64url');

  return {
    async issue() {
      const body = Buffer.from(
        JSON.stringify({ jti: randomUUID(), exp: clock().getTime() + PAYMENT_TOKEN_TTL_MS }),
      ).toString('base64url');
      return `${body}.${await sign(body)}`;
    },

    async consume(token) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return false;
      const expected = Buffer.from(await sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      let claims: { jti?: unknown; exp?: unknown };
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
      } catch {
        return false;
      }
      if (typeof claims.jti !== 'string' || typeof claims.exp !== 'number') return false;
      if (claims.exp <= clock().getTime()) return false;
      return spent.spend(`payment-token:${claims.jti}`, new Date(claims.exp));
    },
  };
}
