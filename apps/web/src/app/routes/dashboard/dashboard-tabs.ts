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

export const ROLE_TABS: Record<Role, readonly [DashboardTab, ...DashboardTab[]]> = {
  admin: ['eventos', 'ingressos', 'atividade'],
  affiliate: ['vendas', 'ingressos', 'atividade'],
  user: ['ingressos', 'atividade'],
};

/** The tab asked for, when the role has it; the role's first tab otherwise. */
export function tabFor(role: Role, asked: string | null): DashboardTab {
  const tabs = ROLE_TABS[role];
  return tabs.find((tab) => tab === asked) ?? tabs[0];
}
