import { randomUUID } from 'node:crypto';
import { formatDate } from '@bilheteria/domain/dates';
import { NO_FEE, serviceFeeCents } from '@bilheteria/domain/settlement';
import { entriesToOffer } from '@bilheteria/domain/waitlist';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  events,
  orderItems,
  orders,
  organizations,
  ticketTypes,
  waitlistEntries,
} from '../../db/schema';
import { holdSeats } from '../inventory';
import type { Mailer } from '../mail';
import { waitlistOfferEmail } from './emails';
import { hashOf, newToken, type WaitlistLinks } from './entry-links';

/** Offers the free seats of one ticket type to its line (inside `tx`); returns the offers made. */
export type OfferOneType = (tx: Tx, ticketTypeId: string, now: Date) => Promise<number>;

/** The ticket type, locked, with its event: what an offer needs and whether one can be made. */
async function lockOfferableType(tx: Tx, ticketTypeId: string) {
  const [type] = await tx
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      priceCents: ticketTypes.priceCents,
      free: sql<number>`${ticketTypes.quantity} - ${ticketTypes.sold} - ${ticketTypes.reserved}`,
      eventId: ticketTypes.eventId,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: events.status,
      canceledAt: events.canceledAt,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(eq(ticketTypes.id, ticketTypeId))
    .for('update', { of: ticketTypes });
  return type;
}

type OfferableType = NonNullable<Awaited<ReturnType<typeof lockOfferableType>>>;

/** The first of the line still waiting, locked. */
async function lockLine(tx: Tx, ticketTypeId: string) {
  // Locked: an entry that leaves meanwhile is seen as gone, never offered after it left.
  return tx
    .select({
      id: waitlistEntries.id,
      quantity: waitlistEntries.quantity,
      email: waitlistEntries.email,
    })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.ticketTypeId, ticketTypeId), eq(waitlistEntries.status, 'waiting')),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(200)
    .for('update');
}

type LineEntry = Awaited<ReturnType<typeof lockLine>>[number];

/** The offer's reserved order, for seats already held; its id. */
async function insertOfferOrder(
  tx: Tx,
  type: OfferableType,
  quantity: number,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const subtotal = type.priceCents * quantity;
  // The organization's fee on it, as any other order of the event (issue 29).
  const [terms] = await tx
    .select({
      percentBp: organizations.feePercentBp,
      fixedCents: organizations.feeFixedCents,
      buyerPays: organizations.feeBuyerPays,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, type.eventId));
  const feeTerms = terms ?? NO_FEE;
  const serviceFee = serviceFeeCents(Array(quantity).fill(type.priceCents), 0, feeTerms);
  // Its own id is its Idempotency-Key: the checkout the offer opens asks for the order it
  // holds by that key (POST /api/pedidos answers the order a key made, to its owner only).
  const offerOrderId = randomUUID();
  const [order] = await tx
    .insert(orders)
    .values({
      id: offerOrderId,
      idempotencyKey: offerOrderId,
      eventId: type.eventId,
      expiresAt,
      subtotalCents: subtotal,
      discountCents: 0,
      totalCents: subtotal + serviceFee,
      feePercentBp: feeTerms.percentBp,
      feeFixedCents: feeTerms.fixedCents,
      feeBuyerPays: feeTerms.buyerPays,
      serviceFeeCents: serviceFee,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values({
    orderId: order!.id,
    ticketTypeId: type.id,
    name: type.name,
    unitPriceCents: type.priceCents,
    quantity,
  });
  return order!.id;
}

/**
 * Offers each type's free seats to the first in its line who fit, each offer an ordinary
 * reserved order holding the seats until `expiresAt` (the offer's time, never past the event's
 * end), the entry marked offered and its e-mail queued.
 */
export function offerOneType({
  mailer,
  links,
  offerMs,
}: {
  mailer: Mailer;
  links: WaitlistLinks;
  offerMs: number;
}): OfferOneType {
  async function makeOffer(
    tx: Tx,
    type: OfferableType,
    entry: LineEntry,
    expiresAt: Date,
    now: Date,
  ): Promise<void> {
    const orderId = await insertOfferOrder(tx, type, entry.quantity, expiresAt, now);
    const token = newToken();
    await tx
      .update(waitlistEntries)
      .set({
        status: 'offered',
        orderId,
        offerTokenHash: hashOf(token),
        offeredAt: now,
        offerExpiresAt: expiresAt,
        updatedAt: now,
      })
      .where(eq(waitlistEntries.id, entry.id));
    await mailer.enqueue(tx, {
      dedupeKey: `waitlist-offer:${entry.id}`,
      to: entry.email,
      ...waitlistOfferEmail({
        eventTitle: type.title,
        eventDate: formatDate(type.startsAt),
        ticketTypeName: type.name,
        quantity: entry.quantity,
        expiresAt,
        offerUrl: links.offer(token),
        leaveUrl: links.leave(token),
      }),
      orderId,
    });
  }

  return async function offerOne(tx, ticketTypeId, now) {
    const type = await lockOfferableType(tx, ticketTypeId);
    if (!type || type.free <= 0) return 0;
    if (type.status !== 'published' || type.canceledAt || type.endsAt <= now) return 0;
    const chosen = entriesToOffer(await lockLine(tx, ticketTypeId), type.free);
    const expiresAt = new Date(Math.min(now.getTime() + offerMs, type.endsAt.getTime()));
    let offered = 0;
    for (const entry of chosen) {
      if (!(await holdSeats(tx, ticketTypeId, entry.quantity))) break;
      await makeOffer(tx, type, entry, expiresAt, now);
      offered += 1;
    }
    return offered;
  };
}

/** Offers the free seats of these types inside the caller's transaction, types in id order. */
export function offerInTx({
  clock,
  wakeJobs,
  offerOne,
}: {
  clock: () => Date;
  wakeJobs: () => void;
  offerOne: OfferOneType;
}) {
  return async function offer(tx: Tx, ticketTypeIds: readonly string[]): Promise<void> {
    const now = clock();
    let offered = 0;
    for (const id of [...new Set(ticketTypeIds)].sort()) offered += await offerOne(tx, id, now);
    if (offered > 0) wakeJobs();
  };
}
