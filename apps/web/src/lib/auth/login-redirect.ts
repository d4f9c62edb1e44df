import type { Location } from 'react-router';
import { paths } from '@/lib/paths';

/** What a route guard hands the login page (router state): the page to come back to. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * Where to go once signed in: the page the guard sent the user from, else /dashboard (spec §2).
 * Only a path inside the app is followed, and never /login itself.
 */
export function pathAfterLogin(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return paths.dashboard();
  }
  if (pathname === paths.login()) return paths.dashboard();
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
