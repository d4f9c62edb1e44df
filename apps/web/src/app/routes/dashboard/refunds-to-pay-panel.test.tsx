import { REFUND_MESSAGES } from '@bilheteria/domain/refund-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { serveCheckInEvents } from '@/features/check-in/organizer/test/check-in-test-api';
import { DashboardPage } from '@/app/routes/dashboard/dashboard-page';
import {
  refundToPay,
  serveMarkRefundPaid,
  serveOrganizerEvents,
  serveRefundsToPay,
} from '@/features/event-admin/test/dashboard-test-api';
// Loaded ahead, so the organizer's lazy tab appears as soon as it is asked for.
import '@/features/event-admin';

const TO_PAY = refundToPay({ id: 'r-pay' });
const AWAITING = refundToPay({
  id: 'r-wait',
  pedido_numero: 1051,
  evento_titulo: 'Fórum de IA Aplicada',
  comprador_nome: 'Davi Lima',
  comprador_email: 'davi@example.com',
  valor_centavos: 25_000,
  chave_pix: null,
  situacao: 'aguardando_chave',
});

function visit() {
  serveSession(sessionUser('admin'));
  serveCheckInEvents(() => ({ eventos: [] }));
  serveOrganizerEvents();
  renderWithSession(<DashboardPage />, { route: '/dashboard' });
}

const refundsTable = () =>
  screen.findByRole('table', { name: 'Reembolsos a pagar' }, { timeout: 5_000 });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

describe("Meus Eventos: 'Reembolsos a pagar' (issue 18)", () => {
  it("lists the boleto refunds with the buyer's PIX key, or that it is awaited", async () => {
    serveRefundsToPay(() => ({ reembolsos: [TO_PAY, AWAITING] }));
    visit();
    const table = await refundsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Evento', 'Pedido', 'Comprador', 'Valor', 'Chave PIX', 'Ações']);
    expect(rowTexts(table)).toEqual([
      [
        'RPA Summit Brasil',
        'Pedido nº 1044',
        'Carla Diascarla@example.com',
        'R$ 100,00',
        'carla@example.com',
        'Marcar como pago',
      ],
      [
        'Fórum de IA Aplicada',
        'Pedido nº 1051',
        'Davi Limadavi@example.com',
        'R$ 250,00',
        'Aguardando chave PIX do comprador',
        '',
      ],
    ]);
    expect(
      within(table).getByRole('button', { name: 'Marcar como pago' }),
    ).toHaveAccessibleDescription('Pedido nº 1044');
    // On a phone, a card each, the same words.
    const cards = screen.getByRole('list', { name: 'Reembolsos a pagar' });
    expect(within(cards).getByRole('article', { name: 'Pedido nº 1051' })).toHaveTextContent(
      'Aguardando chave PIX do comprador',
    );
  });

  it('marks a refund paid after asking; the row leaves', async () => {
    const user = userEvent.setup();
    let rows = [TO_PAY, AWAITING];
    serveRefundsToPay(() => ({ reembolsos: rows }));
    const paid = serveMarkRefundPaid((refundId) => {
      rows = rows.filter((row) => row.id !== refundId);
      return { ...TO_PAY, situacao: 'concluido' };
    });
    visit();
    const table = await refundsTable();
    await user.click(within(table).getByRole('button', { name: 'Marcar como pago' }));
    const box = await screen.findByRole('alertdialog');
    expect(
      within(box).getByRole('heading', {
        name: 'Marcar o reembolso do pedido nº 1044 como pago?',
      }),
    ).toBeVisible();
    expect(box).toHaveTextContent(
      'Confirme só depois de transferir R$ 100,00 por PIX para a chave carla@example.com',
    );
    await user.click(within(box).getByRole('button', { name: 'Voltar' }));
    expect(paid).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Marcar como pago' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Marcar como pago',
      }),
    );
    expect(await screen.findByText(REFUND_MESSAGES.refundMarkedPaid)).toBeInTheDocument();
    expect(paid).toEqual(['r-pay']);
    await waitFor(() => expect(rowTexts(table)).toHaveLength(1));
    expect(table).not.toHaveTextContent('Pedido nº 1044');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Reembolsos a pagar' })).toHaveFocus(),
    );
  });

  it("says 'Nenhum reembolso a pagar.' once the last one is paid", async () => {
    const user = userEvent.setup();
    let rows = [TO_PAY];
    serveRefundsToPay(() => ({ reembolsos: rows }));
    serveMarkRefundPaid(() => {
      rows = [];
      return { ...TO_PAY, situacao: 'concluido' };
    });
    visit();
    await user.click(
      within(await refundsTable()).getByRole('button', { name: 'Marcar como pago' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Marcar como pago',
      }),
    );
    expect(await screen.findByText('Nenhum reembolso a pagar.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Reembolsos a pagar' })).toBeNull();
  });

  it("says a refusal in the server's words inside the dialog", async () => {
    const user = userEvent.setup();
    serveRefundsToPay(() => ({ reembolsos: [TO_PAY] }));
    serveMarkRefundPaid(() =>
      HttpResponse.json({ message: REFUND_MESSAGES.refundNotToPay, errors: [] }, { status: 409 }),
    );
    visit();
    await user.click(
      within(await refundsTable()).getByRole('button', { name: 'Marcar como pago' }),
    );
    const box = await screen.findByRole('alertdialog');
    await user.click(within(box).getByRole('button', { name: 'Marcar como pago' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(REFUND_MESSAGES.refundNotToPay);
  });

  it('shows nothing while there is nothing to pay', async () => {
    serveRefundsToPay();
    visit();
    await screen.findByRole('table', { name: 'Meus Eventos' }, { timeout: 5_000 });
    expect(screen.queryByRole('heading', { name: 'Reembolsos a pagar' })).toBeNull();
  });

  it('offers to try again when the refunds to pay cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar reembolsos a pagar/);
    const user = userEvent.setup();
    let failing = true;
    serveRefundsToPay(() =>
      failing
        ? HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })
        : { reembolsos: [TO_PAY] },
    );
    visit();
    const section = await screen.findByRole(
      'region',
      { name: 'Reembolsos a pagar' },
      { timeout: 5_000 },
    );
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os reembolsos a pagar.',
    );
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    expect(await refundsTable()).toHaveTextContent('Pedido nº 1044');
  });
});
