import type { DbOrTx } from '../../db/client';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema';
import { canAccessOrder, type OrderAccess } from '../checkout';

export type RefundRow = typeof refunds.$inferSelect;

/** A member of the event's organization (issue 28), by their account. */
export interface OrganizerRequester {
  organizationId: string;
  userId: string;
}

/** Who asks for a refund, and why. */
export type Requester =
  | { kind: 'buyer'; access: OrderAccess }
  | ({ kind: 'organizer' } & OrganizerRequester)
  | { kind: 'event-canceled' };

export interface RefundRequest {
  orderId: string;
  requester: Requester;
  /** Positions to cancel; every ticket left when absent. */
  positions?: number[] | undefined;
  /** Boleto orders: where the buyer wants the money. */
  pixKey?: string | undefined;
  /** The organizer was told that tickets chosen were used at the door, and refunds anyway. */
  confirmUsed?: boolean;
  idempotencyKey: string;
}

/**
 * Whether this requester may refund the order: its buyer, a member of its event's organization,
 * or the system.
 */
export function sees(
  requester: Requester,
  order: { buyerKeyHash: string | null; userId: string | null },
  event: { organizationId: string },
): boolean {
  if (requester.kind === 'buyer') return canAccessOrder(order, requester.access);
  if (requester.kind === 'organizer') return event.organizationId === requester.organizationId;
  return true;
}

/**
 * The Idempotency-Key as stored: scoped to who sent it and the order, so one sender's key never
 * finds (or blocks) another's refund. The buyer is whoever may reach the order; an organizer is
 * their own account (two members of one organization never share keys). The system's keys (an event's cancellation) already name their order.
 */
export function storedKey(request: RefundRequest): string {
  const { requester, orderId, idempotencyKey } = request;
  if (requester.kind === 'buyer') return `buyer:${orderId}:${idempotencyKey}`;
  if (requester.kind === 'organizer') {
    return `organizer:${requester.userId}:${orderId}:${idempotencyKey}`;
  }
  return idempotencyKey;
}

/** The refund this request already made, if any (its key as stored). */
export async function refundByKey(
  runner: DbOrTx,
  request: RefundRequest,
): Promise<RefundRow | undefined> {
  const [row] = await runner
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, storedKey(request)));
  return row;
}

/** Why the refund was made and by whom, as its row records them. */
export function requestedBy(requester: Requester): {
  reason: RefundRow['reason'];
  requestedBy: string | null;
} {
  if (requester.kind === 'buyer') return { reason: 'buyer', requestedBy: requester.access.userId };
  if (requester.kind === 'organizer') {
    return { reason: 'organizer', requestedBy: requester.userId };
  }
  return { reason: 'event_canceled', requestedBy: null };
}
