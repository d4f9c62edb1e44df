import type { Role } from '@bilheteria/domain/roles';
import { paths } from '@/lib/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** The header's main links by role (spec §2 Header); visitors and regular users see none. */
export function mainLinksFor(role: Role | null): NavLink[] {
  switch (role) {
    case 'admin':
      return [
        { label: 'Dashboard', to: paths.dashboard() },
        { label: 'Criar Evento', to: paths.createEvent() },
      ];
    case 'affiliate':
      return [
        { label: 'Dashboard', to: paths.dashboard() },
        { label: 'Portal de Afiliados', to: paths.affiliate() },
      ];
    default:
      return [];
  }
}
