import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { roleCan, type OrganizationPermission } from '@bilheteria/domain/organization-roles';
import { canAccessOrder, type OrderAccess } from '../checkout';
import type { TicketRecord } from './ticket-queries';

/** Who asks: the signed-in user (if any) and the order capability their browser holds. */
export interface Viewer {
  user: SessionUser | null;
  orderAccess: OrderAccess;
}

/**
 * Reading tickets is for the members of the event's organization (issue 28) who read its
 * participants or work its door: the tickets are what both are about.
 */
const READERS: readonly OrganizationPermission[] = ['relatorios', 'checkin'];

function isEventTeam(
  viewer: Viewer,
  organizationId: string,
  permissions: readonly OrganizationPermission[],
): boolean {
  const organization = viewer.user?.organizacao;
  return (
    organization?.id === organizationId &&
    permissions.some((permission) => roleCan(organization.papel, permission))
  );
}

/**
 * The order's buyer (order-access.ts) or a member of its event's organization whose role has
 * one of `permissions` (by default, those that read tickets).
 */
export const mayReach = (
  record: { orderAccess: TicketRecord['orderAccess'] },
  viewer: Viewer,
  permissions: readonly OrganizationPermission[] = READERS,
) =>
  isEventTeam(viewer, record.orderAccess.organizationId, permissions) ||
  canAccessOrder(record.orderAccess, viewer.orderAccess);
