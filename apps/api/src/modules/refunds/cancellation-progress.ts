import type { EventCancellationProgress } from '@bilheteria/domain/refund-contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { events, orders, refunds } from '../../db/schema';

// A type alias (not an interface): execute<T> needs an index-signature-compatible row type.
type Counts = {
  total: number;
  refunded: number;
  running: number;
  pix: number;
};

/** The event's orders a cancellation touches, counted by where their refunds are. */
async function countOrders(db: Db, eventId: string): Promise<Counts> {
  const result = await db.execute<Counts>(sql`
      with affected as (
        select o.id, o.status from ${orders} o
        where o.event_id = ${eventId} and (o.status = 'paid' or exists (
          select 1 from ${refunds} r where r.order_id = o.id and r.reason = 'event_canceled'))
      ), states as (
        select a.id, a.status,
          count(r.id) filter (where r.status = 'pending')::int as pending,
          count(r.id) filter (where r.status in ('awaiting_key', 'to_pay'))::int as pix
        from affected a left join ${refunds} r on r.order_id = a.id
        group by a.id, a.status
      )
      select count(*)::int as total,
        count(*) filter (where status = 'refunded' and pending = 0 and pix = 0)::int as refunded,
        count(*) filter (where pending > 0 or status = 'paid')::int as running,
        count(*) filter (where pix > 0)::int as pix
      from states`);
  return rowsOf<Counts>(result)[0] ?? { total: 0, refunded: 0, running: 0, pix: 0 };
}

/** Where an event's cancellation is: orders refunded, still running, waiting for PIX, failing. */
export async function cancellationProgress(
  db: Db,
  eventId: string,
): Promise<EventCancellationProgress> {
  const [event] = await db
    .select({ canceledAt: events.canceledAt })
    .from(events)
    .where(eq(events.id, eventId));
  const counts = await countOrders(db, eventId);
  const failures = await db
    .select({
      orderId: refunds.orderId,
      number: orders.number,
      error: refunds.lastError,
      attempts: refunds.attempts,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.eventId, eventId),
        eq(refunds.status, 'pending'),
        isNotNull(refunds.lastError),
      ),
    )
    .orderBy(asc(orders.number))
    .limit(200);
  return {
    evento_id: eventId,
    cancelado_em: event?.canceledAt?.toISOString() ?? null,
    total: counts.total,
    reembolsados: counts.refunded,
    em_andamento: counts.running,
    aguardando_pix: counts.pix,
    falhas: failures.map((row) => ({
      pedido_id: row.orderId,
      numero: row.number,
      erro: row.error ?? '',
      tentativas: row.attempts,
    })),
  };
}
