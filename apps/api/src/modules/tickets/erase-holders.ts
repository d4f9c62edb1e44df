import { erasedEmail, erasedName } from '@bilheteria/domain/personal-data-contract';
import { eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ticketHolderChanges, tickets } from '../../db/schema';

/**
 * Ticket holders anonymised (issue 30). A person's erasure: the tickets they hold and their side
 * of every change of participant; an event's retention: every holder of its tickets and its
 * whole history. Codes, statuses and check-ins stay.
 */
export async function eraseTicketHolders(
  tx: DbOrTx,
  who: { userId: string; emails: readonly string[] } | { eventId: string },
  pseudonym: string,
): Promise<void> {
  const name = erasedName(pseudonym);
  const email = erasedEmail(pseudonym);
  if ('eventId' in who) {
    const ofEvent = tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.eventId, who.eventId));
    await tx
      .update(tickets)
      .set({ holderName: name, holderEmail: email })
      .where(eq(tickets.eventId, who.eventId));
    await tx
      .update(ticketHolderChanges)
      .set({ oldName: name, oldEmail: email, newName: name, newEmail: email })
      .where(inArray(ticketHolderChanges.ticketId, ofEvent));
    return;
  }
  const emails = [...who.emails];
  const isTheirs = (column: SQLWrapper) =>
    emails.length > 0 ? inArray(sql`lower(${column})`, emails) : sql`false`;
  await tx
    .update(tickets)
    .set({ holderName: name, holderEmail: email })
    .where(or(eq(tickets.holderUserId, who.userId), isTheirs(tickets.holderEmail)));
  await tx
    .update(ticketHolderChanges)
    .set({ oldName: name, oldEmail: email })
    .where(isTheirs(ticketHolderChanges.oldEmail));
  await tx
    .update(ticketHolderChanges)
    .set({ newName: name, newEmail: email })
    .where(isTheirs(ticketHolderChanges.newEmail));
}
