import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { SQL } from 'drizzle-orm';
import { coupons } from '../../db/schema';
import { signIn, TEST_PASSWORD, type TestAccount } from '../../test/auth';
import { createTestEvent, type TestTicketType } from '../../test/catalog-fixtures';
import { checkoutSteps, PARTICIPANT } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import type { TestContext } from '../../test/test-context';

/** Tests' helpers for the organizer's figures: an organization's events, and sales made as buyers make them. */

export function organizerFixtures(ctx: TestContext) {
  const as = (account: TestAccount | null) => ({
    get: (url: string) => ctx.app.inject({ url, cookies: account?.cookies ?? {} }),
    post: (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url, cookies: account?.cookies ?? {}, headers }),
  });

  /** An event of `owner`'s organization (created by them), 10 days ahead, with these ticket types. */
  async function ownedEvent(
    owner: TestAccount,
    tickets: TestTicketType[] = [{ name: 'Pista', priceCents: 50_000, quantity: 100 }],
    overrides: { title?: string; slug?: string } = {},
  ) {
    return createTestEvent(ctx.database, {
      tickets,
      ...overrides,
      organizationId: owner.user.organizacao!.id,
      organizerId: owner.user.id,
    });
  }

  async function eventCoupon(eventId: string, percent: number) {
    const code = `REL${randomUUID().slice(0, 6).toUpperCase()}`;
    await ctx.database.db.insert(coupons).values({ code, percent, eventId });
    return code;
  }

  /** A reserved order with its participants saved (each one's fields may be given). */
  async function heldOrder(
    seats: { id: string; quantity: number }[],
    options: {
      browser?: TestBrowser;
      code?: string | null;
      participants?: Partial<typeof PARTICIPANT>[];
    } = {},
  ): Promise<OrderView> {
    const browser = options.browser ?? ctx.newBrowser();
    const held = await browser.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        tickets: seats.map((seat) => ({ id_ticket: seat.id, quantidade_produto: seat.quantity })),
        codigo_afiliado: options.code ?? null,
      },
    });
    if (held.statusCode !== 201) throw new Error(`hold answered ${held.body}`);
    const order = held.json<OrderView>();
    const count = seats.reduce((sum, seat) => sum + seat.quantity, 0);
    for (let position = 1; position <= count; position += 1) {
      const saved = await browser.inject({
        method: 'POST',
        url: '/api/comprador',
        payload: {
          ...PARTICIPANT,
          Email: `participante${position}-${randomUUID().slice(0, 8)}@empresa.com.br`,
          ...options.participants?.[position - 1],
          id_pedido: order.id,
          posicao: position,
        },
      });
      if (saved.statusCode >= 300) throw new Error(`participant answered ${saved.body}`);
    }
    return order;
  }

  /** A held order paid by PIX in the sandbox ("simular pagamento"), jobs run. */
  async function paidByPix(
    seats: { id: string; quantity: number }[],
    options: { browser?: TestBrowser; participants?: Partial<typeof PARTICIPANT>[] } = {},
  ) {
    const browser = options.browser ?? ctx.newBrowser();
    const order = await heldOrder(seats, { ...options, browser });
    const steps = checkoutSteps(ctx);
    const pix = await steps.generate('pix', order, seats[0]!.id, { browser });
    if (pix.statusCode !== 200) throw new Error(`pix answered ${pix.body}`);
    const simulated = await steps.simulatePayment(order.id, browser);
    if (simulated.statusCode >= 300) throw new Error(`simulate answered ${simulated.body}`);
    await ctx.app.jobs.drain();
    return order;
  }

  /** A browser signed in as the account, through the login form's API. */
  async function browserOf(account: TestAccount): Promise<TestBrowser> {
    const browser = ctx.newBrowser();
    const login = await browser.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: TEST_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`login answered ${login.body}`);
    return browser;
  }

  /** Rows of a raw query, for sums computed apart from the code under test. */
  async function rows<T>(query: SQL): Promise<T[]> {
    const result: unknown = await ctx.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  }

  return { as, ownedEvent, eventCoupon, heldOrder, paidByPix, browserOf, rows, signIn };
}
