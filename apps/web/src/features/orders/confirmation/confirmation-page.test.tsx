import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { TICKET_MESSAGES } from '@bilheteria/domain/tickets-contract';
import { ACCOUNT_MESSAGES } from '@bilheteria/domain/auth-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '@/test/console-errors';
import { serveCancellations } from '@/features/orders/cancel-order/test/cancel-order-test-api';
import { passTime, useFakeClock } from '@/test/fake-clock';
import { server } from '@/test/msw-server';
import {
  orderTicketsAnswer,
  RESEND_LIMIT_MESSAGE,
  serveOrderTickets,
  type FakeOrderTickets,
} from '@/features/orders/test/order-tickets-test-api';
import { renderWithProviders } from '@/test/render';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { pathAfterLogin } from '@/lib/auth/login-redirect';
import { Route, Routes, useLocation } from 'react-router';
import { ConfirmationPage } from './confirmation-page';

const ID = '0f8e7d6c-5b4a-4392-8171-605f4e3d2c1b';

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
      preco_unitario_centavos: 89_700,
      quantidade: 2,
      subtotal_centavos: 179_400,
    },
    {
      id_ticket: 't-2',
      nome: 'VIP',
      preco_unitario_centavos: 189_790,
      quantidade: 1,
      subtotal_centavos: 189_790,
    },
  ],
  quantidade_ingressos: 3,
  subtotal_centavos: 369_190,
  cupom: { nome: 'BEMVINDO10', desconto: 10 },
  desconto_centavos: 36_919,
  taxa_servico_centavos: 0,
  total_centavos: 332_271,
  parcelas: [],
  participantes: [],
  pagamento: {
    metodo: 'pix',
    status: 'PAID',
    parcelas: 1,
    valor_parcela_centavos: 332_271,
    juros_centavos: 0,
    total_pago_centavos: 332_271,
  },
  estornos: [],
};

function serveOrder(order: OrderView | null) {
  const asked: string[] = [];
  server.use(
    http.get('/api/pedidos/:id', ({ params }) => {
      asked.push(String(params.id));
      return order
        ? HttpResponse.json(order)
        : HttpResponse.json({ message: 'Pedido não encontrado.' }, { status: 404 });
    }),
  );
  return asked;
}

const ANA = { nome: 'Ana Souza', email: 'ana.souza@acme.com.br' };
const BRUNO = { nome: 'Bruno Lima', email: 'bruno.lima@acme.com.br' };

/** Where the login page would send the visitor back to. */
function LoginStateProbe() {
  const location = useLocation();
  return <p data-testid="login-from">{pathAfterLogin(location.state)}</p>;
}

function visit(search: string) {
  // sonner's toasts outlive a test; a new Toaster would show the last test's again.
  toast.dismiss();
  return renderWithProviders(
    <>
      <ConfirmationPage />
      <Toaster />
    </>,
    { route: `/confirmacao${search}` },
  );
}

let tickets: FakeOrderTickets;
beforeEach(() => {
  tickets = serveOrderTickets(orderTicketsAnswer(ID, [ANA, BRUNO]));
  // Issue 18: no cancellation to offer (404) unless a test says otherwise.
  serveCancellations([]);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/confirmacao', () => {
  it('shows the paid order: number, tickets, discount, total, and the way on', async () => {
    const asked = serveOrder(paid);
    visit(`?pedido=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
    ).toBeVisible();
    expect(asked).toEqual([ID]);
    // Issue 14: said once the summary e-mail has gone.
    expect(await screen.findByText('Enviamos a confirmação para o seu email')).toBeVisible();
    expect(screen.getByText('Pedido nº 1042')).toBeVisible();
    const tickets = screen.getByRole('list', { name: 'Ingressos comprados' });
    expect(
      within(tickets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lote 1R$ 897,00 × 2R$ 1.794,00', 'VIPR$ 1.897,90 × 1R$ 1.897,90']);
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('SubtotalR$ 3.691,90');
    expect(totals).toHaveTextContent('Desconto (BEMVINDO10 – 10%)−R$ 369,19');
    expect(totals).not.toHaveTextContent('Juros do Parcelamento');
    expect(totals).toHaveTextContent('TotalR$ 3.322,71');
    expect(totals).toHaveTextContent('Forma de pagamentoPIX');
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute(
      'href',
      '/events',
    );
    await waitFor(() => expect(document.title).toBe('Confirmação | Bilheteria'));
  });

  it("shows 'Juros do Parcelamento' for a card paid in instalments", async () => {
    serveOrder({
      ...paid,
      pagamento: {
        metodo: 'credit-card',
        status: 'PAID',
        parcelas: 3,
        valor_parcela_centavos: 120_991,
        juros_centavos: 30_701,
        total_pago_centavos: 362_972,
      },
    });
    visit(`?pedido=${ID}`);
    await screen.findByRole('heading', { name: 'Compra Concluída com Sucesso!' });
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('Juros do ParcelamentoR$ 307,01');
    expect(totals).toHaveTextContent('TotalR$ 3.629,72');
    expect(totals).toHaveTextContent('Cartão de Crédito · 3x de R$ 1.209,91');
  });

  it('shows the service fee the buyer paid, and none when there was none (issue 29)', async () => {
    serveOrder({
      ...paid,
      taxa_servico_centavos: 25_920,
      total_centavos: 358_191,
      pagamento: {
        ...paid.pagamento!,
        valor_parcela_centavos: 358_191,
        total_pago_centavos: 358_191,
      },
    });
    visit(`?pedido=${ID}`);
    await screen.findByRole('heading', { name: 'Compra Concluída com Sucesso!' });
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('Taxa de serviço:R$ 259,20');
    expect(totals).toHaveTextContent('TotalR$ 3.581,91');
  });

  it('has no fee line on a receipt without one', async () => {
    serveOrder(paid);
    visit(`?pedido=${ID}`);
    await screen.findByRole('heading', { name: 'Compra Concluída com Sucesso!' });
    expect(screen.getByText('Subtotal').closest('dl')).not.toHaveTextContent('Taxa de serviço');
  });

  it('says an unknown order is not found, with the way to the events', async () => {
    serveOrder(null);
    serveSession(sessionUser('user'));
    renderWithSession(<ConfirmationPage />, { route: `/confirmacao?pedido=${ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
    // Signed in already: no sign-in offer.
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
  });

  it('on another device, offers to sign in with the e-mail of the purchase and come back', async () => {
    serveOrder(null);
    serveSession(null);
    renderWithSession(
      <Routes>
        <Route path="/confirmacao" element={<ConfirmationPage />} />
        <Route path="/login" element={<LoginStateProbe />} />
      </Routes>,
      { route: `/confirmacao?pedido=${ID}` },
    );
    expect(
      await screen.findByText(
        'Comprou com outro aparelho? Entre com o e-mail usado na compra para ver o pedido.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(await screen.findByTestId('login-from')).toHaveTextContent(`/confirmacao?pedido=${ID}`);
  });

  it('says so without an order in the address, and asks nothing', async () => {
    const asked = serveOrder(paid);
    visit('');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' }),
    ).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('says an order not paid is not confirmed', async () => {
    serveOrder({ ...paid, status: 'expired', pagamento: null });
    visit(`?pedido=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento não confirmado' }),
    ).toBeVisible();
    expect(screen.getByText('O pedido nº 1042 não foi pago.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
    expect(screen.queryByText('Compra Concluída com Sucesso!')).toBeNull();
  });

  it('waits for a payment on its way, and shows the receipt once it lands', async () => {
    // The 2 s between asks go by on a fake clock.
    useFakeClock();
    let order: OrderView = {
      ...paid,
      status: 'reserved',
      pagamento: { ...paid.pagamento!, status: 'WAITING' },
    };
    server.use(http.get('/api/pedidos/:id', () => HttpResponse.json(order)));
    visit(`?pedido=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento não confirmado' }),
    ).toBeVisible();
    expect(screen.getByText(/ainda não foi confirmado/)).toBeVisible();
    order = paid;
    await passTime(2_000);
    expect(
      await screen.findByRole('heading', { name: 'Compra Concluída com Sucesso!' }),
    ).toBeVisible();
  });
});

const ticketList = () => screen.findByRole('list', { name: 'Ingressos do pedido' });
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('/confirmacao: the tickets and their e-mails (issue 14)', () => {
  it("lists each participant's ticket, e-mail and delivery, the summary's, and each PDF", async () => {
    serveOrder(paid);
    tickets.answer = orderTicketsAnswer(ID, [ANA, { ...BRUNO, situacao: 'Tentando novamente' }], {
      resumo: { email: 'financeiro@acme.com.br', situacao: 'Enviado' },
    });
    visit(`?pedido=${ID}`);
    const list = await ticketList();
    expect(tickets.asked[0]).toBe(ID);
    const [ana, bruno] = rows(list);
    expect(ana).toHaveTextContent('Ana Souza');
    expect(ana).toHaveTextContent('ana.souza@acme.com.br');
    expect(ana).toHaveTextContent('Enviado');
    expect(bruno).toHaveTextContent('Bruno Lima');
    expect(bruno).toHaveTextContent('Tentando novamente');
    expect(within(ana!).getByRole('link', { name: /^Baixar PDF/ })).toHaveAttribute(
      'href',
      '/api/ingressos/7a1c0000-0000-4000-8000-000000000001.pdf',
    );
    expect(
      within(bruno!).getByRole('link', { name: 'Baixar PDF do ingresso de Bruno Lima' }),
    ).toHaveAttribute('href', '/api/ingressos/7a1c0000-0000-4000-8000-000000000002.pdf');
    expect(screen.getByText('1 de 2 ingressos enviados')).toBeVisible();
    const summary = screen.getByText('Resumo do pedido').parentElement!.parentElement!;
    expect(summary).toHaveTextContent('financeiro@acme.com.br');
    expect(summary).toHaveTextContent('Enviado');
    expect(screen.getByText('Enviamos a confirmação para o seu email')).toBeVisible();
  });

  it('asks again every 2 s while tickets are issued and e-mails queued, and stops once settled', async () => {
    // The 2 s between asks go by on a fake clock.
    useFakeClock();
    serveOrder(paid);
    tickets.answer = orderTicketsAnswer(ID, [], {
      emitidos: false,
      resumo: { email: 'comprador@acme.com.br', situacao: 'Na fila' },
    });
    visit(`?pedido=${ID}`);
    expect(await screen.findByText('Emitindo os ingressos...')).toBeVisible();
    expect(screen.getByText('Enviando a confirmação para comprador@acme.com.br...')).toBeVisible();

    tickets.answer = orderTicketsAnswer(ID, [
      { ...ANA, situacao: 'Na fila' },
      { ...BRUNO, situacao: 'Na fila' },
    ]);
    await passTime(2_000);
    expect(await screen.findByText('0 de 2 ingressos enviados')).toBeVisible();

    tickets.answer = orderTicketsAnswer(ID, [ANA, BRUNO]);
    await passTime(2_000);
    expect(await screen.findByText('2 de 2 ingressos enviados')).toBeVisible();
    expect(screen.getByText('Enviamos a confirmação para o seu email')).toBeVisible();
    const asked = tickets.asked.length;
    await passTime(2_500);
    expect(tickets.asked).toHaveLength(asked);
  });

  it.each([
    ['Na fila', 'Enviando a confirmação para financeiro@acme.com.br...'],
    [
      'Tentando novamente',
      'Ainda não conseguimos enviar a confirmação para financeiro@acme.com.br; estamos tentando novamente.',
    ],
    [
      'Devolvido',
      'A confirmação não foi entregue em financeiro@acme.com.br: o endereço recusou a mensagem.',
    ],
  ] as const)("says where the summary is while not sent: '%s'", async (situacao, text) => {
    serveOrder(paid);
    tickets.answer = orderTicketsAnswer(ID, [ANA], {
      resumo: { email: 'financeiro@acme.com.br', situacao },
    });
    visit(`?pedido=${ID}`);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByText('Enviamos a confirmação para o seu email')).toBeNull();
  });

  it("'Reenviar ingressos por e-mail' sends the order's id and says so in a toast", async () => {
    const user = userEvent.setup();
    serveOrder(paid);
    visit(`?pedido=${ID}`);
    await ticketList();
    await user.click(screen.getByRole('button', { name: 'Reenviar ingressos por e-mail' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.ticketsResent)).toBeVisible();
    expect(tickets.resends).toEqual([{ codigoIngresso: ID }]);
  });

  it.each([
    [429, RESEND_LIMIT_MESSAGE],
    [409, ACCOUNT_MESSAGES.orderNotPaid],
  ] as const)('shows the message of a re-send refused with %i', async (status, message) => {
    const user = userEvent.setup();
    serveOrder(paid);
    tickets.resendStatus = status;
    visit(`?pedido=${ID}`);
    await ticketList();
    const button = screen.getByRole('button', { name: 'Reenviar ingressos por e-mail' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(button).toHaveAccessibleDescription(message);
  });

  it('corrects a bounced address: checked here, sent, a toast, the list asked again', async () => {
    const user = userEvent.setup();
    serveOrder(paid);
    tickets.answer = orderTicketsAnswer(ID, [
      ANA,
      {
        nome: 'Bruno Lima',
        email: 'bruno.lima@acme.con.br',
        situacao: 'Devolvido',
        motivo: '550 5.1.1 Usuário desconhecido',
      },
    ]);
    visit(`?pedido=${ID}`);
    const list = await ticketList();
    const bruno = rows(list)[1]!;
    expect(bruno).toHaveTextContent('Devolvido');
    expect(bruno).toHaveTextContent(
      'O e-mail não foi entregue neste endereço: 550 5.1.1 Usuário desconhecido',
    );
    // Only the bounced one can be corrected.
    expect(within(rows(list)[0]!).queryByRole('form')).toBeNull();
    const form = await within(bruno).findByRole('form', {
      name: 'Corrigir o e-mail de Bruno Lima',
    });
    const field = within(form).getByLabelText('E-mail correto de Bruno Lima');
    expect(field).toHaveValue('bruno.lima@acme.con.br');

    await user.clear(field);
    await user.type(field, 'bruno.lima@');
    await user.click(within(form).getByRole('button', { name: 'Corrigir e reenviar' }));
    expect(field).toHaveAccessibleDescription('E-mail inválido');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(tickets.corrections).toEqual([]);

    await user.clear(field);
    await user.type(field, ' Bruno.Lima@Acme.com.br ');
    const asked = tickets.asked.length;
    tickets.answer = orderTicketsAnswer(ID, [ANA, { ...BRUNO, situacao: 'Na fila' }]);
    await user.click(within(form).getByRole('button', { name: 'Corrigir e reenviar' }));
    expect(await screen.findByText(TICKET_MESSAGES.emailCorrected)).toBeVisible();
    expect(tickets.corrections).toEqual([
      {
        orderId: ID,
        ticketId: '7a1c0000-0000-4000-8000-000000000002',
        body: { email: 'bruno.lima@acme.com.br' },
      },
    ]);
    await waitFor(() => expect(tickets.asked.length).toBeGreaterThan(asked));
    await waitFor(() =>
      expect(rows(screen.getByRole('list', { name: 'Ingressos do pedido' }))[1]).toHaveTextContent(
        'Na fila',
      ),
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it.each([
    [409, TICKET_MESSAGES.onlyBouncedCanBeCorrected],
    [400, 'E-mail inválido'],
  ] as const)('shows a correction refused with %i under the field', async (status, message) => {
    const user = userEvent.setup();
    serveOrder(paid);
    tickets.correctionStatus = status;
    tickets.answer = orderTicketsAnswer(ID, [{ ...BRUNO, situacao: 'Devolvido' }]);
    visit(`?pedido=${ID}`);
    const form = await screen.findByRole('form', { name: 'Corrigir o e-mail de Bruno Lima' });
    const field = within(form).getByLabelText('E-mail correto de Bruno Lima');
    await user.clear(field);
    await user.type(field, 'bruno@acme.com.br');
    await user.click(within(form).getByRole('button', { name: 'Corrigir e reenviar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(tickets.corrections).toHaveLength(1);
  });

  it('says when the tickets cannot be read, and asks again on request', async () => {
    serveOrder(paid);
    allowConsoleError(/Erro ao buscar ingressos do pedido/);
    let fail = true;
    server.use(
      http.get('/api/pedidos/:id/ingressos', () =>
        fail
          ? HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })
          : HttpResponse.json(orderTicketsAnswer(ID, [ANA])),
      ),
    );
    visit(`?pedido=${ID}`);
    expect(await screen.findByText('Não foi possível consultar os ingressos agora.')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1 de 1 ingresso enviado')).toBeVisible();
  });
});

describe('/confirmacao: refunds (issue 12)', () => {
  it("shows a duplicate payment's refund on the paid order, in R$ and pt-BR dates", async () => {
    serveOrder({
      ...paid,
      estornos: [
        {
          metodo: 'pix',
          valor_centavos: 332_271,
          motivo: 'duplicado',
          situacao: 'estornado',
          estornado_em: '2026-05-10T15:04:00Z',
        },
        {
          metodo: 'credit-card',
          valor_centavos: 109_700,
          motivo: 'duplicado',
          situacao: 'em andamento',
          estornado_em: null,
        },
      ],
    });
    visit(`?pedido=${ID}`);
    const refunds = await screen.findByRole('region', { name: 'Estornos' });
    expect(within(refunds).getByText('Estorno de R$ 3.322,71 em 10 de Maio, 2026')).toBeVisible();
    expect(refunds).toHaveTextContent(/PIX · Pagamento em duplicidade: o pedido já estava pago/);
    expect(within(refunds).getByText('Estorno de R$ 1.097,00 em andamento')).toBeVisible();
  });

  it('shows no refund section without refunds', async () => {
    serveOrder(paid);
    visit(`?pedido=${ID}`);
    await ticketList();
    expect(screen.queryByRole('region', { name: /Estorno/ })).toBeNull();
  });

  it('shows the refund of a payment that came after the hold ended', async () => {
    serveOrder({
      ...paid,
      status: 'expired',
      pagamento: { ...paid.pagamento!, status: 'REFUNDED' },
      estornos: [
        {
          metodo: 'pix',
          valor_centavos: 332_271,
          motivo: 'atrasado',
          situacao: 'estornado',
          estornado_em: '2026-05-11T02:30:00Z',
        },
      ],
    });
    visit(`?pedido=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento não confirmado' }),
    ).toBeVisible();
    const refund = screen.getByRole('region', { name: 'Estorno' });
    // 02:30 UTC is still the 10th in São Paulo.
    expect(refund).toHaveTextContent('Estorno de R$ 3.322,71 em 10 de Maio, 2026');
    expect(refund).toHaveTextContent(/depois que a reserva terminou/);
    expect(tickets.asked).toEqual([]);
  });
});
