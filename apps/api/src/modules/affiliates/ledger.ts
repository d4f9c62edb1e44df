import {
  commissionCents,
  commissionPayableAt,
  isSelfReferral,
  ticketShares,
} from '@bilheteria/domain/affiliate';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  affiliateLedgerEntries,
  affiliatePayoutEntries,
  affiliates,
  events,
  orderItems,
  orders,
  payments,
  tickets,
} from '../../db/schema';
import { ticketTypesByPosition } from '../tickets';

/** Queued with `order.paid` when the order carries a credited referral code. */
export const AFFILIATE_COMMISSION_JOB = 'affiliate.commission';

/**
 * The job of AFFILIATE_COMMISSION_JOB: one commission entry per ticket of a paid order, each
 * the event's percent of what the buyer paid for that ticket (after the coupon, without
 * instalment interest). Free tickets earn nothing; an affiliate's own purchase earns nothing.
 * Idempotent: a ticket has one commission at most (a unique index), whatever the runs.
 */
export async function recordCommissions(
  db: Db,
  orderId: string,
  options: { payableAfterDays: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        affiliateCode: orders.affiliateCode,
        userId: orders.userId,
        eventId: orders.eventId,
        discountCents: orders.discountCents,
        paidAt: orders.paidAt,
        payerEmail: payments.payerEmail,
      })
      .from(orders)
      .leftJoin(payments, eq(payments.id, orders.paidByPaymentId))
      .where(eq(orders.id, orderId))
      // A refund (issue 18) locks the order to cancel tickets and reverse their commissions:
      // recorded before it, they are reversed by it; after it, its cancelled tickets are skipped.
      .for('share', { of: orders });
    if (!order || order.status !== 'paid' || !order.affiliateCode || !order.paidAt) return 0;
    const cancelled = new Set(
      (
        await tx
          .select({ position: tickets.position })
          .from(tickets)
          .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'canceled')))
      ).map((row) => row.position),
    );
    const [affiliate] = await tx
      .select({ id: affiliates.id, userId: affiliates.userId, email: affiliates.email })
      .from(affiliates)
      .where(eq(affiliates.code, order.affiliateCode));
    if (!affiliate) return 0;
    if (
      affiliate.userId &&
      isSelfReferral(
        { userId: affiliate.userId, email: affiliate.email ?? '' },
        { userId: order.userId, emails: [order.payerEmail] },
      )
    ) {
      return 0;
    }
    const [event] = await tx
      .select({ endsAt: events.endsAt, bp: events.commissionBp })
      .from(events)
      .where(eq(events.id, order.eventId));
    if (!event) return 0;

    const items = await tx
      .select({
        ticketTypeId: orderItems.ticketTypeId,
        name: orderItems.name,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const priceOf = new Map(items.map((item) => [item.ticketTypeId, item.unitPriceCents]));
    // Positions as the tickets module numbers them, so an entry names the ticket it is for.
    const prices = ticketTypesByPosition(items).map((seat) => priceOf.get(seat.ticketTypeId)!);
    const shares = ticketShares(prices, order.discountCents);
    const payableAt = commissionPayableAt(order.paidAt, event.endsAt, options.payableAfterDays);
    const rows = shares.flatMap((saleCents, index) => {
      const amountCents = commissionCents(saleCents, event.bp);
      if (amountCents <= 0 || cancelled.has(index + 1)) return [];
      return [
        {
          affiliateId: affiliate.id,
          kind: 'commission' as const,
          orderId,
          ticketPosition: index + 1,
          eventId: order.eventId,
          saleCents,
          commissionBp: event.bp,
          amountCents,
          payableAt,
          soldAt: order.paidAt!,
        },
      ];
    });
    if (rows.length === 0) return 0;
    const inserted = await tx
      .insert(affiliateLedgerEntries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: affiliateLedgerEntries.id });
    return inserted.length;
  });
}

/**
 * Reverses the commissions of some tickets of an order (all of them when `positions` is
 * omitted), when they are refunded or cancelled — in the caller's transaction, so the refund and
 * the reversal happen together. A commission not yet in a payout is settled by its reversal in
 * the same payout (the reversal becomes payable when the commission would have); one already in
 * a payout becomes a debit against the next payout (payable at once). Once per commission.
 */
export async function reverseCommissions(
  tx: Tx,
  orderId: string,
  now: Date,
  positions?: readonly number[],
): Promise<number> {
  const reversal = alias(affiliateLedgerEntries, 'reversal');
  const commissions = await tx
    .select({
      id: affiliateLedgerEntries.id,
      affiliateId: affiliateLedgerEntries.affiliateId,
      ticketPosition: affiliateLedgerEntries.ticketPosition,
      eventId: affiliateLedgerEntries.eventId,
      saleCents: affiliateLedgerEntries.saleCents,
      commissionBp: affiliateLedgerEntries.commissionBp,
      amountCents: affiliateLedgerEntries.amountCents,
      payableAt: affiliateLedgerEntries.payableAt,
      soldAt: affiliateLedgerEntries.soldAt,
      inPayout: sql<boolean>`${affiliatePayoutEntries.entryId} is not null`,
    })
    .from(affiliateLedgerEntries)
    .leftJoin(reversal, eq(reversal.reversesEntryId, affiliateLedgerEntries.id))
    .leftJoin(affiliatePayoutEntries, eq(affiliatePayoutEntries.entryId, affiliateLedgerEntries.id))
    .where(
      and(
        eq(affiliateLedgerEntries.orderId, orderId),
        eq(affiliateLedgerEntries.kind, 'commission'),
        isNull(reversal.id),
        positions ? inArray(affiliateLedgerEntries.ticketPosition, [...positions]) : undefined,
      ),
    );
  if (commissions.length === 0) return 0;
  const inserted = await tx
    .insert(affiliateLedgerEntries)
    .values(
      commissions.map((commission) => ({
        affiliateId: commission.affiliateId,
        kind: 'reversal' as const,
        orderId,
        ticketPosition: commission.ticketPosition,
        eventId: commission.eventId,
        saleCents: commission.saleCents,
        commissionBp: commission.commissionBp,
        amountCents: -commission.amountCents,
        payableAt: commission.inPayout ? now : commission.payableAt,
        reversesEntryId: commission.id,
        soldAt: commission.soldAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: affiliateLedgerEntries.id });
  return inserted.length;
}

/**
 * Each ticket's commission on an order (position → cents), reversed ones included: the
 * organizer's ledger debits what the affiliate's credits (settlement, issue 29).
 */
export async function commissionsByPosition(
  runner: DbOrTx,
  orderId: string,
): Promise<Map<number, number>> {
  const rows = await runner
    .select({
      position: affiliateLedgerEntries.ticketPosition,
      amountCents: affiliateLedgerEntries.amountCents,
    })
    .from(affiliateLedgerEntries)
    .where(
      and(
        eq(affiliateLedgerEntries.orderId, orderId),
        eq(affiliateLedgerEntries.kind, 'commission'),
      ),
    );
  return new Map(rows.map((row) => [row.position, row.amountCents]));
}
