import { AFFILIATE_MESSAGES } from '@bilheteria/domain/affiliate-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { PayoutsPage } from './payouts-page';
import {
  anaPending,
  caio,
  FEBRUARY_ID,
  februaryPaid,
  MARCH_ID,
  payoutDetail,
  servePayouts,
} from './test/payouts-test-api';

function visit(route = '/dashboard/repasses') {
  serveSession(sessionUser('admin'));
  renderWithSession(
    <Routes>
      <Route path="/dashboard/repasses" element={<PayoutsPage />} />
    </Routes>,
    { route },
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const monthCard = () => screen.findByRole('region', { name: 'Mês a fechar' });

/**
 * 23:30 of 1 April 2026 in São Paulo (already 2 April in UTC): March is the last month that has
 * ended, and today is the 1st.
 */
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-04-02T02:30:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

/** user-event on the fake clock: its pause after each action moves the clock on. */
const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

describe('/dashboard/repasses (issue 16)', () => {
  it('shows the month to close with what it pays, the closed batches and the way back', async () => {
    servePayouts();
    visit();

    expect(screen.getByText('Carregando os repasses...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Repasses de afiliados' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Repasses de afiliados | Bilheteria'));
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    const card = await monthCard();
    expect(card).toHaveTextContent('Março de 2026');
    expect(card).toHaveTextContent('A pagarR$ 1.234,56');
    expect(card).toHaveTextContent('Afiliados2');
    expect(within(card).getByRole('button', { name: 'Fechar mês' })).toHaveAccessibleDescription(
      'Março de 2026',
    );

    const items = within(region('Repasses fechados')).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'Fevereiro de 2026' })).toHaveAttribute(
      'href',
      `/dashboard/repasses?repasse=${FEBRUARY_ID}`,
    );
    expect(items[0]).toHaveTextContent('Pago em 05/03/2026');
    expect(items[0]).toHaveTextContent('R$ 784,56·1 afiliado');
    expect(items[0]).toHaveTextContent('Fechado em 02/03/2026 às 10:00');
  });

  it('closes the month after asking, from the keyboard, and shows its batch', async () => {
    const user = setupUser();
    const api = servePayouts({
      pending: [{ ...anaPending, mes: '2026-03', fechamento_em: '2026-04-01T03:00:00.000Z' }],
    });
    visit();
    const card = await monthCard();
    const close = within(card).getByRole('button', { name: 'Fechar mês' });
    expect(await within(region('A fechar')).findAllByRole('listitem')).toHaveLength(1);

    // Esc leaves everything as it was.
    close.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Fechar o mês de março de 2026?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Isto fecha o mês de março de 2026 e lista as comissões a pagar: R$ 1.234,56 para 2 afiliados, com os dados bancários de cada um. Cada comissão entra em um só repasse: fechar o mês de novo não paga nada duas vezes.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(close).toHaveFocus();
    expect(api.closed).toHaveLength(0);

    // Enter opens it, Tab reaches 'Fechar mês', Enter closes the month.
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Fechar mês' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.closed).toEqual([{ mes: '2026-03' }]);
    expect(await screen.findByText('Mês de março de 2026 fechado.')).toBeVisible();
    expect(screen.getByText('R$ 1.234,56 a pagar para 2 afiliados.')).toBeVisible();

    // The batch, on screen and in the address.
    const title = await screen.findByRole('heading', {
      level: 2,
      name: 'Repasse de março de 2026',
    });
    await waitFor(() => expect(title).toHaveFocus());
    expect(currentPath()).toBe(`/dashboard/repasses?repasse=${MARCH_ID}`);
    const batch = region('Repasse de março de 2026');
    expect(batch).toHaveTextContent('Fechado em 01/04/2026 às 09:12');
    expect(batch).toHaveTextContent('A pagar');
    expect(within(batch).getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      `/api/organizador/repasses/${MARCH_ID}/arquivo`,
    );
    expect(within(batch).getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('download');

    const rows = within(within(batch).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AfiliadoCódigoCPFDados bancáriosLançamentosValor',
      'Ana SouzaANAM3K9Z1529.982.247-25PIX · E-mailana@example.com6R$ 450,00',
      'Caio AfiliadoCAI7K2P9111.444.777-35Banco do Brasil S.A. (001)Agência 1234 · Conta 12345-611R$ 784,56',
      'TotalR$ 1.234,56',
    ]);
    // The table scrolls in its own box on a phone, reachable from the keyboard.
    expect(
      within(batch).getByRole('region', { name: 'Afiliados do repasse de março de 2026' }),
    ).toHaveAttribute('tabindex', '0');

    // The month is closed: nothing left to close, and the batch is listed first.
    expect(await within(card).findByText('O mês de março de 2026 já foi fechado.')).toBeVisible();
    expect(card).toHaveTextContent('O mês de abril de 2026 poderá ser fechado quando terminar.');
    expect(within(card).queryByRole('button', { name: 'Fechar mês' })).toBeNull();
    const items = within(region('Repasses fechados')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Março de 2026',
      'Fevereiro de 2026',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('aria-current', 'true');
    // What the close took leaves 'A fechar'.
    expect(
      await within(region('A fechar')).findByText(/Nenhuma comissão a fechar/),
    ).toBeInTheDocument();
  });

  it('says why the server refuses to close the month, and keeps the dialog open', async () => {
    const user = setupUser();
    const api = servePayouts({
      refuseClose: { status: 409, message: AFFILIATE_MESSAGES.payoutMonthBeforeLast },
    });
    visit();
    const card = await monthCard();
    await user.click(within(card).getByRole('button', { name: 'Fechar mês' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar mês' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      AFFILIATE_MESSAGES.payoutMonthBeforeLast,
    );
    expect(api.closed).toEqual([{ mes: '2026-03' }]);
    expect(screen.queryByRole('heading', { name: /^Repasse de/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Fechar mês' })).toHaveFocus();
  });

  it('marks a batch paid on the day the transfers were made, never a day to come', async () => {
    const user = setupUser();
    const api = servePayouts({ aFechar: null, batches: [payoutDetail(), februaryPaid] });
    visit();
    const card = await monthCard();
    expect(card).toHaveTextContent('O mês de março de 2026 já foi fechado.');

    const list = region('Repasses fechados');
    const march = within(list).getAllByRole('listitem')[0]!;
    expect(march).toHaveTextContent('A pagar');
    await user.click(within(march).getByRole('link', { name: 'Março de 2026' }));
    const title = await screen.findByRole('heading', {
      level: 2,
      name: 'Repasse de março de 2026',
    });
    await waitFor(() => expect(title).toHaveFocus());
    const batch = region('Repasse de março de 2026');

    const form = within(batch).getByRole('form', { name: 'Marcar como pago' });
    const day = within(form).getByLabelText('Data do pagamento');
    // Today in São Paulo, though it is already tomorrow in UTC.
    expect(day).toHaveValue('2026-04-01');
    expect(day).toHaveAttribute('max', '2026-04-01');
    expect(day).toHaveAccessibleDescription('O dia das transferências, no horário de Brasília.');

    await user.clear(day);
    await user.type(day, '2026-04-02');
    await user.click(within(form).getByRole('button', { name: 'Marcar como pago' }));
    expect(await within(form).findByText(AFFILIATE_MESSAGES.payoutDateInvalid)).toBeVisible();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.clear(day);
    await user.type(day, '2026-03-31');
    await user.click(within(form).getByRole('button', { name: 'Marcar como pago' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Marcar o repasse de março de 2026 como pago?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Confirme só depois de fazer as transferências: as comissões de 2 afiliados (R$ 1.234,56) passam a constar como “Pago” em 31/03/2026 para cada afiliado. Não é possível desfazer.',
    );
    expect(api.paid).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como pago' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.paid).toEqual([{ pago_em: '2026-03-31' }]);
    expect(await screen.findByText('Repasse marcado como pago.')).toBeVisible();
    expect(within(batch).getByText('Pago')).toBeVisible();
    expect(batch).toHaveTextContent('Pagoem 31/03/2026');
    expect(within(batch).queryByRole('form', { name: 'Marcar como pago' })).toBeNull();
    expect(title).toHaveFocus();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Pago em 31/03/2026');
  });

  it('says when another admin paid the batch on another day, and shows it paid', async () => {
    const user = setupUser();
    const api = servePayouts({ aFechar: null, batches: [payoutDetail(), februaryPaid] });
    visit(`/dashboard/repasses?repasse=${MARCH_ID}`);
    const title = await screen.findByRole('heading', {
      level: 2,
      name: 'Repasse de março de 2026',
    });
    // Opened by its address: the focus stays where the page starts.
    expect(title).not.toHaveFocus();
    const batch = region('Repasse de março de 2026');
    const form = within(batch).getByRole('form', { name: 'Marcar como pago' });

    api.state.batches[0] = { ...api.state.batches[0]!, pago_em: '2026-03-30' };
    await user.click(within(form).getByRole('button', { name: 'Marcar como pago' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como pago' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      AFFILIATE_MESSAGES.payoutAlreadyPaid,
    );
    expect(api.paid).toEqual([{ pago_em: '2026-04-01' }]);
    // Asked again: the batch as the server has it.
    expect(await within(batch).findByText('em 30/03/2026')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Marcar como pago' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(title).toHaveFocus();
  });

  it('says when there is nothing to pay and nothing closed yet', async () => {
    servePayouts({ aFechar: { mes: '2026-03', total_cents: 0, afiliados: 0 }, batches: [] });
    visit();
    const card = await monthCard();
    expect(card).toHaveTextContent('Março de 2026');
    expect(card).toHaveTextContent('Nenhuma comissão a pagar neste mês');
    expect(within(card).queryByRole('button', { name: 'Fechar mês' })).toBeNull();
    expect(region('Repasses fechados')).toHaveTextContent('Nenhum repasse fechado ainda');
  });

  it("lists in 'A fechar' each affiliate's pending commissions and when they can be paid", async () => {
    servePayouts({
      pending: [
        anaPending,
        {
          ...anaPending,
          afiliado_id: caio.afiliado_id,
          codigo: caio.codigo,
          nome: caio.nome,
          valor_cents: -4_500,
          lancamentos: 1,
          dados_completos: false,
        },
      ],
    });
    visit();
    await monthCard();
    const pending = region('A fechar');
    const items = await within(pending).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ana Souza ANAM3K9Z1R$ 123,45');
    expect(items[0]).toHaveTextContent('3 lançamentos · liberado em 10/04/2026 às 23:00');
    expect(items[0]).toHaveTextContent(
      'Repasse de Abril de 2026: pode ser fechado a partir de 01/05/2026',
    );
    expect(items[1]).toHaveTextContent('-R$ 45,00');
    expect(items[1]).toHaveTextContent('1 lançamento ·');
    expect(items[1]).toHaveTextContent('Sem CPF ou dados bancários');
    // Above the closed months.
    expect(
      pending.compareDocumentPosition(region('Repasses fechados')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("says when nothing is pending in 'A fechar'", async () => {
    servePayouts({ pending: [] });
    visit();
    await monthCard();
    expect(
      await within(region('A fechar')).findByText(/Nenhuma comissão a fechar/),
    ).toBeInTheDocument();
    expect(within(region('A fechar')).queryByRole('listitem')).toBeNull();
  });

  it('says when a closed batch has no one to pay', async () => {
    servePayouts({ aFechar: null, batches: [payoutDetail({ linhas: [] })] });
    visit(`/dashboard/repasses?repasse=${MARCH_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Repasse de março de 2026' });
    const batch = region('Repasse de março de 2026');
    expect(batch).toHaveTextContent('Nenhuma comissão a pagar neste mês');
    expect(batch).toHaveTextContent('TotalR$ 0,00');
    expect(within(batch).queryByRole('table')).toBeNull();
  });

  it('offers to try again when the payouts cannot be loaded', async () => {
    const user = setupUser();
    allowConsoleError(/Erro ao buscar repasses/);
    const api = servePayouts({ overviewFails: true });
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os repasses. Verifique sua conexão e tente novamente.',
    );
    api.state.overviewFails = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await monthCard()).toHaveTextContent('Março de 2026');
    expect(api.asked.overview).toBe(2);
  });

  it('says a batch that does not exist was not found', async () => {
    allowConsoleError(/Erro ao buscar o repasse/);
    servePayouts();
    visit('/dashboard/repasses?repasse=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Repasse não encontrado. Escolha um repasse da lista.',
    );
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});
