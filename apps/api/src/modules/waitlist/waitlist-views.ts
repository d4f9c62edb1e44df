import type { OrderStatus } from '@bilheteria/domain/checkout-contract';
import { formatDate } from '@bilheteria/domain/dates';
import type { OrganizerWaitlist, WaitlistOffer } from '@bilheteria/domain/waitlist-contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, orders, ticketTypes, waitlistEntries } from '../../db/schema';
import { entryOf } from './entry-links';
import { ownedEvent } from '../../shared/owned-event';

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

/** The offer a link names, as its page shows it. */
export function offerView({ db, clock }: { db: Db; clock: () => Date }) {
  async function viewOf(entry: typeof waitlistEntries.$inferSelect): Promise<WaitlistOffer> {
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
  return async (token: string): Promise<WaitlistOffer> => viewOf(await entryOf(db, token));
}

/** One of the organization's events' lines, in order, each waiting entry with its place. */
export function organizerList({ db, clock }: { db: Db; clock: () => Date }) {
  return async function list(organizationId: string, eventId: string): Promise<OrganizerWaitlist> {
    await ownedEvent(db, organizationId, eventId);
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
  };
}
