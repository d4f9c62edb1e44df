import type { OrganizationRole } from '@bilheteria/domain/organization-roles';
import { roleCan } from '@bilheteria/domain/organization-roles';
import type { Role } from '@bilheteria/domain/roles';
import { paths } from '@/lib/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** The session's organization as the links need it: the role there, and whether it is support. */
export interface NavOrganization {
  papel: OrganizationRole;
  suporte: boolean;
}

/**
 * The header's main links by role (spec §2 Header); visitors and regular users see none. An
 * admin's follow their role in the organization (issue 28; 'Criar Evento' only when it may edit
 * events, the role unknown when not given); the platform's operator has their own screens, and
 * the organization's Dashboard too while in 'Entrar como suporte'.
 */
export function mainLinksFor(
  role: Role | null,
  organization: NavOrganization | null = null,
): NavLink[] {
  switch (role) {
    case 'admin':
      return organization && !roleCan(organization.papel, 'eventos:editar')
        ? [{ label: 'Dashboard', to: paths.dashboard() }]
        : [
            { label: 'Dashboard', to: paths.dashboard() },
            { label: 'Criar Evento', to: paths.createEvent() },
          ];
    case 'affiliate':
      return [
        { label: 'Dashboard', to: paths.dashboard() },
        { label: 'Portal de Afiliados', to: paths.affiliate() },
      ];
    case 'operador':
      return [
        ...(organization?.suporte ? [{ label: 'Dashboard', to: paths.dashboard() }] : []),
        { label: 'Organizações', to: paths.operatorOrganizations() },
        { label: 'Repasses', to: paths.operatorPayouts() },
        { label: 'Repasses de afiliados', to: paths.payouts() },
        { label: 'Conciliação', to: paths.reconciliation() },
      ];
    default:
      return [];
  }
}
