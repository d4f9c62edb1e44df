import { REFUND_MESSAGES as M } from '@bilheteria/domain/refund-contract';
import type { OrderCancellation, OrganizerOrder } from '@bilheteria/domain/refund-contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { events, orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { OrderAccess } from '../checkout';
import {
  refundByKey,
  sees,
  type OrganizerRequester,
  type RefundRequest,
  type RefundRow,
} from './requester';

/**
 * A refund asked by the buyer, the organizer or an event's cancellation: done once per
 * Idempotency-Key (unique on the row, so the same request twice refunds once), its money then
 * given back by its job.
 */
export function requestRefund({
  db,
  clock,
  wakeJobs,
  refundInTx,
}: {
  db: Db;
  clock: () => Date;
  wakeJobs: () => void;
  refundInTx: (tx: Tx, request: RefundRequest, now: Date) => Promise<RefundRow>;
}) {
  return async function refund(request: RefundRequest): Promise<RefundRow> {
    // Who may not refund the order learns nothing of it, whatever key they send.
    const [seen] = await db
      .select({ order: orders, organizationId: events.organizationId })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, request.orderId));
    if (!seen || !sees(request.requester, seen.order, { organizationId: seen.organizationId })) {
      throw new HttpError(404, M.orderNotFound);
    }
    const known = await refundByKey(db, request);
    if (known) return known;
    try {
      const row = await db.transaction((tx) => refundInTx(tx, request, clock()));
      wakeJobs();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) {
        const raced = await refundByKey(db, request);
        if (raced) return raced;
      }
      throw error;
    }
  };
}

type Refund = (request: RefundRequest) => Promise<RefundRow>;

/** The buyer cancels tickets of their order (a boleto's with the PIX key for the money). */
export function cancelByBuyer({
  refund,
  cancellationView,
}: {
  refund: Refund;
  cancellationView: (orderId: string) => Promise<OrderCancellation>;
}) {
  return async function cancel(
    orderId: string,
    access: OrderAccess,
    input: {
      positions?: number[] | undefined;
      pixKey?: string | undefined;
      idempotencyKey: string;
    },
  ): Promise<OrderCancellation> {
    await refund({
      orderId,
      requester: { kind: 'buyer', access },
      positions: input.positions,
      pixKey: input.pixKey,
      idempotencyKey: input.idempotencyKey,
    });
    return cancellationView(orderId);
  };
}

/** The organizer refunds tickets of an order of their event, used ones once they confirm it. */
export function refundByOrganizer({
  refund,
  organizerOrderView,
}: {
  refund: Refund;
  organizerOrderView: (orderId: string) => Promise<OrganizerOrder>;
}) {
  return async function refundOrder(
    organizer: OrganizerRequester,
    orderId: string,
    input: { positions?: number[] | undefined; confirmUsed?: boolean; idempotencyKey: string },
  ): Promise<OrganizerOrder> {
    await refund({
      orderId,
      requester: { kind: 'organizer', ...organizer },
      positions: input.positions,
      confirmUsed: input.confirmUsed === true,
      idempotencyKey: input.idempotencyKey,
    });
    return organizerOrderView(orderId);
  };
}
