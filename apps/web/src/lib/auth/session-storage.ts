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
 * Puts the server's answer in storage. A signed-in user's answer is mirrored in full (their
 * affiliate code, or none for another role). Signing out — logout, or a session the server no
 * longer knows — clears the user and the role but not the affiliate code (spec §4 "Logout
 * clears the stored user and role (not the affiliate code)"); the code grants nothing, as the
 * server checks every affiliate route.
 */
export function writeStoredUser(user: SessionUser | null): void {
  const values: [string, string | null | undefined][] = [
    [USER_KEY, user && JSON.stringify(user)],
    [USER_ROLE_KEY, user?.role],
  ];
  if (user) values.push([AFFILIATE_CODE_KEY, user.affiliateCode]);
  for (const [key, value] of values) {
    if (value) browserStorage.write(key, value);
    else browserStorage.remove(key);
  }
}
