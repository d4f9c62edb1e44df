import type { Role } from '@bilheteria/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SALES_TABLE_CAPTION } from '@/features/affiliates';
import { serveSupport } from '@/features/operator/test/operator-test-api';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionOrganization,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { sale, sales, serveSales } from '@/test/affiliate-test-api';
import { allowConsoleError } from '@/test/console-errors';
import { serveCheckInEvents } from '@/features/check-in/organizer/test/check-in-test-api';
import { DashboardPage } from './dashboard-page';
import {
  activity,
  organizerEvents,
  serveActivity,
  serveMyTickets,
  serveOrganizerEvents,
  serveRefundsToPay,
  ticketsGroup,
} from '@/features/event-admin/test/dashboard-test-api';

function visit(role: Role, route = '/dashboard') {
  serveSession(sessionUser(role));
  if (role === 'admin') {
    serveCheckInEvents(() => ({ eventos: [] }));
    serveRefundsToPay();
  }
  renderWithSession(<DashboardPage />, { route });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('/dashboard by role (spec §2)', () => {
  it.each([
    ['admin', 'Administrador', ['Meus Eventos', 'Meus Ingressos', 'Atividade Recente']],
    ['affiliate', 'Afiliado', ['Minhas Vendas', 'Meus Ingressos', 'Atividade Recente']],
    ['user', 'Usuário Regular', ['Meus Ingressos', 'Atividade Recente']],
  ] as const)('greets the %s and shows exactly its tabs', async (role, label, tabs) => {
    serveOrganizerEvents();
    serveSales(sales({ vendas: [], total_vendas: 0 }));
    serveMyTickets(() => ({ eventos: [] }));
    visit(role);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Olá, ${sessionUser(role).name}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Perfil:/)).toHaveTextContent(`Perfil: ${label}`);
    expect(screen.getByRole('tablist', { name: 'Seções do dashboard' })).toBeInTheDocument();
    expect(tabNames()).toEqual(tabs);
    expect(screen.getByRole('tab', { name: tabs[0], selected: true })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Bilheteria'));
  });

  it("gives an admin Export and Create Event, an affiliate the portal's link, a user neither", async () => {
    serveOrganizerEvents();
    visit('admin');
    expect(await screen.findByRole('link', { name: 'Criar Evento' })).toHaveAttribute(
      'href',
      '/create-event',
    );
    expect(
      await screen.findByRole('button', { name: 'Exportar vendas (CSV)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Portal de Afiliados' })).toBeNull();
  });

  it("links an affiliate to the portal and shows no organizer's action", async () => {
    serveSales(sales({ vendas: [], total_vendas: 0 }));
    visit('affiliate');
    expect(await screen.findByRole('link', { name: 'Portal de Afiliados' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
    expect(screen.queryByRole('link', { name: 'Criar Evento' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
  });

  it('gives a user only their tickets and activity, and the way to the events', async () => {
    serveMyTickets(() => ({ eventos: [] }));
    visit('user');
    expect(await screen.findByRole('link', { name: 'Explorar Eventos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar Evento' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Portal de Afiliados' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
    expect(await screen.findByText('Você ainda não tem ingressos')).toBeInTheDocument();
  });

  it('moves between tabs with the keyboard and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    serveMyTickets(() => ({ eventos: [] }));
    serveActivity(() => ({ items: [] }));
    visit('user');
    const first = await screen.findByRole('tab', { name: 'Meus Ingressos' });
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Atividade Recente' });
    expect(second).toHaveFocus();
    // The address changes in a transition: the tab follows a moment later.
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?aba=atividade');
    expect(screen.getByRole('tabpanel', { name: 'Atividade Recente' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma atividade recente')).toBeInTheDocument();
  });

  it('opens the tab named in the address, when the role has it', async () => {
    serveActivity(() => ({ items: [] }));
    visit('user', '/dashboard?aba=atividade');
    expect(
      await screen.findByRole('tab', { name: 'Atividade Recente', selected: true }),
    ).toBeInTheDocument();
  });
});

describe('Meus Ingressos tab', () => {
  it("lists the account's tickets by event, compactly, with the way to the full page", async () => {
    serveMyTickets(() => ({ eventos: [ticketsGroup] }));
    visit('user');
    const event = await screen.findByRole('article', { name: 'RPA Summit Brasil' });
    expect(event).toHaveTextContent('05 de Março, 2027 · 09:00 - 18:00');
    expect(event).toHaveTextContent('Centro de Convenções Frei Caneca, São Paulo');
    const tickets = within(event).getByRole('list', { name: 'Ingressos de RPA Summit Brasil' });
    expect(within(tickets).getByRole('listitem')).toHaveTextContent(
      'Lote 2 · Bruno Comprador7K3M-QX9D-2HFA-8WNCConfirmado',
    );
    expect(screen.getByText(/1 ingresso em 1 evento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver ingressos com QR code' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
  });

  it('offers to try again when the tickets cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar ingressos/);
    serveMyTickets(() => null);
    visit('user');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus ingressos.',
    );
    serveMyTickets(() => ({ eventos: [ticketsGroup] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'RPA Summit Brasil' })).toBeInTheDocument();
  });
});

describe('Atividade Recente tab', () => {
  it('lists the feed: type, user, event, details and how long ago, in pt-BR', async () => {
    serveActivity(() => ({
      items: [
        activity({ id: 'a1' }),
        activity({
          id: 'a2',
          type: 'check_in',
          user: 'Carla Dias',
          details: 'Portão A',
          at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        }),
        activity({
          id: 'a3',
          type: 'affiliate_sale',
          user: 'Caio Afiliado',
          details: 'Comissão R$ 18,98',
          at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        }),
        activity({
          id: 'a4',
          type: 'event_created',
          user: 'Ana Organizadora',
          event: 'Fórum de IA Aplicada',
          details: 'Rascunho',
          at: '2026-01-12T15:00:00.000Z',
        }),
      ],
    }));
    visit('user', '/dashboard?aba=atividade');
    const list = await screen.findByRole('list', { name: 'Atividades recentes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pedido pago · RPA Summit BrasilBruno Comprador — Pedido nº 1042 · 2 ingressos · R$ 379,58há 5 minutos',
      'Check-in · RPA Summit BrasilCarla Dias — Portão Ahá 3 horas',
      'Venda de afiliado · RPA Summit BrasilCaio Afiliado — Comissão R$ 18,98há 3 dias',
      'Evento criado · Fórum de IA AplicadaAna Organizadora — Rascunho12 de Janeiro, 2026',
    ]);
    expect(within(items[3]!).getByText('12 de Janeiro, 2026')).toHaveAttribute(
      'title',
      '12 de Janeiro, 2026 às 12:00',
    );
  });

  it("lists an affiliate's reversals as 'Estorno' with the order and the amount", async () => {
    serveActivity(() => ({
      items: [
        activity({
          id: 'affiliate_reversal:r1',
          type: 'affiliate_reversal',
          user: 'Caio Afiliado',
          details: 'Pedido nº 1042 · comissão de R$ 37,50 estornada',
          at: new Date(Date.now() - 3_600_000).toISOString(),
        }),
      ],
    }));
    visit('affiliate', '/dashboard?aba=atividade');
    const list = await screen.findByRole('list', { name: 'Atividades recentes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Estorno · RPA Summit BrasilCaio Afiliado — Pedido nº 1042 · comissão de R$ 37,50 estornadahá 1 hora',
    ]);
  });

  it('offers to try again when the feed cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar atividades/);
    serveActivity(() => null);
    visit('user', '/dashboard?aba=atividade');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as atividades.',
    );
    serveActivity(() => ({ items: [activity({ id: 'a1' })] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Atividades recentes' })).toBeInTheDocument();
  });
});

describe('Minhas Vendas (affiliates)', () => {
  it('lists the tickets sold through their links: event, date, commission and state', async () => {
    serveSales();
    visit('affiliate');
    const table = await screen.findByRole('table', { name: SALES_TABLE_CAPTION });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Evento', 'Data', 'Comissão', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['RPA Summit BrasilPedido nº 1042', '10 de Maio, 2026, 12:00', 'R$ 89,70', 'Pendente'],
      ['Fórum de IA AplicadaPedido nº 1042', '02 de Abril, 2026, 10:30', 'R$ 224,85', 'Pago'],
      [
        'RPA Summit BrasilPedido nº 1017',
        '01 de Abril, 2026, 10:30',
        'R$ 89,70Estornada: R$ 89,70',
        'Reembolsado',
      ],
    ]);
    // The refunded ticket is listed but not counted as sold.
    expect(screen.getByText('2 ingressos vendidos pelos seus links.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver no Portal de Afiliados' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
  });

  it('says when nothing was sold yet', async () => {
    serveSales(sales({ vendas: [], total_vendas: 0 }));
    visit('affiliate');
    expect(await screen.findByText('Nenhuma venda registrada ainda')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the sales cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar vendas do afiliado/);
    serveSales(() => HttpResponse.json({ message: 'Erro' }, { status: 500 }));
    visit('affiliate');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas vendas.',
    );
    serveSales(sales({ vendas: [sale({ id: '0f0e0d0c-0b0a-4909-8807-060504030201' })] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: SALES_TABLE_CAPTION })).toBeInTheDocument();
  });
});

describe('Meus Eventos (admin) — the lazy chunk', () => {
  it('is not loaded for a user', async () => {
    serveMyTickets(() => ({ eventos: [] }));
    visit('user');
    await screen.findByText('Você ainda não tem ingressos');
    expect(screen.queryByRole('table', { name: 'Meus Eventos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Check-in' })).toBeNull();
  });

  it('shows the organizer their events', async () => {
    serveOrganizerEvents(() => organizerEvents());
    visit('admin');
    expect(await screen.findByRole('table', { name: 'Meus Eventos' })).toBeInTheDocument();
  });
});

describe("The operator in an organization's dashboard, as support (issue 28)", () => {
  const organization = sessionOrganization({
    nome_publico: 'Sul Eventos',
    papel: 'gerente',
    suporte: true,
  });

  function visitInSupport() {
    serveSession(sessionUser('operador', { organizacao: organization }));
    serveOrganizerEvents();
    serveCheckInEvents(() => ({ eventos: [] }));
    serveRefundsToPay();
    renderWithSession(
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/operador/organizacoes" element={<p>organizações do operador</p>} />
      </Routes>,
      { route: '/dashboard' },
    );
    return userEvent.setup();
  }

  it('says whose panel it is and that everything is recorded, with the role it acts as', async () => {
    visitInSupport();
    const banner = await screen.findByRole('region', { name: 'Modo suporte' });
    expect(banner).toHaveTextContent(
      'Você está no painel de Sul Eventos como suporte. Tudo o que fizer fica registrado na atividade da organização.',
    );
    expect(screen.getByText(/^Organização:/)).toHaveTextContent(
      'Organização: Sul Eventos · Gerente (suporte)',
    );
    expect(tabNames()).toEqual(['Meus Eventos', 'Meus Ingressos', 'Atividade Recente']);
    expect(await screen.findByRole('link', { name: 'Criar Evento' })).toBeInTheDocument();
  });

  it("leaves support with 'Sair do suporte': the session asked again, back to the organizations", async () => {
    const log = serveSupport(organization);
    const user = visitInSupport();
    const leave = await screen.findByRole('button', { name: 'Sair do suporte' });
    serveSession(sessionUser('operador'));
    await user.click(leave);
    expect(await screen.findByText('organizações do operador')).toBeInTheDocument();
    expect(currentPath()).toBe('/operador/organizacoes');
    expect(log).toEqual(['sair']);
  });

  it('shows no banner to a member', async () => {
    serveOrganizerEvents();
    visit('admin');
    await screen.findByRole('table', { name: 'Meus Eventos' });
    expect(screen.queryByRole('region', { name: 'Modo suporte' })).toBeNull();
  });
});
