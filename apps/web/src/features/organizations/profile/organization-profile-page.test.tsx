import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { ORGANIZATION_MESSAGES, type Organization } from '@bilheteria/domain/organization-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession } from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { member, myOrganization, ORG_ID } from '../test/organizations-test-api';
import { OrganizationProfilePage, READ_ONLY_NOTE } from './organization-profile-page';
import { PAYOUT_SAVED } from './payout-form';

const BASE = `/api/organizacoes/${ORG_ID}`;

function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: ORG_ID,
    nome: 'Acme Eventos Ltda',
    documento: '11.222.333/0001-81',
    nome_publico: 'Acme Eventos',
    logo_url: null,
    email_contato: 'contato@acme.com.br',
    telefone: '11987654321',
    status: 'aprovada',
    motivo_recusa: null,
    criada_em: '2026-01-10T12:00:00.000Z',
    dados_bancarios: null,
    taxa_percentual: 0,
    taxa_fixa_centavos: 0,
    taxa_paga_pelo_comprador: false,
    ...overrides,
  };
}

/** GET answers `current`; PUTs are recorded and answer the organization with the body applied. */
function serveOrganization(current: Organization) {
  const puts: { path: string; body: unknown }[] = [];
  server.use(
    http.get(BASE, () => HttpResponse.json(current)),
    http.put(BASE, async ({ request }) => {
      const body = (await request.json()) as Partial<Organization>;
      puts.push({ path: BASE, body });
      return HttpResponse.json({ ...current, ...body, telefone: '11987654321' });
    }),
    http.put(`${BASE}/repasse`, async ({ request }) => {
      const body = (await request.json()) as { dados_bancarios: Organization['dados_bancarios'] };
      puts.push({ path: `${BASE}/repasse`, body });
      return HttpResponse.json({
        ...current,
        dados_bancarios: { tipo: 'pix', tipo_chave: 'cnpj', chave: '11222333000181' },
      });
    }),
    http.get('/api/organizacoes/minhas', () =>
      HttpResponse.json({ organizacoes: [myOrganization()] }),
    ),
  );
  return puts;
}

function renderProfile(session: SessionUser) {
  serveSession(session);
  const user = userEvent.setup();
  renderWithSession(
    <Routes>
      <Route path="/dashboard/organizacao" element={<OrganizationProfilePage />} />
    </Routes>,
    { route: '/dashboard/organizacao' },
  );
  return user;
}

describe('OrganizationProfilePage (/dashboard/organizacao)', () => {
  it('lets the Dono edit the profile and the payout details', async () => {
    const puts = serveOrganization(organization());
    const user = renderProfile(member('dono'));
    const profile = await screen.findByRole('form', { name: 'Perfil' });
    const publicName = within(profile).getByRole('textbox', { name: 'Nome público' });
    await user.clear(publicName);
    await user.type(publicName, 'Acme Conferências');
    await user.click(within(profile).getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.saved)).toBeInTheDocument();
    expect(puts[0]).toEqual({
      path: BASE,
      body: {
        nome: 'Acme Eventos Ltda',
        nome_publico: 'Acme Conferências',
        email_contato: 'contato@acme.com.br',
        telefone: '11987654321',
        logo_url: null,
      },
    });

    const payout = screen.getByRole('form', { name: 'Dados de repasse' });
    await user.type(within(payout).getByRole('textbox', { name: 'Chave PIX' }), '11222333000180');
    await user.click(within(payout).getByRole('button', { name: 'Salvar dados de repasse' }));
    await waitFor(() =>
      expect(within(payout).getByText('Chave PIX inválida para o tipo escolhido')).toBeVisible(),
    );
    expect(puts).toHaveLength(1);
    const key = within(payout).getByRole('textbox', { name: 'Chave PIX' });
    await user.clear(key);
    await user.type(key, '11222333000181');
    await user.click(within(payout).getByRole('button', { name: 'Salvar dados de repasse' }));
    expect(await screen.findByText(PAYOUT_SAVED)).toBeInTheDocument();
    expect(puts[1]).toMatchObject({
      path: `${BASE}/repasse`,
      body: { dados_bancarios: { tipo: 'pix', tipo_chave: 'cnpj', chave: '11.222.333/0001-81' } },
    });
  });

  it('shows the other roles the profile read-only, and the pending notice', async () => {
    serveOrganization(organization({ status: 'pendente' }));
    renderProfile(member('visualizacao'));
    expect(await screen.findByText(READ_ONLY_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Aguardando aprovação')).toBeInTheDocument();
    expect(screen.getByText(/você pode criar rascunhos de eventos/)).toBeInTheDocument();
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says why a refused organization was refused', async () => {
    serveOrganization(organization({ status: 'recusada', motivo_recusa: 'CNPJ inativo.' }));
    renderProfile(member('dono'));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.refused)).toBeInTheDocument();
    expect(screen.getByText('CNPJ inativo.')).toBeInTheDocument();
    expect(screen.getByText('Recusada')).toBeInTheDocument();
  });
});
