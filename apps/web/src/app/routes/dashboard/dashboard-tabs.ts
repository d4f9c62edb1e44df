import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { Role } from '@bilheteria/domain/roles';

/*
 * Spec §2 "Dashboard": each role's tabs, in order, and their names. The tab on screen is in the
 * address (`/dashboard?aba=atividade`), so a reload or a shared link opens the same one.
 */

export type DashboardTab = 'eventos' | 'vendas' | 'ingressos' | 'atividade';

export const TAB_PARAM = 'aba';

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  eventos: 'Meus Eventos',
  vendas: 'Minhas Vendas',
  ingressos: 'Meus Ingressos',
  atividade: 'Atividade Recente',
};

/** Whose dashboard it is: the operator has one only inside an organization, as its support. */
export type DashboardRole = Exclude<Role, 'operador'>;

export const ROLE_TABS: Record<DashboardRole, readonly [DashboardTab, ...DashboardTab[]]> = {
  admin: ['eventos', 'ingressos', 'atividade'],
  affiliate: ['vendas', 'ingressos', 'atividade'],
  user: ['ingressos', 'atividade'],
};

/**
 * The dashboard a session gets (issue 28): an organization's (a member's, or the operator's in
 * 'Entrar como suporte') whenever it works in one, its own role's otherwise.
 */
export function dashboardRoleOf(user: Pick<SessionUser, 'role' | 'organizacao'>): DashboardRole {
  if (user.organizacao) return 'admin';
  return user.role === 'operador' ? 'user' : user.role;
}

/** The tab asked for, when the role has it; the role's first tab otherwise. */
export function tabFor(role: DashboardRole, asked: string | null): DashboardTab {
  const tabs = ROLE_TABS[role];
  return tabs.find((tab) => tab === asked) ?? tabs[0];
}
