import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionOrganization,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import {
  emptyStatement,
  entries,
  EVENT_ID,
  ORG_ID,
  PAID_PAYOUT_ID,
  serveStatement,
  statement,
} from '../test/settlement-test-api';
import { ENTRIES_CAPTION, STATEMENT_EMPTY, StatementPage } from './statement-page';

function visit(route = '/dashboard/financeiro', papel: 'dono' | 'financeiro' = 'financeiro') {
  serveSession(sessionUser('admin', { organizacao: sessionOrganization({ papel }) }));
  renderWithSession(
    <Routes>
      <Route path="/dashboard/financeiro" element={<StatementPage />} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('/dashboard/financeiro, the organization’s statement (issue 29)', () => {
  it('shows what is to receive, available and paid, per event, per payout and every entry', async () => {
    const asked = serveStatement();
    visit();
    expect(await screen.findByText('Carregando o extrato...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Financeiro | Bilheteria'));

    const cards = await screen.findByLabelText('Resumo financeiro');
    expect(
      within(cards)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['A receber: R$ 1.234,56', 'Disponível: R$ 815,00', 'Pago: R$ 500,00']);
    // Nothing in a payout awaiting payment: no 'Em repasse' card.
    expect(within(cards).queryByText('Em repasse')).toBeNull();

    expect(rows(screen.getByRole('table', { name: 'Valores por evento' }))).toEqual([
      'EventoVendasTaxasComissõesEstornosLíquidoDisponível em',
      'RPA Summit BrasilR$ 2.000,00-R$ 170,00-R$ 100,00-R$ 1.000,00R$ 730,0010/03/2026',
      'Fórum de IAR$ 500,00R$ 0,00R$ 0,00R$ 0,00R$ 500,0010/05/2026',
    ]);

    const payouts = screen.getByRole('list', { name: 'Repasses recebidos' });
    expect(within(payouts).getByRole('listitem')).toHaveTextContent(
      'R$ 500,00Pago em 05/03/2026Fechado em 02/03/2026 · 2 lançamentos',
    );

    const table = screen.getByRole('table', { name: ENTRIES_CAPTION });
    expect(rows(table)).toEqual([
      'DataEventoPedidoIngressoTipoValorSituação',
      '01/03/2026RPA Summit BrasilPedido nº 1042nº 1VendaR$ 1.000,00Disponível',
      '01/03/2026RPA Summit BrasilPedido nº 1042nº 1Taxa da plataforma-R$ 85,00Disponível',
      '01/03/2026RPA Summit BrasilPedido nº 1042nº 1Comissão de afiliado-R$ 100,00Disponível',
      '01/03/2026RPA Summit BrasilPedido nº 1042nº 2Estorno de venda-R$ 1.000,00A receber',
    ]);
    // Debits in red; the order leads to the event's orders, searched by its number.
    expect(within(table).getByText('-R$ 85,00')).toHaveClass('text-red-700');
    expect(within(table).getByText('R$ 1.000,00')).not.toHaveClass('text-red-700');
    expect(within(table).getAllByRole('link', { name: 'Pedido nº 1042' })[0]).toHaveAttribute(
      'href',
      `/dashboard/eventos/${EVENT_ID}/relatorio?aba=pedidos&busca=1042`,
    );
    // The same entries as cards on a phone.
    expect(
      within(screen.getByRole('list', { name: ENTRIES_CAPTION })).getAllByRole('listitem'),
    ).toHaveLength(entries.length);

    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      `/api/organizacoes/${ORG_ID}/extrato/exportacao?formato=csv`,
    );
    expect(screen.getByRole('link', { name: 'Exportar XLSX' })).toHaveAttribute(
      'href',
      `/api/organizacoes/${ORG_ID}/extrato/exportacao?formato=xlsx`,
    );
    expect(asked).toEqual(['pagina=1']);
  });

  it("shows 'Em repasse' when a payout awaits payment", async () => {
    serveStatement(() =>
      statement({
        resumo: {
          a_receber_centavos: 0,
          disponivel_centavos: 0,
          em_repasse_centavos: 184_600,
          pago_centavos: 0,
        },
      }),
    );
    visit();
    const cards = await screen.findByLabelText('Resumo financeiro');
    expect(cards).toHaveTextContent('Em repasseR$ 1.846,00');
  });

  it('filters by event and by payout, in the address and in the export links', async () => {
    const asked = serveStatement();
    const user = visit();
    await screen.findByRole('table', { name: ENTRIES_CAPTION });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Evento' }), 'RPA Summit Brasil');
    await waitFor(() => expect(currentPath()).toBe(`/dashboard/financeiro?evento=${EVENT_ID}`));
    await waitFor(() => expect(asked).toContain(`evento_id=${EVENT_ID}&pagina=1`));

    await user.click(
      screen.getByRole('button', { name: 'Ver lançamentos do repasse fechado em 02/03/2026' }),
    );
    await waitFor(() =>
      expect(asked).toContain(`evento_id=${EVENT_ID}&repasse_id=${PAID_PAYOUT_ID}&pagina=1`),
    );
    expect(screen.getByRole('combobox', { name: 'Repasse' })).toHaveValue(PAID_PAYOUT_ID);
    expect(screen.getByRole('heading', { name: 'Lançamentos' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Exportar XLSX' })).toHaveAttribute(
      'href',
      `/api/organizacoes/${ORG_ID}/extrato/exportacao?formato=xlsx&evento_id=${EVENT_ID}&repasse_id=${PAID_PAYOUT_ID}`,
    );
  });

  it('pages the entries by 50', async () => {
    const asked = serveStatement((query) =>
      statement({ pagina: Number(query.get('pagina')), total_lancamentos: 120 }),
    );
    const user = visit();
    const pages = await screen.findByRole('navigation', { name: 'Páginas dos lançamentos' });
    expect(pages).toHaveTextContent('Mostrando 1–50 de 120 · Página 1 de 3');
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(pages).toHaveTextContent('Mostrando 51–100 de 120'));
    expect(currentPath()).toBe('/dashboard/financeiro?pagina=2');
    expect(asked).toEqual(['pagina=1', 'pagina=2']);
  });

  it('says when nothing was sold yet', async () => {
    serveStatement(() => emptyStatement);
    visit('/dashboard/financeiro', 'dono');
    expect(await screen.findByText(STATEMENT_EMPTY)).toBeVisible();
    expect(screen.queryByLabelText('Resumo financeiro')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Exportar CSV' })).toBeNull();
  });

  it('says when the filters leave no entry', async () => {
    serveStatement(() => statement({ lancamentos: [], total_lancamentos: 0 }));
    visit(`/dashboard/financeiro?evento=${EVENT_ID}`);
    expect(await screen.findByText('Nenhum lançamento com estes filtros.')).toBeVisible();
  });

  it('offers to try again when the statement cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar o extrato/);
    let failing = true;
    serveStatement(() => (failing ? null : statement()));
    const user = visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o extrato.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: ENTRIES_CAPTION })).toBeInTheDocument();
  });
});
