import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { REFUND_MESSAGES, type OrderCancellation } from '@bilheteria/domain/refund-contract';
import { REFUND_RULE_MESSAGES } from '@bilheteria/domain/refund-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancellationOf,
  REFUND_AT,
  refundOf,
  refusedCancellation,
  serveCancellations,
  type FakeCancellations,
} from '@/features/orders/cancel-order/test/cancel-order-test-api';
import { server } from '@/test/msw-server';
import {
  orderTicketsAnswer,
  serveOrderTickets,
} from '@/features/orders/test/order-tickets-test-api';
import { renderWithProviders } from '@/test/render';
import { ConfirmationPage } from './confirmation-page';

const ID = '0f8e7d6c-5b4a-4392-8171-605f4e3d2c1b';
const RETRY = /Não foi possível falar com o servidor\. Nada foi perdido/;

const paid: OrderView = {
  id: ID,
  numero: 1042,
  status: 'paid',
  expira_em: '2026-05-10T15:30:00Z',
  agora: '2026-05-10T15:00:00Z',
  evento: {
    id: 'e-1',
    titulo: 'RPA Summit Brasil',
    data: '05 de Março, 2027',
    imagem: '/media/demo/events/rpa-summit.svg',
  },
  itens: [
    {
      id_ticket: 't-1',
      nome: 'Lote 1',
      preco_unitario_centavos: 166_136,
      quantidade: 2,
      subtotal_centavos: 332_272,
    },
  ],
  quantidade_ingressos: 2,
  subtotal_centavos: 332_272,
  cupom: null,
  desconto_centavos: 0,
  taxa_servico_centavos: 0,
  total_centavos: 332_271,
  parcelas: [],
  participantes: [],
  pagamento: {
    metodo: 'credit-card',
    status: 'PAID',
    parcelas: 1,
    valor_parcela_centavos: 332_271,
    juros_centavos: 0,
    total_pago_centavos: 332_271,
  },
  estornos: [],
};

let fake: FakeCancellations;

/**
 * The order as GET /api/pedidos/:id answers it: 'refunded' once the fake cancelled every ticket.
 * Counts the asks.
 */
function serveOrder(order: OrderView = paid) {
  const asked = { count: 0 };
  server.use(
    http.get('/api/pedidos/:id', () => {
      asked.count += 1;
      const refunded = fake.states.get(ID)?.status === 'refunded';
      return HttpResponse.json(refunded ? { ...order, status: 'refunded' } : order);
    }),
  );
  return asked;
}

function visit(cancellation: OrderCancellation, order?: OrderView) {
  fake = serveCancellations([cancellation]);
  const asked = serveOrder(order);
  const user = userEvent.setup();
  renderWithProviders(<ConfirmationPage />, { route: `/confirmacao?pedido=${ID}` });
  return { user, asked };
}

/** The panel's code loads after the page (a lazy chunk): slow on a busy machine's first run. */
const LAZY = { timeout: 5_000 };
const panel = () => screen.findByRole('region', { name: 'Cancelamento e reembolso' }, LAZY);
const cancelButton = () => screen.findByRole('button', { name: 'Cancelar pedido' }, LAZY);
const dialog = () => screen.findByRole('alertdialog', { name: 'Cancelar o pedido nº 1042?' });

beforeEach(() => {
  serveOrderTickets(
    orderTicketsAnswer(ID, [
      { nome: 'Ana Souza', email: 'ana@acme.com.br' },
      { nome: 'Bruno Lima', email: 'bruno@acme.com.br' },
    ]),
  );
});

describe("/confirmacao: 'Cancelar pedido' (issue 18)", () => {
  it('cancels the whole order: amount and deadline in the dialog, one POST with its key, then Cancelado', async () => {
    const { user, asked } = visit(cancellationOf(ID));
    const section = await panel();
    // The deadline in São Paulo time (the tests run in Tokyo).
    expect(section).toHaveTextContent(
      'Você pode cancelar até 12 de Maio, 2026 às 15:30 (horário de Brasília).',
    );

    await user.click(await cancelButton());
    const box = await dialog();
    expect(within(box).getByText('Valor a reembolsar').nextElementSibling).toHaveTextContent(
      'R$ 3.322,71',
    );
    expect(within(box).getByText('Prazo para cancelar').nextElementSibling).toHaveTextContent(
      '12 de Maio, 2026 às 15:30',
    );
    expect(within(box).getByText('O estorno é feito no cartão usado na compra.')).toBeVisible();
    // Every ticket left, chosen by default.
    expect(within(box).getByRole('checkbox', { name: 'Ana Souza · Lote 1' })).toBeChecked();
    expect(within(box).getByRole('checkbox', { name: 'Bruno Lima · Lote 1' })).toBeChecked();
    expect(within(box).queryByLabelText('Chave PIX')).toBeNull();

    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.posts).toHaveLength(1);
    expect(fake.posts[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(fake.posts[0]!.body).toEqual({});

    const notice = await screen.findByText(REFUND_MESSAGES.orderCanceled);
    await waitFor(() => expect(notice).toHaveFocus());
    // The order is asked again: now refunded, shown as such, with its refund.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido nº 1042' })).toBeVisible();
    expect(asked.count).toBeGreaterThanOrEqual(2);
    const after = await panel();
    expect(within(after).getByText('Cancelado')).toBeVisible();
    const refunds = within(after).getByRole('list', { name: 'Reembolsos' });
    expect(refunds).toHaveTextContent('Reembolso em andamento');
    expect(refunds).toHaveTextContent('R$ 3.322,71');
    expect(refunds).toHaveTextContent('2 ingressos');
    expect(within(after).queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(screen.queryByText('Compra Concluída com Sucesso!')).toBeNull();
  });

  it('is keyboard usable: the focus stays inside, Esc closes and gives the focus back', async () => {
    const { user } = visit(cancellationOf(ID));
    const button = await cancelButton();
    button.focus();
    await user.keyboard('{Enter}');
    const box = await dialog();
    // Radix puts the focus on the safe answer first.
    expect(within(box).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(box).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(fake.posts).toHaveLength(0);
  });

  it('does not offer a ticket used at the door: shown, not cancellable, with the reason', async () => {
    const base = cancellationOf(ID);
    const { user } = visit({
      ...base,
      valor_reembolso_centavos: 166_136,
      ingressos: [{ ...base.ingressos[0]!, status: 'used' }, base.ingressos[1]!],
    });
    await user.click(await cancelButton());
    const box = await dialog();
    const used = within(box).getByRole('checkbox', {
      name: 'Ana Souza · Lote 1 (já utilizado na entrada, não pode ser cancelado)',
    });
    expect(used).toBeDisabled();
    expect(used).not.toBeChecked();
    expect(within(box).getByRole('checkbox', { name: 'Bruno Lima · Lote 1' })).toBeChecked();
    expect(within(box).getByText('Valor a reembolsar').nextElementSibling).toHaveTextContent(
      'R$ 1.661,36',
    );
    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Named, so that the used ticket is never among "every ticket left".
    expect(fake.posts.map((post) => post.body)).toEqual([{ ingressos: [2] }]);
  });

  it('cancels only the tickets chosen, and asks for one when none is', async () => {
    const { user } = visit(cancellationOf(ID));
    await user.click(await cancelButton());
    const box = await dialog();
    await user.click(within(box).getByRole('checkbox', { name: 'Ana Souza · Lote 1' }));
    // Bruno's ticket alone: what the server says it gives back (the odd centavo of the charge
    // went to the first ticket).
    expect(within(box).getByText('Valor a reembolsar').nextElementSibling).toHaveTextContent(
      'R$ 1.661,35',
    );
    await user.click(within(box).getByRole('checkbox', { name: 'Bruno Lima · Lote 1' }));
    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(within(box).getByText(REFUND_MESSAGES.positionsInvalid)).toBeVisible();
    expect(fake.posts).toHaveLength(0);

    await user.click(within(box).getByRole('checkbox', { name: 'Bruno Lima · Lote 1' }));
    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.posts.map((post) => post.body)).toEqual([{ ingressos: [2] }]);
    expect(
      await screen.findByText('Ingressos cancelados. O reembolso está em andamento.'),
    ).toBeVisible();
    // One ticket left: still cancellable, its refund listed.
    const section = await panel();
    expect(within(section).queryByText('Cancelado')).toBeNull();
    expect(within(section).getByRole('list', { name: 'Reembolsos' })).toHaveTextContent(
      'Reembolso em andamento',
    );
    expect(within(section).getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
    // The receipt no longer claims the whole purchase: what went back, what remains.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Compra Concluída com Reembolso Parcial',
      }),
    ).toBeVisible();
    expect(screen.queryByText('Compra Concluída com Sucesso!')).toBeNull();
    expect(screen.getByText('1 de 2 ingressos foi cancelado')).toBeVisible();
    const totals = screen.getByRole('list', { name: 'Ingressos comprados' }).nextElementSibling!;
    expect(totals).toHaveTextContent('Total pagoR$ 3.322,71');
    expect(totals).toHaveTextContent('Reembolso em andamento−R$ 1.661,35');
    expect(totals).toHaveTextContent('Total após o reembolsoR$ 1.661,36');
  });

  it('titles a partly refunded order so on arrival, with the refund done and what remains', async () => {
    visit(
      cancellationOf(ID, {
        reembolsado_centavos: 166_136,
        valor_reembolso_centavos: 166_135,
        ingressos: [
          { ...cancellationOf(ID).ingressos[0]!, status: 'canceled' },
          cancellationOf(ID).ingressos[1]!,
        ],
        reembolsos: [refundOf({ situacao: 'concluido', concluido_em: REFUND_AT })],
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Compra Concluída com Reembolso Parcial',
      }),
    ).toBeVisible();
    const totals = screen.getByRole('list', { name: 'Ingressos comprados' }).nextElementSibling!;
    expect(totals).toHaveTextContent('Total pagoR$ 3.322,71');
    expect(totals).toHaveTextContent('Reembolsado−R$ 1.661,36');
    expect(totals).toHaveTextContent('Total após o reembolsoR$ 1.661,35');
  });

  it('keeps the plain title while nothing was refunded', async () => {
    visit(cancellationOf(ID));
    await panel();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
    ).toBeVisible();
    expect(screen.queryByText('Total após o reembolso')).toBeNull();
  });

  it("shows a partial choice's exact amount: each ticket's share by its price, after those already refunded", async () => {
    // R$ 300,00 paid for R$ 320,00 of prices (a coupon); the R$ 80,00 ticket already refunded.
    const { user } = visit(
      cancellationOf(ID, {
        total_pago_centavos: 30_000,
        reembolsado_centavos: 7_500,
        valor_reembolso_centavos: 22_500,
        ingressos: [
          {
            posicao: 1,
            participante: 'Ana Souza',
            tipo: 'Lote 1',
            preco_centavos: 8_000,
            reembolso_centavos: 0,
            status: 'canceled',
          },
          {
            posicao: 2,
            participante: 'Bruno Lima',
            tipo: 'Lote 1',
            preco_centavos: 8_000,
            reembolso_centavos: 7_500,
            status: 'valid',
          },
          {
            posicao: 3,
            participante: 'Carla Dias',
            tipo: 'VIP',
            preco_centavos: 16_000,
            reembolso_centavos: 15_000,
            status: 'valid',
          },
        ],
        reembolsos: [refundOf({ valor_centavos: 7_500, ingressos: [1] })],
      }),
    );
    await user.click(await cancelButton());
    const box = await dialog();
    const amount = within(box).getByText('Valor a reembolsar').nextElementSibling;
    expect(amount).toHaveTextContent('R$ 225,00');
    await user.click(within(box).getByRole('checkbox', { name: 'Bruno Lima · Lote 1' }));
    expect(amount).toHaveTextContent('R$ 150,00');
    await user.click(within(box).getByRole('checkbox', { name: 'Bruno Lima · Lote 1' }));
    await user.click(within(box).getByRole('checkbox', { name: 'Carla Dias · VIP' }));
    expect(amount).toHaveTextContent('R$ 75,00');
  });

  it('does not offer the button when the rules refuse, and says why', async () => {
    visit(refusedCancellation(ID));
    const section = await panel();
    expect(section).toHaveTextContent(REFUND_RULE_MESSAGES.windowOver);
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it("shows the API's refusal (409) inside the dialog, and asks the rules again", async () => {
    const { user } = visit(cancellationOf(ID));
    await user.click(await cancelButton());
    const box = await dialog();
    fake.failures.push({ status: 409, message: REFUND_RULE_MESSAGES.tooClose });
    fake.states.set(ID, {
      ...cancellationOf(ID),
      permitido: false,
      mensagem: REFUND_RULE_MESSAGES.tooClose,
      prazo: null,
    });
    const gets = fake.gets.length;
    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(REFUND_RULE_MESSAGES.tooClose);
    await waitFor(() => expect(fake.gets.length).toBe(gets + 1));
    await user.click(within(box).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const section = await panel();
    expect(section).toHaveTextContent(REFUND_RULE_MESSAGES.tooClose);
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('keeps everything after a dropped connection, and retries with the same key', async () => {
    const { user } = visit(cancellationOf(ID, { metodo: 'boleto', precisa_chave_pix: true }));
    await user.click(await cancelButton());
    const box = await dialog();
    await user.type(within(box).getByLabelText('Chave PIX'), 'ana@acme.com.br');
    fake.failures.push('network');
    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(RETRY);
    expect(within(box).getByLabelText('Chave PIX')).toHaveValue('ana@acme.com.br');

    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.posts).toHaveLength(2);
    expect(fake.posts[1]!.key).toBe(fake.posts[0]!.key);
    expect(fake.posts[1]!.body).toEqual({ chave_pix: 'ana@acme.com.br' });
    expect(await screen.findByText(REFUND_MESSAGES.orderCanceledBoleto)).toBeVisible();
    expect(await screen.findByText('A pagar pelo organizador')).toBeVisible();
  });

  it('a new opening of the dialog asks with a new key', async () => {
    const { user } = visit(cancellationOf(ID));
    await user.click(await cancelButton());
    let box = await dialog();
    fake.failures.push({ status: 409, message: REFUND_RULE_MESSAGES.tooClose });
    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    await within(box).findByRole('alert');
    await user.click(within(box).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(await cancelButton());
    box = await dialog();
    expect(within(box).queryByRole('alert')).toBeEmptyDOMElement();
    await user.click(within(box).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.posts).toHaveLength(2);
    expect(fake.posts[1]!.key).not.toBe(fake.posts[0]!.key);
  });

  it('asks a boleto buyer for a valid PIX key, with the contract messages', async () => {
    const { user } = visit(cancellationOf(ID, { metodo: 'boleto', precisa_chave_pix: true }));
    await user.click(await cancelButton());
    const box = await dialog();
    expect(
      within(box).getByText(
        'Pagamentos por boleto são devolvidos por PIX: informe a chave que vai receber o valor.',
      ),
    ).toBeVisible();
    const key = within(box).getByLabelText('Chave PIX');
    const confirm = within(box).getByRole('button', { name: 'Confirmar cancelamento' });

    await user.click(confirm);
    expect(key).toHaveAccessibleDescription(
      `CPF, CNPJ, e-mail, celular (+55…) ou chave aleatória. ${REFUND_MESSAGES.pixKeyRequired}`,
    );
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveFocus();

    await user.type(key, 'não é chave');
    await user.click(confirm);
    expect(within(box).getByText(REFUND_MESSAGES.pixKeyInvalid)).toBeVisible();
    expect(fake.posts).toHaveLength(0);

    // The server's own field error (400) shows at the field too.
    await user.clear(key);
    await user.type(key, '529.982.247-25');
    fake.failures.push({
      status: 400,
      message: 'Dados inválidos',
      errors: [{ path: 'chave_pix', message: REFUND_MESSAGES.pixKeyInvalid }],
    });
    await user.click(confirm);
    expect(await within(box).findByRole('alert')).toHaveTextContent('Dados inválidos');
    expect(key).toHaveAccessibleDescription(
      `CPF, CNPJ, e-mail, celular (+55…) ou chave aleatória. ${REFUND_MESSAGES.pixKeyInvalid}`,
    );

    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.posts.at(-1)!.body).toEqual({ chave_pix: '529.982.247-25' });
  });

  it('shows a refund already asked for on arrival, and takes the PIX key a boleto refund waits for', async () => {
    const waiting = refundOf({
      valor_centavos: 332_271,
      metodo: 'boleto',
      situacao: 'aguardando_chave',
      motivo: 'evento_cancelado',
      ingressos: [1, 2],
    });
    const { user } = visit(
      cancellationOf(ID, {
        status: 'refunded',
        metodo: 'boleto',
        permitido: false,
        mensagem: REFUND_RULE_MESSAGES.nothingLeft,
        prazo: null,
        reembolsado_centavos: 332_271,
        valor_reembolso_centavos: 0,
        ingressos: cancellationOf(ID).ingressos.map((ticket) => ({
          ...ticket,
          status: 'canceled' as const,
        })),
        reembolsos: [waiting],
      }),
      { ...paid, status: 'refunded' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido nº 1042' })).toBeVisible();
    const section = await panel();
    expect(within(section).getByText('Cancelado')).toBeVisible();
    const refunds = within(section).getByRole('list', { name: 'Reembolsos' });
    expect(refunds).toHaveTextContent('Aguardando chave PIX');
    expect(refunds).toHaveTextContent('R$ 3.322,71');
    expect(refunds).toHaveTextContent(
      'Evento cancelado pelo organizador · 2 ingressos · 11 de Maio, 2026 às 10:00',
    );
    // 'Cancelado' says it all: not the rule's sentence as well.
    expect(section).not.toHaveTextContent(REFUND_RULE_MESSAGES.nothingLeft);

    const form = within(section).getByRole('form', {
      name: 'Chave PIX para o reembolso de R$ 3.322,71',
    });
    await user.click(within(form).getByRole('button', { name: 'Enviar chave PIX' }));
    expect(within(form).getByText(REFUND_MESSAGES.pixKeyRequired)).toBeVisible();
    expect(fake.pixKeys).toHaveLength(0);
    await user.type(within(form).getByLabelText('Chave PIX'), '+55 (11) 98765-4321');
    await user.click(within(form).getByRole('button', { name: 'Enviar chave PIX' }));
    expect(await within(section).findByText('A pagar pelo organizador')).toBeVisible();
    expect(fake.pixKeys).toEqual([
      { orderId: ID, refundId: waiting.id, body: { chave_pix: '+55 (11) 98765-4321' } },
    ]);
    expect(within(section).queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Chave PIX recebida.'),
    );
  });

  it("shows the API's message when the PIX key is refused", async () => {
    const waiting = refundOf({ metodo: 'boleto', situacao: 'aguardando_chave' });
    const { user } = visit(cancellationOf(ID, { metodo: 'boleto', reembolsos: [waiting] }));
    const section = await panel();
    const form = within(section).getByRole('form', { name: /Chave PIX para o reembolso/ });
    fake.failures.push({ status: 409, message: REFUND_MESSAGES.pixKeyNotNeeded });
    await user.type(within(form).getByLabelText('Chave PIX'), '52998224725');
    await user.click(within(form).getByRole('button', { name: 'Enviar chave PIX' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      REFUND_MESSAGES.pixKeyNotNeeded,
    );
  });
});
