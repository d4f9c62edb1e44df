import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-texts';
import {
  ORGANIZATION_MESSAGES,
  type SessionOrganization,
} from '@bilheteria/domain/organization-contract';
import type { OrganizationRole } from '@bilheteria/domain/organization-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveExports, watchDownloads } from '@/features/event-admin/exports/test/export-test-api';
import {
  DEMO_ORGANIZATION_NAME,
  renderWithSession,
  serveSession,
  sessionOrganization,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { serveCheckInEvents } from '@/features/check-in/organizer/test/check-in-test-api';
import { DashboardPage } from '@/app/routes/dashboard/dashboard-page';
import {
  DRAFT_ID,
  eventRow,
  organizerEvents,
  RPA_ID,
  serveEventActions,
  serveOrganizerEvents,
  serveRefundsToPay,
} from '@/features/event-admin/test/dashboard-test-api';

function visit(route = '/dashboard', user = sessionUser('admin')) {
  serveSession(user);
  serveCheckInEvents(() => ({ eventos: [] }));
  serveRefundsToPay();
  renderWithSession(<DashboardPage />, { route });
}

// The first test waits for the organizer's chunk to load.
const eventsTable = () => screen.findByRole('table', { name: 'Meus Eventos' }, { timeout: 5_000 });

// The dashboard loads its panels lazily; the first test would otherwise pay for transforming
// them inside its 5 s wait, which a loaded machine can exceed. Loading them once beforehand
// leaves each test's wait for what the test is about.
beforeAll(async () => {
  await Promise.all([import('./events-panel'), import('./export-menu')]);
});
const rowOf = async (title: string) => {
  const table = await eventsTable();
  return within(table).getByRole('row', { name: new RegExp(title) });
};
const cellsOf = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (cell) => cell.textContent,
  );

describe("Meus Eventos: the organizer's events (issue 17)", () => {
  it("shows the totals with how fresh they are, and the spec's table", async () => {
    serveOrganizerEvents();
    visit();
    const table = await eventsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Evento', 'Data', 'Status', 'Vendas', 'Receita', 'Ações']);
    expect(cellsOf(await rowOf('RPA Summit Brasil')).slice(0, 5)).toEqual([
      'RPA Summit BrasilCentro de Convenções Frei Caneca, São Paulo',
      '05 de Março, 202709:00',
      'Ativo',
      '120/340',
      'R$ 12.345,67',
    ]);
    expect(cellsOf(await rowOf('Fórum de IA Aplicada')).slice(0, 5)).toEqual([
      'Fórum de IA AplicadaWTC Events Center, São Paulo',
      '10 de Junho, 202710:30',
      'Rascunho',
      '0/200',
      'R$ 0,00',
    ]);

    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(summary).toHaveTextContent('Atualizado há 2 minutos');
    expect(summary).toHaveTextContent('Eventos21 ativo · 1 rascunho');
    expect(summary).toHaveTextContent('Ingressos vendidos120');
    expect(summary).toHaveTextContent('ReceitaR$ 12.345,67');
    expect(screen.getByRole('heading', { name: 'Seus eventos (2)' })).toBeInTheDocument();
  });

  it("names each action with the spec's word and the event, and links where they go", async () => {
    serveOrganizerEvents();
    visit();
    const published = await rowOf('RPA Summit Brasil');
    const actions = within(published).getByRole('group', { name: 'Ações de RPA Summit Brasil' });
    expect(within(actions).getByRole('link', { name: 'Ver RPA Summit Brasil' })).toHaveAttribute(
      'href',
      `/events/${RPA_ID}`,
    );
    expect(within(actions).getByRole('link', { name: 'Editar RPA Summit Brasil' })).toHaveAttribute(
      'href',
      `/dashboard/eventos/${RPA_ID}/editar`,
    );
    expect(
      within(actions).getByRole('link', { name: 'Relatório de RPA Summit Brasil' }),
    ).toHaveAttribute('href', `/dashboard/eventos/${RPA_ID}/relatorio`);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Duplicar RPA Summit Brasil',
      'Despublicar RPA Summit Brasil',
      'Excluir RPA Summit Brasil',
    ]);

    // A draft has no public page yet: no 'Ver', and 'Publicar' in place of 'Despublicar'.
    const draft = await rowOf('Fórum de IA Aplicada');
    expect(within(draft).queryByRole('link', { name: /^Ver / })).toBeNull();
    expect(
      within(draft).getByRole('button', { name: 'Publicar Fórum de IA Aplicada' }),
    ).toBeInTheDocument();

    // On a phone, a card per event with the same actions, in words.
    const cards = screen.getByRole('list', { name: 'Meus Eventos' });
    const card = within(cards).getByRole('article', { name: 'RPA Summit Brasil' });
    expect(
      within(card).getByRole('button', { name: 'Excluir RPA Summit Brasil' }),
    ).toHaveTextContent('Excluir');
  });

  it('deletes an event after asking, says so and refreshes the table', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const asked = serveOrganizerEvents(() =>
      deleted
        ? organizerEvents({
            events: [eventRow()],
            summary: {
              events: 1,
              publishedEvents: 1,
              canceledEvents: 0,
              ticketsSold: 120,
              revenueCents: 1_234_567,
            },
          })
        : organizerEvents(),
    );
    const requests = serveEventActions(() => {
      deleted = true;
      return null;
    });
    visit();
    await user.click(
      within(await rowOf('Fórum de IA Aplicada')).getByRole('button', {
        name: 'Excluir Fórum de IA Aplicada',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir evento?' });
    expect(dialog).toHaveTextContent('“Fórum de IA Aplicada” será excluído');

    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests).toEqual([]);

    await user.click(
      within(await rowOf('Fórum de IA Aplicada')).getByRole('button', {
        name: 'Excluir Fórum de IA Aplicada',
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Excluir evento',
      }),
    );
    expect(await screen.findByText(EVENT_FORM_MESSAGES.deleted)).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'DELETE', path: `/api/organizador/eventos/${DRAFT_ID}`, body: undefined },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Meus Eventos' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Seus eventos (1)' })).toHaveFocus(),
    );
  });

  it("shows the server's reason when it refuses to delete (409)", async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    serveEventActions(() =>
      HttpResponse.json({ message: EVENT_FORM_MESSAGES.deleteRefused }, { status: 409 }),
    );
    visit();
    await user.click(
      within(await rowOf('Fórum de IA Aplicada')).getByRole('button', {
        name: 'Excluir Fórum de IA Aplicada',
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Excluir evento',
      }),
    );
    expect(await screen.findByText(EVENT_FORM_MESSAGES.deleteRefused)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await rowOf('Fórum de IA Aplicada')).toBeInTheDocument();
  });

  it('explains at once why an event with paid orders cannot be deleted', async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    const requests = serveEventActions();
    visit();
    await user.click(
      within(await rowOf('RPA Summit Brasil')).getByRole('button', {
        name: 'Excluir RPA Summit Brasil',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir evento?' });
    expect(dialog).toHaveTextContent('tem 80 pedidos pagos');
    expect(dialog).toHaveTextContent(EVENT_FORM_MESSAGES.deleteRefused);
    expect(within(dialog).queryByRole('button', { name: 'Excluir evento' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('duplicates an event as a draft and asks for the table again', async () => {
    const user = userEvent.setup();
    const asked = serveOrganizerEvents();
    const requests = serveEventActions();
    visit();
    await user.click(
      within(await rowOf('RPA Summit Brasil')).getByRole('button', {
        name: 'Duplicar RPA Summit Brasil',
      }),
    );
    expect(await screen.findByText(EVENT_FORM_MESSAGES.duplicated)).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'POST', path: `/api/organizador/eventos/${RPA_ID}/duplicar`, body: undefined },
    ]);
    await waitFor(() => expect(asked.length).toBe(2));
  });

  it('publishes a draft and unpublishes a published event', async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    const requests = serveEventActions();
    visit();
    await user.click(
      within(await rowOf('Fórum de IA Aplicada')).getByRole('button', {
        name: 'Publicar Fórum de IA Aplicada',
      }),
    );
    expect(await screen.findByText(EVENT_FORM_MESSAGES.published)).toBeInTheDocument();
    await user.click(
      within(await rowOf('RPA Summit Brasil')).getByRole('button', {
        name: 'Despublicar RPA Summit Brasil',
      }),
    );
    // It sold: the organizer confirms first (below), then the API is told it was confirmed.
    const dialog = await screen.findByRole('alertdialog', { name: 'Despublicar evento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Despublicar' }));
    expect(await screen.findByText(EVENT_FORM_MESSAGES.unpublished)).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/api/organizador/eventos/${DRAFT_ID}/publicacao`,
        body: { status: 'published' },
      },
      {
        method: 'POST',
        path: `/api/organizador/eventos/${RPA_ID}/publicacao`,
        body: { status: 'draft', confirmUnpublish: true },
      },
    ]);
  });

  it('asks before unpublishing an event that sold, saying how many tickets and that buyers keep them', async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    const requests = serveEventActions();
    visit();
    const unpublish = within(await rowOf('RPA Summit Brasil')).getByRole('button', {
      name: 'Despublicar RPA Summit Brasil',
    });
    // By keyboard: the button takes Enter, the dialog opens on 'Cancelar', Escape closes it.
    unpublish.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Despublicar evento?' });
    expect(dialog).toHaveTextContent('“RPA Summit Brasil” tem 120 ingressos vendidos.');
    expect(dialog).toHaveTextContent('Os compradores mantêm seus ingressos');
    expect(dialog).toHaveTextContent('“Vendas encerradas”');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(unpublish).toHaveFocus();
    expect(requests).toEqual([]);

    // Confirmed by keyboard too.
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Despublicar evento?' });
    await user.tab();
    expect(within(again).getByRole('button', { name: 'Despublicar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(EVENT_FORM_MESSAGES.unpublished)).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/api/organizador/eventos/${RPA_ID}/publicacao`,
        body: { status: 'draft', confirmUnpublish: true },
      },
    ]);
  });

  it("says why publishing was refused, in the server's words", async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    serveEventActions(() =>
      HttpResponse.json(
        {
          message: 'Dados inválidos',
          errors: [{ path: ['tickets'], message: EVENT_FORM_MESSAGES.ticketsRequired }],
        },
        { status: 400 },
      ),
    );
    visit();
    await user.click(
      within(await rowOf('Fórum de IA Aplicada')).getByRole('button', {
        name: 'Publicar Fórum de IA Aplicada',
      }),
    );
    expect(await screen.findByText(EVENT_FORM_MESSAGES.ticketsRequired)).toBeInTheDocument();
  });

  it('searches after typing pauses and pages through the events, the address keeping both', async () => {
    const user = userEvent.setup();
    const asked = serveOrganizerEvents((query) => {
      const page = Number(query.get('pagina'));
      const busca = query.get('busca') ?? '';
      if (busca === 'nada') return organizerEvents({ events: [], total: 0 });
      return organizerEvents({
        events: [eventRow({ title: `Evento da página ${page}` })],
        page,
        total: 45,
      });
    });
    visit();
    expect(await rowOf('Evento da página 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas dos seus eventos' });
    expect(pages).toHaveTextContent('Mostrando 1–20 de 45 · Página 1 de 3');
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    expect(await rowOf('Evento da página 2')).toBeInTheDocument();
    expect(pages).toHaveTextContent('Mostrando 21–40 de 45 · Página 2 de 3');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?pagina=2');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar nos seus eventos' }), 'rpa');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?busca=rpa'),
    );
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('pagina=1&busca=rpa'));
    // Only the search typing paused on was asked for, not each letter.
    expect(asked.filter((query) => query.get('busca') === 'r')).toEqual([]);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar nos seus eventos' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar nos seus eventos' }),
      'nada{Enter}',
    );
    expect(await screen.findByText('Nenhum evento encontrado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todos os eventos' }));
    expect(await rowOf('Evento da página 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar nos seus eventos' })).toHaveValue('');
  });

  it('marks a cancelled event and offers neither Editar nor Publicar for it (issue 18)', async () => {
    serveOrganizerEvents(() =>
      organizerEvents({
        events: [eventRow({ canceled: true, status: 'draft', title: 'Evento Cancelado Teste' })],
      }),
    );
    visit();
    const row = await rowOf('Evento Cancelado Teste');
    expect(within(row).getByText('Evento cancelado')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Editar Evento Cancelado Teste' })).toBeNull();
    expect(
      within(row).queryByRole('button', { name: 'Publicar Evento Cancelado Teste' }),
    ).toBeNull();
    expect(
      within(row).getByRole('link', { name: 'Relatório de Evento Cancelado Teste' }),
    ).toBeInTheDocument();
  });

  it('invites an organizer without events to create one', async () => {
    serveOrganizerEvents(() =>
      organizerEvents({
        events: [],
        total: 0,
        summary: {
          events: 0,
          publishedEvents: 0,
          canceledEvents: 0,
          ticketsSold: 0,
          revenueCents: 0,
        },
      }),
    );
    visit();
    expect(await screen.findByText('Nenhum evento ainda')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Criar Evento' });
    expect(links.length).toBe(2);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/create-event'));
    expect(screen.queryByRole('table', { name: 'Meus Eventos' })).toBeNull();
  });

  it('offers to try again when the events cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar eventos do organizador/);
    const user = userEvent.setup();
    let failing = true;
    serveOrganizerEvents(() => (failing ? null : organizerEvents()));
    visit();
    expect(await screen.findByText(/Não foi possível carregar seus eventos/)).toHaveAttribute(
      'role',
      'alert',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await eventsTable()).toBeInTheDocument();
  });

  it("keeps the doors' check-in at hand, and no way to the platform's affiliate payouts", async () => {
    serveOrganizerEvents();
    visit();
    expect(await screen.findByRole('heading', { name: 'Check-in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Repasses de afiliados' })).not.toBeInTheDocument();
  });
});

const member = (papel: OrganizationRole, overrides: Partial<SessionOrganization> = {}) =>
  sessionUser('admin', { organizacao: sessionOrganization({ papel, ...overrides }) });

describe('Meus Eventos by role in the organization (issue 28)', () => {
  it('shows the organization and the role at the top, and the place of its switcher', async () => {
    serveOrganizerEvents();
    visit('/dashboard', member('gerente'));
    await eventsTable();
    expect(screen.getByText(/^Organização:/)).toHaveTextContent(
      `Organização: ${DEMO_ORGANIZATION_NAME} · Gerente`,
    );
    expect(document.querySelector('[data-slot="organization-nav"]')).not.toBeNull();
  });

  it.each(['dono', 'gerente'] as const)(
    'gives the %s every action: Criar Evento, Exportar, Editar, Duplicar, Publicar, Excluir',
    async (papel) => {
      serveOrganizerEvents();
      visit('/dashboard', member(papel));
      const draft = await rowOf('Fórum de IA Aplicada');
      expect(screen.getByRole('link', { name: 'Criar Evento' })).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'Exportar vendas (CSV)' }),
      ).toBeInTheDocument();
      for (const name of ['Editar', 'Relatório de']) {
        expect(
          within(draft).getByRole('link', { name: `${name} Fórum de IA Aplicada` }),
        ).toBeInTheDocument();
      }
      for (const name of ['Duplicar', 'Publicar', 'Excluir']) {
        expect(
          within(draft).getByRole('button', { name: `${name} Fórum de IA Aplicada` }),
        ).toBeInTheDocument();
      }
    },
  );

  it('shows Financeiro the events with reports and exports, and nothing that changes an event', async () => {
    serveOrganizerEvents();
    visit('/dashboard', member('financeiro'));
    const draft = await rowOf('Fórum de IA Aplicada');
    expect(
      within(draft).getByRole('link', { name: 'Relatório de Fórum de IA Aplicada' }),
    ).toBeInTheDocument();
    for (const name of ['Duplicar', 'Publicar', 'Excluir']) {
      expect(
        within(draft).queryByRole('button', { name: `${name} Fórum de IA Aplicada` }),
      ).toBeNull();
    }
    expect(within(draft).queryByRole('link', { name: 'Editar Fórum de IA Aplicada' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Criar Evento' })).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Exportar vendas (CSV)' }),
    ).toBeInTheDocument();
    // Refunds to pay are Financeiro's; the doors are not.
    expect(screen.queryByRole('heading', { name: 'Check-in' })).toBeNull();
  });

  it('shows Visualização the events and reports only: no exports, no refunds, no edits', async () => {
    serveOrganizerEvents();
    const refundsAsked = serveRefundsToPay();
    serveSession(member('visualizacao'));
    serveCheckInEvents(() => ({ eventos: [] }));
    renderWithSession(<DashboardPage />, { route: '/dashboard' });
    const published = await rowOf('RPA Summit Brasil');
    expect(
      within(published).getByRole('link', { name: 'Relatório de RPA Summit Brasil' }),
    ).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: /Despublicar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Criar Evento' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
    expect(refundsAsked.count).toBe(0);
  });

  it("gives a Check-in member only the doors: no events, no figures, no organizer's actions", async () => {
    const asked = serveOrganizerEvents();
    visit('/dashboard', member('checkin'));
    expect(await screen.findByRole('tab', { name: 'Check-in', selected: true })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Check-in' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Meus Eventos' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Resumo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Criar Evento' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
    expect(asked).toHaveLength(0);
  });

  it('tells a pending organization it may draft but not publish yet, and shows the 409 on Publicar', async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    serveEventActions(({ path }) =>
      path.endsWith('/publicacao')
        ? HttpResponse.json({ message: ORGANIZATION_MESSAGES.notApproved }, { status: 409 })
        : null,
    );
    visit('/dashboard', member('dono', { status: 'pendente' }));
    expect(
      await screen.findByText(
        'Sua organização aguarda aprovação da Bilheteria: você pode criar rascunhos; a publicação fica liberada após a aprovação.',
      ),
    ).toBeVisible();
    const draft = await rowOf('Fórum de IA Aplicada');
    await user.click(within(draft).getByRole('button', { name: 'Publicar Fórum de IA Aplicada' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.notApproved)).toBeInTheDocument();
  });

  it('says nothing about approval to an approved organization', async () => {
    serveOrganizerEvents();
    visit();
    await eventsTable();
    expect(screen.queryByText(/aguarda aprovação/)).toBeNull();
  });
});

describe('Export (spec §2, §8)', () => {
  it("downloads the sales of all the organizer's events as CSV and says so", async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    const exports = serveExports();
    const downloads = watchDownloads();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Exportar vendas (CSV)' }));
    expect(await screen.findByText(EVENT_FORM_MESSAGES.exported)).toBeInTheDocument();
    expect(exports).toEqual([{ path: '/api/organizador/exportacoes/vendas/csv', evento: null }]);
    expect(downloads.map((download) => download.filename)).toEqual(['vendas-2026-05-10.csv']);
    expect(await downloads[0]!.blob.text()).toContain('RPA Summit Brasil;Bruno');
  });

  it('offers the participants and XLSX too', async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    const exports = serveExports();
    const downloads = watchDownloads();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Outras exportações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Participantes (Excel, XLSX)' }));
    expect(await screen.findByText(EVENT_FORM_MESSAGES.exported)).toBeInTheDocument();
    expect(exports).toEqual([
      { path: '/api/organizador/exportacoes/participantes/xlsx', evento: null },
    ]);
    expect(downloads.map((download) => download.filename)).toEqual([
      'participantes-2026-05-10.xlsx',
    ]);
  });

  it('says when the export failed and downloads nothing', async () => {
    const user = userEvent.setup();
    serveOrganizerEvents();
    serveExports(() => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 }));
    const downloads = watchDownloads();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Exportar vendas (CSV)' }));
    expect(await screen.findByText('Não foi possível exportar os dados.')).toBeInTheDocument();
    expect(screen.getByText('Sessão expirada.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Exportar vendas (CSV)' })).toBeEnabled();
  });
});
