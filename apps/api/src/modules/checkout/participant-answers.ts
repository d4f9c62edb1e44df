import { seatsByPosition } from '@bilheteria/domain/order-positions';
import type { AnswersRequest } from '@bilheteria/domain/registration-questions';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { replaceAnswers, saveAnswers } from '../registration';

/** The event and ticket type of the order's seat at `position` (order-positions.ts numbering). */
async function seatOf(tx: Tx, orderId: string, position: number) {
  const items = await tx
    .select({
      eventId: orders.eventId,
      ticketTypeId: orderItems.ticketTypeId,
      name: orderItems.name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.orderId, orderId));
  return seatsByPosition(items)[position - 1];
}

/**
 * The participant's answers to the event's own questions, for the ticket type of their seat, in
 * the caller's transaction (the participant's row saved in it). `replace`: the participant is a
 * new person (a swap), so the previous one's answers all go.
 */
export async function saveParticipantAnswers(
  tx: Tx,
  input: {
    orderId: string;
    position: number;
    buyerId: string;
    respostas: AnswersRequest;
    now: Date;
    replace?: boolean;
  },
): Promise<void> {
  const seat = await seatOf(tx, input.orderId, input.position);
  // A position past the order's seats was refused before; nothing to ask there.
  if (!seat) return;
  const answers = {
    buyerId: input.buyerId,
    eventId: seat.eventId,
    ticketTypeId: seat.ticketTypeId,
    respostas: input.respostas,
    now: input.now,
  };
  await (input.replace ? replaceAnswers(tx, answers) : saveAnswers(tx, answers));
}
