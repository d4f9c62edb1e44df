import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import {
  ORGANIZATION_MESSAGES as M,
  type OrganizationRole,
  type SessionOrganization,
  type TeamResponse,
} from '@bilheteria/domain/organization-contract';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema';
import { HttpError, MESSAGES } from '../../http/errors';
import type { OrganizationDeps } from './deps';
import { invitationEmail } from './organization-emails';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

export const invitationTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/**
 * Locks the organization's row: changes to its team wait for each other, so two Donos removing
 * each other at once cannot leave it without one.
 */
async function lockTeam(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select id from ${organizations} where id = ${organizationId} for update`);
}

async function ownersLeft(tx: DbOrTx, organizationId: string, without: string): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.role, 'dono'),
        ne(organizationMembers.userId, without),
      ),
    );
  return row?.owners ?? 0;
}

const membership = (organizationId: string, userId: string) =>
  and(
    eq(organizationMembers.organizationId, organizationId),
    eq(organizationMembers.userId, userId),
  );

/**
 * A member about to change, with the team locked: 404 when they are not in it, 409 when they
 * are its last Dono and would stop being one.
 */
async function lockedMember(
  tx: DbOrTx,
  organizationId: string,
  userId: string,
  { staysOwner }: { staysOwner: boolean },
): Promise<{ role: OrganizationRole; email: string }> {
  await lockTeam(tx, organizationId);
  const [member] = await tx
    .select({ role: organizationMembers.role, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(membership(organizationId, userId));
  if (!member) throw new HttpError(404, M.memberNotFound);
  if (
    member.role === 'dono' &&
    !staysOwner &&
    (await ownersLeft(tx, organizationId, userId)) === 0
  ) {
    throw new HttpError(409, M.lastOwner);
  }
  return member;
}

export function organizationTeam({ db, auth, mailer, baseUrl, clock, wakeJobs }: OrganizationDeps) {
  return {
    async view(active: SessionOrganization): Promise<TeamResponse> {
      const members = await db
        .select({
          userId: organizationMembers.userId,
          name: users.name,
          email: users.email,
          role: organizationMembers.role,
          since: organizationMembers.createdAt,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, active.id))
        .orderBy(asc(organizationMembers.createdAt));
      const invitations = await db
        .select()
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, active.id),
            isNull(organizationInvitations.acceptedAt),
            isNull(organizationInvitations.revokedAt),
            gt(organizationInvitations.expiresAt, clock()),
          ),
        )
        .orderBy(asc(organizationInvitations.createdAt));
      return {
        membros: members.map((member) => ({
          usuario_id: member.userId,
          nome: member.name,
          email: member.email,
          papel: member.role,
          desde: member.since.toISOString(),
        })),
        convites: invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          papel: invitation.role,
          enviado_em: invitation.createdAt.toISOString(),
          expira_em: invitation.expiresAt.toISOString(),
        })),
      };
    },

    /** An e-mailed link to join with `role`; a newer invitation to the same address replaces it. */
    async invite(
      inviter: SessionUser,
      active: SessionOrganization,
      email: string,
      role: OrganizationRole,
    ): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      try {
        await db.transaction(async (tx) => {
          const [member] = await tx
            .select({ userId: organizationMembers.userId })
            .from(organizationMembers)
            .innerJoin(users, eq(users.id, organizationMembers.userId))
            .where(and(eq(organizationMembers.organizationId, active.id), eq(users.email, email)));
          if (member) throw new HttpError(409, M.alreadyMember);
          await tx
            .update(organizationInvitations)
            .set({ revokedAt: now })
            .where(
              and(
                eq(organizationInvitations.organizationId, active.id),
                eq(organizationInvitations.email, email),
                isNull(organizationInvitations.acceptedAt),
                isNull(organizationInvitations.revokedAt),
              ),
            );
          const [invitation] = await tx
            .insert(organizationInvitations)
            .values({
              organizationId: active.id,
              email,
              role,
              tokenHash: invitationTokenHash(token),
              invitedBy: inviter.id,
              createdAt: now,
              expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
            })
            .returning({ id: organizationInvitations.id });
          await mailer.enqueue(tx, {
            dedupeKey: `organization-invitation:${invitation!.id}`,
            to: email,
            ...invitationEmail({
              organization: active.nome_publico,
              role,
              invitedBy: inviter.name,
              url: `${baseUrl}/convites/aceitar?token=${token}`,
            }),
          });
        });
      } finally {
        wakeJobs();
      }
    },

    async cancelInvitation(active: SessionOrganization, invitationId: string): Promise<string> {
      const [cancelled] = await db
        .update(organizationInvitations)
        .set({ revokedAt: clock() })
        .where(
          and(
            eq(organizationInvitations.id, invitationId),
            eq(organizationInvitations.organizationId, active.id),
            isNull(organizationInvitations.acceptedAt),
            isNull(organizationInvitations.revokedAt),
          ),
        )
        .returning({ email: organizationInvitations.email });
      if (!cancelled) throw new HttpError(404, MESSAGES.notFound);
      return cancelled.email;
    },

    /** Another role for a member; the last Dono stays one. Answers the member's e-mail. */
    async changeRole(
      active: SessionOrganization,
      userId: string,
      role: OrganizationRole,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const member = await lockedMember(tx, active.id, userId, { staysOwner: role === 'dono' });
        await tx.update(organizationMembers).set({ role }).where(membership(active.id, userId));
        await auth.invalidateSessions(tx, { userId });
        return member.email;
      });
    },

    /**
     * Out of the team. Access is checked on every request against this table (or a cached copy
     * that this change drops in every process), so the person's open sessions lose the
     * organization on their next click.
     */
    async remove(active: SessionOrganization, userId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const member = await lockedMember(tx, active.id, userId, { staysOwner: false });
        await tx.delete(organizationMembers).where(membership(active.id, userId));
        await auth.invalidateSessions(tx, { userId });
        return member.email;
      });
    },
  };
}
