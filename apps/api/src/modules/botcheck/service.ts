import type { BotcheckConfig } from '@bilheteria/domain/payment-contract';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SpentTokens } from './spent-tokens';

/** ALTCHA proof of work: PBKDF2/SHA-256 (PAYMENTS.md); its cost comes from the configuration. */
const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const ALTCHA_TTL_MS = 5 * 60_000;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const RECAPTCHA_MIN_SCORE = 0.5;

export interface BotCheck {
  config(): BotcheckConfig;
  /** A fresh signed ALTCHA challenge (ALTCHA mode only). */
  challenge(): Promise<Challenge>;
  /** Checks the browser's proof — an ALTCHA payload or a reCAPTCHA token — once. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export interface BotCheckOptions {
  kind: 'altcha' | 'recaptcha';
  /** PBKDF2 iterations per ALTCHA attempt (`config.botcheck.cost`). */
  cost: number;
  /** Signs ALTCHA challenges (per installation; loaded when first needed). */
  hmacSecret: () => Promise<string>;
  recaptchaSecret?: string | undefined;
  recaptchaSiteKey?: string | undefined;
  spent: SpentTokens;
  clock?: () => Date;
  fetch?: typeof fetch;
}

export function createBotCheck({
  kind,
  cost,
  hmacSecret,
  recaptchaSecret,
  recaptchaSiteKey,
  spent,
  clock = () => new Date(),
  fetch: fetchImpl = fetch,
}: BotCheckOptions): BotCheck {
  async function verifyAltcha(token: string): Promise<boolean> {
    let payload: { challenge?: Challenge; solution?: Solution };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as typeof payload;
    } catch {
      return false;
    }
    const { challenge, solution } = payload;
    if (!challenge?.parameters || !challenge.signature || !solution) return false;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: await hmacSecret(),
    }).catch(() => null);
    if (!result?.verified) return false;
    // A solved challenge buys one payment token: a replayed solution is refused.
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1_000);
    return spent.spend(`altcha:${challenge.signature}`, expiresAt);
  }

  async function verifyRecaptcha(token: string, remoteIp: string): Promise<boolean> {
    const response = await fetchImpl(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: recaptchaSecret ?? '',
        response: token,
        remoteip: remoteIp,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: boolean; score?: number };
    return body.success === true && (body.score ?? 1) >= RECAPTCHA_MIN_SCORE;
  }

  return {
    config: () => ({
      kind,
      challengeUrl: kind === 'altcha' ? '/api/botcheck/challenge' : null,
      siteKey: kind === 'recaptcha' ? (recaptchaSiteKey ?? null) : null,
    }),
    challenge: async () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        deriveKey,
        expiresAt: new Date(clock().getTime() + ALTCHA_TTL_MS),
        hmacSignatureSecret: await hmacSecret(),
      }),
    verify: (token, remoteIp) =>
      kind === 'altcha' ? verifyAltcha(token) : verifyRecaptcha(token, remoteIp),
  };
}
