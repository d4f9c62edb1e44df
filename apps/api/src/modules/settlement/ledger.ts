import { pricesByPosition } from '@bilheteria/domain/order-positions';
import { organizerPayableAt, positionMoney } from '@bilheteria/domain/settlement';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  events,
  orderItems,
  orders,
  refunds,
  settlementEntries,
  settlementPayoutEntries,
} from '../../db/schema';
import { commissionsByPosition } from '../affiliates';

/** Queued with `order.paid`: the organizer's credits for the order's tickets. */
export const SETTLEMENT_CREDIT_JOB = 'settlement.credit';

type NewEntry = typeof settlementEntries.$inferInsert;

/**
 * The job of SETTLEMENT_CREDIT_JOB: per ticket of a paid order still standing, a 'venda' of what
 * the buyer paid for it (coupon in; the buyer's fee and the interest are not the organizer's), a
 * 'taxa' when the organization absorbs the platform's fee, and a 'comissao' of the affiliate's
 * commission on it. The commissions are recorded first (idempotent), so the two ledgers agree.
 * Idempotent: one entry per ticket and kind (a unique index), whatever the runs.
 */
export async function recordSettlement(
  db: Db,
  orderId: string,
  options: {
    payableAfterDays: number;
    recordCommissions: (db: Db, orderId: string) => Promise<unknown>;
  },
): Promise<number> {
  await options.recordCommissions(db, orderId);
  return db.transaction(async (tx) => {
    // A refund locks the order to cancel tickets and reverse their entries: recorded before it,
    // they are reversed by it; after it, its cancelled tickets are skipped.
    const [order] = await tx
      .select({
        status: orders.status,
        paidAt: orders.paidAt,
        eventId: orders.eventId,
        discountCents: orders.discountCents,
        feePercentBp: orders.feePercentBp,
        feeFixedCents: orders.feeFixedCents,
        feeBuyerPays: orders.feeBuyerPays,
        organizationId: events.organizationId,
        endsAt: events.endsAt,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, orderId))
      .for('share', { of: orders });
    if (!order || !order.paidAt || (order.status !== 'paid' && order.status !== 'refunded')) {
      return 0;
    }
    const refunded = new Set(
      (
        await tx
          .select({ positions: refunds.positions })
          .from(refunds)
          .where(eq(refunds.orderId, orderId))
      ).flatMap((row) => row.positions),
    );
    const items = await tx
      .select({
        ticketTypeId: orderItems.ticketTypeId,
        name: orderItems.name,
        unitPriceCents: orderItems.unitPriceCents,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const money = positionMoney({
      pricesCents: pricesByPosition(items),
      discountCents: order.discountCents,
      terms: {
        percentBp: order.feePercentBp,
        fixedCents: order.feeFixedCents,
        buyerPays: order.feeBuyerPays,
      },
    });
    const commissions = await commissionsByPosition(tx, orderId);
    const payableAt = organizerPayableAt(order.endsAt, options.payableAfterDays);
    const base = {
      organizationId: order.organizationId,
      orderId,
      eventId: order.eventId,
      payableAt,
    };
    const rows: NewEntry[] = money.flatMap((ticket) => {
      if (refunded.has(ticket.position)) return [];
      const entries: NewEntry[] = [];
      const entry = (kind: NewEntry['kind'], amountCents: number) =>
        entries.push({ ...base, kind, ticketPosition: ticket.position, amountCents });
      if (ticket.ticketCents > 0) entry('venda', ticket.ticketCents);
      if (!order.feeBuyerPays && ticket.feeCents > 0) entry('taxa', -ticket.feeCents);
      const commission = commissions.get(ticket.position) ?? 0;
      if (commission > 0) entry('comissao', -commission);
      return entries;
    });
    if (rows.length === 0) return 0;
    const inserted = await tx
      .insert(settlementEntries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: settlementEntries.id });
    return inserted.length;
  });
}

/**
 * Reverses the organizer's entries for refunded tickets, in the refund's own transaction: the
 * sale and the commission always, the absorbed fee only when the fee goes back (settlement.ts
 * `feeReturnedOnRefund`). An entry not yet in a payout is undone in the same payout (the
 * reversal is payable when it would have been); one already in a payout becomes a debit against
 * the next one (payable at once). Once per entry.
 */
export async function reverseSettlement(
  tx: Tx,
  orderId: string,
  positions: readonly number[],
  { feeReturned, now }: { feeReturned: boolean; now: Date },
): Promise<number> {
  if (positions.length === 0) return 0;
  const reversal = alias(settlementEntries, 'reversal');
  const kinds: ('venda' | 'taxa' | 'comissao')[] = feeReturned
    ? ['venda', 'taxa', 'comissao']
    : ['venda', 'comissao'];
  const originals = await tx
    .select({
      id: settlementEntries.id,
      organizationId: settlementEntries.organizationId,
      kind: settlementEntries.kind,
      ticketPosition: settlementEntries.ticketPosition,
      eventId: settlementEntries.eventId,
      amountCents: settlementEntries.amountCents,
      payableAt: settlementEntries.payableAt,
      inPayout: sql<boolean>`${settlementPayoutEntries.entryId} is not null`,
    })
    .from(settlementEntries)
    .leftJoin(reversal, eq(reversal.reversesEntryId, settlementEntries.id))
    .leftJoin(settlementPayoutEntries, eq(settlementPayoutEntries.entryId, settlementEntries.id))
    .where(
      and(
        eq(settlementEntries.orderId, orderId),
        inArray(settlementEntries.kind, kinds),
        inArray(settlementEntries.ticketPosition, [...positions]),
        isNull(reversal.id),
      ),
    );
  if (originals.length === 0) return 0;
  const inserted = await tx
    .insert(settlementEntries)
    .values(
      originals.map((entry) => ({
        organizationId: entry.organizationId,
        kind: 'estorno' as const,
        reversesKind: entry.kind,
        orderId,
        ticketPosition: entry.ticketPosition,
        eventId: entry.eventId,
        amountCents: -entry.amountCents,
        payableAt: entry.inPayout ? now : entry.payableAt,
        reversesEntryId: entry.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: settlementEntries.id });
  return inserted.length;
}
