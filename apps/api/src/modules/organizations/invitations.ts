import type { SessionUser } from '@bilheteria/domain/auth-contract';
import {
  ORGANIZATION_MESSAGES as M,
  type InvitationView,
  type MyOrganization,
} from '@bilheteria/domain/organization-contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hasUsablePassword, signsInWithPasswordOnly, type NewSession } from '../auth';
import { recordActivity } from './audit-log';
import { refuseNonMembers } from './create-organization';
import type { OrganizationDeps } from './deps';
import { welcomeEmail } from './organization-emails';
import { myOrganizationOf } from './organization-views';
import { invitationTokenHash } from './team';

async function openInvitation(tx: DbOrTx, token: string, now: Date) {
  const [found] = await tx
    .select({ invitation: organizationInvitations, organization: organizations })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(
      and(
        eq(organizationInvitations.tokenHash, invitationTokenHash(token)),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    );
  if (!found) throw new HttpError(404, M.inviteInvalid);
  return found;
}

export interface AcceptedInvitation {
  organization: MyOrganization;
  /** A session started for the invited address, when the person was not signed in. */
  newSession: NewSession | null;
}

/**
 * Invitations by e-mail: the acceptance page shows what the link is for, and accepting joins
 * the team — with the signed-in account, or (the link proves the address) the invited
 * address's account, made now when there is none, in a session started here.
 */
export function invitations({ db, auth, participants, mailer, clock, wakeJobs }: OrganizationDeps) {
  /**
   * Signed out, the link proves the address: its account is found or made (passwordless, like a
   * participant's, with an e-mailed link to choose a password). An account that already signs in
   * with a password — or an organizer's, an affiliate's — is not opened by a link: its owner
   * signs in first.
   */
  async function invitedAccount(tx: DbOrTx, email: string, organization: string): Promise<string> {
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (
      existing &&
      (hasUsablePassword(existing.passwordHash) || (await signsInWithPasswordOnly(tx, existing)))
    ) {
      throw new HttpError(401, M.signInToAccept);
    }
    const ensured = await participants.ensure({ email, name: email.split('@')[0] ?? email }, tx);
    if (ensured.setPasswordUrl) {
      await mailer.enqueue(tx, {
        dedupeKey: `organization-welcome:${ensured.userId}:${organization}`,
        to: email,
        ...welcomeEmail({ organization, url: ensured.setPasswordUrl }),
      });
    }
    return ensured.userId;
  }

  return {
    async view(token: string): Promise<InvitationView> {
      const { invitation, organization } = await openInvitation(db, token, clock());
      const [account] = await db.select().from(users).where(eq(users.email, invitation.email));
      const signInFirst =
        account !== undefined &&
        (hasUsablePassword(account.passwordHash) || (await signsInWithPasswordOnly(db, account)));
      return {
        organizacao: organization.publicName,
        papel: invitation.role,
        email: invitation.email,
        conta_existe: signInFirst,
      };
    },

    async accept(
      token: string,
      signedIn: { user: SessionUser; sessionToken: string } | null,
    ): Promise<AcceptedInvitation> {
      const now = clock();
      try {
        return await acceptIn(token, signedIn, now);
      } finally {
        wakeJobs();
      }
    },
  };

  async function acceptIn(
    token: string,
    signedIn: { user: SessionUser; sessionToken: string } | null,
    now: Date,
  ): Promise<AcceptedInvitation> {
    return db.transaction(async (tx) => {
      const { invitation, organization } = await openInvitation(tx, token, now);
      // Claimed first: of two clicks on the same link, one joins.
      const [claimed] = await tx
        .update(organizationInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(organizationInvitations.id, invitation.id),
            isNull(organizationInvitations.acceptedAt),
          ),
        )
        .returning({ id: organizationInvitations.id });
      if (!claimed) throw new HttpError(404, M.inviteInvalid);

      const userId =
        signedIn?.user.id ?? (await invitedAccount(tx, invitation.email, organization.publicName));
      const [account] = await tx.select().from(users).where(eq(users.id, userId));
      if (!account) throw new HttpError(404, M.inviteInvalid);
      refuseNonMembers(account.role === 'admin' ? 'user' : account.role);

      const [joined] = await tx
        .insert(organizationMembers)
        .values({
          organizationId: organization.id,
          userId,
          role: invitation.role,
          invitedBy: invitation.invitedBy,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ role: organizationMembers.role });
      const [membership] = joined
        ? [joined]
        : await tx
            .select({ role: organizationMembers.role })
            .from(organizationMembers)
            .where(
              and(
                eq(organizationMembers.organizationId, organization.id),
                eq(organizationMembers.userId, userId),
              ),
            );
      await tx
        .update(organizationInvitations)
        .set({ acceptedBy: userId })
        .where(eq(organizationInvitations.id, invitation.id));
      if (joined) {
        await recordActivity(tx, {
          organizationId: organization.id,
          actor: { id: userId, name: account.name, email: account.email, support: false },
          action: 'equipe.entrada',
          subject: account.email,
        });
      }
      const newSession = signedIn
        ? null
        : await auth.createSession(userId, { persistent: false }, tx);
      await auth.chooseOrganization(
        signedIn?.sessionToken ?? newSession!.token,
        { organizationId: organization.id },
        tx,
      );
      // The account's other sessions are an organizer's now too.
      if (joined) await auth.invalidateSessions(tx, { userId });
      return { organization: myOrganizationOf(organization, membership!.role, true), newSession };
    });
  }
}
