import { erasedEmail, PERSONAL_DATA_MESSAGES } from '@bilheteria/domain/personal-data-contract';
import { inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { mentionsAny, scrubText, type Replacement } from '../../db/scrub';
import type { DbOrTx } from '../../db/client';
import { emails } from '../../db/schema';

/**
 * Messages anonymised (issue 30): to a person's addresses (their erasure) or about an event's
 * tickets (its retention). The row stays — the outbox's history and counts — with the pseudonym's
 * address, a neutral subject and body and no attachments; one not sent yet never will be.
 */
export async function eraseMessages(
  tx: DbOrTx,
  which: { addresses: readonly string[] } | { ticketIds: SQLWrapper } | { emailIds: SQLWrapper },
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
        : 'emailIds' in which
          ? inArray(emails.id, which.emailIds)
          : inArray(emails.ticketId, which.ticketIds),
    );
}

/**
 * Messages to others that name the person (an order summary listing them as a participant, a
 * ticket sent by them): each of their values is replaced where it stands. A scan of the outbox's
 * text, once per erasure: erasures are rare and the outbox has no index that could find words.
 */
export async function scrubMessagesMentioning(
  tx: DbOrTx,
  replacements: readonly Replacement[],
): Promise<void> {
  if (replacements.length === 0) return;
  await tx
    .update(emails)
    .set({
      subject: scrubText(emails.subject, replacements),
      html: scrubText(emails.html, replacements),
      text: scrubText(emails.text, replacements),
    })
    .where(
      or(
        mentionsAny(emails.subject, replacements),
        mentionsAny(emails.html, replacements),
        mentionsAny(emails.text, replacements),
      ),
    );
}
