import { erasedEmail, erasedName } from '@bilheteria/domain/personal-data-contract';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { certificates, tickets } from '../../db/schema';

/**
 * Certificates anonymised (issue 30): a person's erasure (the certificates of the tickets they
 * hold or of their addresses) or an event's retention (all of its). The name and address go, and
 * the name where the printed text says it; the code, event, hours and revocation stay, so a
 * verification still answers — with the pseudonym.
 */
export async function eraseCertificates(
  tx: DbOrTx,
  who: { userId: string; emails: readonly string[] } | { eventId: string },
  pseudonym: string,
): Promise<void> {
  const name = erasedName(pseudonym);
  let which: SQL;
  if ('eventId' in who) {
    which = eq(certificates.eventId, who.eventId);
  } else {
    const theirTickets = tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.holderUserId, who.userId));
    which = or(
      inArray(certificates.ticketId, theirTickets),
      who.emails.length > 0
        ? inArray(sql`lower(${certificates.holderEmail})`, [...who.emails])
        : sql`false`,
    )!;
  }
  await tx
    .update(certificates)
    .set({
      body: sql`replace(${certificates.body}, ${certificates.holderName}, ${name})`,
      holderName: name,
      holderEmail: erasedEmail(pseudonym),
    })
    .where(which);
}

/** The e-mails that carried an event's certificates (its retention erases them too). */
export const certificateEmailsOf = (tx: DbOrTx, eventId: string) =>
  tx
    .select({ id: certificates.emailId })
    .from(certificates)
    .where(eq(certificates.eventId, eventId));
