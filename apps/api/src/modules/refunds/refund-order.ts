import { orderPagePath } from '@bilheteria/domain/auth-contract';
import type { Tx } from '../../db/client';
import type { OrderLinks } from '../auth';
import { lockOrderTickets } from '../tickets';
import type { Mailer } from '../mail';
import type { WaitlistService } from '../waitlist';
import { refundRequestedEmail, ticketCanceledEmail } from './emails';
import { orderRefundState, paidPayment, payerOf, type PaymentRow } from './order-refund-state';
import {
  assertAllowed,
  assertUsedTicketsMayGo,
  cancelTickets,
  chosenPositions,
  lockRefundableOrder,
  recordRefund,
  refundMoney,
  settleOrder,
} from './refund-steps';
import { refundByKey, type RefundRequest, type RefundRow } from './requester';

export interface RefundOrderDependencies {
  mailer: Mailer;
  waitlist: Pick<WaitlistService, 'offerInTx'>;
  baseUrl: string;
  orderLinks?: OrderLinks;
}

type Locked = Awaited<ReturnType<typeof lockRefundableOrder>>;

/**
 * The participants of the cancelled tickets and whoever paid are told, with the refund. The
 * payer's link signs them in on any device (to follow the refund, or give the PIX key a boleto's
 * refund waits for): its account row comes after the order's lock, as in every writer of both.
 */
async function queueRefundEmails(
  { mailer, baseUrl, orderLinks }: RefundOrderDependencies,
  tx: Tx,
  { order, event }: Locked,
  sent: {
    refund: RefundRow;
    payment: PaymentRow | null;
    canceledTickets: Awaited<ReturnType<typeof cancelTickets>>['canceledTickets'];
    eventCanceled: boolean;
  },
): Promise<void> {
  const { refund, eventCanceled } = sent;
  for (const ticket of sent.canceledTickets) {
    await mailer.enqueue(tx, {
      dedupeKey: `ticket-canceled:${ticket.id}`,
      to: ticket.holderEmail,
      ticketId: ticket.id,
      orderId: order.id,
      ...ticketCanceledEmail({
        holderName: ticket.holderName,
        eventTitle: event.title,
        code: ticket.code,
        eventCanceled,
      }),
    });
  }
  const payer = await payerOf(tx, order.id, sent.payment);
  if (!payer) return;
  const orderUrl = orderLinks
    ? await orderLinks.urlFor(order, { email: payer.email, name: payer.name }, tx)
    : `${baseUrl}${orderPagePath(order.id)}`;
  await mailer.enqueue(tx, {
    dedupeKey: `refund:${refund.id}`,
    to: payer.email,
    orderId: order.id,
    ...refundRequestedEmail({
      payerName: payer.name,
      eventTitle: event.title,
      orderNumber: order.number,
      amountCents: refund.amountCents,
      method: refund.method,
      tickets: refund.positions.length,
      eventCanceled,
      needsPixKey: refund.status === 'awaiting_key',
      orderUrl,
    }),
  });
}

/**
 * One refund in its transaction: everything but the money changes here, under the order's row
 * lock then its tickets' (in that order, as every writer of both) — tickets cancelled, seats given
 * back and offered to the waiting list, the order's totals, coupon and commission, the refund's
 * row and job, the e-mails. A retry of the same request finds the row its twin wrote.
 */
export function refundOrderInTx(deps: RefundOrderDependencies) {
  return async function refundInTx(tx: Tx, request: RefundRequest, now: Date): Promise<RefundRow> {
    const locked = await lockRefundableOrder(tx, request);
    const { order, event } = locked;
    // Read again under the lock: a request racing its own retry finds the row the other wrote.
    const again = await refundByKey(tx, request);
    if (again) return again;

    // Its tickets next, in id order, before anything reads or changes them (order-lock.ts).
    await lockOrderTickets(tx, order.id);
    const state = await orderRefundState(tx, order.id);
    assertAllowed(request, order, event, state, now);
    const positions = chosenPositions(request, state);
    assertUsedTicketsMayGo(request, state, positions);
    const payment = await paidPayment(tx, order.paidByPaymentId);
    const money = refundMoney(request, order, state, payment, positions, now);

    const { canceledTickets, seatsBack } = await cancelTickets(tx, order.id, state, positions, now);
    await settleOrder(tx, order, state, positions, money.parts, now);
    const refund = await recordRefund(tx, request, order, { payment, positions, money }, now);
    const eventCanceled = request.requester.kind === 'event-canceled';
    await queueRefundEmails(deps, tx, locked, { refund, payment, canceledTickets, eventCanceled });
    // The seats go to the waiting list first, in this same transaction.
    if (!eventCanceled) await deps.waitlist.offerInTx(tx, [...seatsBack.keys()]);
    return refund;
  };
}
