import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { roleCan } from '@bilheteria/domain/organization-roles';
import { canAccessOrder, type OrderAccess } from '../checkout';
import type { TicketRecord } from './ticket-queries';

/** Who asks: the signed-in user (if any) and the order capability their browser holds. */
export interface Viewer {
  user: SessionUser | null;
  orderAccess: OrderAccess;
}

/**
 * A member of the event's organization (issue 28) whose role reads its participants or works
 * its door: the tickets are what both are about.
 */
function isEventTeam(viewer: Viewer, organizationId: string): boolean {
  const organization = viewer.user?.organizacao;
  return (
    organization?.id === organizationId &&
    (roleCan(organization.papel, 'relatorios') || roleCan(organization.papel, 'checkin'))
  );
}

/** The order's buyer (order-access.ts) or its event's organization, as its role allows. */
export const mayReach = (record: { orderAccess: TicketRecord['orderAccess'] }, viewer: Viewer) =>
  isEventTeam(viewer, record.orderAccess.organizationId) ||
  canAccessOrder(record.orderAccess, viewer.orderAccess);
