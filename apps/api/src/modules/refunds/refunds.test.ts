import { randomUUID } from 'node:crypto';
import type { AffiliateSignUpResponse } from '@bilheteria/domain/affiliate-contract';
import type { ScannerTicketList } from '@bilheteria/domain/check-in-contract';
import { CHECK_IN_MESSAGES } from '@bilheteria/domain/check-in-texts';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { ActivityFeed, EventReport } from '@bilheteria/domain/organizer-contract';
import {
  REFUND_MESSAGES,
  type EventCancellationProgress,
  type OrderCancellation,
  type OrganizerOrder,
  type RefundsToPay,
} from '@bilheteria/domain/refund-contract';
import { REFUND_RULE_MESSAGES, usedTicketsMessage } from '@bilheteria/domain/refund-rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  affiliateLedgerEntries,
  coupons,
  emails,
  events,
  jobs,
  orders,
  refunds,
  ticketTypes,
  tickets,
} from '../../db/schema';
import { appMetaStore, lazily } from '../../db/app-secrets';
import { createJobWorker } from '../../jobs/worker';
import type { TestAccount } from '../../test/auth';
import { checkoutSteps } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import { useTestApp } from '../../test/test-context';
import { silentLogger, testTargets } from '../../test/test-database';
import { saleThroughLink } from '../affiliates/test-sales';
import { testScanner } from '../check-in/test-scanner';
import { organizerFixtures } from '../organizer-reports/test-organizer';
import { PaymentProviderError, type PaymentProvider } from '../payments';
import { paidOrderFixtures } from '../payments/test-paid-orders';
import {
  createTicketsService,
  DELIVER_TICKET_JOB,
  loadOrCreateTicketSigningKey,
  ORDER_SUMMARY_JOB,
} from '../tickets';

const HOUR = 3_600_000;
/** The jobs that send a paid order's tickets (PDFs attached) and its summary. */
const TICKET_MAIL_JOBS = [DELIVER_TICKET_JOB, ORDER_SUMMARY_JOB] as const;
const DAY = 24 * HOUR;

/**
 * The sandbox as a flaky network sees it: while `failEvery` is set, every n-th refund call fails
 * before reaching the provider (nothing refunded), as an unreachable PagBank would.
 */
function flakyRefunds() {
  const state = { failEvery: 0, calls: 0, failed: 0 };
  const wrap = (provider: PaymentProvider): PaymentProvider => ({
    ...provider,
    name: provider.name,
    getPublicKey: () => provider.getPublicKey(),
    createCardCharge: (input) => provider.createCardCharge(input),
    createPix: (input) => provider.createPix(input),
    createBoleto: (input) => provider.createBoleto(input),
    getOrder: (id) => provider.getOrder(id),
    cancelUnpaid: (id, key) => provider.cancelUnpaid(id, key),
    parseNotification: (body, token) => provider.parseNotification(body, token),
    ...(provider.findByReference
      ? { findByReference: (reference: string) => provider.findByReference!(reference) }
      : {}),
    async refund(id, key, amount) {
      state.calls += 1;
      if (state.failEvery > 0 && state.calls % state.failEvery === 0) {
        state.failed += 1;
        throw new PaymentProviderError('unavailable', 'PagBank indisponível (teste)');
      }
      return provider.refund(id, key, amount);
    },
  });
  return { state, wrap };
}

describe.each(testTargets())('refunds on %s', (target) => {
  // Real time, moved forward past retry delays by `settle`: jobs the database queues at its
  // now() are never in this clock's future.
  let ahead = 0;
  const clock = Object.assign(() => new Date(Date.now() + ahead), {
    advance(ms: number) {
      ahead += ms;
    },
  });
  const flaky = flakyRefunds();
  const ctx = useTestApp(target, {
    clock,
    config: { affiliates: { payableAfterDays: 0 } },
    wrapPaymentProvider: flaky.wrap,
  });
  const fx = organizerFixtures(ctx);
  const steps = checkoutSteps(ctx, clock);
  const paidOrders = paidOrderFixtures(ctx, clock);
  let admin: TestAccount;
  let otherAdmin: TestAccount;
  const scanner = testScanner(ctx, () => admin);

  beforeAll(async () => {
    admin = await fx.signIn(ctx.database, 'admin');
    otherAdmin = await fx.signIn(ctx.database, 'admin');
  });

  /** Runs the jobs until none is due, moving the clock past retry delays when asked. */
  async function settle(rounds = 1) {
    for (let round = 0; round < rounds; round += 1) {
      await ctx.app.jobs.drain();
      // Past the jobs' retry delays (5 s doubling), well inside a session's life.
      clock.advance(10 * 60_000);
    }
    await ctx.app.jobs.drain();
  }

  const cancellation = (orderId: string, browser: TestBrowser) =>
    browser.inject(`/api/pedidos/${orderId}/cancelamento`);

  const cancel = (
    orderId: string,
    browser: TestBrowser,
    body: object = {},
    key: string = randomUUID(),
  ) =>
    browser.inject({
      method: 'POST',
      url: `/api/pedidos/${orderId}/cancelamento`,
      headers: { 'idempotency-key': key },
      payload: body,
    });

  const organizerRefund = (orderId: string, body: object = {}, key = randomUUID(), as = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/organizador/pedidos/${orderId}/reembolso`,
      cookies: as.cookies,
      headers: { 'idempotency-key': key },
      payload: body,
    });

  /** The sandbox's (PagBank's) refunded amount of the order's paid charge. */
  async function providerRefunded(orderId: string): Promise<number> {
    const made = await steps.providerOrdersOf(orderId);
    return made.reduce((sum, row) => {
      const order = row.order as { charges?: { amount: { summary?: { refunded?: number } } }[] };
      return (
        sum +
        (order.charges ?? []).reduce(
          (each, charge) => each + (charge.amount.summary?.refunded ?? 0),
          0,
        )
      );
    }, 0);
  }

  async function seatsOf(ticketTypeId: string) {
    const [row] = await ctx.database.db
      .select({ sold: ticketTypes.sold, reserved: ticketTypes.reserved })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, ticketTypeId));
    return row!;
  }

  const mailTo = (address: string) =>
    ctx.database.db
      .select({ subject: emails.subject, to: emails.toAddress })
      .from(emails)
      .where(eq(emails.toAddress, address));

  /** The order's tickets once issued (a worker woken by the payment may still hold the job). */
  async function issuedTickets(orderId: string, count: number) {
    return vi.waitFor(
      async () => {
        await ctx.app.jobs.drain();
        const rows = await ctx.database.db
          .select({ code: tickets.code, position: tickets.position, email: tickets.holderEmail })
          .from(tickets)
          .where(eq(tickets.orderId, orderId))
          .orderBy(tickets.position);
        expect(rows).toHaveLength(count);
        return rows;
      },
      { timeout: 10_000, interval: 100 },
    );
  }

  /** Runs only the jobs that issue paid orders' tickets: their e-mails wait in the queue. */
  async function issueTicketsOnly(): Promise<void> {
    const db = ctx.database.db;
    const issuing = createTicketsService({
      db,
      signingKey: lazily(() => loadOrCreateTicketSigningKey(appMetaStore(db))),
      baseUrl: 'http://localhost:3000',
    });
    await createJobWorker({
      db,
      handlers: issuing.jobs,
      leaseMs: 120_000,
      logger: silentLogger,
      clock,
    }).drain();
  }

  async function cardSale(
    seats: { id: string; quantity: number }[],
    options: { coupon?: string; code?: string | null; instalments?: number } = {},
  ): Promise<{ order: OrderView; browser: TestBrowser }> {
    const browser = ctx.newBrowser();
    const order = await saleThroughLink(ctx, {
      seats,
      code: options.code ?? null,
      browser,
      ...(options.coupon ? { coupon: options.coupon } : {}),
      ...(options.instalments ? { instalments: options.instalments } : {}),
    });
    return { order, browser };
  }

  it('lets the buyer cancel a card order within 7 days: tickets, seats and money come back once', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { name: 'Pista', priceCents: 30_000, quantity: 10 },
    ]);
    const { order, browser } = await cardSale([{ id: types[0]!.id, quantity: 2 }]);
    expect(await seatsOf(types[0]!.id)).toEqual({ sold: 2, reserved: 0 });

    const before = (await cancellation(order.id, browser)).json<OrderCancellation>();
    expect(before).toMatchObject({
      status: 'paid',
      permitido: true,
      mensagem: null,
      valor_reembolso_centavos: 60_000,
      precisa_chave_pix: false,
    });
    const [{ paidAt } = { paidAt: null }] = await ctx.database.db
      .select({ paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(Date.parse(before.prazo!)).toBe(
      Math.min(Date.parse(before.evento.inicio) - 48 * HOUR, paidAt!.getTime() + 7 * DAY),
    );
    // A stranger learns nothing of the order.
    expect((await cancellation(order.id, ctx.newBrowser())).statusCode).toBe(404);
    expect((await cancel(order.id, ctx.newBrowser())).statusCode).toBe(404);

    const key = randomUUID();
    const [first, again] = await Promise.all([
      cancel(order.id, browser, {}, key),
      cancel(order.id, browser, {}, key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    const answered = first.json<OrderCancellation>();
    expect(answered.status).toBe('refunded');
    expect(answered.reembolsos).toHaveLength(1);
    expect(answered.reembolsos[0]).toMatchObject({
      valor_centavos: 60_000,
      situacao: 'pendente',
      motivo: 'comprador',
      ingressos: [1, 2],
    });
    expect(answered.ingressos.map((ticket) => ticket.status)).toEqual(['canceled', 'canceled']);
    expect(await seatsOf(types[0]!.id)).toEqual({ sold: 0, reserved: 0 });
    expect((await steps.orderView(order.id, browser)).status).toBe('refunded');

    await settle();
    const after = await vi.waitFor(async () => {
      const view = (await cancellation(order.id, browser)).json<OrderCancellation>();
      expect(view.reembolsos.map((refund) => refund.situacao)).toEqual(['concluido']);
      return view;
    });
    expect(after.reembolsado_centavos).toBe(60_000);
    await vi.waitFor(async () => expect(await providerRefunded(order.id)).toBe(60_000));

    // Asked again with another key: nothing is left to refund.
    const more = await cancel(order.id, browser);
    expect(more.statusCode).toBe(409);
    expect(more.json<{ message: string }>().message).toBe(REFUND_RULE_MESSAGES.nothingLeft);
    await vi.waitFor(async () => expect(await providerRefunded(order.id)).toBe(60_000));

    // Everyone is told: the payer and each participant.
    expect((await mailTo('ana@empresa.com.br')).map((mail) => mail.subject)).toContain(
      `Reembolso do pedido ${order.numero}: ${event.title}`,
    );
    const holders = await ctx.database.db
      .select({ email: tickets.holderEmail })
      .from(tickets)
      .where(eq(tickets.orderId, order.id));
    for (const holder of holders) {
      expect((await mailTo(holder.email)).map((mail) => mail.subject)).toContain(
        `Ingresso cancelado: ${event.title}`,
      );
    }
  });

  it('refuses the buyer 48 h before the event and after 7 days, but not the organizer', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { name: 'Pista', priceCents: 10_000, quantity: 10 },
    ]);
    const { order, browser } = await cardSale([{ id: types[0]!.id, quantity: 1 }]);
    await ctx.app.jobs.drain();
    // The event moves to 47 h from now.
    await ctx.database.db
      .update(events)
      .set({ startsAt: new Date(clock().getTime() + 47 * HOUR) })
      .where(eq(events.id, event.id));
    const view = (await cancellation(order.id, browser)).json<OrderCancellation>();
    expect(view).toMatchObject({ permitido: false, mensagem: REFUND_RULE_MESSAGES.tooClose });
    const refused = await cancel(order.id, browser);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(REFUND_RULE_MESSAGES.tooClose);

    // Another organization cannot; nor can a read-only member of the event's own. Its
    // Financeiro can, and the refund is recorded as theirs.
    expect((await organizerRefund(order.id, {}, randomUUID(), otherAdmin)).statusCode).toBe(404);
    const organization = { id: admin.user.organizacao!.id };
    const viewer = await fx.signIn(ctx.database, 'admin', {
      organization: { ...organization, role: 'visualizacao' },
    });
    expect((await organizerRefund(order.id, {}, randomUUID(), viewer)).statusCode).toBe(403);
    const finance = await fx.signIn(ctx.database, 'admin', {
      organization: { ...organization, role: 'financeiro' },
    });
    const refunded = await organizerRefund(order.id, {}, randomUUID(), finance);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<OrganizerOrder>()).toMatchObject({
      status: 'refunded',
      reembolsos: [{ motivo: 'organizador', valor_centavos: 10_000 }],
    });
    const [recorded] = await ctx.database.db
      .select({ requestedBy: refunds.requestedBy })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    expect(recorded!.requestedBy).toBe(finance.user.id);

    // Day 7 is the last: a moment after it, the buyer's right of regret has ended.
    const later = await fx.ownedEvent(admin, [{ priceCents: 10_000, quantity: 10 }], {});
    await ctx.database.db
      .update(events)
      .set({
        startsAt: new Date(clock().getTime() + 30 * DAY),
        endsAt: new Date(clock().getTime() + 31 * DAY),
      })
      .where(eq(events.id, later.event.id));
    const bought = await cardSale([{ id: later.ticketTypes[0]!.id, quantity: 1 }]);
    const paidDaysAgo = (ms: number) =>
      ctx.database.db
        .update(orders)
        .set({ paidAt: new Date(clock().getTime() - ms) })
        .where(eq(orders.id, bought.order.id));
    // (A minute's margin: the clock is real time, it moves while the test runs.)
    await paidDaysAgo(7 * DAY - 60_000);
    expect(
      (await cancellation(bought.order.id, bought.browser)).json<OrderCancellation>().permitido,
    ).toBe(true);
    await paidDaysAgo(7 * DAY + 1);
    const late = await cancel(bought.order.id, bought.browser);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(REFUND_RULE_MESSAGES.windowOver);
  });

  it('refunds once when two members of the organization press Reembolsar at once', async () => {
    const { ticketTypes: types } = await fx.ownedEvent(admin, [
      { priceCents: 25_000, quantity: 10 },
    ]);
    const { order } = await cardSale([{ id: types[0]!.id, quantity: 2 }]);
    const finance = await fx.signIn(ctx.database, 'admin', {
      organization: { id: admin.user.organizacao!.id, role: 'financeiro' },
    });
    // Two people, two tabs, two keys: the order's lock lets one refund through.
    const answers = await Promise.all([
      organizerRefund(order.id, {}, randomUUID(), admin),
      organizerRefund(order.id, {}, randomUUID(), finance),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await settle();
    const made = await ctx.database.db
      .select({ amount: refunds.amountCents })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    expect(made).toEqual([{ amount: 50_000 }]);
    expect(await providerRefunded(order.id)).toBe(50_000);
    expect(await seatsOf(types[0]!.id)).toEqual({ sold: 0, reserved: 0 });
  });

  it('refunds some tickets of an order: shares add up to what was charged, coupon back with the last', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { name: 'Pista', priceCents: 10_001, quantity: 10 },
      { name: 'VIP', priceCents: 33_333, quantity: 10 },
    ]);
    const code = await fx.eventCoupon(event.id, 10);
    const { order } = await cardSale(
      [
        { id: types[0]!.id, quantity: 2 },
        { id: types[1]!.id, quantity: 1 },
      ],
      { coupon: code, instalments: 3 },
    );
    await issuedTickets(order.id, 3);
    const [paidOrder] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    const charged = (await steps.paymentsOf(order.id)).find(
      (payment) => payment.id === paidOrder!.paidByPaymentId,
    )!.amountCents;
    const [couponRow] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(couponRow!.uses).toBe(1);

    // Position 1 first, then 3, then 2: every partial refund is the organizer's.
    const amounts: number[] = [];
    for (const position of [1, 3, 2]) {
      const answer = await organizerRefund(order.id, { ingressos: [position] });
      expect(answer.statusCode).toBe(200);
      const view = answer.json<OrganizerOrder>();
      amounts.push(view.reembolsos.at(-1)!.valor_centavos);
      const [stillHeld] = await ctx.database.db
        .select({ uses: coupons.uses })
        .from(coupons)
        .where(eq(coupons.code, code));
      expect(stillHeld!.uses).toBe(position === 2 ? 0 : 1);
    }
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(charged);
    expect(amounts.every((amount) => amount > 0)).toBe(true);
    // A cancelled position cannot be refunded again.
    const twice = await organizerRefund(order.id, { ingressos: [1] });
    expect(twice.statusCode).toBe(409);
    await settle();
    await vi.waitFor(async () => expect(await providerRefunded(order.id)).toBe(charged));
    expect(await seatsOf(types[0]!.id)).toEqual({ sold: 0, reserved: 0 });
    expect(await seatsOf(types[1]!.id)).toEqual({ sold: 0, reserved: 0 });
    const [after] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'refunded', refundedCents: paidOrder!.totalCents });
  });

  it('refuses a cancelled ticket at the door, online and in the offline list', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [{ quantity: 10 }]);
    const { order } = await cardSale([{ id: types[0]!.id, quantity: 2 }]);
    const issued = await issuedTickets(order.id, 2);
    expect((await organizerRefund(order.id, { ingressos: [2] })).statusCode).toBe(200);
    const link = await scanner.createLink(event.id);
    const refused = await scanner.scan(link.token, issued[1]!.code);
    expect(refused).toMatchObject({ resultado: 'invalido', motivo: CHECK_IN_MESSAGES.canceled });
    const admitted = await scanner.scan(link.token, issued[0]!.code);
    expect(admitted.resultado).toBe('valido');
    // The list a door keeps for offline use marks it cancelled at its next sync.
    const list = await ctx.app.inject(`/api/check-in/${link.token}/ingressos`);
    const listed = list.json<ScannerTicketList>().ingressos;
    expect(listed.find((ticket) => ticket.codigo === issued[1]!.code)?.status).toBe('canceled');
    expect(listed.find((ticket) => ticket.codigo === issued[0]!.code)?.status).toBe('used');
  });

  it('keeps a ticket used at the door from the buyer, refunds it for the organizer who confirms, and still counts the person inside', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { priceCents: 20_000, quantity: 10 },
    ]);
    const { order, browser } = await cardSale([{ id: types[0]!.id, quantity: 3 }]);
    const { order: other } = await cardSale([{ id: types[0]!.id, quantity: 1 }]);
    const issued = await issuedTickets(order.id, 3);
    const [otherTicket] = await issuedTickets(other.id, 1);
    const link = await scanner.createLink(event.id);
    expect((await scanner.scan(link.token, issued[0]!.code)).resultado).toBe('valido');
    expect((await scanner.scan(link.token, otherTicket!.code)).resultado).toBe('valido');
    expect(await scanner.occupancy(event.id)).toMatchObject({ presentes: 2, total: 4 });
    const [used] = await ctx.database.db
      .select({ position: tickets.position, holderName: tickets.holderName })
      .from(tickets)
      .where(and(eq(tickets.orderId, order.id), eq(tickets.position, 1)));

    // The buyer: not the used ticket, whether named or in "all of them".
    const view = (await cancellation(order.id, browser)).json<OrderCancellation>();
    expect(view).toMatchObject({ permitido: true, valor_reembolso_centavos: 40_000 });
    expect(view.ingressos.map((ticket) => ticket.status)).toEqual(['used', 'valid', 'valid']);
    for (const body of [{}, { ingressos: [1] }, { ingressos: [1, 2] }]) {
      const refused = await cancel(order.id, browser, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        usedTicketsMessage('buyer', [used!]),
      );
    }
    expect((await cancel(order.id, browser, { ingressos: [2, 3] })).statusCode).toBe(200);
    expect((await cancellation(order.id, browser)).json<OrderCancellation>()).toMatchObject({
      permitido: false,
      mensagem: REFUND_RULE_MESSAGES.ticketsUsed,
    });
    expect(await scanner.occupancy(event.id)).toMatchObject({ presentes: 2, total: 2 });

    // The organizer: only once told it was used.
    const unconfirmed = await organizerRefund(order.id, { ingressos: [1] });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json<{ message: string }>().message).toBe(
      usedTicketsMessage('organizer', [used!]),
    );
    expect(unconfirmed.json<{ message: string }>().message).toContain('já foi utilizado');
    const confirmed = await organizerRefund(order.id, { confirmar_utilizados: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<OrganizerOrder>().status).toBe('refunded');

    // The person who went in is still inside; the ticket lets no one else in.
    expect(await scanner.occupancy(event.id)).toMatchObject({
      presentes: 2,
      total: 2,
      por_tipo: [expect.objectContaining({ presentes: 2, total: 2 })],
      por_portao: [expect.objectContaining({ presentes: 2 })],
    });
    const report = await fx.as(admin).get(`/api/organizador/eventos/${event.id}/relatorio`);
    expect(report.json<EventReport>().occupancy).toEqual({ checkedIn: 2, valid: 2 });
    expect((await scanner.scan(link.token, issued[0]!.code)).resultado).toBe('invalido');
  });

  it('reverses the affiliate commission of the refunded tickets only', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { name: 'Pista', priceCents: 20_000, quantity: 10 },
    ]);
    const account = await fx.signIn(ctx.database, 'user');
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/afiliados',
      cookies: account.cookies,
      payload: {
        fullName: 'Marina Costa',
        email: account.user.email,
        cpf: '529.982.247-25',
        phone: '(11) 98765-4321',
        bankDetails: { tipo: 'pix', tipo_chave: 'email', chave: account.user.email },
      },
    });
    const affiliateCode = signedUp.json<AffiliateSignUpResponse>().codigo;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/afiliados/me/eventos/${event.id}`,
      cookies: account.cookies,
    });
    const { order } = await cardSale([{ id: types[0]!.id, quantity: 2 }], { code: affiliateCode });
    await issuedTickets(order.id, 2);
    const sum = async () => {
      const [row] = await ctx.database.db
        .select({
          total: sql<number>`coalesce(sum(${affiliateLedgerEntries.amountCents}), 0)::int`,
        })
        .from(affiliateLedgerEntries)
        .where(eq(affiliateLedgerEntries.orderId, order.id));
      return row!.total;
    };
    const full = await vi.waitFor(async () => {
      const recorded = await sum();
      expect(recorded).toBeGreaterThan(0);
      return recorded;
    });
    await organizerRefund(order.id, { ingressos: [1] });
    expect(await sum()).toBe(full / 2);
    await organizerRefund(order.id);
    expect(await sum()).toBe(0);
  });

  it('refunds a PIX order through the provider and a boleto by a PIX key the organizer pays', async () => {
    const { ticketTypes: types } = await fx.ownedEvent(admin, [
      { priceCents: 15_000, quantity: 10 },
    ]);
    const pixBrowser = ctx.newBrowser();
    const pixOrder = await fx.paidByPix([{ id: types[0]!.id, quantity: 1 }], {
      browser: pixBrowser,
    });
    expect((await cancel(pixOrder.id, pixBrowser)).statusCode).toBe(200);
    await settle();
    await vi.waitFor(async () => expect(await providerRefunded(pixOrder.id)).toBe(15_000));

    // Boleto: no way back but a PIX transfer.
    const browser = ctx.newBrowser();
    const order = await fx.heldOrder([{ id: types[0]!.id, quantity: 1 }], { browser });
    const boleto = await steps.generate('boleto', order, types[0]!.id, { browser });
    expect(boleto.statusCode).toBe(200);
    expect((await steps.simulatePayment(order.id, browser)).statusCode).toBeLessThan(300);
    await ctx.app.jobs.drain();
    const missingKey = await cancel(order.id, browser);
    expect(missingKey.statusCode).toBe(400);
    expect(missingKey.json<{ message: string }>().message).toBe(REFUND_MESSAGES.pixKeyRequired);
    const badKey = await cancel(order.id, browser, { chave_pix: 'não é chave' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
      REFUND_MESSAGES.pixKeyInvalid,
    );
    const done = await cancel(order.id, browser, { chave_pix: 'ana@empresa.com.br' });
    expect(done.statusCode).toBe(200);
    expect(done.json<OrderCancellation>().reembolsos[0]).toMatchObject({
      situacao: 'a_pagar',
      valor_centavos: 15_000,
    });
    await settle();
    await vi.waitFor(async () => expect(await providerRefunded(order.id)).toBe(0));

    const list = await fx.as(admin).get('/api/organizador/reembolsos-a-pagar');
    const row = list
      .json<RefundsToPay>()
      .reembolsos.find((refund) => refund.pedido_id === order.id);
    expect(row).toMatchObject({ chave_pix: 'ana@empresa.com.br', situacao: 'a_pagar' });
    expect(
      (await fx.as(otherAdmin).get('/api/organizador/reembolsos-a-pagar'))
        .json<RefundsToPay>()
        .reembolsos.some((refund) => refund.pedido_id === order.id),
    ).toBe(false);
    expect(
      (await fx.as(otherAdmin).post(`/api/organizador/reembolsos/${row!.id}/pago`)).statusCode,
    ).toBe(404);
    const paid = await fx.as(admin).post(`/api/organizador/reembolsos/${row!.id}/pago`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ situacao: 'concluido' });
    expect(
      (await fx.as(admin).post(`/api/organizador/reembolsos/${row!.id}/pago`)).statusCode,
    ).toBe(409);
  });

  it('reports refunded money as Devolvido once back with the buyer and A devolver while it waits', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { priceCents: 10_000, quantity: 10 },
    ]);
    const { order: card } = await cardSale([{ id: types[0]!.id, quantity: 1 }]);
    const browser = ctx.newBrowser();
    const boletoOrder = await fx.heldOrder([{ id: types[0]!.id, quantity: 2 }], { browser });
    expect(
      (await steps.generate('boleto', boletoOrder, types[0]!.id, { browser })).statusCode,
    ).toBe(200);
    expect((await steps.simulatePayment(boletoOrder.id, browser)).statusCode).toBeLessThan(300);
    await ctx.app.jobs.drain();
    const figures = async () => {
      // Past the few seconds the report's sums may be served again.
      clock.advance(10_000);
      const report = await fx.as(admin).get(`/api/organizador/eventos/${event.id}/relatorio`);
      return report.json<EventReport>().revenue;
    };

    expect((await organizerRefund(card.id)).statusCode).toBe(200);
    await settle();
    // The boleto's money waits for the buyer's PIX key.
    const boleto = await organizerRefund(boletoOrder.id);
    expect(boleto.json<OrganizerOrder>().reembolsos[0]!.situacao).toBe('aguardando_chave');
    expect(await figures()).toMatchObject({
      refundedCents: 30_000,
      refundReturnedCents: 10_000,
      refundPendingCents: 20_000,
    });

    // The key given, the organizer transfers it: back with the buyer.
    const refundId = boleto.json<OrganizerOrder>().reembolsos[0]!.id;
    const keyed = await browser.inject({
      method: 'POST',
      url: `/api/pedidos/${boletoOrder.id}/reembolsos/${refundId}/chave-pix`,
      payload: { chave_pix: 'ana@empresa.com.br' },
    });
    expect(keyed.statusCode).toBe(200);
    expect(await figures()).toMatchObject({
      refundReturnedCents: 10_000,
      refundPendingCents: 20_000,
    });
    expect(
      (await fx.as(admin).post(`/api/organizador/reembolsos/${refundId}/pago`)).statusCode,
    ).toBe(200);
    expect(await figures()).toMatchObject({
      refundedCents: 30_000,
      refundReturnedCents: 30_000,
      refundPendingCents: 0,
    });
  });

  it('keeps a refund pending while the provider is down and finishes it after', async () => {
    const { ticketTypes: types } = await fx.ownedEvent(admin, [
      { priceCents: 12_000, quantity: 10 },
    ]);
    const { order, browser } = await cardSale([{ id: types[0]!.id, quantity: 1 }]);
    await ctx.app.jobs.drain();
    flaky.state.calls = 0;
    flaky.state.failEvery = 1;
    try {
      expect((await cancel(order.id, browser)).statusCode).toBe(200);
      await ctx.app.jobs.drain();
      const pending = (await cancellation(order.id, browser)).json<OrderCancellation>();
      expect(pending.status).toBe('refunded');
      expect(pending.reembolsos[0]!.situacao).toBe('pendente');
      const [row] = await ctx.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, order.id));
      expect(row!.lastError).toBe('PagBank indisponível (teste)');
      await vi.waitFor(async () => expect(await providerRefunded(order.id)).toBe(0));
    } finally {
      flaky.state.failEvery = 0;
    }
    await settle(2);
    await vi.waitFor(async () => {
      const done = (await cancellation(order.id, browser)).json<OrderCancellation>();
      expect(done.reembolsos[0]!.situacao).toBe('concluido');
    });
    await vi.waitFor(async () => expect(await providerRefunded(order.id)).toBe(12_000));
  });

  it('cancels an event of 50 paid orders while every third refund call fails: all refunded once', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { name: 'Pista', priceCents: 5_000, quantity: 60 },
    ]);
    const paid: OrderView[] = [];
    // Five buyers at a time: the machine's two cores overlap their requests. Paid through the
    // payments service (the browser's PIX is the subject of other tests here); their tickets
    // issued, their e-mails parked: sending 50 PDFs of tickets was most of this test's time,
    // and the tickets' own tests (and lock-order.test.ts) prove them.
    for (let batch = 0; batch < 10; batch += 1) {
      paid.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, async () => {
            const order = await fx.heldOrder([{ id: types[0]!.id, quantity: 1 }]);
            await paidOrders.payByPix(order.id);
            return order;
          }),
        )),
      );
    }
    await issueTicketsOnly();
    await ctx.database.db
      .update(jobs)
      .set({ runAt: new Date(clock().getTime() + 30 * DAY) })
      .where(and(inArray(jobs.kind, [...TICKET_MAIL_JOBS]), isNull(jobs.doneAt)));
    await ctx.app.jobs.drain();
    // One more, unpaid, with a PIX code waiting: it is cancelled, its seat freed.
    const waitingBrowser = ctx.newBrowser();
    const waiting = await fx.heldOrder([{ id: types[0]!.id, quantity: 1 }], {
      browser: waitingBrowser,
    });
    expect(
      (await steps.generate('pix', waiting, types[0]!.id, { browser: waitingBrowser })).statusCode,
    ).toBe(200);
    expect(await seatsOf(types[0]!.id)).toEqual({ sold: 50, reserved: 1 });

    flaky.state.calls = 0;
    flaky.state.failed = 0;
    flaky.state.failEvery = 3;
    try {
      expect(
        (await fx.as(otherAdmin).post(`/api/organizador/eventos/${event.id}/cancelamento`))
          .statusCode,
      ).toBe(404);
      const started = await fx.as(admin).post(`/api/organizador/eventos/${event.id}/cancelamento`);
      expect(started.statusCode).toBe(200);
      expect(started.json<EventCancellationProgress>()).toMatchObject({
        total: 50,
        reembolsados: 0,
      });
      // The catalog no longer sells it.
      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
      expect(row).toMatchObject({ status: 'draft' });
      expect(row!.canceledAt).not.toBeNull();

      await ctx.app.jobs.drain();
      const midway = (
        await fx.as(admin).get(`/api/organizador/eventos/${event.id}/cancelamento`)
      ).json<EventCancellationProgress>();
      expect(midway.total).toBe(50);
      expect(midway.reembolsados).toBeLessThan(50);
      expect(midway.falhas.length).toBeGreaterThan(0);
      expect(midway.falhas[0]!.erro).toBe('PagBank indisponível (teste)');

      // 'Tentar novamente' makes the failed ones due now; the provider still fails every third.
      for (let round = 0; round < 10; round += 1) {
        const progress = (
          await fx
            .as(admin)
            .post(`/api/organizador/eventos/${event.id}/cancelamento/tentar-novamente`)
        ).json<EventCancellationProgress>();
        if (progress.reembolsados === 50) break;
        await ctx.app.jobs.drain();
      }
    } finally {
      flaky.state.failEvery = 0;
    }
    expect(flaky.state.failed).toBeGreaterThan(0);
    await settle();
    await vi.waitFor(async () => {
      const final = (
        await fx.as(admin).get(`/api/organizador/eventos/${event.id}/cancelamento`)
      ).json<EventCancellationProgress>();
      expect(final).toMatchObject({ total: 50, reembolsados: 50, em_andamento: 0, falhas: [] });
    });
    for (const order of paid)
      await vi.waitFor(async () => expect(await providerRefunded(order.id)).toBe(5_000));
    const perOrder = await ctx.database.db
      .select({ orderId: refunds.orderId, count: sql<number>`count(*)::int` })
      .from(refunds)
      .where(eq(refunds.eventId, event.id))
      .groupBy(refunds.orderId);
    expect(perOrder).toHaveLength(50);
    expect(perOrder.every((row) => row.count === 1)).toBe(true);
    // The waiting PIX order ended, its seat back; no seat is sold.
    await vi.waitFor(async () => {
      const [ended] = await ctx.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, waiting.id));
      expect(ended!.status).toBe('canceled');
      expect(await seatsOf(types[0]!.id)).toEqual({ sold: 0, reserved: 0 });
    });
    // Every participant is told.
    const told = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emails)
      .where(
        and(
          sql`${emails.subject} = ${`Evento cancelado: ${event.title}`}`,
          sql`${emails.orderId} in (select id from orders where event_id = ${event.id})`,
        ),
      );
    expect(told[0]!.count).toBe(50);
    // Cancelling again changes nothing; the event can no longer be published or edited.
    const again = await fx.as(admin).post(`/api/organizador/eventos/${event.id}/cancelamento`);
    expect(again.json<EventCancellationProgress>().reembolsados).toBe(50);
  }, 120_000);

  it('refunds a payment that arrives for a cancelled event instead of selling the seats', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { priceCents: 8_000, quantity: 5 },
    ]);
    const browser = ctx.newBrowser();
    const order = await fx.heldOrder([{ id: types[0]!.id, quantity: 1 }], { browser });
    expect((await steps.generate('pix', order, types[0]!.id, { browser })).statusCode).toBe(200);
    expect(
      (await fx.as(admin).post(`/api/organizador/eventos/${event.id}/cancelamento`)).statusCode,
    ).toBe(200);
    // Paid before the cancellation's job reached it.
    expect((await steps.simulatePayment(order.id, browser)).statusCode).toBeLessThan(300);
    await settle(2);
    await vi.waitFor(async () => {
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).not.toBe('paid');
    });
    await vi.waitFor(async () => expect(await providerRefunded(order.id)).toBe(8_000));
    expect(await seatsOf(types[0]!.id)).toEqual({ sold: 0, reserved: 0 });
  });

  it('lists the organizer’s orders with their refunds, searchable', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { priceCents: 9_000, quantity: 10 },
    ]);
    const { order } = await cardSale([{ id: types[0]!.id, quantity: 2 }]);
    await issuedTickets(order.id, 2);
    expect((await organizerRefund(order.id, { ingressos: [2] })).statusCode).toBe(200);
    const page = await fx.as(admin).get(`/api/organizador/eventos/${event.id}/pedidos`);
    expect(page.statusCode).toBe(200);
    const body = page.json<{ pedidos: OrganizerOrder[]; total: number }>();
    expect(body.total).toBe(1);
    expect(body.pedidos[0]).toMatchObject({
      numero: order.numero,
      comprador_email: 'ana@empresa.com.br',
      status: 'paid',
      reembolsado_centavos: 9_000,
      ingressos: [
        { posicao: 1, status: 'valid' },
        { posicao: 2, status: 'canceled' },
      ],
    });
    // The report's figures and the activity feed count the refund at once.
    const report = await fx.as(admin).get(`/api/organizador/eventos/${event.id}/relatorio`);
    const figures = report.json<EventReport>();
    expect(figures.revenue).toMatchObject({
      grossCents: 18_000,
      refundedCents: 9_000,
      netCents: 9_000,
      ticketsSold: 1,
      paidOrders: 1,
    });
    expect(figures.byTicketType).toMatchObject([{ sold: 1, revenueCents: 9_000 }]);
    const feed = (await fx.as(admin).get('/api/atividades')).json<ActivityFeed>();
    expect(
      feed.items.find((item) => item.type === 'refund' && item.eventId === event.id),
    ).toMatchObject({
      details: `Pedido nº ${order.numero} · 1 ingresso · R$ 90,00 · reembolsado pelo organizador`,
    });
    const found = await fx
      .as(admin)
      .get(`/api/organizador/eventos/${event.id}/pedidos?busca=${order.numero}`);
    expect(found.json<{ total: number }>().total).toBe(1);
    const none = await fx.as(admin).get(`/api/organizador/eventos/${event.id}/pedidos?busca=zzzz`);
    expect(none.json<{ total: number }>().total).toBe(0);
    expect(
      (await fx.as(otherAdmin).get(`/api/organizador/eventos/${event.id}/pedidos`)).statusCode,
    ).toBe(404);
  });
  it('gives seats back to the waiting list, never oversold, racing new checkouts', async () => {
    const { event, ticketTypes: types } = await fx.ownedEvent(admin, [
      { name: 'Pista', priceCents: 7_000, quantity: 3 },
    ]);
    const type = types[0]!.id;
    const { order: pair } = await cardSale([{ id: type, quantity: 2 }]);
    const { order: single } = await cardSale([{ id: type, quantity: 1 }]);
    await issuedTickets(pair.id, 2);
    await issuedTickets(single.id, 1);
    const join = (email: string, quantidade: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/eventos/${event.id}/lista-de-espera`,
        payload: { id_ticket: type, email, quantidade },
      });
    expect((await join('grupo@empresa.com.br', 2)).statusCode).toBe(201);
    expect((await join('sozinha@empresa.com.br', 1)).statusCode).toBe(201);

    const hold = () =>
      ctx.newBrowser().inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { 'idempotency-key': randomUUID() },
        payload: { tickets: [{ id_ticket: type, quantidade_produto: 1 }] },
      });
    const [refund, holds] = await Promise.all([
      organizerRefund(pair.id),
      Promise.all(Array.from({ length: 6 }, hold)),
      ctx.app.waitlist.sweep(),
    ]);
    expect(refund.statusCode).toBe(200);

    const counts = await seatsOf(type);
    expect(counts.sold + counts.reserved).toBeLessThanOrEqual(3);
    // The seats as the orders hold them, counted apart from the counters.
    const [held] = await fx.rows<{ reserved: number; sold: number }>(sql`
      select
        coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
          where oi.ticket_type_id = ${type} and o.status = 'reserved'), 0)::int as reserved,
        (select count(*) from tickets t join orders o on o.id = t.order_id
          where t.ticket_type_id = ${type} and o.status = 'paid' and t.status <> 'canceled')::int
          as sold`);
    expect(held).toEqual({ reserved: counts.reserved, sold: counts.sold });
    expect(held!.reserved + held!.sold).toBeLessThanOrEqual(3);
    // The group was first and its whole request fits: it holds the two seats; every checkout
    // was told the seats are gone; the single waits on.
    expect(counts).toEqual({ sold: 1, reserved: 2 });
    expect(holds.every((answer) => answer.statusCode === 409)).toBe(true);
    const line = await fx.as(admin).get(`/api/organizador/eventos/${event.id}/lista-de-espera`);
    expect(
      line
        .json<{ entradas: { email: string; status: string }[] }>()
        .entradas.map((entry) => [entry.email, entry.status]),
    ).toEqual([
      ['grupo@empresa.com.br', 'offered'],
      ['sozinha@empresa.com.br', 'waiting'],
    ]);
    expect((await mailTo('grupo@empresa.com.br')).map((mail) => mail.subject)).toContain(
      `Vagas para você: ${event.title}`,
    );
    const feed = (await fx.as(admin).get('/api/atividades')).json<ActivityFeed>();
    expect(
      feed.items.find((item) => item.type === 'waitlist_offer' && item.eventId === event.id),
    ).toMatchObject({ user: 'grupo@empresa.com.br' });
  });
});
