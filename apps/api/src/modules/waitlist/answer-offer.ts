import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import {
  WAITLIST_MESSAGES as M,
  type WaitlistMessage,
  type WaitlistOfferAccepted,
} from '@bilheteria/domain/waitlist-contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, waitlistEntries } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { lockOrder } from '../checkout';
import { endOffer } from './end-offer';
import { entryOf } from './entry-links';

/** The entry of a live offer, locked; an offer already bought or over is a 409. */
async function lockOfferedEntry(tx: Tx, token: string) {
  const entry = await entryOf(tx, token, true);
  if (entry.status !== 'offered' || !entry.orderId) {
    throw new HttpError(409, entry.status === 'purchased' ? M.offerPaid : M.offerExpired);
  }
  return { ...entry, orderId: entry.orderId };
}

/** The offer's order becomes this browser's (`buyerKeyHash`) and this user's, if signed in. */
export function acceptOffer({ db, clock }: { db: Db; clock: () => Date }) {
  return async function accept(
    token: string,
    buyer: { buyerKeyHash: () => string; userId: string | null },
  ): Promise<WaitlistOfferAccepted> {
    const now = clock();
    return db.transaction(async (tx) => {
      const entry = await lockOfferedEntry(tx, token);
      const order = await lockOrder(tx, entry.orderId);
      if (!order || order.status === 'paid') throw new HttpError(409, M.offerPaid);
      if (order.status !== 'reserved' || order.expiresAt <= now) {
        throw new HttpError(409, M.offerExpired);
      }
      // The link is the key: the browser that opens it (again, maybe another one) holds the
      // order from now on, or it would answer an order that browser cannot open.
      await tx
        .update(orders)
        .set({
          buyerKeyHash: buyer.buyerKeyHash(),
          userId: order.userId ?? buyer.userId,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      const [item] = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      return {
        pedido_id: order.id,
        id_ticket: item!.ticketTypeId,
        nome: item!.name,
        preco_centavos: item!.unitPriceCents,
        quantidade: item!.quantity,
        evento_id: order.eventId,
        expira_em: order.expiresAt.toISOString(),
      };
    });
  };
}

/** The offer is turned down: its order ends and its seats go to the next in line. */
export function declineOffer({
  db,
  clock,
  offerInTx,
}: {
  db: Db;
  clock: () => Date;
  offerInTx: (tx: Tx, ticketTypeIds: readonly string[]) => Promise<void>;
}) {
  return async function decline(token: string): Promise<WaitlistMessage> {
    await db.transaction(async (tx) => {
      const entry = await lockOfferedEntry(tx, token);
      const now = clock();
      const ended = await endOffer(tx, entry.orderId, now);
      // Paid, still being paid, or over: nothing is declined (the round marks a paid or ended
      // offer as such).
      if (!ended.ended) {
        throw new HttpError(
          409,
          ended.because === 'paid'
            ? M.offerPaid
            : ended.because === 'open-payment'
              ? PAYMENT_MESSAGES.orderHasOpenPayment
              : M.offerExpired,
        );
      }
      await tx
        .update(waitlistEntries)
        .set({ status: 'declined', updatedAt: now })
        .where(eq(waitlistEntries.id, entry.id));
      await offerInTx(tx, [ended.ticketTypeId]);
    });
    return { mensagem: M.offerDeclined };
  };
}
