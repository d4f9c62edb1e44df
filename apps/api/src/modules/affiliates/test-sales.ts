import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { instalmentOption } from '@bilheteria/domain/instalments';
import { checkoutSteps, PARTICIPANT } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import type { TestContext } from '../../test/test-context';

/** Tests' helper: a card sale through an affiliate's link, as a buyer's browser makes it. */
export async function saleThroughLink(
  ctx: TestContext,
  options: {
    /** Seats per ticket type id. */
    seats: { id: string; quantity: number }[];
    code: string | null;
    browser?: TestBrowser;
    coupon?: string;
    instalments?: number;
    /** Who pays (the card payer's e-mail). */
    payerEmail?: string;
  },
): Promise<OrderView> {
  const browser = options.browser ?? ctx.newBrowser();
  const steps = checkoutSteps(ctx);
  const held = await browser.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      tickets: options.seats.map((seat) => ({
        id_ticket: seat.id,
        quantidade_produto: seat.quantity,
      })),
      codigo_afiliado: options.code,
    },
  });
  if (held.statusCode !== 201) throw new Error(`hold answered ${held.body}`);
  let order = held.json<OrderView>();
  const count = options.seats.reduce((sum, seat) => sum + seat.quantity, 0);
  for (let position = 1; position <= count; position += 1) {
    const saved = await browser.inject({
      method: 'POST',
      url: '/api/comprador',
      payload: {
        ...PARTICIPANT,
        Email: `participante${position}-${randomUUID().slice(0, 8)}@empresa.com.br`,
        id_pedido: order.id,
        posicao: position,
      },
    });
    if (saved.statusCode >= 300) throw new Error(`participant answered ${saved.body}`);
  }
  if (options.coupon) {
    const applied = await browser.inject({
      method: 'POST',
      url: '/api/cupom-desconto/valida-cupom/',
      payload: { nome_cupom: options.coupon, id_pedido: order.id },
    });
    if (applied.statusCode !== 200) throw new Error(`coupon answered ${applied.body}`);
    order = await steps.orderView(order.id, browser);
  }
  const instalments = options.instalments ?? 1;
  const option = instalmentOption(order.total_centavos, instalments);
  const paid = await steps.pay(
    'pagar',
    {
      ...steps.payerFields(order, options.seats[0]!.id, await steps.botToken()),
      ...(options.payerEmail ? { email_cliente: options.payerEmail } : {}),
      encrypted: await steps.encryptCard('4539620659922097'),
      quantidade_parcelas: instalments,
      valor_parcela: option.instalmentCents,
    },
    { browser },
  );
  if (paid.statusCode !== 200) throw new Error(`payment answered ${paid.body}`);
  await ctx.app.jobs.drain();
  return order;
}
