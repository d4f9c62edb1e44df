import type { Role } from '@bilheteria/domain/roles';
import { paths } from '@/lib/paths';
import { mainLinksFor, type NavLink, type NavOrganization } from './navigation';

// Apart from navigation.ts: only signed-in users load these (with the account menu).

/** What every signed-in user has besides the main links (spec §2 Header). */
export function personalLinks(): NavLink[] {
  return [
    { label: 'Meus Ingressos', to: paths.myTickets() },
    { label: 'Meus Pedidos', to: paths.myOrders() },
    // What we hold about them, to download, fix or erase (issue 30, LGPD).
    { label: 'Meus dados', to: paths.personalData() },
    { label: 'Configurações', to: paths.home() },
  ];
}

/** The 'Minha Conta' menu of a signed-in user, before 'Sair'. */
export function accountLinksFor(
  role: Role,
  organization: NavOrganization | null = null,
): NavLink[] {
  return [...mainLinksFor(role, organization), ...personalLinks()];
}
