import { generateAffiliateCode } from '@bilheteria/domain/affiliate';
import {
  AFFILIATE_MESSAGES,
  type AffiliatedEvent,
  type AffiliateEventOffer,
  type AffiliatePortal,
  type AffiliateSales,
  type AffiliateSignUpRequest,
  type AffiliateSignUpResponse,
  type PayoutDetail,
  type PayoutOverview,
  type PendingPayouts,
} from '@bilheteria/domain/affiliate-contract';
import type { ActivityFeed } from '@bilheteria/domain/organizer-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import {
  lastEndedPayoutMonth,
  payoutMonthEnd,
  payoutMonthFor,
} from '@bilheteria/domain/payout-month';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  affiliateLedgerEntries,
  affiliatePayoutEntries,
  affiliates,
  orders,
  users,
} from '../../db/schema';
import { createTestUser, signIn, type TestAccount } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { OPERATOR_CANNOT_JOIN } from './affiliate-sign-up';
import { recordCommissions, reverseCommissions } from './ledger';
import { createAffiliatesService } from './service';
import { statementRunner } from '../../db/prepared';
import { saleThroughLink } from './test-sales';

const DAY_MS = 86_400_000;
const M = AFFILIATE_MESSAGES;

const VALID_SIGN_UP: AffiliateSignUpRequest = {
  fullName: 'Marina Costa',
  email: 'marina.costa@parceiros.com.br',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  bankDetails: { tipo: 'pix', tipo_chave: 'email', chave: 'marina.costa@parceiros.com.br' },
};

describe.each(testTargets())('affiliates on %s', (target) => {
  // Commissions payable once the event has ended; the ledger's clock is moved by the route
  // end-to-end tests use (PUT /api/test/relogio).
  const ctx = useTestApp(target, {
    config: { affiliates: { payableAfterDays: 0 }, testClockControl: true },
  });
  let operator: TestAccount;

  const as = (account: TestAccount | null) => ({
    get: (url: string) => ctx.app.inject({ url, cookies: account?.cookies ?? {} }),
    send: (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url,
        cookies: account?.cookies ?? {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  });

  /** A new account that signs up as an affiliate through the API (its own e-mail). */
  async function newAffiliate(overrides: Partial<AffiliateSignUpRequest> = {}) {
    const account = await signIn(ctx.database, 'user');
    const signedUp = await as(account).send('POST', '/api/afiliados', {
      ...VALID_SIGN_UP,
      email: account.user.email,
      ...overrides,
    });
    expect(signedUp.statusCode).toBe(201);
    const { codigo } = signedUp.json<AffiliateSignUpResponse>();
    return { account, code: codigo };
  }

  async function join(account: TestAccount, eventId: string) {
    const joined = await as(account).send('PUT', `/api/afiliados/me/eventos/${eventId}`);
    expect(joined.statusCode).toBe(200);
    return joined.json<AffiliatedEvent>();
  }

  const portalOf = async (account: TestAccount) =>
    (await as(account).get('/api/afiliados/me')).json<AffiliatePortal>();
  const salesOf = async (account: TestAccount) =>
    (await as(account).get('/api/afiliados/me/vendas')).json<AffiliateSales>();
  const moveLedgerClock = (ms: number) =>
    ctx.app.inject({ method: 'PUT', url: '/api/test/relogio', payload: { avanco_ms: ms } });
  const entriesOf = (orderId: string) =>
    ctx.database.db
      .select()
      .from(affiliateLedgerEntries)
      .where(eq(affiliateLedgerEntries.orderId, orderId))
      .orderBy(affiliateLedgerEntries.kind, affiliateLedgerEntries.ticketPosition);

  /** An event a day away (ending the same day), with a standard and a VIP ticket type. */
  async function upcomingEvent(overrides: { commissionBp?: number } = {}) {
    const now = Date.now();
    return createTestEvent(ctx.database, {
      startsAt: new Date(now + DAY_MS),
      endsAt: new Date(now + DAY_MS + 8 * 3_600_000),
      tickets: [
        { name: 'Pista', priceCents: 50_000, quantity: 100 },
        { name: 'VIP', priceCents: 90_000, quantity: 100 },
        { name: 'Cortesia', priceCents: 0, quantity: 100 },
      ],
      ...overrides,
    });
  }

  beforeAll(async () => {
    // Affiliates' payouts are the platform's: its operator closes and pays them.
    operator = await signIn(ctx.database, 'operador');
  });

  describe('sign-up (POST /api/afiliados)', () => {
    it('refuses a visitor with 401 and every §5 rule with its message', async () => {
      expect((await as(null).send('POST', '/api/afiliados', VALID_SIGN_UP)).statusCode).toBe(401);
      const user = await signIn(ctx.database, 'user');
      const cases: [Partial<AffiliateSignUpRequest>, string, string][] = [
        [{ fullName: 'Jo' }, 'fullName', M.fullNameTooShort],
        [{ email: 'marina@' }, 'email', 'E-mail inválido'],
        [{ cpf: '123.456.789-00' }, 'cpf', 'CPF inválido'],
        [{ cpf: '5299822' }, 'cpf', 'CPF inválido'],
        [{ phone: '11 9876' }, 'phone', 'Telefone inválido'],
        [{ phone: '(00) 00000-0000' }, 'phone', 'Telefone inválido'],
        [
          { bankDetails: undefined },
          'bankDetails',
          'Dados bancários são necessários para recebimento',
        ],
        [
          { bankDetails: { tipo: 'pix', tipo_chave: 'cpf', chave: 'marina@parceiros.com.br' } },
          'bankDetails.chave',
          M.pixKeyInvalid,
        ],
        [
          {
            bankDetails: {
              tipo: 'conta',
              banco: '999',
              agencia: '1234',
              conta: '5678',
              digito: '9',
            },
          },
          'bankDetails.banco',
          M.bankUnknown,
        ],
        [
          {
            bankDetails: {
              tipo: 'conta',
              banco: '001',
              agencia: '1234',
              conta: '12345',
              digito: '0',
            },
          },
          'bankDetails.conta',
          M.accountInvalid,
        ],
      ];
      for (const [change, path, message] of cases) {
        const response = await as(user).send('POST', '/api/afiliados', {
          ...VALID_SIGN_UP,
          ...change,
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().errors, JSON.stringify(change)).toContainEqual({ path, message });
      }
      // Nothing was stored for any of them.
      const [row] = await ctx.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, user.user.id));
      expect(row!.role).toBe('user');
    });

    it('makes the account an affiliate with a §9 code, stored with its personal data', async () => {
      const user = await signIn(ctx.database, 'user');
      const response = await as(user).send('POST', '/api/afiliados', {
        ...VALID_SIGN_UP,
        bankDetails: { tipo: 'conta', banco: '001', agencia: '1234', conta: '12345', digito: '5' },
      });
      expect(response.statusCode).toBe(201);
      const { codigo, nome } = response.json<AffiliateSignUpResponse>();
      expect(nome).toBe('Marina Costa');
      // First 3 letters of the e-mail's local part, then a base-36 timestamp, uppercased.
      expect(codigo).toMatch(/^MAR[0-9A-Z]{8,}$/);
      const stamp = parseInt(codigo.slice(3), 36);
      expect(Math.abs(stamp - Date.now())).toBeLessThan(60_000);

      const me = (await as(user).get('/api/auth/me')).json();
      expect(me.user).toMatchObject({ role: 'affiliate', affiliateCode: codigo });
      const [record] = await ctx.database.db
        .select()
        .from(affiliates)
        .where(eq(affiliates.userId, user.user.id));
      expect(record).toMatchObject({
        code: codigo,
        cpf: '52998224725',
        phone: '11987654321',
        bankDetails: { tipo: 'conta', banco: '001', agencia: '1234', conta: '12345', digito: '5' },
      });
      // Now an affiliate: a second sign-up is refused, and the portal opens.
      const again = await as(user).send('POST', '/api/afiliados', VALID_SIGN_UP);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: M.alreadyAffiliate });
      expect(await portalOf(user)).toMatchObject({
        codigo,
        total_cents: 0,
        pendente_cents: 0,
        eventos: [],
      });
    });

    it('refuses an organizer and the operator, and two tabs submitting at once make one affiliate', async () => {
      const organizer = await signIn(ctx.database, 'admin');
      const refused = await as(organizer).send('POST', '/api/afiliados', VALID_SIGN_UP);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: M.adminCannotJoin });
      const byOperator = await as(operator).send('POST', '/api/afiliados', VALID_SIGN_UP);
      expect(byOperator.statusCode).toBe(409);
      expect(byOperator.json()).toEqual({ message: OPERATOR_CANNOT_JOIN });
      for (const account of [organizer, operator]) {
        const records = await ctx.database.db
          .select()
          .from(affiliates)
          .where(eq(affiliates.userId, account.user.id));
        expect(records).toEqual([]);
      }

      const user = await signIn(ctx.database, 'user');
      const answers = await Promise.all(
        [1, 2, 3].map(() => as(user).send('POST', '/api/afiliados', VALID_SIGN_UP)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      const records = await ctx.database.db
        .select()
        .from(affiliates)
        .where(eq(affiliates.userId, user.user.id));
      expect(records).toHaveLength(1);
    });

    it('takes the next code when the first is taken (two sign-ups in one millisecond)', async () => {
      const at = new Date('2026-11-26T12:00:00.000Z');
      const taken = generateAffiliateCode('marina@parceiros.com.br', at);
      const other = await createTestUser(ctx.database, 'user');
      await ctx.database.db.insert(affiliates).values({ code: taken, userId: other.id });
      const user = await createTestUser(ctx.database, 'user');
      const service = createAffiliatesService({
        db: ctx.database.db,
        statements: statementRunner(ctx.database),
        payableAfterDays: 7,
        sessions: ctx.app.auth.service,
        clock: () => at,
      });
      const created = await service.signUp(user, {
        ...VALID_SIGN_UP,
        email: 'marina@parceiros.com.br',
        cpf: '52998224725',
        phone: '11987654321',
      });
      expect(created.codigo).toBe(
        generateAffiliateCode('marina@parceiros.com.br', new Date(at.getTime() + 1)),
      );
      expect(created.codigo).not.toBe(taken);
    });
  });

  describe('affiliating to an event', () => {
    it('is stored once, offered with the maximum earning, and lists the event', async () => {
      const { account, code } = await newAffiliate();
      const { event } = await upcomingEvent({ commissionBp: 1_500 });
      const before = await as(account).get(`/api/afiliados/me/eventos/${event.id}`);
      // 15 % of the highest price (R$ 900,00).
      expect(before.json<AffiliateEventOffer>()).toEqual({
        afiliado: false,
        comissao_percentual: 15,
        ganho_maximo_cents: 13_500,
      });
      const first = await join(account, event.id);
      const second = await join(account, event.id);
      expect(second).toEqual(first);
      expect(first).toMatchObject({
        id: event.id,
        comissao_percentual: 15,
        ganho_maximo_cents: 13_500,
      });
      expect(
        (await as(account).get(`/api/afiliados/me/eventos/${event.id}`)).json<AffiliateEventOffer>()
          .afiliado,
      ).toBe(true);
      expect((await portalOf(account)).eventos.map((listed) => listed.id)).toEqual([event.id]);
      const catalog = await ctx.app.inject(`/api/eventos/ingressos/eventos/afiliado/${code}`);
      expect(catalog.json().eventos.map((listed: { id: string }) => listed.id)).toContain(event.id);
    });

    it('answers 404 for an unknown or unpublished event, and 403 to a non-affiliate', async () => {
      const { account } = await newAffiliate();
      const { event: draft } = await createTestEvent(ctx.database, { status: 'draft' });
      for (const id of ['7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f', draft.id]) {
        const response = await as(account).send('PUT', `/api/afiliados/me/eventos/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: M.eventNotFound });
      }
      const user = await signIn(ctx.database, 'user');
      expect((await as(user).get('/api/afiliados/me')).statusCode).toBe(403);
    });
  });

  describe('attribution and the commission of each ticket', () => {
    it('credits a linked sale: the percent of what was paid per ticket, coupon in, interest out', async () => {
      const { account, code } = await newAffiliate();
      const { event, ticketTypes } = await upcomingEvent();
      await join(account, event.id);
      // 2 × Pista (R$ 500) + 1 × VIP (R$ 900) = R$ 1.900, BEMVINDO10 → R$ 1.710, in 3× with interest.
      const order = await saleThroughLink(ctx, {
        seats: [
          { id: ticketTypes[0]!.id, quantity: 2 },
          { id: ticketTypes[1]!.id, quantity: 1 },
        ],
        code: code.toLowerCase(),
        coupon: 'BEMVINDO10',
        instalments: 3,
      });
      const [row] = await ctx.database.db
        .select({ affiliateCode: orders.affiliateCode, totalCents: orders.totalCents })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(row).toEqual({ affiliateCode: code, totalCents: 171_000 });
      const entries = await entriesOf(order.id);
      // Positions as the tickets are numbered (types by name: Pista, Pista, VIP).
      expect(
        entries.map((entry) => [
          entry.kind,
          entry.ticketPosition,
          entry.saleCents,
          entry.amountCents,
        ]),
      ).toEqual([
        ['commission', 1, 45_000, 4_500],
        ['commission', 2, 45_000, 4_500],
        ['commission', 3, 81_000, 8_100],
      ]);
      // Payable when the event has ended (the refund window here is 0 days).
      expect(entries[0]!.payableAt).toEqual(event.endsAt);

      const sales = await salesOf(account);
      expect(sales.vendas).toHaveLength(3);
      expect(
        sales.vendas.map((sale) => [sale.valor_cents, sale.comissao_cents, sale.status]),
      ).toEqual(
        expect.arrayContaining([
          [45_000, 4_500, 'pendente'],
          [81_000, 8_100, 'pendente'],
        ]),
      );
      expect(sales.vendas[0]!.evento_titulo).toBe(event.title);
      expect(sales.por_dia).toHaveLength(30);
      expect(sales.por_dia.at(-1)).toEqual({
        dia: calendarDay(new Date()),
        vendas: 3,
        comissao_cents: 17_100,
      });
      expect(await portalOf(account)).toMatchObject({
        total_cents: 17_100,
        pendente_cents: 17_100,
        pago_cents: 0,
      });
    });

    it('records each commission once, however often the job runs (at once, too)', async () => {
      const { account, code } = await newAffiliate();
      const { event, ticketTypes } = await upcomingEvent();
      await join(account, event.id);
      const order = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 2 }],
        code,
      });
      const runs = await Promise.all(
        [1, 2, 3].map(() => recordCommissions(ctx.database.db, order.id, { payableAfterDays: 0 })),
      );
      // The job already ran after the payment: nothing more, whoever runs it again.
      expect(runs).toEqual([0, 0, 0]);
      expect(await entriesOf(order.id)).toHaveLength(2);
    });

    it('credits nobody for an unknown code, a code not affiliated to the event, or free tickets', async () => {
      const { account, code } = await newAffiliate();
      const { event, ticketTypes } = await upcomingEvent();
      const unknown = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 1 }],
        code: 'NINGUEM123',
      });
      const notJoined = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 1 }],
        code,
      });
      await join(account, event.id);
      const free = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 1 }],
        code,
        coupon: 'CORTESIA100',
      }).catch(() => null);
      for (const order of [unknown, notJoined]) {
        const [row] = await ctx.database.db
          .select({ affiliateCode: orders.affiliateCode, status: orders.status })
          .from(orders)
          .where(eq(orders.id, order.id));
        // The purchase went through; the sale is simply not attributed.
        expect(row).toEqual({ affiliateCode: null, status: 'paid' });
        expect(await entriesOf(order.id)).toEqual([]);
      }
      if (free) expect(await entriesOf(free.id)).toEqual([]);
      expect((await salesOf(account)).vendas).toEqual([]);
    });

    it('credits nobody when the affiliate buys through their own link', async () => {
      const { account, code } = await newAffiliate();
      const { event, ticketTypes } = await upcomingEvent();
      await join(account, event.id);
      const browser = ctx.newBrowser();
      await browser.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password: 'Senha@Teste1' },
      });
      const signedIn = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 1 }],
        code,
        browser,
      });
      const asPayer = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 1 }],
        code,
        payerEmail: account.user.email.toUpperCase(),
      });
      const [signedInRow] = await ctx.database.db
        .select({ affiliateCode: orders.affiliateCode, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, signedIn.id));
      expect(signedInRow).toEqual({ affiliateCode: null, userId: account.user.id });
      expect(await entriesOf(signedIn.id)).toEqual([]);
      expect(await entriesOf(asPayer.id)).toEqual([]);
    });
  });

  describe('refunds reverse commissions', () => {
    it('before payout: a negative entry settles it, and the sale reads Estornado', async () => {
      const { account, code } = await newAffiliate();
      const { event, ticketTypes } = await upcomingEvent();
      await join(account, event.id);
      const order = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 2 }],
        code,
      });
      const reversed = await ctx.database.db.transaction((tx) =>
        reverseCommissions(tx, order.id, new Date(), [2]),
      );
      const again = await ctx.database.db.transaction((tx) =>
        reverseCommissions(tx, order.id, new Date(), [2]),
      );
      expect([reversed, again]).toEqual([1, 0]);
      const entries = await entriesOf(order.id);
      const reversal = entries.find((entry) => entry.kind === 'reversal')!;
      const commission = entries.find((entry) => entry.id === reversal.reversesEntryId)!;
      expect(reversal).toMatchObject({ ticketPosition: 2, amountCents: -5_000 });
      // Not paid yet: settled in the same payout as the commission it undoes.
      expect(reversal.payableAt).toEqual(commission.payableAt);
      expect(await portalOf(account)).toMatchObject({ total_cents: 5_000, pendente_cents: 5_000 });
      expect((await salesOf(account)).vendas.map((sale) => sale.status).sort()).toEqual([
        'estornado',
        'pendente',
      ]);
    });

    it('nets every figure: two sales both refunded read 0 tickets, R$ 0,00 and two reversals', async () => {
      const { account, code } = await newAffiliate();
      const { event, ticketTypes } = await upcomingEvent();
      await join(account, event.id);
      const sold = [
        await saleThroughLink(ctx, { seats: [{ id: ticketTypes[0]!.id, quantity: 1 }], code }),
        await saleThroughLink(ctx, { seats: [{ id: ticketTypes[1]!.id, quantity: 1 }], code }),
      ];
      const before = await salesOf(account);
      expect(before).toMatchObject({ ingressos_vendidos: 2, comissoes_cents: 5_000 + 9_000 });
      for (const order of sold) {
        await ctx.database.db.transaction((tx) => reverseCommissions(tx, order.id, new Date()));
      }

      const sales = await salesOf(account);
      expect(sales).toMatchObject({ total_vendas: 2, ingressos_vendidos: 0, comissoes_cents: 0 });
      expect(sales.por_dia.reduce((sum, day) => sum + day.vendas, 0)).toBe(0);
      expect(sales.por_dia.reduce((sum, day) => sum + day.comissao_cents, 0)).toBe(0);
      const numbers = await ctx.database.db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(
          inArray(
            orders.id,
            sold.map((order) => order.id),
          ),
        );
      const numberOf = new Map(numbers.map((row) => [row.id, row.number]));
      expect(
        sales.vendas
          .map((sale) => [sale.status, sale.pedido_numero, sale.comissao_estornada_cents])
          .sort(),
      ).toEqual(
        [
          ['estornado', numberOf.get(sold[0]!.id), 5_000],
          ['estornado', numberOf.get(sold[1]!.id), 9_000],
        ].sort(),
      );
      expect(await portalOf(account)).toMatchObject({ total_cents: 0, pendente_cents: 0 });

      const feed = (await as(account).get('/api/atividades')).json<ActivityFeed>();
      const reversals = feed.items.filter((item) => item.type === 'affiliate_reversal');
      expect(reversals.map((item) => item.details).sort()).toEqual(
        [
          `Pedido nº ${numberOf.get(sold[0]!.id)} · comissão de R$ 50,00 estornada`,
          `Pedido nº ${numberOf.get(sold[1]!.id)} · comissão de R$ 90,00 estornada`,
        ].sort(),
      );
      expect(feed.items.filter((item) => item.type === 'affiliate_sale')).toHaveLength(2);
    });

    it('entries are append-only: the database refuses to change or delete one', async () => {
      const refusal = (statement: Promise<unknown>) =>
        statement.then(
          () => 'accepted',
          (error: { cause?: { message?: string }; message: string }) =>
            error.cause?.message ?? error.message,
        );
      expect(
        await refusal(
          ctx.database.db.execute(sql`update affiliate_ledger_entries set amount_cents = 1`),
        ),
      ).toMatch(/append-only \(UPDATE refused\)/);
      expect(
        await refusal(ctx.database.db.execute(sql`delete from affiliate_ledger_entries`)),
      ).toMatch(/append-only \(DELETE refused\)/);
    });
  });

  describe('monthly payout', () => {
    it('closes a month once, pays it, exports it, and carries a later refund as a debit', async () => {
      const first = await newAffiliate({ fullName: '=HYPERLINK("http://x";"y")' });
      const second = await newAffiliate({
        fullName: 'Bruno Reis',
        bankDetails: { tipo: 'conta', banco: '001', agencia: '1234', conta: '12345', digito: '5' },
      });
      const { event, ticketTypes } = await upcomingEvent();
      await join(first.account, event.id);
      await join(second.account, event.id);
      const firstOrder = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 2 }],
        code: first.code,
      });
      await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[1]!.id, quantity: 1 }],
        code: second.code,
      });

      // The month being closed must be over: today's is refused.
      const today = calendarDay(new Date()).slice(0, 7);
      const early = await as(operator).send('POST', '/api/organizador/repasses', { mes: today });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: M.payoutMonthNotOver });

      // Two months on, the event has ended: its commissions are payable.
      expect((await moveLedgerClock(62 * DAY_MS)).statusCode).toBe(200);
      const month = lastEndedPayoutMonth(new Date(Date.now() + 62 * DAY_MS));
      const overview = (await as(operator).get('/api/organizador/repasses')).json<PayoutOverview>();
      expect(overview.a_fechar?.mes).toBe(month);
      expect(overview.a_fechar!.total_cents).toBeGreaterThanOrEqual(10_000 + 9_000);

      // Two admins close it at once: one batch, each entry in it once.
      const [one, two] = await Promise.all([
        as(operator).send('POST', '/api/organizador/repasses', { mes: month }),
        as(operator).send('POST', '/api/organizador/repasses', { mes: month }),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      const payout = one.json<PayoutDetail>();
      expect(two.json<PayoutDetail>().id).toBe(payout.id);
      const lineOf = (code: string) => payout.linhas.find((line) => line.codigo === code);
      expect(lineOf(first.code)).toMatchObject({
        valor_cents: 10_000,
        lancamentos: 2,
        cpf: '52998224725',
      });
      expect(lineOf(second.code)).toMatchObject({
        valor_cents: 9_000,
        nome: 'Bruno Reis',
        dados_bancarios: { tipo: 'conta', banco: '001' },
      });
      expect(payout.total_cents).toBe(
        payout.linhas.reduce((sum, line) => sum + line.valor_cents, 0),
      );
      const [{ settled } = { settled: 0 }] = await ctx.database.db
        .select({ settled: sql<number>`count(*)::int` })
        .from(affiliatePayoutEntries)
        .where(eq(affiliatePayoutEntries.payoutId, payout.id));
      expect(settled).toBe(payout.linhas.reduce((sum, line) => sum + line.lancamentos, 0));
      // Closing it again pays nothing twice; an earlier month can no longer be closed.
      const again = await as(operator).send('POST', '/api/organizador/repasses', { mes: month });
      expect(again.json<PayoutDetail>()).toEqual(payout);
      const earlier = await as(operator).send('POST', '/api/organizador/repasses', {
        mes: '2020-01',
      });
      expect(earlier.statusCode).toBe(409);
      expect(earlier.json()).toEqual({ message: M.payoutMonthBeforeLast });

      // An organizer is not the platform: every payout route answers 403, nothing closes or gets paid.
      const organizer = await signIn(ctx.database, 'admin');
      const refused = [
        await as(organizer).get('/api/organizador/repasses'),
        await as(organizer).send('POST', '/api/organizador/repasses', { mes: month }),
        await as(organizer).get(`/api/organizador/repasses/${payout.id}`),
        await as(organizer).get(`/api/organizador/repasses/${payout.id}/arquivo`),
        await as(organizer).send('POST', `/api/organizador/repasses/${payout.id}/pagamento`, {
          pago_em: calendarDay(new Date()),
        }),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
      expect(refused.map((response) => response.body).join()).not.toContain('52998224725');
      const stillOpen = await as(operator).get(`/api/organizador/repasses/${payout.id}`);
      expect(stillOpen.json<PayoutDetail>().pago_em).toBeNull();

      // The bank file: BOM, ';', decimal comma, a name that looks like a formula kept as text.
      const file = await as(operator).get(`/api/organizador/repasses/${payout.id}/arquivo`);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(file.headers['content-disposition']).toContain(`repasse-afiliados-${month}.csv`);
      expect(file.body.startsWith('\uFEFFNome;CPF;Tipo de chave PIX;Chave PIX;Banco')).toBe(true);
      expect(file.body).toContain(`'=HYPERLINK(""http://x"";""y"")"`);
      expect(file.body).toMatch(/;100,00;Comissão Bilheteria .* - /);
      expect(file.body).toContain('Banco do Brasil');

      // Until paid, still 'Pendente'; paid, 'Pago'.
      expect((await portalOf(first.account)).pendente_cents).toBe(10_000);
      const paidOn = calendarDay(new Date());
      const future = await as(operator).send(
        'POST',
        `/api/organizador/repasses/${payout.id}/pagamento`,
        {
          pago_em: '2999-01-01',
        },
      );
      expect(future.statusCode).toBe(400);
      const paid = await as(operator).send(
        'POST',
        `/api/organizador/repasses/${payout.id}/pagamento`,
        {
          pago_em: paidOn,
        },
      );
      expect(paid.json<PayoutDetail>().pago_em).toBe(paidOn);
      const repeated = await as(operator).send(
        'POST',
        `/api/organizador/repasses/${payout.id}/pagamento`,
        { pago_em: paidOn },
      );
      expect(repeated.statusCode).toBe(200);
      const otherDate = await as(operator).send(
        'POST',
        `/api/organizador/repasses/${payout.id}/pagamento`,
        { pago_em: '2026-01-02' },
      );
      expect(otherDate.statusCode).toBe(409);
      expect(await portalOf(first.account)).toMatchObject({
        total_cents: 10_000,
        pago_cents: 10_000,
        pendente_cents: 0,
      });
      expect((await salesOf(first.account)).vendas.map((sale) => sale.status)).toEqual([
        'pago',
        'pago',
      ]);

      // A refund after payout: a debit against the next payout.
      await ctx.database.db.transaction((tx) =>
        reverseCommissions(tx, firstOrder.id, new Date(Date.now() + 62 * DAY_MS), [1]),
      );
      expect(await portalOf(first.account)).toMatchObject({
        total_cents: 5_000,
        pago_cents: 10_000,
        pendente_cents: -5_000,
      });
      const [debit] = await ctx.database.db
        .select()
        .from(affiliateLedgerEntries)
        .where(
          and(
            eq(affiliateLedgerEntries.orderId, firstOrder.id),
            eq(affiliateLedgerEntries.kind, 'reversal'),
          ),
        );
      expect(debit!.amountCents).toBe(-5_000);
      expect(debit!.payableAt.getTime()).toBeGreaterThan(Date.now() + 61 * DAY_MS);

      // The next month: a new sale (2 × R$ 50,00 of commission) less the debit; the second
      // affiliate, with a refund after payout and nothing new, waits with the debit.
      await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 2 }],
        code: first.code,
      });
      const secondOrderEntries = await ctx.database.db
        .select({ orderId: affiliateLedgerEntries.orderId })
        .from(affiliateLedgerEntries)
        .innerJoin(affiliates, eq(affiliates.id, affiliateLedgerEntries.affiliateId))
        .where(eq(affiliates.code, second.code));
      await ctx.database.db.transaction((tx) =>
        reverseCommissions(tx, secondOrderEntries[0]!.orderId, new Date(Date.now() + 62 * DAY_MS)),
      );
      await moveLedgerClock(62 * DAY_MS + 35 * DAY_MS);
      const nextMonth = lastEndedPayoutMonth(new Date(Date.now() + 97 * DAY_MS));
      expect(nextMonth > month).toBe(true);
      const next = (
        await as(operator).send('POST', '/api/organizador/repasses', { mes: nextMonth })
      ).json<PayoutDetail>();
      expect(next.linhas.find((line) => line.codigo === first.code)).toMatchObject({
        valor_cents: 10_000 - 5_000,
        lancamentos: 3,
      });
      expect(next.linhas.find((line) => line.codigo === second.code)).toBeUndefined();
      expect((await portalOf(second.account)).pendente_cents).toBe(-9_000);
      await moveLedgerClock(0);
    });

    it("lists what is pending per affiliate with its payable date, until the month's close takes it", async () => {
      const { account, code } = await newAffiliate({ fullName: 'Paula Pendente' });
      const { event, ticketTypes } = await upcomingEvent();
      await join(account, event.id);
      const order = await saleThroughLink(ctx, {
        seats: [{ id: ticketTypes[0]!.id, quantity: 2 }],
        code,
      });
      const [entry] = await entriesOf(order.id);
      const overview = (await as(operator).get('/api/organizador/repasses')).json<PayoutOverview>();
      const month = payoutMonthFor(entry!.payableAt, overview.repasses[0]?.mes ?? null);
      const pendingOf = async () =>
        (await as(operator).get('/api/organizador/repasses/pendentes'))
          .json<PendingPayouts>()
          .pendentes.filter((row) => row.codigo === code);

      expect(await pendingOf()).toEqual([
        {
          afiliado_id: expect.any(String),
          codigo: code,
          nome: 'Paula Pendente',
          valor_cents: 10_000,
          lancamentos: 2,
          liberada_em: entry!.payableAt.toISOString(),
          mes: month,
          fechamento_em: payoutMonthEnd(month).toISOString(),
          dados_completos: true,
        },
      ]);
      // The affiliate and an organizer are not the platform's operator.
      const organizer = await signIn(ctx.database, 'admin');
      for (const someone of [account, organizer]) {
        expect((await as(someone).get('/api/organizador/repasses/pendentes')).statusCode).toBe(403);
      }

      // Once the month is over and closed, the batch holds it and 'A fechar' no longer does.
      await moveLedgerClock(payoutMonthEnd(month).getTime() - Date.now() + DAY_MS);
      const closed = await as(operator).send('POST', '/api/organizador/repasses', { mes: month });
      expect(closed.statusCode).toBe(200);
      expect(closed.json<PayoutDetail>().linhas.find((line) => line.codigo === code)).toMatchObject(
        { valor_cents: 10_000, lancamentos: 2 },
      );
      expect(await pendingOf()).toEqual([]);
      await moveLedgerClock(0);
    });
  });
});
