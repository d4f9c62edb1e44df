import { IDEMPOTENCY_KEY_PATTERN } from '@bilheteria/domain/checkout-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { REFUND_MESSAGES } from '@bilheteria/domain/refund-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { refundOfChoiceCents } from '@/features/orders';
import { allowConsoleError } from '@/test/console-errors';
import { serveParticipants, serveReport } from '../test/report-test-api';
import {
  ORDER_A,
  order,
  orderRows,
  serveCancellation,
  serveOrders,
  serveRefund,
} from '../test/refund-test-api';
import { dialog, REPORT_ROUTE, rowTexts, rowWith, SLOW, visitReport } from '../test/visit-report';

const ORDERS_ROUTE = `${REPORT_ROUTE}?aba=pedidos`;
const ordersTable = () => screen.findByRole('table', { name: 'Pedidos do evento' }, SLOW);

/** Order 1042 after its tickets at `positions` were refunded (`situacao` of the new refund). */
function refunded(positions: number[], situacao: 'pendente' | 'concluido' = 'pendente') {
  const before = orderRows[0]!;
  const all = positions.length === before.ingressos.length;
  const valor = refundOfChoiceCents(before, positions);
  return order({
    id: ORDER_A,
    status: all ? 'refunded' : 'paid',
    reembolsado_centavos: valor,
    ingressos: before.ingressos.map((ticket) =>
      positions.includes(ticket.posicao) ? { ...ticket, status: 'canceled' as const } : ticket,
    ),
    reembolsos: [
      {
        id: 'r-new',
        valor_centavos: valor,
        metodo: 'credit-card',
        situacao,
        motivo: 'organizador',
        ingressos: positions,
        criado_em: '2026-05-05T13:00:00.000Z',
        concluido_em: null,
      },
    ],
  });
}

/** The report's API; the orders as the server has them now (a refund changes `orders.rows`). */
function serveAll() {
  const report = serveReport();
  serveParticipants();
  serveCancellation();
  const orders = { rows: [...orderRows] };
  const asked = serveOrders((query) => {
    const busca = query.get('busca') ?? '';
    const rows = orders.rows.filter((row) => String(row.numero).includes(busca));
    return { pedidos: rows, pagina: 1, por_pagina: 20, total: rows.length };
  });
  /** The server refunds order 1042 with `answer`'s order (a Response refunds nothing). */
  const refundWith = (answer: Parameters<typeof serveRefund>[0]) =>
    serveRefund((request) => {
      const body = answer(request);
      if (!(body instanceof Response)) {
        orders.rows = orders.rows.map((row) => (row.id === body.id ? body : row));
      }
      return body;
    });
  return { report, asked, refundWith };
}

describe("the report's orders (issue 18)", () => {
  it('lists each order with what was paid and refunded, its status and its refunds', async () => {
    serveAll();
    visitReport(ORDERS_ROUTE);
    const table = await ordersTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pedido', 'Comprador', 'Pagamento', 'Total pago', 'Reembolsado', 'Status', 'Ações']);
    expect(rowTexts(table)).toEqual([
      [
        'Pedido nº 104201 de Maio, 2026 às 10:00',
        'Bruno Compradorbruno@example.com',
        'Cartão de crédito',
        'R$ 300,00',
        'R$ 0,00',
        'Pago',
        'Reembolsar',
      ],
      [
        'Pedido nº 104301 de Maio, 2026 às 10:00',
        'Ana Souzaana@example.com',
        'PIX',
        'R$ 100,00',
        'R$ 100,00',
        'CanceladoR$ 100,00ReembolsadoPedido pelo comprador · 1 ingresso',
        '',
      ],
      [
        'Pedido nº 104401 de Maio, 2026 às 10:00',
        'Carla Diascarla@example.com',
        'Boleto',
        'R$ 200,00',
        'R$ 100,00',
        'PagoR$ 100,00A pagar pelo organizadorReembolso pelo organizador · 1 ingresso',
        'Reembolsar',
      ],
    ]);
    // A refunded order has nothing left to refund.
    expect(within(rowWith(table, '1043')).queryByRole('button')).toBeNull();
    expect(
      within(rowWith(table, '1042')).getByRole('button', { name: 'Reembolsar' }),
    ).toHaveAccessibleDescription('Pedido nº 1042');
    expect(screen.getByRole('heading', { name: /^Pedidos/ })).toHaveTextContent(
      'Pedidos(3 pedidos)',
    );

    // On a phone, a card per order with the same figures.
    const cards = screen.getByRole('list', { name: 'Pedidos do evento' });
    const card = within(cards).getByRole('article', { name: 'Pedido nº 1043' });
    expect(card).toHaveTextContent('Cancelado');
    expect(within(card).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  });

  it('opens from its tab, which starts without the last list’s search', async () => {
    const user = userEvent.setup();
    const { asked } = serveAll();
    visitReport(`${REPORT_ROUTE}?busca=ana`);
    await screen.findByRole('table', { name: 'Participantes' }, SLOW);
    await user.click(screen.getByRole('tab', { name: 'Pedidos' }));
    await ordersTable();
    expect(screen.getByTestId('location')).toHaveTextContent(ORDERS_ROUTE);
    expect(asked.map((query) => query.toString())).toEqual(['pagina=1']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), '1044{Enter}');
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Pedidos do evento' }))).toHaveLength(1),
    );
    expect(asked.at(-1)?.toString()).toBe('pagina=1&busca=1044');
    expect(screen.getByTestId('location')).toHaveTextContent(`${ORDERS_ROUTE}&busca=1044`);
  });

  it('refunds some tickets: only the ticked ones are sent, and the figures are asked again', async () => {
    const user = userEvent.setup();
    const { report, refundWith } = serveAll();
    const requests = refundWith(({ body }) =>
      refunded((body as { ingressos: number[] }).ingressos),
    );
    visitReport(ORDERS_ROUTE);
    const table = await ordersTable();
    await user.click(within(rowWith(table, '1042')).getByRole('button', { name: 'Reembolsar' }));

    const box = await dialog();
    expect(
      within(box).getByRole('heading', { name: 'Reembolsar o pedido nº 1042?' }),
    ).toBeVisible();
    const boxes = within(box).getAllByRole('checkbox');
    expect(boxes.map((checkbox) => checkbox.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(box).toHaveTextContent('Reembolso total: R$ 300,00.');
    await user.click(
      within(box).getByRole('checkbox', { name: 'Ingresso 2 · Lote 1 · Ana Souza' }),
    );
    // Tickets 1 and 3 are R$ 240,00 of the R$ 320,00 of prices: that share of the R$ 300,00 paid.
    expect(box).toHaveTextContent('Reembolso parcial: 2 de 3 ingressos, R$ 225,00.');

    const askedBefore = report.count;
    await user.click(within(box).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(
      await screen.findByText('Ingressos cancelados. O reembolso está em andamento.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([
      {
        orderId: ORDER_A,
        idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
        body: { ingressos: [1, 3] },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = rowWith(await ordersTable(), '1042');
    expect(row).toHaveTextContent('R$ 225,00Reembolso em andamento');
    // Something is left: 'Reembolsar' stays, and has the focus back.
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Reembolsar' })).toHaveFocus(),
    );
    await waitFor(() => expect(report.count).toBeGreaterThan(askedBefore));
  });

  it('refunds the whole order without naming tickets; its button goes and the focus goes to the list', async () => {
    const user = userEvent.setup();
    const { refundWith } = serveAll();
    const requests = refundWith(() => refunded([1, 2, 3], 'concluido'));
    visitReport(ORDERS_ROUTE);
    const table = await ordersTable();
    await user.click(within(rowWith(table, '1042')).getByRole('button', { name: 'Reembolsar' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(await screen.findByText(REFUND_MESSAGES.refundDone)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({});

    const row = rowWith(await ordersTable(), '1042');
    await waitFor(() => expect(within(row).queryByRole('button')).toBeNull());
    expect(row).toHaveTextContent('Cancelado');
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Pedidos/ })).toHaveFocus());
  });

  it('says it refunds what is left once part of the order was refunded', async () => {
    const user = userEvent.setup();
    serveAll();
    const partly = refunded([2], 'concluido');
    serveOrders(() => ({ pedidos: [partly], pagina: 1, por_pagina: 20, total: 1 }));
    visitReport(ORDERS_ROUTE);
    const table = await ordersTable();
    await user.click(within(rowWith(table, '1042')).getByRole('button', { name: 'Reembolsar' }));
    const box = await dialog();
    const rest = partly.total_pago_centavos - partly.reembolsado_centavos;
    expect(box).toHaveTextContent(
      `Reembolsar o restante: ${formatBRL(rest)} (${formatBRL(partly.reembolsado_centavos)} já reembolsados).`,
    );
    expect(box).not.toHaveTextContent('Reembolso total');
  });

  it('sends the same Idempotency-Key when confirming again after a failure, a new one at the next opening', async () => {
    const user = userEvent.setup();
    const { refundWith } = serveAll();
    let failing = true;
    const requests = refundWith(() =>
      failing
        ? HttpResponse.json(
            { message: 'Serviço de pagamento indisponível. Tente novamente.', errors: [] },
            { status: 503 },
          )
        : refunded([2]),
    );
    visitReport(ORDERS_ROUTE);
    const table = await ordersTable();
    const open = () =>
      user.click(within(rowWith(table, '1042')).getByRole('button', { name: 'Reembolsar' }));
    await open();
    let box = await dialog();
    await user.click(within(box).getByRole('checkbox', { name: /Bruno Comprador/ }));
    await user.click(within(box).getByRole('checkbox', { name: /Carla Dias/ }));
    await user.click(within(box).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Serviço de pagamento indisponível. Tente novamente.',
    );

    failing = false;
    await user.click(within(box).getByRole('button', { name: 'Confirmar reembolso' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests).toHaveLength(2);
    expect(requests[1]!.idempotencyKey).toBe(requests[0]!.idempotencyKey);
    expect(requests.map((request) => request.body)).toEqual([
      { ingressos: [2] },
      { ingressos: [2] },
    ]);

    await open();
    box = await dialog();
    // Tickets 1 and 3 are what is left now.
    expect(within(box).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(box).getByRole('button', { name: 'Confirmar reembolso' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]!.idempotencyKey).not.toBe(requests[0]!.idempotencyKey);
    expect(requests[2]!.body).toEqual({});
  });

  it('warns that a ticket was used at the door, and sends the confirmation the server asks for', async () => {
    const user = userEvent.setup();
    const { refundWith } = serveAll();
    const used = orderRows.find((row) => row.numero === 1044)!;
    const requests = refundWith(() => ({
      ...used,
      status: 'refunded',
      ingressos: used.ingressos.map((ticket) => ({ ...ticket, status: 'canceled' as const })),
    }));
    visitReport(ORDERS_ROUTE);
    const table = await ordersTable();
    await user.click(within(rowWith(table, '1044')).getByRole('button', { name: 'Reembolsar' }));
    const box = await dialog();
    expect(within(box).getByRole('note')).toHaveTextContent(
      'O ingresso de Davi Lima já foi utilizado na entrada do evento.',
    );
    // Unticked, no warning; ticked again, the warning is back.
    await user.click(within(box).getByRole('checkbox', { name: /Davi Lima/ }));
    expect(within(box).queryByRole('note')).toBeNull();
    await user.click(within(box).getByRole('checkbox', { name: /Davi Lima/ }));
    await user.click(within(box).getByRole('button', { name: 'Confirmar reembolso' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({ confirmar_utilizados: true });
  });

  it("says a refusal in the server's words, inside the dialog, and waits for a ticket to be chosen", async () => {
    const user = userEvent.setup();
    serveAll();
    serveRefund(() =>
      HttpResponse.json({ message: REFUND_MESSAGES.ticketsNotIssued, errors: [] }, { status: 409 }),
    );
    visitReport(ORDERS_ROUTE);
    const table = await ordersTable();
    await user.click(within(rowWith(table, '1044')).getByRole('button', { name: 'Reembolsar' }));
    const box = await dialog();
    // Only the ticket not cancelled yet; a boleto goes back by PIX.
    expect(within(box).getAllByRole('checkbox')).toHaveLength(1);
    expect(box).toHaveTextContent('Pago com boleto');
    const confirm = within(box).getByRole('button', { name: 'Confirmar reembolso' });
    await user.click(within(box).getByRole('checkbox', { name: /Davi Lima/ }));
    expect(confirm).toBeDisabled();
    expect(box).toHaveTextContent(REFUND_MESSAGES.positionsInvalid);
    await user.click(within(box).getByRole('checkbox', { name: /Davi Lima/ }));
    await user.click(confirm);
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      REFUND_MESSAGES.ticketsNotIssued,
    );
    await user.click(within(box).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar pedidos/);
    serveReport();
    serveCancellation();
    serveOrders(() => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }));
    visitReport(ORDERS_ROUTE);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Não foi possível carregar os pedidos.',
    );
  });
});
