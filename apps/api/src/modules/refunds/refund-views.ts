import {
  REFUND_MESSAGES as M,
  type OrderCancellation,
  type OrganizerOrder,
  type OrganizerOrdersPage,
  type RefundState,
  type RefundToPay,
  type RefundView,
} from '@bilheteria/domain/refund-contract';
import { refundDecision } from '@bilheteria/domain/refund-rules';
import type { RefundCause } from '@bilheteria/domain/settlement';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { buyers, events, orders, payments, refunds } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { canAccessOrder, type OrderAccess } from '../checkout';
import { orderRefundState, paidPayment, payerOf, refundPartsFor } from './order-refund-state';
import { ownedEvent } from '../../shared/owned-event';
import type { RefundRow } from './requester';

const STATE_OF: Record<RefundRow['status'], RefundState> = {
  pending: 'pendente',
  done: 'concluido',
  awaiting_key: 'aguardando_chave',
  to_pay: 'a_pagar',
};
const REASON_OF = {
  buyer: 'comprador',
  organizer: 'organizador',
  event_canceled: 'evento_cancelado',
} as const;

export const toRefundView = (row: RefundRow): RefundView => ({
  id: row.id,
  valor_centavos: row.amountCents,
  metodo: row.method,
  situacao: STATE_OF[row.status],
  motivo: REASON_OF[row.reason],
  ingressos: [...row.positions].sort((a, b) => a - b),
  criado_em: row.createdAt.toISOString(),
  concluido_em: row.completedAt?.toISOString() ?? null,
});

const PAGE_SIZE = 20;

/** What the buyer sees of an order's cancellation: may they, until when, how much, each ticket. */
export function cancellationView({ db, clock }: { db: Db; clock: () => Date }) {
  return async function view(
    orderId: string,
    cause: RefundCause = 'buyer',
  ): Promise<OrderCancellation> {
    const [row] = await db
      .select({ order: orders, event: events })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, orderId));
    if (!row) throw new HttpError(404, M.orderNotFound);
    const { order, event } = row;
    const state = await orderRefundState(db, orderId);
    const payment = await paidPayment(db, order.paidByPaymentId);
    const decision = refundDecision({
      actor: 'buyer',
      paid: order.status === 'paid' || order.status === 'refunded',
      paidAt: order.paidAt,
      eventStartsAt: event.startsAt,
      ticketsLeft: state.left.length,
      ticketsUsed: state.usedLeft.length,
      now: clock(),
    });
    const issuedAt = new Map(state.issued.map((ticket) => [ticket.position, ticket]));
    const now = clock();
    // What each ticket still cancellable gives back now, by the same rule the refund applies.
    const refundOf = (positions: number[]) =>
      refundPartsFor(order, state, payment, positions, cause, now).amountCents;
    return {
      pedido_id: order.id,
      numero: order.number,
      status: order.status,
      evento: { id: event.id, titulo: event.title, inicio: event.startsAt.toISOString() },
      metodo: payment?.method ?? null,
      total_pago_centavos: payment?.amountCents ?? 0,
      reembolsado_centavos: state.previous.reduce((sum, refund) => sum + refund.amountCents, 0),
      permitido: decision.allowed,
      mensagem: decision.allowed ? null : decision.message,
      prazo: decision.allowed ? (decision.buyerDeadline?.toISOString() ?? null) : null,
      valor_reembolso_centavos: refundOf(
        state.left.filter((position) => !state.usedLeft.includes(position)),
      ),
      precisa_chave_pix: payment?.method === 'boleto',
      ingressos: [...state.typeAt].map(([position, typeId]) => {
        const ticket = issuedAt.get(position);
        return {
          posicao: position,
          participante: ticket?.holderName ?? '',
          tipo: state.nameOf.get(typeId) ?? '',
          preco_centavos: state.priceOf.get(typeId) ?? 0,
          reembolso_centavos: state.cancelled.includes(position) ? 0 : refundOf([position]),
          status: ticket?.status ?? (state.cancelled.includes(position) ? 'canceled' : 'valid'),
        };
      }),
      reembolsos: state.previous.map(toRefundView),
    };
  };
}

/** The order's buyer only; anyone else learns nothing of it (404). */
export async function assertBuyer(db: Db, orderId: string, access: OrderAccess): Promise<void> {
  const [order] = await db
    .select({ buyerKeyHash: orders.buyerKeyHash, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || !canAccessOrder(order, access)) throw new HttpError(404, M.orderNotFound);
}

type CancellationView = ReturnType<typeof cancellationView>;

/** The buyer's view of their order's cancellation. */
export function buyerCancellation({ db, view }: { db: Db; view: CancellationView }) {
  return async function cancellation(
    orderId: string,
    access: OrderAccess,
  ): Promise<OrderCancellation> {
    await assertBuyer(db, orderId, access);
    return view(orderId);
  };
}

/** An order as its organizer sees it in the refunds list: who paid, when, and its tickets. */
export function organizerOrderView({ db, view }: { db: Db; view: CancellationView }) {
  return async function organizerView(orderId: string): Promise<OrganizerOrder> {
    const cancellation = await view(orderId, 'organizer');
    const [order] = await db
      .select({ paidAt: orders.paidAt, paidBy: orders.paidByPaymentId })
      .from(orders)
      .where(eq(orders.id, orderId));
    const payer = await payerOf(db, orderId, await paidPayment(db, order?.paidBy ?? null));
    return {
      id: cancellation.pedido_id,
      numero: cancellation.numero,
      comprador_nome: payer?.name ?? '',
      comprador_email: payer?.email ?? '',
      metodo: cancellation.metodo,
      status: cancellation.status,
      total_pago_centavos: cancellation.total_pago_centavos,
      reembolsado_centavos: cancellation.reembolsado_centavos,
      pago_em: order?.paidAt?.toISOString() ?? null,
      ingressos: cancellation.ingressos,
      reembolsos: cancellation.reembolsos,
    };
  };
}

/**
 * The paid (or refunded) orders of the organizer's event, a page at a time, found by number,
 * payer or participant.
 */
export function organizerOrders({
  db,
  organizerView,
}: {
  db: Db;
  organizerView: ReturnType<typeof organizerOrderView>;
}) {
  return async function list(
    organizationId: string,
    eventId: string,
    query: { busca?: string | undefined; pagina: number },
  ): Promise<OrganizerOrdersPage> {
    await ownedEvent(db, organizationId, eventId);
    const search = query.busca?.trim();
    const matches = search
      ? sql`and (o.number::text = ${search.replace(/\D/g, '') || '-'}
            or exists (select 1 from ${payments} p where p.order_id = o.id
              and (p.payer_name ilike ${`%${search}%`} or p.payer_email ilike ${`%${search}%`}))
            or exists (select 1 from ${buyers} b where b.order_id = o.id
              and (b.first_name || ' ' || b.last_name ilike ${`%${search}%`}
                or b.email ilike ${`%${search}%`})))`
      : sql``;
    const offset = (query.pagina - 1) * PAGE_SIZE;
    const found = await db.execute<{ id: string; total: number }>(sql`
        select o.id, count(*) over ()::int as total from ${orders} o
        where o.event_id = ${eventId} and o.status in ('paid', 'refunded') ${matches}
        order by o.paid_at desc nulls last, o.number desc
        limit ${PAGE_SIZE} offset ${offset}`);
    const rows = rowsOf<{ id: string; total: number }>(found);
    const pedidos = [];
    for (const row of rows) pedidos.push(await organizerView(row.id));
    return { pedidos, total: rows[0]?.total ?? 0, pagina: query.pagina, por_pagina: PAGE_SIZE };
  };
}

/**
 * The organizer's boleto refunds to pay by PIX (waiting for a key or to pay), or the one named
 * whatever its state; only of their organization's events.
 */
export async function toPayRows(
  db: Db,
  organizationId: string,
  refundId?: string,
): Promise<RefundToPay[]> {
  const rows = await db
    .select({
      refund: refunds,
      number: orders.number,
      title: events.title,
      payerName: payments.payerName,
      payerEmail: payments.payerEmail,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(events, eq(events.id, refunds.eventId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(events.organizationId, organizationId),
        refundId ? eq(refunds.id, refundId) : inArray(refunds.status, ['awaiting_key', 'to_pay']),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(500);
  return rows.map(({ refund: row, number, title, payerName, payerEmail }) => ({
    id: row.id,
    pedido_id: row.orderId,
    pedido_numero: number,
    evento_id: row.eventId,
    evento_titulo: title,
    comprador_nome: payerName ?? '',
    comprador_email: payerEmail ?? '',
    valor_centavos: row.amountCents,
    chave_pix: row.pixKey,
    situacao: STATE_OF[row.status],
    criado_em: row.createdAt.toISOString(),
  }));
}

/** The organizer's list of boleto refunds still to pay by PIX. */
export function refundsToPay({ db }: { db: Db }) {
  return async function list(organizationId: string): Promise<{ reembolsos: RefundToPay[] }> {
    return { reembolsos: await toPayRows(db, organizationId) };
  };
}
