import { roleCan, type OrganizationRole } from '@bilheteria/domain/organization-roles';
import { paths } from '@/lib/paths';

export interface OrganizationNavLink {
  label: string;
  to: string;
}

/**
 * The organization's own pages on the dashboard, as far as the role reaches: 'Equipe' for who
 * manages the team (the Dono), 'Atividade' for who may read the audit log, 'Financeiro' for who
 * may read the statement (issue 29), 'Organização' for every member (read-only below the Dono).
 */
export function organizationNav(role: OrganizationRole): OrganizationNavLink[] {
  return [
    ...(roleCan(role, 'equipe') ? [{ label: 'Equipe', to: paths.team() }] : []),
    ...(roleCan(role, 'atividade') ? [{ label: 'Atividade', to: paths.auditLog() }] : []),
    ...(roleCan(role, 'financeiro') ? [{ label: 'Financeiro', to: paths.statement() }] : []),
    { label: 'Organização', to: paths.organizationProfile() },
  ];
}

/**
 * Where a member starts after joining: the dashboard, where each role finds its part (a
 * Check-in member the doors of the organization's events; the router has no page of its own
 * for them: /dashboard/check-in/:eventId needs an event, /check-in/:token a scanner link).
 */
export function landingFor(_role: OrganizationRole): string {
  return paths.dashboard();
}
