import { ACCOUNT_MESSAGES } from '@bilheteria/domain/auth-rules';
import type { AccountLinkPurpose, LinkStatusResponse } from '@bilheteria/domain/auth-contract';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { postAuth } from '@/lib/auth/auth-requests';

/** POST /api/auth/link/check `{ token }`: what an e-mailed link is, without using it up. */
export function checkLink(token: string): Promise<LinkStatusResponse> {
  return postAuth<LinkStatusResponse>('link/check', { token });
}

/** The link failures the server names; each is answered with a new link, never a retry. */
const LINK_FAILURES: readonly string[] = [
  ACCOUNT_MESSAGES.linkInvalid,
  ACCOUNT_MESSAGES.linkExpired,
  ACCOUNT_MESSAGES.linkUsed,
];

/** The server refused the link itself (invalid, expired, used), not the request. */
export function isLinkFailure(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 410 || (error.status === 400 && LINK_FAILURES.includes(error.message)))
  );
}

export type LinkCheck =
  | { state: 'checking' }
  | { state: 'valid'; purpose: AccountLinkPurpose; email: string }
  /** The link cannot be used: ask for a new one. */
  | { state: 'dead'; message: string }
  /** The check itself failed (connection, server, too many requests): it can be tried again. */
  | { state: 'unknown'; message: string };

/**
 * Checks `token` once it is known (null: the page was opened without one, a dead link at once)
 * and says whether it can be used on a page made for `purposes`; a link of another page's
 * purpose is as good as invalid here. `retry` asks again after an 'unknown'. The token never
 * goes into a URL, a query key or a log.
 */
export function useLinkCheck(
  token: string | null,
  purposes: readonly AccountLinkPurpose[],
): [LinkCheck, retry: () => void] {
  const [attempt, setAttempt] = useState(0);
  const [check, setCheck] = useState<LinkCheck>(() =>
    token ? { state: 'checking' } : { state: 'dead', message: ACCOUNT_MESSAGES.linkInvalid },
  );
  const purposeList = purposes.join(' ');

  useEffect(() => {
    if (!token) return;
    let current = true;
    checkLink(token).then(
      (answer) => {
        if (!current) return;
        if (answer.status !== 'valid') setCheck({ state: 'dead', message: answer.message });
        else if (!purposeList.split(' ').includes(answer.purpose)) {
          setCheck({ state: 'dead', message: ACCOUNT_MESSAGES.linkInvalid });
        } else setCheck({ state: 'valid', purpose: answer.purpose, email: answer.email });
      },
      (error: unknown) => {
        if (!current) return;
        setCheck(
          isLinkFailure(error)
            ? { state: 'dead', message: error.message }
            : { state: 'unknown', message: (error as Error).message },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [token, purposeList, attempt]);

  const retry = () => {
    setCheck({ state: 'checking' });
    setAttempt((count) => count + 1);
  };
  return [check, retry];
}
