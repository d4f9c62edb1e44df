import { describe, expect, it } from 'vitest';
import { DASHBOARD_TAB_LABELS, ROLE_TABS, tabFor } from './dashboard-tabs';

describe('dashboard tabs (spec §2)', () => {
  it("names each role's tabs as the spec does, in its order", () => {
    const names = (role: keyof typeof ROLE_TABS) =>
      ROLE_TABS[role].map((tab) => DASHBOARD_TAB_LABELS[tab]);
    expect(names('admin')).toEqual(['Meus Eventos', 'Meus Ingressos', 'Atividade Recente']);
    expect(names('affiliate')).toEqual(['Minhas Vendas', 'Meus Ingressos', 'Atividade Recente']);
    expect(names('user')).toEqual(['Meus Ingressos', 'Atividade Recente']);
  });

  it("opens the tab asked for only when the role has it, the role's first otherwise", () => {
    expect(tabFor('admin', 'atividade')).toBe('atividade');
    expect(tabFor('admin', null)).toBe('eventos');
    expect(tabFor('user', 'eventos')).toBe('ingressos');
    expect(tabFor('affiliate', 'vendas')).toBe('vendas');
    expect(tabFor('user', 'vendas')).toBe('ingressos');
  });
});
