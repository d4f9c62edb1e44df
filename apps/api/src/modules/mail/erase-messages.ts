import { erasedEmail, PERSONAL_DATA_MESSAGES } from '@bilheteria/domain/personal-data-contract';
import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emails } from '../../db/schema';

/**
 * Messages anonymised (issue 30): to a person's addresses (their erasure) or about an event's
 * tickets (its retention). The row stays — the outbox's history and counts — with the pseudonym's
 * address, a neutral subject and body and no attachments; one not sent yet never will be.
 */
export async function eraseMessages(
  tx: DbOrTx,
  which: { addresses: readonly string[] } | { ticketIds: SQLWrapper },
  pseudonym: string,
): Promise<void> {
  if ('addresses' in which && which.addresses.length === 0) return;
  const neutral = PERSONAL_DATA_MESSAGES.erasedEmailBody;
  await tx
    .update(emails)
    .set({
      toAddress: erasedEmail(pseudonym),
      subject: PERSONAL_DATA_MESSAGES.erasedEmailSubject,
      html: `<p>${neutral}</p>`,
      text: neutral,
      attachments: [],
      // Keys may name the address (an organization's review for its owner).
      dedupeKey: sql`'apagado:' || ${emails.id}`,
      status: sql`case when ${emails.status} in ('queued', 'sending', 'failed') then 'bounced'::email_status else ${emails.status} end`,
      lastError: null,
    })
    .where(
      'addresses' in which
        ? inArray(sql`lower(${emails.toAddress})`, [...which.addresses])
        : inArray(emails.ticketId, which.ticketIds),
    );
}
