import type { QuestionView } from '@bilheteria/domain/registration-questions';
import { IDEMPOTENCY_KEY_PATTERN } from '@bilheteria/domain/checkout-contract';
import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-texts';
import type { OrganizationRole } from '@bilheteria/domain/organization-roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveExports, watchDownloads } from '@/features/event-admin/exports/test/export-test-api';
import {
  renderWithSession,
  serveSession,
  sessionOrganization,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { EventReportPage } from './event-report-page';
import { serveCancellation } from './test/refund-test-api';
import {
  EVENT_ID,
  participant,
  report,
  serveParticipants,
  serveReport,
  serveResend,
  TICKET_A,
  TICKET_C,
} from './test/report-test-api';

const ROUTE = `/dashboard/eventos/${EVENT_ID}/relatorio`;

function visit(route = ROUTE, papel: OrganizationRole = 'dono') {
  serveSession(sessionUser('admin', { organizacao: sessionOrganization({ papel }) }));
  const cancellationAsked = serveCancellation();
  renderWithSession(
    <Routes>
      <Route path="/dashboard/eventos/:eventId/relatorio" element={<EventReportPage />} />
    </Routes>,
    { route },
  );
  return cancellationAsked;
}

/** Until the cancellation's state, which offers 'Cancelar evento', has been answered and shown. */
async function cancellationShown(asked: { count: number }) {
  await waitFor(() => expect(asked.count).toBe(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

const region = (name: string) => screen.getByRole('region', { name });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

afterEach(() => {
  vi.useRealTimers();
});

describe('the event report (issue 17)', () => {
  it('shows the revenue with instalment interest apart, and how fresh it is', async () => {
    serveReport();
    serveParticipants();
    visit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Relatório: RPA Summit Brasil | Bilheteria'));
    expect(screen.getByText('05 de Março, 2027, 09:00 – 18:00')).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText(/^Atualizado/)).toHaveTextContent('Atualizado há 1 minuto');

    const revenue = region('Receita');
    expect(revenue).toHaveTextContent('80 pedidos pagos · 120 ingressos vendidos');
    const figures = within(revenue)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'Bruto: R$ 15.000,00',
      'Cupons: − R$ 1.200,00',
      'Reembolsos: − R$ 450,00',
      'Receita líquida: R$ 13.350,00',
      'Juros do parcelamento: R$ 382,15',
    ]);
    expect(revenue).toHaveTextContent('não entram na Receita');
    // Bruto keeps the refunded orders, which no longer count as paid: it says so.
    expect(revenue).toHaveTextContent(
      'Preço dos ingressos vendidos, inclusive os reembolsados depois',
    );
    // Refunded money back with the buyers apart from money still to go back.
    const refunds = within(revenue).getByText('Reembolsos').parentElement!;
    expect(refunds).toHaveTextContent('Devolvido aos compradores: R$ 350,00');
    expect(refunds).toHaveTextContent(
      'A devolver: R$ 100,00 (aguardando o provedor ou a chave PIX)',
    );

    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/dashboard/eventos/${EVENT_ID}/editar`,
    );
    expect(screen.getByRole('link', { name: 'Ver página' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}`,
    );
  });

  it('shows the live occupancy and asks again every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checkedIn = 30;
    const asked = serveReport(() => report({ occupancy: { checkedIn, valid: 118 } }));
    serveParticipants();
    visit();
    const occupancy = await screen.findByRole('region', { name: 'Ocupação ao vivo' });
    expect(occupancy).toHaveTextContent('30 de 118presentes(25%)');
    expect(
      within(occupancy).getByRole('progressbar', { name: '30 de 118 presentes' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(occupancy).getByRole('link', { name: 'Acompanhar o check-in' })).toHaveAttribute(
      'href',
      `/dashboard/check-in/${EVENT_ID}`,
    );
    checkedIn = 59;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(occupancy).toHaveTextContent('59 de 118presentes(50%)'));
    expect(asked.count).toBe(2);
  });

  it('has the sales by ticket type and by day in tables beside the charts', async () => {
    serveReport();
    serveParticipants();
    visit();
    const byType = await screen.findByRole('table', { name: 'Vendas por tipo de ingresso' });
    expect(rowTexts(byType)).toEqual([
      ['Lote 1', 'R$ 100,00', '100/100', 'R$ 10.000,00'],
      ['VIP', 'R$ 250,00', '20/40', 'R$ 5.000,00'],
    ]);
    const byDay = screen.getByRole('table', { name: 'Vendas por dia' });
    expect(rowTexts(byDay)).toEqual([
      ['1 de Maio, 2026', '30', 'R$ 3.000,00'],
      ['3 de Maio, 2026', '90', 'R$ 12.000,00'],
    ]);
    expect(
      screen.getByText(
        '120 ingressos vendidos em 2 dias; o melhor dia foi 3 de Maio, 2026, com 90 ingressos.',
      ),
    ).toBeInTheDocument();
  });

  it('breaks the sales down by coupon, affiliate and payment method', async () => {
    serveReport();
    serveParticipants();
    visit();
    expect(rowTexts(await screen.findByRole('table', { name: 'Uso de cupons' }))).toEqual([
      ['RPA10', '12', 'R$ 1.200,00'],
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'Vendas de afiliados' }))).toEqual([
      ['Caio AfiliadoCAI7K2P9', '10', 'R$ 1.000,00', 'R$ 100,00'],
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'Formas de pagamento' }))).toEqual([
      ['Cartão de crédito', '50', 'R$ 9.000,00'],
      ['PIX', '25', 'R$ 4.000,00'],
      ['Boleto', '5', 'R$ 350,00'],
    ]);
  });

  it('says when there is nothing to break down yet', async () => {
    serveReport(() =>
      report({ coupons: [], affiliates: [], paymentMethods: [], byDay: [], byTicketType: [] }),
    );
    serveParticipants(() => ({ participants: [], page: 1, pageSize: 50, total: 0 }));
    visit();
    expect(await screen.findByText('Nenhum cupom usado.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma venda por afiliados.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum pedido pago ainda.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma venda ainda.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum participante ainda')).toBeInTheDocument();
  });

  it("says 'Evento não encontrado' for an event that is not the organizer's", async () => {
    allowConsoleError(/Erro ao buscar o relatório do evento/);
    serveReport(() =>
      HttpResponse.json({ message: EVENT_FORM_MESSAGES.notFound }, { status: 404 }),
    );
    visit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Meus Eventos' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers to try again when the report cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar o relatório do evento/);
    let failing = true;
    serveReport(() =>
      failing ? HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }) : report(),
    );
    serveParticipants();
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o relatório.',
    );
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RPA Summit Brasil' }),
    ).toBeInTheDocument();
  });
});

describe("the report's participants", () => {
  it('lists each ticket with its check-in and e-mail delivery', async () => {
    serveReport();
    serveParticipants();
    visit();
    const table = await screen.findByRole('table', { name: 'Participantes' });
    expect(rowTexts(table).map((cells) => cells.slice(0, 4))).toEqual([
      ['Bruno Compradorbruno@example.com', 'Lote 1Pedido nº 1042', 'Sem check-in', 'Enviado'],
      ['Ana Souzaana@example.com', 'VIPPedido nº 1043', 'Presenteàs 09:12', 'Devolvido'],
      ['Carla Diascarla@example.com', 'Lote 1Pedido nº 1042', 'Cancelado', 'Sem e-mail'],
    ]);
    expect(screen.getByRole('heading', { name: /^Participantes/ })).toHaveTextContent(
      'Participantes(3 ingressos)',
    );
  });

  it('shows the Dono every action: Editar, Exportar, Cancelar evento, Reenviar ingresso', async () => {
    serveReport();
    serveParticipants();
    visit();
    await screen.findByRole('table', { name: 'Participantes' });
    expect(screen.getByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Exportar/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancelar evento' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reenviar ingresso de Bruno Comprador' }),
    ).toBeInTheDocument();
  });

  it('shows Visualização the report and nothing that acts on it (issue 28)', async () => {
    serveReport();
    serveParticipants();
    const asked = visit(ROUTE, 'visualizacao');
    await screen.findByRole('table', { name: 'Participantes' });
    expect(screen.getByRole('region', { name: 'Receita' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reenviar ingresso/ })).toBeNull();
    // The cancellation's state arrives after the report: still no way to cancel then.
    await cancellationShown(asked);
    expect(screen.queryByRole('button', { name: 'Cancelar evento' })).toBeNull();
  });

  it('gives Financeiro the exports and re-sends, not Editar nor Cancelar evento (issue 28)', async () => {
    serveReport();
    serveParticipants();
    const asked = visit(ROUTE, 'financeiro');
    await screen.findByRole('table', { name: 'Participantes' });
    expect(screen.getByRole('button', { name: /^Exportar/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reenviar ingresso de Bruno Comprador' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    await cancellationShown(asked);
    expect(screen.queryByRole('button', { name: 'Cancelar evento' })).toBeNull();
  });

  it('searches once typing pauses, and says when nobody matches', async () => {
    const user = userEvent.setup();
    serveReport();
    const asked = serveParticipants();
    visit();
    await screen.findByRole('table', { name: 'Participantes' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar participantes' }), 'ana');
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Participantes' }))).toHaveLength(1),
    );
    expect(screen.getByRole('table', { name: 'Participantes' })).toHaveTextContent('Ana Souza');
    expect(asked.map((query) => query.toString())).toEqual(['pagina=1', 'pagina=1&busca=ana']);
    expect(screen.getByTestId('location')).toHaveTextContent(`${ROUTE}?busca=ana`);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar participantes' }), 'zzz{Enter}');
    expect(await screen.findByText('Nenhum participante encontrado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todos os participantes' }));
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Participantes' }))).toHaveLength(3),
    );
  });

  it('pages through the participants, 50 at a time', async () => {
    const user = userEvent.setup();
    serveReport();
    const asked = serveParticipants((query) => {
      const page = Number(query.get('pagina'));
      return {
        participants: [participant({ ticketId: TICKET_A, name: `Participante da página ${page}` })],
        page,
        pageSize: 50,
        total: 120,
      };
    });
    visit();
    const pages = await screen.findByRole('navigation', { name: 'Páginas dos participantes' });
    expect(pages).toHaveTextContent('Mostrando 1–50 de 120 · Página 1 de 3');
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Participante da página 2')).toBeInTheDocument();
    expect(asked.at(-1)?.toString()).toBe('pagina=2');
    expect(screen.getByRole('heading', { name: /^Participantes/ })).toHaveFocus();
  });

  it("re-sends a participant's ticket and says so; a canceled ticket offers no re-send", async () => {
    const user = userEvent.setup();
    serveReport();
    const asked = serveParticipants();
    const resent = serveResend();
    visit();
    const table = await screen.findByRole('table', { name: 'Participantes' });
    expect(
      within(table).queryByRole('button', { name: 'Reenviar ingresso de Carla Dias' }),
    ).toBeNull();
    await user.click(
      within(table).getByRole('button', { name: 'Reenviar ingresso de Bruno Comprador' }),
    );
    expect(
      await screen.findByText('Reenviamos o ingresso para o e-mail do participante.'),
    ).toBeInTheDocument();
    expect(resent).toHaveLength(1);
    expect(resent[0]!.ticketId).toBe(TICKET_A);
    expect(resent[0]!.idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(TICKET_C).not.toBe(TICKET_A);
  });

  it("says why a re-send was refused, in the server's words", async () => {
    const user = userEvent.setup();
    serveReport();
    serveParticipants();
    serveResend(() =>
      HttpResponse.json(
        { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
        { status: 429 },
      ),
    );
    visit();
    const table = await screen.findByRole('table', { name: 'Participantes' });
    await user.click(
      within(table).getByRole('button', { name: 'Reenviar ingresso de Bruno Comprador' }),
    );
    expect(
      await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
    ).toBeInTheDocument();
  });
});

describe("the report's exports", () => {
  it("offers the participants who said 'Sim' to each yes/no or consent question", async () => {
    const user = userEvent.setup();
    const question = (id: string, tipo: QuestionView['tipo'], titulo: string): QuestionView => ({
      id,
      versao: 1,
      tipo,
      titulo,
      ajuda: '',
      obrigatoria: false,
      opcoes: [],
      tipos_ingresso: null,
    });
    serveReport(undefined, {
      perguntas: [
        question('9d1c4a3e-1111-4aaa-8aaa-000000000001', 'texto', 'Documento'),
        question(
          '9d1c4a3e-1111-4aaa-8aaa-000000000002',
          'consentimento',
          'Compartilhar com patrocinadores',
        ),
      ],
    });
    serveParticipants();
    const exports = serveExports();
    watchDownloads();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Outras exportações' }));
    expect(screen.queryByRole('menuitem', { name: /Documento/ })).not.toBeInTheDocument();
    await user.click(
      await screen.findByRole('menuitem', {
        name: 'Participantes (CSV): Compartilhar com patrocinadores',
      }),
    );
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]).toEqual({
      path: '/api/organizador/exportacoes/participantes/csv',
      evento: EVENT_ID,
      consentimento: '9d1c4a3e-1111-4aaa-8aaa-000000000002:sim',
    });
  });

  it("downloads this event's participants as CSV, and its sales as XLSX from the menu", async () => {
    const user = userEvent.setup();
    serveReport();
    serveParticipants();
    const exports = serveExports();
    const downloads = watchDownloads();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Exportar participantes (CSV)' }));
    expect(await screen.findByText(EVENT_FORM_MESSAGES.exported)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outras exportações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Vendas (Excel, XLSX)' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(exports).toEqual([
      { path: '/api/organizador/exportacoes/participantes/csv', evento: EVENT_ID },
      { path: '/api/organizador/exportacoes/vendas/xlsx', evento: EVENT_ID },
    ]);
    expect(downloads.map((download) => download.filename)).toEqual([
      'participantes-2026-05-10.csv',
      'vendas-2026-05-10.xlsx',
    ]);
  });
});
