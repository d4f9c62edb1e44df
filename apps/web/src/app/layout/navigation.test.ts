import { describe, expect, it } from 'vitest';
import { accountLinksFor, personalLinks } from './account-links';
import { mainLinksFor } from './navigation';

const labels = (links: { label: string; to: string }[]) => links.map((l) => `${l.label} → ${l.to}`);

describe('header navigation by role', () => {
  it('gives admins Dashboard and Criar Evento', () => {
    expect(labels(mainLinksFor('admin'))).toEqual([
      'Dashboard → /dashboard',
      'Criar Evento → /create-event',
    ]);
  });

  it('gives affiliates Dashboard and Portal de Afiliados', () => {
    expect(labels(mainLinksFor('affiliate'))).toEqual([
      'Dashboard → /dashboard',
      'Portal de Afiliados → /affiliate',
    ]);
  });

  it('gives a member whose role may not edit events the Dashboard alone (issue 28)', () => {
    for (const papel of ['financeiro', 'checkin', 'visualizacao'] as const) {
      expect(labels(mainLinksFor('admin', { papel, suporte: false }))).toEqual([
        'Dashboard → /dashboard',
      ]);
    }
    expect(labels(mainLinksFor('admin', { papel: 'gerente', suporte: false }))).toEqual([
      'Dashboard → /dashboard',
      'Criar Evento → /create-event',
    ]);
  });

  it('gives the operator the organizations, the payouts, the reconciliation, and the Dashboard while in support', () => {
    expect(labels(mainLinksFor('operador'))).toEqual([
      'Organizações → /operador/organizacoes',
      'Repasses → /operador/repasses',
      'Repasses de afiliados → /operador/repasses-afiliados',
      'Conciliação → /operador/conciliacao',
    ]);
    expect(labels(mainLinksFor('operador', { papel: 'gerente', suporte: true }))).toEqual([
      'Dashboard → /dashboard',
      'Organizações → /operador/organizacoes',
      'Repasses → /operador/repasses',
      'Repasses de afiliados → /operador/repasses-afiliados',
      'Conciliação → /operador/conciliacao',
    ]);
  });

  it('gives regular users and visitors no main links', () => {
    expect(mainLinksFor('user')).toEqual([]);
    expect(mainLinksFor(null)).toEqual([]);
  });

  it("adds Meus Ingressos, Meus Pedidos, Meus dados and Configurações to every signed-in user's account menu", () => {
    expect(labels(personalLinks())).toEqual([
      'Meus Ingressos → /meus-ingressos',
      'Meus Pedidos → /meus-pedidos',
      'Meus dados → /minha-conta/dados',
      'Configurações → /',
    ]);
    expect(labels(accountLinksFor('user'))).toEqual([
      'Meus Ingressos → /meus-ingressos',
      'Meus Pedidos → /meus-pedidos',
      'Meus dados → /minha-conta/dados',
      'Configurações → /',
    ]);
    expect(labels(accountLinksFor('admin'))).toEqual([
      'Dashboard → /dashboard',
      'Criar Evento → /create-event',
      'Meus Ingressos → /meus-ingressos',
      'Meus Pedidos → /meus-pedidos',
      'Meus dados → /minha-conta/dados',
      'Configurações → /',
    ]);
  });
});
