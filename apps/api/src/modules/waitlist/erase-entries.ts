import { erasedEmail } from '@bilheteria/domain/personal-data-contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';

/**
 * Places in waiting lists anonymised (issue 30): a person's (their addresses) or an event's. The
 * address is all they hold; each row gets its own, so one line never holds two equal addresses.
 */
export async function eraseWaitlistEntries(
  tx: DbOrTx,
  which: { addresses: readonly string[] } | { eventId: string },
  pseudonym: string,
): Promise<void> {
  if ('addresses' in which && which.addresses.length === 0) return;
  const perRow = sql`${erasedEmail(`${pseudonym}-`)}`;
  await tx
    .update(waitlistEntries)
    .set({
      email: sql`replace(${perRow}, '-@', '-' || left(md5(${waitlistEntries.id}::text), 8) || '@')`,
    })
    .where(
      'addresses' in which
        ? inArray(waitlistEntries.email, [...which.addresses])
        : eq(waitlistEntries.eventId, which.eventId),
    );
}
