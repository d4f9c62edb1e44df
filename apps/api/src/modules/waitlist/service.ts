import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OrderStatus } from '@bilheteria/domain/checkout-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { entriesToOffer } from '@bilheteria/domain/waitlist';
import {
  waitlistMostSeatsMessage,
  WAITLIST_MESSAGES as M,
  type JoinWaitlistRequest,
  type OrganizerWaitlist,
  type WaitlistJoined,
  type WaitlistMessage,
  type WaitlistOffer,
  type WaitlistOfferAccepted,
} from '@bilheteria/domain/waitlist-contract';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import {
  events,
  orderItems,
  orders,
  payments,
  ticketTypes,
  waitlistEntries,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { lockOrder, releaseCouponUse } from '../checkout';
import { holdSeats, releaseSeats } from '../inventory';
import type { Mailer } from '../mail';
import { OPEN_PAYMENT_STATUSES } from '../../shared/payment-states';
import { waitlistJoinedEmail, waitlistOfferEmail } from './emails';

export interface WaitlistService {
  join(eventId: string, input: JoinWaitlistRequest): Promise<WaitlistJoined>;
  leave(token: string): Promise<WaitlistMessage>;
  offer(token: string): Promise<WaitlistOffer>;
  /** The offer's order becomes this browser's (`buyerKeyHash`) and this user's, if signed in. */
  accept(
    token: string,
    buyer: { buyerKeyHash: () => string; userId: string | null },
  ): Promise<WaitlistOfferAccepted>;
  decline(token: string): Promise<WaitlistMessage>;
  organizerList(adminId: string, eventId: string): Promise<OrganizerWaitlist>;
  /**
   * Offers the free seats of these ticket types to their lines, inside the caller's transaction
   * (a refund, a quantity raised): the seats go to the next in line before anyone else sees them.
   */
  offerInTx(tx: Tx, ticketTypeIds: readonly string[]): Promise<void>;
  /**
   * The periodic round: offers whose hold ended pass to the next in line, paid ones are marked,
   * and every line with free seats gets its offers. Returns the offers made.
   */
  sweep(): Promise<number>;
}

export interface WaitlistDependencies {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  /** How long an offer holds its seats. */
  offerMs: number;
  clock?: () => Date;
  wakeJobs?: () => void;
}

/**
 * An offer as people see it before the periodic round marks it: bought once its order is paid,
 * expired once the order ended unpaid or its hold ran out.
 */
function offerStatus(
  order: { status: OrderStatus | null; expiresAt: Date | null },
  now: Date,
): 'offered' | 'purchased' | 'expired' {
  if (order.status === 'paid' || order.status === 'refunded') return 'purchased';
  if (order.status === 'reserved' && order.expiresAt !== null && order.expiresAt > now) {
    return 'offered';
  }
  return 'expired';
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

/**
 * The waiting list (issue 18). An offer is an ordinary reserved order made for the entry, with
 * the checkout's own conditional UPDATE (`sold + reserved + q <= quantity`) under the ticket
 * type's row lock, so an offer and a checkout racing for the same seats can never both win; the
 * order's `expires_at` is the offer's end, and the hold sweep frees it like any other.
 */
export function createWaitlistService({
  db,
  mailer,
  baseUrl,
  offerMs,
  clock = () => new Date(),
  wakeJobs = () => {},
}: WaitlistDependencies): WaitlistService {
  const offerLink = (token: string) => `${baseUrl}/lista-de-espera/oferta?token=${token}`;
  const leaveLink = (token: string) => `${baseUrl}/lista-de-espera/sair?token=${token}`;

  async function offerOneType(tx: Tx, ticketTypeId: string, now: Date): Promise<number> {
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
    if (!type || type.free <= 0) return 0;
    if (type.status !== 'published' || type.canceledAt || type.endsAt <= now) return 0;
    // Locked: an entry that leaves meanwhile is seen as gone, never offered after it left.
    const line = await tx
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
    const chosen = entriesToOffer(line, type.free);
    const expiresAt = new Date(Math.min(now.getTime() + offerMs, type.endsAt.getTime()));
    let offered = 0;
    for (const entry of chosen) {
      if (!(await holdSeats(tx, ticketTypeId, entry.quantity))) break;
      const subtotal = type.priceCents * entry.quantity;
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
          totalCents: subtotal,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values({
        orderId: order!.id,
        ticketTypeId,
        name: type.name,
        unitPriceCents: type.priceCents,
        quantity: entry.quantity,
      });
      const token = newToken();
      await tx
        .update(waitlistEntries)
        .set({
          status: 'offered',
          orderId: order!.id,
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
          offerUrl: offerLink(token),
          leaveUrl: leaveLink(token),
        }),
        orderId: order!.id,
      });
      offered += 1;
    }
    return offered;
  }

  async function offerInTx(tx: Tx, ticketTypeIds: readonly string[]): Promise<void> {
    const now = clock();
    let offered = 0;
    for (const id of [...new Set(ticketTypeIds)].sort()) offered += await offerOneType(tx, id, now);
    if (offered > 0) wakeJobs();
  }

  /** The entry a link's token names (leave or offer token), or 404 'link inválido'. */
  async function entryOf(runner: DbOrTx, token: string, lock = false) {
    const hash = hashOf(token);
    const query = runner
      .select()
      .from(waitlistEntries)
      .where(
        sql`${waitlistEntries.leaveTokenHash} = ${hash} or ${waitlistEntries.offerTokenHash} = ${hash}`,
      );
    const [entry] = lock ? await query.for('update') : await query;
    if (!entry) throw new HttpError(404, M.linkInvalid);
    return entry;
  }

  /**
   * Ends an offer's order (declined, left): its seats and coupon use go back, to be offered to
   * the line. An order already paid, one with a payment still open (a PIX or boleto may yet be
   * paid: the seats wait for it, as the checkout's cancel does) or one already over is left as is.
   */
  async function endOffer(
    tx: Tx,
    orderId: string,
    now: Date,
  ): Promise<
    | { ended: true; ticketTypeId: string }
    | { ended: false; because: 'paid' | 'open-payment' | 'over' }
  > {
    const order = await lockOrder(tx, orderId);
    if (order?.status === 'paid' || order?.status === 'refunded') {
      return { ended: false, because: 'paid' };
    }
    if (!order || order.status !== 'reserved') return { ended: false, because: 'over' };
    const [open] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.orderId, orderId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])),
      )
      .limit(1);
    if (open) return { ended: false, because: 'open-payment' };
    await tx
      .update(orders)
      .set({ status: 'canceled', couponUseHeld: false, updatedAt: now })
      .where(eq(orders.id, orderId));
    const [item] = await tx
      .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    if (!item) return { ended: false, because: 'over' };
    await releaseSeats(tx, item.ticketTypeId, item.quantity);
    if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
    return { ended: true, ticketTypeId: item.ticketTypeId };
  }

  async function offerView(entry: typeof waitlistEntries.$inferSelect): Promise<WaitlistOffer> {
    const [row] = await db
      .select({
        eventId: events.id,
        title: events.title,
        slug: events.slug,
        startsAt: events.startsAt,
        typeName: ticketTypes.name,
        priceCents: ticketTypes.priceCents,
      })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .where(eq(ticketTypes.id, entry.ticketTypeId));
    const order = entry.orderId
      ? (
          await db
            .select({ status: orders.status, expiresAt: orders.expiresAt })
            .from(orders)
            .where(eq(orders.id, entry.orderId))
        )[0]
      : undefined;
    const status =
      entry.status === 'offered'
        ? offerStatus(
            { status: order?.status ?? null, expiresAt: order?.expiresAt ?? null },
            clock(),
          )
        : entry.status;
    const live = status === 'offered';
    return {
      status,
      evento: {
        id: row!.eventId,
        titulo: row!.title,
        data: formatDate(row!.startsAt),
        slug: row!.slug,
      },
      tipo: { id: entry.ticketTypeId, nome: row!.typeName, preco_centavos: row!.priceCents },
      quantidade: entry.quantity,
      expira_em: live ? order!.expiresAt.toISOString() : null,
      // Live: the checkout it opens; paid: the order to look at.
      pedido_id: live || status === 'purchased' ? entry.orderId : null,
    };
  }

  async function sweep(): Promise<number> {
    const now = clock();
    // Offers whose order was paid, or ended unpaid (expired, canceled): marked; the seats an
    // ended offer held are free again (the hold sweep returned them) and go to the line below.
    const settled = await db.execute<{ ticket_type_id: string; status: string }>(sql`
      update ${waitlistEntries} as entry
      set status = case when o.status in ('paid', 'refunded') then 'purchased'::waitlist_status
          else 'expired'::waitlist_status end,
        updated_at = ${now}
      from ${orders} as o
      where o.id = entry.order_id and entry.status = 'offered'
        and (o.status in ('paid', 'refunded', 'expired', 'canceled'))
      returning entry.ticket_type_id, entry.status`);
    const freed = rowsOf<{ ticket_type_id: string; status: string }>(settled)
      .filter((row) => row.status === 'expired')
      .map((row) => row.ticket_type_id);
    // Lines whose type has free seats now.
    const open = await db.execute<{ id: string }>(sql`
      select distinct t.id from ${waitlistEntries} w
      join ${ticketTypes} t on t.id = w.ticket_type_id
      where w.status = 'waiting' and t.quantity - t.sold - t.reserved > 0`);
    const ids = [...new Set([...freed, ...rowsOf<{ id: string }>(open).map((row) => row.id)])];
    let offered = 0;
    for (const id of ids.sort()) {
      offered += await db.transaction((tx) => offerOneType(tx, id, now));
    }
    if (offered > 0) wakeJobs();
    return offered;
  }

  return {
    offerInTx,
    sweep,

    async join(eventId, input) {
      const now = clock();
      const [found] = await db
        .select({
          id: ticketTypes.id,
          status: events.status,
          endsAt: events.endsAt,
          canceledAt: events.canceledAt,
          maxPerOrder: ticketTypes.maxPerOrder,
        })
        .from(ticketTypes)
        .innerJoin(events, eq(events.id, ticketTypes.eventId))
        .where(and(eq(ticketTypes.id, input.id_ticket), eq(ticketTypes.eventId, eventId)));
      if (!found || found.status !== 'published') throw new HttpError(404, M.ticketTypeNotFound);
      if (found.canceledAt || found.endsAt <= now) throw new HttpError(409, M.salesClosed);
      const quantity = Number(input.quantidade);
      // More than one order may hold could never be offered.
      const most = found.maxPerOrder;
      if (quantity > most) {
        const message = waitlistMostSeatsMessage(most);
        throw new HttpError(400, message, [{ path: 'quantidade', message }]);
      }
      const token = newToken();
      const email = input.email.trim().toLowerCase();
      try {
        return await db.transaction(async (tx) => {
          // The type's row lock puts joins in one line, each after the one before: a place is
          // its arrival, even for two joins within the same millisecond (the line is ordered by
          // `created_at`, so each one is made later than every entry already in it).
          const [type] = await tx
            .select({
              name: ticketTypes.name,
              free: sql<number>`${ticketTypes.quantity} - ${ticketTypes.sold} - ${ticketTypes.reserved}`,
              title: events.title,
            })
            .from(ticketTypes)
            .innerJoin(events, eq(events.id, ticketTypes.eventId))
            .where(eq(ticketTypes.id, found.id))
            .for('no key update', { of: ticketTypes });
          if (!type) throw new HttpError(404, M.ticketTypeNotFound);
          if (type.free >= quantity) throw new HttpError(409, M.notSoldOut);
          const [last] = await tx
            .select({ at: waitlistEntries.createdAt })
            .from(waitlistEntries)
            .where(
              and(
                eq(waitlistEntries.ticketTypeId, found.id),
                eq(waitlistEntries.status, 'waiting'),
              ),
            )
            .orderBy(desc(waitlistEntries.createdAt))
            .limit(1);
          const lastMs = last ? last.at.getTime() : -Infinity;
          const joinedAt = new Date(Math.max(now.getTime(), lastMs + 1));
          const [entry] = await tx
            .insert(waitlistEntries)
            .values({
              eventId,
              ticketTypeId: found.id,
              email,
              quantity,
              leaveTokenHash: hashOf(token),
              createdAt: joinedAt,
              updatedAt: now,
            })
            .returning({ id: waitlistEntries.id });
          const [place] = await tx
            .select({ ahead: sql<number>`count(*)::int` })
            .from(waitlistEntries)
            .where(
              and(
                eq(waitlistEntries.ticketTypeId, found.id),
                eq(waitlistEntries.status, 'waiting'),
                lte(waitlistEntries.createdAt, joinedAt),
              ),
            );
          await mailer.enqueue(tx, {
            dedupeKey: `waitlist-joined:${entry!.id}`,
            to: email,
            ...waitlistJoinedEmail({
              eventTitle: type.title,
              ticketTypeName: type.name,
              quantity,
              leaveUrl: leaveLink(token),
            }),
          });
          return { mensagem: M.joined, posicao: place?.ahead ?? 1 };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyWaiting);
        throw error;
      } finally {
        wakeJobs();
      }
    },

    async leave(token) {
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
    },

    async offer(token) {
      return offerView(await entryOf(db, token));
    },

    async accept(token, buyer) {
      const now = clock();
      return db.transaction(async (tx) => {
        const entry = await entryOf(tx, token, true);
        if (entry.status !== 'offered' || !entry.orderId) {
          throw new HttpError(409, entry.status === 'purchased' ? M.offerPaid : M.offerExpired);
        }
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
    },

    async decline(token) {
      await db.transaction(async (tx) => {
        const entry = await entryOf(tx, token, true);
        if (entry.status !== 'offered' || !entry.orderId) {
          throw new HttpError(409, entry.status === 'purchased' ? M.offerPaid : M.offerExpired);
        }
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
    },

    async organizerList(adminId, eventId) {
      const [event] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.organizerId, adminId)));
      if (!event) throw new HttpError(404, M.eventNotFound);
      const now = clock();
      const rows = await db
        .select({
          entry: waitlistEntries,
          typeName: ticketTypes.name,
          orderStatus: orders.status,
          orderExpiresAt: orders.expiresAt,
        })
        .from(waitlistEntries)
        .innerJoin(ticketTypes, eq(ticketTypes.id, waitlistEntries.ticketTypeId))
        .leftJoin(orders, eq(orders.id, waitlistEntries.orderId))
        .where(eq(waitlistEntries.eventId, eventId))
        .orderBy(asc(ticketTypes.position), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .limit(2_000);
      const places = new Map<string, number>();
      return {
        entradas: rows.map(({ entry, typeName, orderStatus, orderExpiresAt }) => {
          let posicao: number | null = null;
          if (entry.status === 'waiting') {
            posicao = (places.get(entry.ticketTypeId) ?? 0) + 1;
            places.set(entry.ticketTypeId, posicao);
          }
          const status =
            entry.status === 'offered'
              ? offerStatus({ status: orderStatus, expiresAt: orderExpiresAt }, now)
              : entry.status;
          return {
            id: entry.id,
            posicao,
            email: entry.email,
            quantidade: entry.quantity,
            tipo: typeName,
            status,
            entrou_em: entry.createdAt.toISOString(),
            oferta_expira_em: entry.offerExpiresAt?.toISOString() ?? null,
          };
        }),
      };
    },
  };
}
