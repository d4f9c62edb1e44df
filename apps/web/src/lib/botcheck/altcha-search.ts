/**
 * The ALTCHA v1 search itself (altcha-lib's v1 format): `{ algorithm, challenge, maxnumber,
 * salt, signature }` is solved by the n ≤ maxnumber with hex(hash(salt + n)) = challenge, and
 * answered as base64(JSON `{ algorithm, challenge, number, salt, signature }`). Used by the page
 * and by its Web Worker (altcha-worker.ts).
 */

export interface AltchaChallengeV1 {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface AltchaChallengeV2 {
  parameters: { algorithm: string } & Record<string, unknown>;
  signature?: string;
}

/** What the worker is asked and answers. */
export interface AltchaWorkerRequest {
  challenge: AltchaChallengeV1;
}
export interface AltchaWorkerAnswer {
  number: number | null;
}

const HASHES: Record<string, string> = {
  'SHA-1': 'SHA-1',
  'SHA-256': 'SHA-256',
  'SHA-384': 'SHA-384',
  'SHA-512': 'SHA-512',
};

/** altcha-lib's default when the challenge does not say. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Hashes per slice on the page's own thread before it gets the event loop back. */
const SLICE = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isAltchaChallengeV1(value: unknown): value is AltchaChallengeV1 {
  return (
    isRecord(value) &&
    typeof value.algorithm === 'string' &&
    value.algorithm.toUpperCase() in HASHES &&
    typeof value.challenge === 'string' &&
    /^[0-9a-f]+$/i.test(value.challenge) &&
    typeof value.salt === 'string' &&
    typeof value.signature === 'string' &&
    (value.maxnumber === undefined ||
      (typeof value.maxnumber === 'number' && Number.isSafeInteger(value.maxnumber)))
  );
}

export function isAltchaChallengeV2(value: unknown): value is AltchaChallengeV2 {
  return (
    isRecord(value) && isRecord(value.parameters) && typeof value.parameters.algorithm === 'string'
  );
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The number that solves a v1 challenge, or null when none up to maxnumber does (or the search
 * was aborted). `yieldEvery` hashes, the event loop gets a turn.
 */
export async function findAltchaNumber(
  challenge: AltchaChallengeV1,
  { signal, yieldEvery = SLICE }: { signal?: AbortSignal; yieldEvery?: number } = {},
): Promise<number | null> {
  const hash = HASHES[challenge.algorithm.toUpperCase()];
  if (!hash) return null;
  const target = challenge.challenge.toLowerCase();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const encoder = new TextEncoder();
  for (let n = 0; n <= max; n++) {
    if (n > 0 && n % yieldEvery === 0) {
      await yieldToPage();
      if (signal?.aborted) return null;
    }
    const digest = await crypto.subtle.digest(hash, encoder.encode(challenge.salt + n));
    if (hex(digest) === target) return n;
  }
  return null;
}

/** The payload POST /api/recaptcha/verify takes as `token`. */
export function altchaPayloadV1(challenge: AltchaChallengeV1, number: number): string {
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}
