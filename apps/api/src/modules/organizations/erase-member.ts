import { erasedEmail, erasedName } from '@bilheteria/domain/personal-data-contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentionsAny, scrubJson, scrubText, type Replacement } from '../../db/scrub';
import {
  organizationActivity,
  organizationInvitations,
  organizationMembers,
} from '../../db/schema';

/**
 * A person erased from the organizations (issue 30): their memberships end, invitations to
 * their addresses are revoked under the pseudonym, and the audit log keeps each entry — what
 * was done, when — with the pseudonym in place of their name and e-mail wherever it appears.
 */
export async function eraseMember(
  tx: DbOrTx,
  who: { userId: string; emails: readonly string[]; pseudonym: string; now: Date },
  replacements: readonly Replacement[],
): Promise<void> {
  const { userId, pseudonym, now } = who;
  const emails = [...who.emails];
  await tx.delete(organizationMembers).where(eq(organizationMembers.userId, userId));
  if (emails.length > 0) {
    await tx
      .update(organizationInvitations)
      .set({
        email: erasedEmail(pseudonym),
        revokedAt: sql`coalesce(${organizationInvitations.revokedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          inArray(sql`lower(${organizationInvitations.email})`, emails),
          // Revoke open ones first, so the open-invitation index never sees two equal rows.
          isNull(organizationInvitations.acceptedAt),
        ),
      );
    await tx
      .update(organizationInvitations)
      .set({ email: erasedEmail(pseudonym) })
      .where(inArray(sql`lower(${organizationInvitations.email})`, emails));
  }
  await tx
    .update(organizationActivity)
    .set({ actorName: erasedName(pseudonym), actorEmail: erasedEmail(pseudonym) })
    .where(
      or(
        eq(organizationActivity.actorId, userId),
        emails.length > 0
          ? inArray(sql`lower(${organizationActivity.actorEmail})`, emails)
          : undefined,
      ),
    );
  await tx
    .update(organizationActivity)
    .set({
      subject: scrubText(organizationActivity.subject, replacements),
      detail: scrubJson(organizationActivity.detail, replacements),
    })
    .where(
      or(
        mentionsAny(organizationActivity.subject, replacements),
        mentionsAny(organizationActivity.detail, replacements),
      ),
    );
}
