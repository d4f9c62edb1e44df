import type { AffiliateSignUpResponse } from '@bilheteria/domain/affiliate-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import { instalmentOption } from '@bilheteria/domain/instalments';
import {
  ORGANIZER_REPORT_MESSAGES,
  PARTICIPANTS_PAGE_SIZE,
  type ActivityFeed,
  type EventReport,
  type OrganizerEvents,
  type Participants,
} from '@bilheteria/domain/organizer-contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emails, jobs, orders, tickets } from '../../db/schema';
import type { TestAccount } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { saleThroughLink } from '../affiliates/test-sales';
import { testScanner } from '../check-in/test-scanner';
import { DELIVER_TICKET_JOB } from '../tickets';
import { organizerFixtures } from './test-organizer';

const M = ORGANIZER_REPORT_MESSAGES;

describe.each(testTargets())('organizer reports on %s', (target) => {
  const ctx = useTestApp(target, { config: { affiliates: { payableAfterDays: 0 } } });
  const fx = organizerFixtures(ctx);
  let adminA: TestAccount;
  let adminB: TestAccount;
  let affiliate: { account: TestAccount; code: string };
  let buyer: TestAccount;
  const scanner = testScanner(ctx, () => adminA);

  /** Admin A's event with sales of every kind (made in beforeAll), and what was made. */
  const sales = {} as {
    eventId: string;
    pista: string;
    vip: string;
    coupon: string;
    couponOrder: string;
    affiliateOrder: string;
    pixOrder: string;
    buyerOrder: string;
    unpaidOrder: string;
    canceledOrder: string;
  };

  beforeAll(async () => {
    adminA = await fx.signIn(ctx.database, 'admin');
    adminB = await fx.signIn(ctx.database, 'admin');
    buyer = await fx.signIn(ctx.database, 'user');
    const { event, ticketTypes } = await fx.ownedEvent(
      adminA,
      [
        { name: 'Pista', priceCents: 50_000, quantity: 100 },
        { name: 'VIP', priceCents: 90_000, quantity: 50 },
      ],
      { title: 'Congresso de Relatórios' },
    );
    sales.eventId = event.id;
    sales.pista = ticketTypes[0]!.id;
    sales.vip = ticketTypes[1]!.id;
    sales.coupon = await fx.eventCoupon(event.id, 10);

    // An affiliate of the event (signed up through the API).
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
    expect(signedUp.statusCode).toBe(201);
    affiliate = { account, code: signedUp.json<AffiliateSignUpResponse>().codigo };
    const joined = await ctx.app.inject({
      method: 'PUT',
      url: `/api/afiliados/me/eventos/${event.id}`,
      cookies: account.cookies,
    });
    expect(joined.statusCode).toBe(200);

    // Card, 1x, two Pista seats with the event's 10 % coupon.
    sales.couponOrder = (
      await saleThroughLink(ctx, {
        seats: [{ id: sales.pista, quantity: 2 }],
        code: null,
        coupon: sales.coupon,
      })
    ).id;
    // Card in 3 instalments, one VIP seat, through the affiliate's link.
    sales.affiliateOrder = (
      await saleThroughLink(ctx, {
        seats: [{ id: sales.vip, quantity: 1 }],
        code: affiliate.code,
        instalments: 3,
      })
    ).id;
    // PIX, one Pista seat, with a participant whose name has accents.
    sales.pixOrder = (
      await fx.paidByPix([{ id: sales.pista, quantity: 1 }], {
        participants: [{ Nome: 'João', Sobrenome: 'da Conceição', Email: 'joao.c@empresa.com.br' }],
      })
    ).id;
    // A signed-in user buys a Pista seat for themselves (card, 1x).
    sales.buyerOrder = (
      await saleThroughLink(ctx, {
        seats: [{ id: sales.pista, quantity: 1 }],
        code: null,
        browser: await fx.browserOf(buyer),
      })
    ).id;
    await ctx.database.db
      .update(tickets)
      .set({ holderEmail: buyer.user.email })
      .where(eq(tickets.orderId, sales.buyerOrder));
    // Not paid: one still held, one cancelled by its buyer.
    sales.unpaidOrder = (await fx.heldOrder([{ id: sales.vip, quantity: 2 }])).id;
    const browser = ctx.newBrowser();
    const canceled = await fx.heldOrder([{ id: sales.pista, quantity: 3 }], { browser });
    sales.canceledOrder = canceled.id;
    const deleted = await browser.inject({ method: 'DELETE', url: `/api/pedidos/${canceled.id}` });
    expect(deleted.statusCode).toBeLessThan(300);
    await ctx.app.jobs.drain();
  });

  const reportOf = async (account: TestAccount, eventId = sales.eventId) =>
    fx.as(account).get(`/api/organizador/eventos/${eventId}/relatorio`);

  describe('the event report (GET /api/organizador/eventos/:eventId/relatorio)', () => {
    it('adds up the paid orders made through checkout and payment, and nothing else', async () => {
      const response = await reportOf(adminA);
      expect(response.statusCode).toBe(200);
      const report = response.json<EventReport>();

      // The same sums straight from the tables, paid orders only.
      const [paid] = await fx.rows<{
        gross: string;
        discount: string;
        total: string;
        interest: string;
        orders: string;
      }>(sql`
        select sum(o.subtotal_cents) as gross, sum(o.discount_cents) as discount,
          sum(o.total_cents) as total, sum(p.interest_cents) as interest, count(*) as orders
        from orders o join payments p on p.id = o.paid_by_payment_id
        where o.event_id = ${sales.eventId} and o.status = 'paid'`);
      const interest = instalmentOption(90_000, 3).interestCents;
      expect(interest).toBeGreaterThan(0);
      expect(report.revenue).toEqual({
        grossCents: 2 * 50_000 + 90_000 + 50_000 + 50_000,
        couponDiscountCents: 10_000,
        refundedCents: 0,
        refundReturnedCents: 0,
        refundPendingCents: 0,
        netCents: 290_000 - 10_000,
        instalmentInterestCents: interest,
        paidOrders: 4,
        ticketsSold: 5,
      });
      expect(report.revenue.grossCents).toBe(Number(paid!.gross));
      expect(report.revenue.couponDiscountCents).toBe(Number(paid!.discount));
      expect(report.revenue.netCents).toBe(Number(paid!.total));
      expect(report.revenue.instalmentInterestCents).toBe(Number(paid!.interest));
      expect(report.revenue.paidOrders).toBe(Number(paid!.orders));

      expect(report.event).toMatchObject({ id: sales.eventId, title: 'Congresso de Relatórios' });
      expect(report.byTicketType).toEqual([
        expect.objectContaining({ name: 'Pista', sold: 4, quantity: 100, revenueCents: 190_000 }),
        expect.objectContaining({ name: 'VIP', sold: 1, quantity: 50, revenueCents: 90_000 }),
      ]);
      const byTypes = report.byTicketType.reduce((sum, type) => sum + type.revenueCents, 0);
      expect(byTypes).toBe(report.revenue.netCents);
      expect(report.byDay).toEqual([
        { day: calendarDay(new Date()), tickets: 5, revenueCents: 280_000 },
      ]);
      expect(report.coupons).toEqual([{ code: sales.coupon, orders: 1, discountCents: 10_000 }]);
      expect(report.affiliates).toEqual([
        {
          code: affiliate.code,
          name: 'Marina Costa',
          tickets: 1,
          revenueCents: 90_000,
          commissionCents: 9_000,
        },
      ]);
      expect(report.paymentMethods).toEqual([
        { method: 'credit-card', orders: 3, revenueCents: 230_000 },
        { method: 'pix', orders: 1, revenueCents: 50_000 },
      ]);
      expect(report.occupancy).toEqual({ checkedIn: 0, valid: 5 });
      expect(Date.parse(report.computedAt)).not.toBeNaN();
    });

    it('shows check-ins live', async () => {
      const link = await scanner.createLink(sales.eventId);
      const [ticket] = await ctx.database.db
        .select({ code: tickets.code })
        .from(tickets)
        .where(eq(tickets.orderId, sales.buyerOrder));
      expect((await scanner.scan(link.token, ticket!.code)).resultado).toBe('valido');
      const report = (await reportOf(adminA)).json<EventReport>();
      expect(report.occupancy).toEqual({ checkedIn: 1, valid: 5 });
    });

    it("answers 404 'Evento não encontrado' for another organization's event, as for none", async () => {
      for (const url of [
        `/api/organizador/eventos/${sales.eventId}/relatorio`,
        `/api/organizador/eventos/${sales.eventId}/participantes`,
        `/api/organizador/exportacoes/participantes/csv?evento=${sales.eventId}`,
        `/api/organizador/exportacoes/vendas/xlsx?evento=${sales.eventId}`,
        '/api/organizador/eventos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f/relatorio',
      ]) {
        const response = await fx.as(adminB).get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ message: M.eventNotFound });
      }
      const [ticket] = await ctx.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.eventId, sales.eventId))
        .limit(1);
      const resend = await fx
        .as(adminB)
        .post(`/api/organizador/eventos/${sales.eventId}/participantes/${ticket!.id}/reenvio`);
      expect(resend.statusCode).toBe(404);
      expect(resend.json()).toEqual({ message: M.eventNotFound });
      expect(
        (await fx.as(adminB).get('/api/organizador/eventos/nao-e-um-id/relatorio')).statusCode,
      ).toBe(400);
    });

    it('shows the same report to every member of the organization who reads reports', async () => {
      const url = `/api/organizador/eventos/${sales.eventId}/relatorio`;
      const owners = (await fx.as(adminA).get(url)).json<EventReport>();
      const organization = { id: adminA.user.organizacao!.id };
      for (const role of ['gerente', 'financeiro', 'visualizacao'] as const) {
        const member = await fx.signIn(ctx.database, 'admin', {
          organization: { ...organization, role },
        });
        const response = await fx.as(member).get(url);
        expect(response.statusCode, role).toBe(200);
        expect(response.json<EventReport>().event, role).toEqual(owners.event);
      }
      // Read-only: no exports (personal data leaving the product), no re-sends.
      const viewer = await fx.signIn(ctx.database, 'admin', {
        organization: { ...organization, role: 'visualizacao' },
      });
      const [ticket] = await ctx.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.eventId, sales.eventId))
        .limit(1);
      const refused = [
        await fx
          .as(viewer)
          .get(`/api/organizador/exportacoes/participantes/csv?evento=${sales.eventId}`),
        await fx
          .as(viewer)
          .post(`/api/organizador/eventos/${sales.eventId}/participantes/${ticket!.id}/reenvio`),
      ];
      for (const response of refused) expect(response.statusCode).toBe(403);
    });
  });

  describe('Meus Eventos (GET /api/organizador/eventos)', () => {
    it("lists only the admin's own events with their seats and Receita", async () => {
      const mine = (await fx.as(adminA).get('/api/organizador/eventos')).json<OrganizerEvents>();
      const row = mine.events.find((event) => event.id === sales.eventId);
      expect(row).toMatchObject({
        title: 'Congresso de Relatórios',
        status: 'published',
        ticketsSold: 5,
        totalTickets: 150,
        revenueCents: 280_000,
        paidOrders: 4,
      });
      expect(mine.summary.revenueCents).toBe(
        mine.events.reduce((sum, event) => sum + event.revenueCents, 0),
      );
      expect(mine.summary.events).toBe(mine.total);
      expect(mine.summary.ticketsSold).toBe(
        mine.events.reduce((sum, event) => sum + event.ticketsSold, 0),
      );

      // Seats a catalog marks as sold without orders (the demo seed does) are no sale.
      await fx.rows(sql`update ticket_types set sold = sold + 7 where event_id = ${sales.eventId}`);
      const again = (await fx.as(adminA).get('/api/organizador/eventos')).json<OrganizerEvents>();
      expect(again.events.find((event) => event.id === sales.eventId)?.ticketsSold).toBe(5);
      await fx.rows(sql`update ticket_types set sold = sold - 7 where event_id = ${sales.eventId}`);

      const others = (await fx.as(adminB).get('/api/organizador/eventos')).json<OrganizerEvents>();
      expect(others.events.map((event) => event.id)).not.toContain(sales.eventId);
      expect(others.summary).toEqual({
        events: others.total,
        publishedEvents: others.events.filter((event) => event.status === 'published').length,
        canceledEvents: others.events.filter((event) => event.canceled).length,
        ticketsSold: 0,
        revenueCents: 0,
      });
    });

    it('pages newest start first and finds titles without accents or case', async () => {
      const admin = await fx.signIn(ctx.database, 'admin');
      for (let index = 0; index < 21; index += 1) {
        const { event } = await fx.ownedEvent(admin, [{ quantity: 10 }], {
          title: index === 7 ? 'Fórum de Automação' : `Evento ${index}`,
        });
        await ctx.database.db.execute(sql`update events
          set starts_at = now() + ${index} * interval '1 day', ends_at = now() + ${index} * interval '1 day' + interval '2 hours'
          where id = ${event.id}`);
      }
      const first = (await fx.as(admin).get('/api/organizador/eventos')).json<OrganizerEvents>();
      expect(first.total).toBe(21);
      expect(first.events).toHaveLength(20);
      expect(first.events[0]!.title).toBe('Evento 20');
      const second = (
        await fx.as(admin).get('/api/organizador/eventos?pagina=2')
      ).json<OrganizerEvents>();
      expect(second.events.map((event) => event.title)).toEqual(['Evento 0']);
      const found = (
        await fx
          .as(admin)
          .get(`/api/organizador/eventos?busca=${encodeURIComponent('forum de AUTOMACAO')}`)
      ).json<OrganizerEvents>();
      expect(found.events.map((event) => event.title)).toEqual(['Fórum de Automação']);
      expect(found.total).toBe(1);
      expect(found.summary.events).toBe(21);
    });
  });

  describe('participants (GET /api/organizador/eventos/:eventId/participantes)', () => {
    const list = (query = '') =>
      fx
        .as(adminA)
        .get(`/api/organizador/eventos/${sales.eventId}/participantes${query}`)
        .then((response) => response.json<Participants>());

    it('lists every ticket with its check-in and its e-mail delivery', async () => {
      const page = await list();
      expect(page.total).toBe(5);
      expect(page.pageSize).toBe(PARTICIPANTS_PAGE_SIZE);
      expect(page.participants).toHaveLength(5);
      const joao = page.participants.find((row) => row.name === 'João da Conceição');
      expect(joao).toMatchObject({
        email: 'joao.c@empresa.com.br',
        ticketType: 'Pista',
        status: 'valid',
        checkedInAt: null,
        emailStatus: 'sent',
      });
      const checkedIn = page.participants.filter((row) => row.status === 'used');
      expect(checkedIn).toHaveLength(1);
      expect(checkedIn[0]!.email).toBe(buyer.user.email);
      expect(Date.parse(checkedIn[0]!.checkedInAt!)).not.toBeNaN();
    });

    it('finds by name, e-mail or code whatever the case and accents', async () => {
      expect((await list('?busca=CONCEICAO')).participants.map((row) => row.name)).toEqual([
        'João da Conceição',
      ]);
      expect((await list('?busca=joão')).total).toBe(1);
      expect((await list(`?busca=${encodeURIComponent('JOAO.C@')}`)).total).toBe(1);
      const [ticket] = await ctx.database.db
        .select({ code: tickets.code })
        .from(tickets)
        .where(eq(tickets.orderId, sales.pixOrder));
      expect((await list(`?busca=${ticket!.code.toLowerCase()}`)).total).toBe(1);
      expect((await list('?busca=ninguem-assim')).participants).toEqual([]);
      expect((await list('?busca=100%25')).total).toBe(0);
    });

    it('pages through a large event, newest tickets first', async () => {
      const { event, ticketTypes } = await fx.ownedEvent(adminA, [{ quantity: 200 }]);
      const order = await fx.paidByPix([{ id: ticketTypes[0]!.id, quantity: 1 }]);
      // 120 more tickets on the same order, issued one second apart.
      await ctx.database.db.execute(sql`
        insert into tickets (order_id, position, event_id, ticket_type_id, code, holder_name,
          holder_email, qr_payload, issued_at)
        select ${order.id}::uuid, 1 + n, ${event.id}::uuid, ${ticketTypes[0]!.id}::uuid,
          'PAGE-' || n, 'Pessoa ' || n, 'pessoa' || n || '@empresa.com.br', 'x',
          now() + n * interval '1 second'
        from generate_series(1, 120) as n`);
      const page = (url: string) =>
        fx
          .as(adminA)
          .get(`/api/organizador/eventos/${event.id}/participantes${url}`)
          .then((response) => response.json<Participants>());
      const first = await page('');
      expect(first.total).toBe(121);
      expect(first.participants).toHaveLength(50);
      expect(first.participants[0]!.name).toBe('Pessoa 120');
      const third = await page('?pagina=3');
      expect(third.participants).toHaveLength(21);
      expect(third.participants.at(-1)!.name).toBe('Ana Souza');
      const all = [first, await page('?pagina=2'), third].flatMap((p) => p.participants);
      expect(new Set(all.map((row) => row.ticketId)).size).toBe(121);
    });
  });

  describe('re-sending a ticket (POST …/participantes/:ticketId/reenvio)', () => {
    const resendUrl = (ticketId: string) =>
      `/api/organizador/eventos/${sales.eventId}/participantes/${ticketId}/reenvio`;
    const emailsOf = (ticketId: string) =>
      ctx.database.db.select().from(emails).where(eq(emails.ticketId, ticketId));

    it('queues the ticket e-mail again as a job, and it goes out', async () => {
      const [ticket] = await ctx.database.db
        .select({ id: tickets.id, email: tickets.holderEmail })
        .from(tickets)
        .where(eq(tickets.orderId, sales.pixOrder));
      expect(await emailsOf(ticket!.id)).toHaveLength(1);
      const response = await fx.as(adminA).post(resendUrl(ticket!.id));
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: M.ticketResent });
      const queued = await ctx.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, DELIVER_TICKET_JOB), like(jobs.dedupeKey, `${ticket!.id}:%`)));
      expect(queued).toHaveLength(1);
      expect(queued[0]!.doneAt).toBeNull();
      await ctx.app.jobs.drain();
      const sent = await emailsOf(ticket!.id);
      expect(sent).toHaveLength(2);
      expect(
        sent.every((email) => email.status === 'sent' && email.toAddress === ticket!.email),
      ).toBe(true);
    });

    it('sends once per click (Idempotency-Key), again on a later click, and limits a loop', async () => {
      const [ticket] = await ctx.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.orderId, sales.affiliateOrder));
      const before = (await emailsOf(ticket!.id)).length;
      const click = { 'idempotency-key': 'clique-0001-abcdef-123' };
      expect((await fx.as(adminA).post(resendUrl(ticket!.id), click)).statusCode).toBe(202);
      expect((await fx.as(adminA).post(resendUrl(ticket!.id), click)).statusCode).toBe(202);
      // The worker woken by the click may hold the job while drain() finds nothing due: wait
      // for the message rather than assume drain() ran it.
      await ctx.app.jobs.drain();
      await vi.waitFor(async () => expect(await emailsOf(ticket!.id)).toHaveLength(before + 1));
      expect((await fx.as(adminA).post(resendUrl(ticket!.id))).statusCode).toBe(202);
      await ctx.app.jobs.drain();
      await vi.waitFor(async () => expect(await emailsOf(ticket!.id)).toHaveLength(before + 2));
      const limited = await fx.as(adminA).post(resendUrl(ticket!.id));
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('refuses a ticket of another event (404) and a cancelled ticket (409)', async () => {
      const { event, ticketTypes } = await fx.ownedEvent(adminA);
      await fx.paidByPix([{ id: ticketTypes[0]!.id, quantity: 1 }]);
      const [other] = await ctx.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.eventId, event.id));
      const wrong = await fx.as(adminA).post(resendUrl(other!.id));
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ message: M.ticketNotFound });
      await ctx.database.db
        .update(tickets)
        .set({ status: 'canceled', canceledAt: new Date() })
        .where(eq(tickets.id, other!.id));
      const canceled = await fx
        .as(adminA)
        .post(`/api/organizador/eventos/${event.id}/participantes/${other!.id}/reenvio`);
      expect(canceled.statusCode).toBe(409);
      expect(canceled.json()).toEqual({ message: M.ticketCanceled });
    });
  });

  describe('Atividade Recente (GET /api/atividades)', () => {
    const feedOf = async (account: TestAccount) => {
      const response = await fx.as(account).get('/api/atividades');
      expect(response.statusCode).toBe(200);
      return response.json<ActivityFeed>().items;
    };

    it("shows an admin their events' paid orders, check-ins, affiliate sales and creations", async () => {
      const items = await feedOf(adminA);
      expect(items.length).toBeLessThanOrEqual(20);
      const types = new Set(items.map((item) => item.type));
      for (const type of ['order_paid', 'check_in', 'affiliate_sale', 'event_created']) {
        expect(types, type).toContain(type);
      }
      const times = items.map((item) => Date.parse(item.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const [affiliateOrder] = await ctx.database.db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.id, sales.affiliateOrder));
      expect(items).toContainEqual(
        expect.objectContaining({
          type: 'order_paid',
          event: 'Congresso de Relatórios',
          eventId: sales.eventId,
          details: `Pedido nº ${affiliateOrder!.number} · 1 ingresso · R$ 900,00`,
        }),
      );
      expect(items).toContainEqual(
        expect.objectContaining({
          type: 'affiliate_sale',
          user: 'Marina Costa',
          details: `Código ${affiliate.code} · venda de R$ 900,00 · comissão de R$ 90,00`,
        }),
      );
      // Nothing of another admin's events.
      expect((await feedOf(adminB)).some((item) => item.eventId === sales.eventId)).toBe(false);
    });

    it('shows an affiliate their sales and a user their paid orders and check-ins', async () => {
      const affiliateItems = await feedOf(affiliate.account);
      expect(affiliateItems.map((item) => item.type)).toEqual(['affiliate_sale']);
      expect(affiliateItems[0]!.eventId).toBe(sales.eventId);

      const userItems = await feedOf(buyer);
      expect(userItems.map((item) => item.type).sort()).toEqual(['check_in', 'order_paid']);
      expect(userItems.find((item) => item.type === 'check_in')!.details).toBe(
        'Entrada com ingresso Pista',
      );
      const stranger = await fx.signIn(ctx.database, 'user');
      expect(await feedOf(stranger)).toEqual([]);
    });
  });
});
