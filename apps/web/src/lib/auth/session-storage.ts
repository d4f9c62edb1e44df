import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { CORRUPT_STORED_USER_MESSAGE } from '@bilheteria/domain/session-messages';
import { browserStorage } from '@/lib/browser-storage';

/**
 * Spec §3 "Local storage keys": the session user, its role and its affiliate code. They mirror
 * the server's last answer (GET /api/auth/me, login, sign-up) — the server wins — and nothing
 * grants access from them: the session cookie does, on the server.
 */
export const USER_KEY = 'user';
export const USER_ROLE_KEY = 'userRole';
export const AFFILIATE_CODE_KEY = 'affiliateCode';

/**
 * The user remembered in this browser: only a first guess, shown while the server answers.
 * Corrupt data (not JSON, or not a user) is discarded and logged (spec §4).
 */
export function readStoredUser(): SessionUser | null {
  const raw = browserStorage.read(USER_KEY);
  if (raw === null) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    if (typeof user.name !== 'string' || typeof user.role !== 'string') throw new TypeError(raw);
    return user;
  } catch (error) {
    console.error(CORRUPT_STORED_USER_MESSAGE, error);
    browserStorage.remove(USER_KEY);
    return null;
  }
}

/**
 * Puts the server's answer in storage. A visitor (null) leaves none of the three keys: unlike the
 * spec's logout, which kept the affiliate code, the code now belongs to the account on the
 * server, and a copy left behind would describe an account nobody is signed in to.
 */
export function writeStoredUser(user: SessionUser | null): void {
  for (const [key, value] of [
    [USER_KEY, user && JSON.stringify(user)],
    [USER_ROLE_KEY, user?.role],
    [AFFILIATE_CODE_KEY, user?.affiliateCode],
  ] as const) {
    if (value) browserStorage.write(key, value);
    else browserStorage.remove(key);
  }
}
