import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { canAccessOrder, type OrderAccess } from '../checkout';
import type { TicketRecord } from './ticket-queries';

/** Who asks: the signed-in user (if any) and the order capability their browser holds. */
export interface Viewer {
  user: SessionUser | null;
  orderAccess: OrderAccess;
}

/** The order's buyer (order-access.ts) or the organizer of its event. */
export const mayReach = (record: { orderAccess: TicketRecord['orderAccess'] }, viewer: Viewer) =>
  (viewer.user?.role === 'admin' && viewer.user.id === record.orderAccess.organizerId) ||
  canAccessOrder(record.orderAccess, viewer.orderAccess);
