import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { WAITLIST_MESSAGES as M, type WaitlistMessage } from '@bilheteria/domain/waitlist-contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { endOffer } from './end-offer';
import { entryOf } from './entry-links';

/**
 * An entry leaves the line by its link; an offer it held ends and its seats go to the next in
 * line. A paid offer is marked bought; one with a payment still open cannot be left.
 */
export function leaveWaitlist({
  db,
  clock,
  offerInTx,
}: {
  db: Db;
  clock: () => Date;
  offerInTx: (tx: Tx, ticketTypeIds: readonly string[]) => Promise<void>;
}) {
  return async function leave(token: string): Promise<WaitlistMessage> {
    await db.transaction(async (tx) => {
      const entry = await entryOf(tx, token, true);
      // Already out of the line (left, bought, offer over): leaving again changes nothing.
      if (entry.status !== 'waiting' && entry.status !== 'offered') return;
      const now = clock();
      let status: 'left' | 'purchased' = 'left';
      let freed: string | null = null;
      if (entry.status === 'offered' && entry.orderId) {
        const ended = await endOffer(tx, entry.orderId, now);
        if (ended.ended) freed = ended.ticketTypeId;
        else if (ended.because === 'paid') status = 'purchased';
        else if (ended.because === 'open-payment') {
          throw new HttpError(409, PAYMENT_MESSAGES.orderHasOpenPayment);
        }
      }
      await tx
        .update(waitlistEntries)
        .set({ status, updatedAt: now })
        .where(eq(waitlistEntries.id, entry.id));
      if (freed) await offerInTx(tx, [freed]);
    });
    return { mensagem: M.left };
  };
}
