import { SETTLEMENT_MESSAGES } from '@bilheteria/domain/settlement-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import {
  operatorPayouts,
  OTHER_ORG_ID,
  PAID_PAYOUT_ID,
  payout,
  PAYOUT_ID,
  paidPayout,
  serveOperatorPayouts,
} from '../test/settlement-test-api';
import { BALANCES_CAPTION } from './balances-table';
import { OPERATOR_PAYOUTS_CAPTION } from './operator-payouts-list';
import { OperatorPayoutsPage } from './operator-payouts-page';

function visit(route = '/operador/repasses', user = userEvent.setup()) {
  serveSession(sessionUser('operador'));
  renderWithSession(
    <Routes>
      <Route path="/operador/repasses" element={<OperatorPayoutsPage />} />
    </Routes>,
    { route },
  );
  return user;
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('/operador/repasses, paying the organizations (issue 29)', () => {
  it('lists the balances, warns of missing bank details, and the payouts made', async () => {
    serveOperatorPayouts();
    visit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Repasses a organizadores' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Repasses a organizadores | Bilheteria'));
    const balances = await screen.findByRole('table', { name: BALANCES_CAPTION });
    expect(rows(balances)).toEqual([
      'OrganizaçãoDisponívelA receberLançamentosAções',
      'IBGIR$ 1.846,00R$ 200,006Fechar repasse',
      'Sul EventosSem dados bancáriosR$ 300,00R$ 0,002Fechar repasse',
    ]);
    expect(screen.getByText(/Disponível para repasse agora/)).toHaveTextContent('R$ 2.146,00');
    expect(rows(screen.getByRole('table', { name: OPERATOR_PAYOUTS_CAPTION }))).toEqual([
      'OrganizaçãoFechado emTotalLançamentosSituaçãoAções',
      'IBGI02/03/2026R$ 500,002Pago em 05/03/2026Ver lançamentos',
    ]);
    // Everything paid: no bank file to download.
    expect(screen.queryByRole('link', { name: 'Baixar arquivo do banco' })).toBeNull();
    expect(screen.getByText('Nenhum repasse aguardando pagamento.')).toBeVisible();
  });

  it("closes every organization's payout after asking, with the server's message", async () => {
    const api = serveOperatorPayouts();
    const user = visit();
    await screen.findByRole('table', { name: BALANCES_CAPTION });
    await user.click(screen.getByRole('button', { name: 'Fechar repasses' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fechar os repasses?' });
    expect(dialog).toHaveTextContent('(R$ 2.146,00 no total)');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar repasses' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.closed).toEqual([{}]);
    expect(await screen.findByText(SETTLEMENT_MESSAGES.payoutsClosed)).toBeInTheDocument();
    const payouts = screen.getByRole('table', { name: OPERATOR_PAYOUTS_CAPTION });
    await waitFor(() => expect(within(payouts).getAllByRole('row')).toHaveLength(4));
    expect(within(payouts).getAllByText('Aguardando pagamento')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Baixar arquivo do banco' })).toHaveAttribute(
      'href',
      '/api/operador/repasses/arquivo.csv',
    );
    expect(screen.getByRole('button', { name: 'Fechar repasses' })).toBeDisabled();
  });

  it("closes one organization's payout from its row", async () => {
    const api = serveOperatorPayouts();
    const user = visit();
    const balances = await screen.findByRole('table', { name: BALANCES_CAPTION });
    await user.click(
      within(balances).getByRole('button', { name: 'Fechar repasse de Sul Eventos' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Fechar o repasse de Sul Eventos?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar repasse' }));
    await waitFor(() => expect(api.closed).toEqual([{ organizacao_id: OTHER_ORG_ID }]));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.payoutsClosed)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(balances).getByRole('button', { name: 'Fechar repasse de Sul Eventos' }),
      ).toBeDisabled(),
    );
    expect(within(balances).getByRole('button', { name: 'Fechar repasse de IBGI' })).toBeEnabled();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const api = serveOperatorPayouts({
      refuseClose: { status: 409, message: SETTLEMENT_MESSAGES.nothingToPay },
    });
    const user = visit();
    await screen.findByRole('table', { name: BALANCES_CAPTION });
    await user.click(screen.getByRole('button', { name: 'Fechar repasses' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar repasses' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SETTLEMENT_MESSAGES.nothingToPay,
    );
    expect(api.closed).toEqual([{}]);
  });

  it('marks a payout paid on the day the bank paid, never a day to come', async () => {
    // 23:30 of 1 April 2026 in São Paulo, already the 2nd in UTC.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-04-02T02:30:00.000Z') });
    const api = serveOperatorPayouts({
      initial: operatorPayouts({ repasses: [payout(), paidPayout] }),
    });
    const user = visit(
      '/operador/repasses',
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }),
    );
    const payouts = await screen.findByRole('table', { name: OPERATOR_PAYOUTS_CAPTION });
    expect(
      screen.getByText('1 aguardando pagamento: o arquivo do banco reúne todos eles.'),
    ).toBeVisible();
    await user.click(
      within(payouts).getByRole('button', { name: 'Marcar como pago o repasse de IBGI' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Marcar o repasse de IBGI como pago?',
    });
    const day = within(dialog).getByLabelText('Data do pagamento');
    expect(day).toHaveValue('2026-04-01');
    expect(day).toHaveAttribute('max', '2026-04-01');

    await user.clear(day);
    await user.type(day, '2026-04-02');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como pago' }));
    expect(within(dialog).getByText(SETTLEMENT_MESSAGES.paidOnInvalid)).toBeVisible();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(api.paid).toEqual([]);

    await user.clear(day);
    await user.type(day, '2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como pago' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.paid).toEqual([{ id: PAYOUT_ID, body: { pago_em: '2026-03-31' } }]);
    expect(await screen.findByText(SETTLEMENT_MESSAGES.payoutMarkedPaid)).toBeInTheDocument();
    expect(await within(payouts).findByText('Pago em 31/03/2026')).toBeVisible();
    expect(within(payouts).queryByRole('button', { name: /Marcar como pago/ })).toBeNull();
  });

  it("shows a payout's lines from its address", async () => {
    serveOperatorPayouts();
    const user = visit();
    const payouts = await screen.findByRole('table', { name: OPERATOR_PAYOUTS_CAPTION });
    await user.click(
      within(payouts).getByRole('link', { name: 'Ver lançamentos do repasse de IBGI' }),
    );
    expect(currentPath()).toBe(`/operador/repasses?repasse=${PAID_PAYOUT_ID}`);
    const title = await screen.findByRole('heading', { level: 2, name: 'Repasse de IBGI' });
    await waitFor(() => expect(title).toHaveFocus());
    const detail = title.closest('section')!;
    expect(detail).toHaveTextContent('R$ 500,00 · fechado em 02/03/2026');
    expect(detail).toHaveTextContent('PIX · CNPJ 11222333000181');
    expect(rows(within(detail).getByRole('table'))).toEqual([
      'DataEventoPedidoIngressoTipoValorSituação',
      '01/03/2026RPA Summit BrasilPedido nº 1042nº 1VendaR$ 1.000,00Pago',
      '01/03/2026RPA Summit BrasilPedido nº 1042nº 1Taxa da plataforma-R$ 85,00Pago',
      '01/03/2026RPA Summit BrasilPedido nº 1042nº 1Comissão de afiliado-R$ 100,00Pago',
    ]);
    // The operator has no organizer's order view: the number is plain text.
    expect(within(detail).queryByRole('link', { name: /Pedido/ })).toBeNull();
  });

  it('says when no organization has a balance and nothing was paid yet', async () => {
    serveOperatorPayouts({ initial: { saldos: [], repasses: [] } });
    visit();
    expect(await screen.findByText('Nenhuma organização tem saldo a receber.')).toBeVisible();
    expect(screen.getByText('Nenhum repasse fechado ainda.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fechar repasses' })).toBeDisabled();
  });

  it('offers to try again when the payouts cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar os repasses/);
    const api = serveOperatorPayouts({ fails: true });
    const user = visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os repasses.',
    );
    api.state.fails = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: BALANCES_CAPTION })).toBeInTheDocument();
  });
});
