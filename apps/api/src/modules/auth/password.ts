import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto). The stored text names its own
 * parameters — `scrypt$N$r$p$salt$key`, salt and key in base64url — so the cost can be raised
 * later: old hashes still verify, and `needsRehash` tells login to store a new one.
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** 2^15 × 8 × 128 B = 32 MiB and ~0.1 s per hash on a small server core. */
export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';
/** Upper bounds accepted from a stored hash, so a corrupt row cannot ask for gigabytes. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // 128·N·r bytes plus headroom; Node's default (32 MiB) is exactly too small for N = 2^15.
    maxmem: 256 * params.N * params.r * params.p,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = CURRENT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [
    PREFIX,
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_P;
  if (!valid) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

/** True when the password matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than today's (login then re-hashes). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return (
    N !== CURRENT_PARAMS.N ||
    r !== CURRENT_PARAMS.r ||
    p !== CURRENT_PARAMS.p ||
    parsed.key.length !== KEY_BYTES
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with today's parameters, checked against when the e-mail is
 * unknown: a login then costs the same time whether the account exists or not.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * A sign-up's password waits behind this mark until its owner opens the link e-mailed to the
 * address (docs/decisions/0016): an unconfirmed hash never verifies, so an address nobody has
 * proved cannot be signed in to. Confirming strips the mark; setting a password replaces it.
 */
const UNCONFIRMED_PREFIX = 'unconfirmed$';

export function unconfirmedPasswordHash(hash: string): string {
  return `${UNCONFIRMED_PREFIX}${hash}`;
}

/** The hash an unconfirmed one holds, or null when `stored` is not waiting for confirmation. */
export function confirmedPasswordHash(stored: string | null): string | null {
  return stored?.startsWith(UNCONFIRMED_PREFIX) ? stored.slice(UNCONFIRMED_PREFIX.length) : null;
}

/** True when the account can sign in with a password: it has one, and it is confirmed. */
export function hasUsablePassword(stored: string | null): stored is string {
  return stored !== null && !stored.startsWith(UNCONFIRMED_PREFIX);
}
