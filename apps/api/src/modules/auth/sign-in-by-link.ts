import {
  LINK_REDIRECTS,
  type AccountLinkPurpose,
  type SessionUser,
} from '@bilheteria/domain/auth-contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { LINK_FAILURE_MESSAGES, type AccountLinks, type LinkFailure } from './account-links';
import { confirmedPasswordHash, hashPassword } from './password';
import type { AuthService, NewSession } from './service';
import { signsInWithPasswordOnly } from './session-organization';

const PASSWORD_LINKS = ['set-password', 'reset-password'] as const;
const SIGN_IN_LINKS = ['confirm-signup', 'ticket-link', 'order-link'] as const;

export interface LinkSignIn {
  user: SessionUser;
  session: NewSession;
  redirectTo: string;
}

interface Dependencies {
  db: Db;
  auth: AuthService;
  links: AccountLinks;
  onAddressProved?: (email: string, userId: string) => Promise<unknown>;
}

function linkError(failure: LinkFailure): HttpError {
  return new HttpError(failure === 'invalid' ? 400 : 410, LINK_FAILURE_MESSAGES[failure]);
}

/** A 'set-password' or 'reset-password' link's new password; signs the browser in. */
export function setPasswordByLink(
  deps: Dependencies,
): (input: { token: string; password: string; remember: boolean }) => Promise<LinkSignIn> {
  return async ({ token, password, remember }) => {
    // A cheap look first, so a dead link costs no scrypt; the UPDATE below decides.
    const state = await deps.links.inspect(token, PASSWORD_LINKS);
    if (state.status !== 'valid') throw linkError(state.status);
    const passwordHash = await hashPassword(password);
    return signInWith(deps, token, PASSWORD_LINKS, remember, async (tx, user) => {
      // A new password ends every session the account had (whoever knew the old one).
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      const [changed] = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, user.id))
        .returning();
      await deps.auth.invalidateSessions(tx, { userId: user.id });
      return changed ?? null;
    });
  };
}

/** A 'confirm-signup' or 'ticket-link' link, used: signs the browser in. */
export function signInByLink(
  deps: Dependencies,
): (input: { token: string; remember: boolean }) => Promise<LinkSignIn> {
  return ({ token, remember }) =>
    signInWith(deps, token, SIGN_IN_LINKS, remember, async (tx, user, purpose) => {
      // An e-mailed link never opens an organizer's session: those sign in with their password.
      if (purpose === 'ticket-link' || purpose === 'order-link') {
        return (await signsInWithPasswordOnly(tx, user)) ? null : user;
      }
      // 'confirm-signup': the address is proved, the password chosen at sign-up turns on.
      const confirmed = confirmedPasswordHash(user.passwordHash);
      if (confirmed === null) return user;
      const [changed] = await tx
        .update(users)
        .set({ passwordHash: confirmed })
        .where(eq(users.id, user.id))
        .returning();
      return changed ?? null;
    });
}

/**
 * Uses the link and signs its user in, all in one transaction. The address is then proved, so
 * its ownerless orders join the account — after the commit, outside the link's locks (an order's
 * lock comes first wherever both are taken); a failure there costs nothing lasting, as Meus
 * Pedidos attaches them again.
 */
async function signInWith(
  deps: Dependencies,
  token: string,
  purposes: readonly AccountLinkPurpose[],
  remember: boolean,
  change: (
    tx: DbOrTx,
    user: typeof users.$inferSelect,
    purpose: AccountLinkPurpose,
  ) => Promise<typeof users.$inferSelect | null>,
): Promise<LinkSignIn> {
  const { db, auth, links } = deps;
  const signedIn = await db.transaction(async (tx) => {
    const used = await links.consume(tx, token, purposes);
    if (!used.ok) throw linkError(used.failure);
    const [found] = used.userId
      ? await tx.select().from(users).where(eq(users.id, used.userId)).for('update')
      : [];
    const user = found ? await change(tx, found, used.purpose) : null;
    if (!user) throw linkError('invalid');
    const session = await auth.createSession(user.id, { persistent: remember }, tx);
    return {
      user: (await auth.sessionUserById(user.id, tx))!,
      session,
      redirectTo: used.redirectPath ?? LINK_REDIRECTS[used.purpose],
    };
  });
  await deps.onAddressProved?.(signedIn.user.email, signedIn.user.id);
  return signedIn;
}
