import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { asc, eq } from 'drizzle-orm';
import { emails, tickets } from '../../db/schema';
import { createTestEvent, type TestTicketType } from '../../test/catalog-fixtures';
import { checkoutSteps, PARTICIPANT } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import type { TestContext } from '../../test/test-context';

/** Tests' helpers for tickets: paid orders with participants of their own, and what they got. */

export interface TestParticipant {
  Nome: string;
  Sobrenome: string;
  Email: string;
}

export const ANA = { Nome: 'Ana', Sobrenome: 'Souza', Email: 'Ana.Souza@Empresa.com.br' };
export const BRUNO = { Nome: 'Bruno', Sobrenome: 'Lima', Email: 'bruno.lima@empresa.com.br' };
export const CARLA = { Nome: 'Carla', Sobrenome: 'Dias', Email: 'carla@outra.com.br' };
/** Who pays (checkoutSteps' payer): the order summary goes there. */
export const PAYER_EMAIL = 'ana@empresa.com.br';

/**
 * A card-paid order through the API: an event `daysAhead` days away (its ticket types), one seat
 * per participant — of `types[i]` when given, else all of the first type — each participant
 * saved at their position. Jobs are not run: the caller drains them.
 */
export async function paidOrder(
  ctx: TestContext,
  participants: TestParticipant[],
  options: {
    browser?: TestBrowser;
    tickets?: TestTicketType[];
    /** Ticket type index per participant (default: all the first). */
    types?: number[];
    daysAhead?: number;
  } = {},
) {
  const { browser = ctx.buyer, daysAhead = 10 } = options;
  const now = Date.now();
  const { event, ticketTypes } = await createTestEvent(ctx.database, {
    tickets: options.tickets ?? [{ name: 'Pista', priceCents: 50_000, quantity: 100 }],
    startsAt: new Date(now + daysAhead * 86_400_000),
    endsAt: new Date(now + daysAhead * 86_400_000 + 9 * 3_600_000),
  });
  const counts = new Map<string, number>();
  participants.forEach((_, index) => {
    const type = ticketTypes[options.types?.[index] ?? 0]!;
    counts.set(type.id, (counts.get(type.id) ?? 0) + 1);
  });
  const held = await browser.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      tickets: [...counts].map(([id, quantity]) => ({
        id_ticket: id,
        quantidade_produto: quantity,
      })),
    },
  });
  if (held.statusCode !== 201) throw new Error(`hold answered ${held.body}`);
  const order = held.json<OrderView>();
  for (const [index, participant] of participants.entries()) {
    const saved = await browser.inject({
      method: 'POST',
      url: '/api/comprador',
      payload: { ...PARTICIPANT, ...participant, id_pedido: order.id, posicao: index + 1 },
    });
    if (saved.statusCode >= 300) throw new Error(`participant answered ${saved.body}`);
  }
  const paid = await checkoutSteps(ctx).payByCard(order, ticketTypes[0]!.id, { browser });
  if (paid.statusCode !== 200) throw new Error(`payment answered ${paid.body}`);
  return { order, event, ticketTypes };
}

export const ticketsOf = (ctx: TestContext, orderId: string) =>
  ctx.database.db
    .select()
    .from(tickets)
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.position));

export const emailsOf = (ctx: TestContext, orderId: string) =>
  ctx.database.db
    .select()
    .from(emails)
    .where(eq(emails.orderId, orderId))
    .orderBy(asc(emails.createdAt), asc(emails.dedupeKey));
