import type { MyOrder, MyOrdersResponse } from '@bilheteria/domain/my-orders-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BillingService } from '../billing';
import { buyers, events, orderItems, orders, payments } from '../../db/schema';

/** How many orders Meus Pedidos lists; a person buying more than this is an organizer's job. */
const MY_ORDERS_LIMIT = 200;

/**
 * The orders an account bought, newest first: paid and refunded ones, and those where money was
 * asked for (a PIX or boleto waiting, a cancelled attempt). A hold left without any payment
 * attempt is not an order the buyer made, so it is not listed.
 */
export function listMyOrders(db: Db, billing: Pick<BillingService, 'billingsOf'>) {
  return async function myOrders(userId: string): Promise<MyOrdersResponse> {
    const attempted = exists(
      db
        .select({ one: sql`1` })
        .from(payments)
        .where(eq(payments.orderId, orders.id)),
    );
    const rows = await db
      .select({
        order: orders,
        event: {
          id: events.id,
          title: events.title,
          startsAt: events.startsAt,
          imageUrl: events.imageUrl,
        },
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(
        and(eq(orders.userId, userId), or(inArray(orders.status, ['paid', 'refunded']), attempted)),
      )
      .orderBy(desc(orders.createdAt))
      .limit(MY_ORDERS_LIMIT);
    if (rows.length === 0) return { pedidos: [] };

    const ids = rows.map((row) => row.order.id);
    const [people, items, attempts, billings] = await Promise.all([
      db
        .select({
          orderId: buyers.orderId,
          position: buyers.position,
          firstName: buyers.firstName,
          lastName: buyers.lastName,
          email: buyers.email,
        })
        .from(buyers)
        .where(inArray(buyers.orderId, ids))
        .orderBy(asc(buyers.position)),
      db
        .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids)),
      db
        .select({ id: payments.id, orderId: payments.orderId, method: payments.method })
        .from(payments)
        .where(inArray(payments.orderId, ids))
        .orderBy(asc(payments.createdAt)),
      billing.billingsOf(ids),
    ]);

    return {
      pedidos: rows.map(({ order, event }): MyOrder => {
        const own = attempts.filter((attempt) => attempt.orderId === order.id);
        const paying = own.find((attempt) => attempt.id === order.paidByPaymentId) ?? own.at(-1);
        return {
          id: order.id,
          numero: order.number,
          status: order.status,
          criado_em: order.createdAt.toISOString(),
          pago_em: order.paidAt?.toISOString() ?? null,
          evento: {
            id: event.id,
            titulo: event.title,
            data: formatDate(event.startsAt),
            imagem: event.imageUrl,
          },
          metodo: paying?.method ?? (order.totalCents === 0 ? 'free' : null),
          total_centavos: order.totalCents,
          devolvido_centavos: order.refundedCents,
          ingressos_cancelados: order.refundedTickets,
          quantidade_ingressos: items
            .filter((item) => item.orderId === order.id)
            .reduce((sum, item) => sum + item.quantity, 0),
          participantes: people
            .filter((person) => person.orderId === order.id)
            .map((person) => ({
              posicao: person.position!,
              nome: `${person.firstName} ${person.lastName}`.trim(),
              email: person.email,
            })),
          faturamento: billings.get(order.id) ?? null,
        };
      }),
    };
  };
}
