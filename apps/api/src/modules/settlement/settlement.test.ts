import { randomUUID } from 'node:crypto';
import type { AffiliateSignUpResponse } from '@bilheteria/domain/affiliate-contract';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { EditableEvent } from '@bilheteria/domain/organizer-contract';
import { payoutMonthOf } from '@bilheteria/domain/payout-month';
import type {
  OperatorPayoutsResponse,
  ReconciliationResponse,
  StatementResponse,
} from '@bilheteria/domain/settlement-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { affiliateLedgerEntries, emails, organizations, settlementEntries } from '../../db/schema';
import { signIn, type TestAccount } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { checkoutSteps } from '../../test/payment-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { saleThroughLink } from '../affiliates/test-sales';
import { organizerFixtures } from '../organizer-reports/test-organizer';

const DAY = 24 * 3_600_000;

describe.each(testTargets())('settlement on %s', (target) => {
  let ahead = 0;
  const clock = Object.assign(() => new Date(Date.now() + ahead), {
    advance(ms: number) {
      ahead += ms;
    },
  });
  const ctx = useTestApp(target, {
    clock,
    config: { affiliates: { payableAfterDays: 0 }, settlement: { payableAfterDays: 2 } },
  });
  const fx = organizerFixtures(ctx);
  const steps = checkoutSteps(ctx, clock);
  let owner: TestAccount;
  let operator: TestAccount;
  let otherOperator: TestAccount;

  beforeAll(async () => {
    const options = { clock, persistent: true };
    owner = await signIn(ctx.database, 'admin', options);
    operator = await signIn(ctx.database, 'operador', options);
    otherOperator = await signIn(ctx.database, 'operador', options);
    await ctx.database.db
      .update(organizations)
      .set({ payoutDetails: { tipo: 'pix', tipo_chave: 'email', chave: 'financeiro@org.com.br' } })
      .where(eq(organizations.id, owner.user.organizacao!.id));
  });

  const call = (
    account: TestAccount,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      cookies: account.cookies,
      headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });

  const setFee = (percent: number, fixedCents: number, buyerPays: boolean) =>
    call(operator, 'PUT', `/api/operador/organizacoes/${owner.user.organizacao!.id}/taxa`, {
      taxa_percentual: percent,
      taxa_fixa_centavos: fixedCents,
      taxa_paga_pelo_comprador: buyerPays,
    });

  /** Runs the jobs until none is due, past their retry delays. */
  async function settle() {
    for (let round = 0; round < 3; round += 1) {
      await ctx.app.jobs.drain();
      clock.advance(10 * 60_000);
    }
  }

  async function reconcile(month: string): Promise<ReconciliationResponse> {
    const response = await call(operator, 'GET', `/api/operador/conciliacao?mes=${month}`);
    expect(response.statusCode).toBe(200);
    return response.json<ReconciliationResponse>();
  }

  const statement = async (account: TestAccount = owner) => {
    const response = await call(
      account,
      'GET',
      `/api/organizacoes/${owner.user.organizacao!.id}/extrato`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<StatementResponse>();
  };

  async function affiliateFor(eventId: string): Promise<string> {
    const account = await signIn(ctx.database, 'user', { clock, persistent: true });
    const signedUp = await call(account, 'POST', '/api/afiliados', {
      fullName: 'Marina Costa',
      email: account.user.email,
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      bankDetails: { tipo: 'pix', tipo_chave: 'email', chave: account.user.email },
    });
    const code = signedUp.json<AffiliateSignUpResponse>().codigo;
    await call(account, 'PUT', `/api/afiliados/me/eventos/${eventId}`);
    return code;
  }

  it('runs the credit job once per ticket however often it runs', async () => {
    await setFee(0, 0, false);
    const { ticketTypes: types } = await fx.ownedEvent(owner, [
      { name: 'Pista', priceCents: 12_345, quantity: 9 },
    ]);
    const order: OrderView = await fx.paidByPix([{ id: types[0]!.id, quantity: 3 }]);
    await settle();
    await ctx.database.db.execute(
      sql`insert into jobs (kind, payload, dedupe_key) values ('settlement.credit', ${JSON.stringify({ orderId: order.id })}::jsonb, ${`again-${order.id}`})`,
    );
    await settle();
    const rows = await ctx.database.db
      .select()
      .from(settlementEntries)
      .where(eq(settlementEntries.orderId, order.id));
    expect(rows.map((row) => row.amountCents)).toEqual([12_345, 12_345, 12_345]);
  });

  it('balances every centavo through fees, coupons, instalments, refunds, a cancellation and payouts', async () => {
    const start = clock();
    // A fee the buyer pays: 10 % + R$ 1,00 per paid ticket.
    const fee = await setFee(10, 100, true);
    expect(fee.statusCode).toBe(200);
    expect(fee.json()).toMatchObject({ taxa_percentual: 10, taxa_fixa_centavos: 100 });

    const { event, ticketTypes: types } = await fx.ownedEvent(owner, [
      { name: 'Inteira', priceCents: 20_000, quantity: 50 },
      { name: 'Meia', priceCents: 10_000, quantity: 50 },
    ]);
    const [full, half] = [types[0]!, types[1]!];
    const page = (await ctx.app.inject(`/api/eventos/ingressos/evento/${event.id}`)).json();
    expect(page.taxa_servico).toEqual({ percentual: 10, fixa_centavos: 100 });

    // 1. Two full tickets by card: R$ 400,00 + 2 × (R$ 20,00 + R$ 1,00).
    const buyer = ctx.newBrowser();
    const first = await steps.holdSeats(full.id, 2, buyer);
    expect(first).toMatchObject({ taxa_servico_centavos: 4_200, total_centavos: 44_200 });
    expect((await steps.payByCard(first, full.id, { browser: buyer })).statusCode).toBe(200);
    // The provider is asked for the fee as a line of its own; the buyer's summary says it.
    const [providerOrder] = await steps.providerOrdersOf(first.id);
    expect(
      (providerOrder!.order as { items: { name: string; unit_amount: number }[] }).items,
    ).toContainEqual(expect.objectContaining({ name: 'Taxa de serviço', unit_amount: 4_200 }));

    // 2. Through an affiliate's link, a 10 % coupon, 3 instalments with interest.
    const code = await affiliateFor(event.id);
    const coupon = await fx.eventCoupon(event.id, 10);
    const second = await saleThroughLink(ctx, {
      seats: [
        { id: full.id, quantity: 1 },
        { id: half.id, quantity: 1 },
      ],
      code,
      coupon,
      instalments: 3,
    });
    // The fee is on what is paid after the coupon: R$ 180 + R$ 90 → R$ 18 + R$ 9 + 2 × R$ 1.
    expect(second.taxa_servico_centavos).toBe(1_800 + 900 + 200);

    // 3. Three by PIX.
    const third = await fx.paidByPix([{ id: half.id, quantity: 3 }]);
    await settle();
    const [summary] = await ctx.database.db
      .select({ text: emails.text })
      .from(emails)
      .where(eq(emails.dedupeKey, `order-summary:${first.id}`));
    expect(summary?.text).toContain('total R$ 442,00 (taxa de serviço de R$ 42,00 incluída)');

    const entries = await ctx.database.db
      .select()
      .from(settlementEntries)
      .where(eq(settlementEntries.eventId, event.id));
    // The organizer is credited what was paid for the tickets, never the buyer's fee.
    const sales = entries.filter((entry) => entry.kind === 'venda');
    expect(sales.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(40_000 + 27_000 + 30_000);
    expect(entries.filter((entry) => entry.kind === 'comissao')).toHaveLength(2);

    // The buyer regrets one ticket: it, its fee, back. The organizer refunds another later.
    const regret = await buyer.inject({
      method: 'POST',
      url: `/api/pedidos/${first.id}/cancelamento`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { ingressos: [1] },
    });
    expect(regret.statusCode).toBe(200);
    expect(regret.json().reembolsos.at(-1).valor_centavos).toBe(20_000 + 2_100);

    clock.advance(8 * DAY); // past the 7 days of regret: the platform keeps its fee
    const late = await call(owner, 'POST', `/api/organizador/pedidos/${third.id}/reembolso`, {
      ingressos: [2],
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().reembolsos.at(-1).valor_centavos).toBe(10_000);
    await settle();

    // An absorbed fee on another event, which is then cancelled.
    expect((await setFee(5, 0, false)).statusCode).toBe(200);
    const other = await fx.ownedEvent(owner, [{ name: 'Pista', priceCents: 15_000, quantity: 9 }]);
    const fourth = await fx.paidByPix([{ id: other.ticketTypes[0]!.id, quantity: 2 }]);
    expect(fourth.taxa_servico_centavos).toBe(0);
    await settle();
    const absorbed = await ctx.database.db
      .select()
      .from(settlementEntries)
      .where(eq(settlementEntries.orderId, fourth.id));
    expect(absorbed.filter((entry) => entry.kind === 'taxa').map((e) => e.amountCents)).toEqual([
      -750, -750,
    ]);
    const cancelled = await call(
      owner,
      'POST',
      `/api/organizador/eventos/${other.event.id}/cancelamento`,
    );
    expect(cancelled.statusCode).toBe(200);
    await settle();

    const months = [...new Set([start, clock()].map(payoutMonthOf))];
    for (const month of months) {
      const split = await reconcile(month);
      expect(split.diferenca_centavos).toBe(0);
      expect(split.divergencias).toEqual([]);
    }
    const splits = await Promise.all(months.map(reconcile));
    expect(splits.reduce((sum, split) => sum + split.pedidos, 0)).toBeGreaterThanOrEqual(4);
    const byEvent = splits.flatMap((split) => split.eventos);
    // The cancelled event's money all went back; its organizer and platform keep nothing.
    const otherSplit = byEvent.find((row) => row.evento_id === other.event.id)!;
    expect(otherSplit).toMatchObject({
      recebido_centavos: 30_000,
      reembolsos_centavos: 30_000,
      creditos_organizadores_centavos: 0,
      taxas_plataforma_centavos: 0,
      diferenca_centavos: 0,
    });
    const mainSplit = byEvent.find((row) => row.evento_id === event.id)!;
    expect(mainSplit.juros_centavos).toBeGreaterThan(0);
    // Fees kept: order 1's second ticket, order 2's two, order 3's three (one refunded late).
    expect(mainSplit.taxas_plataforma_centavos).toBe(2_100 + 2_900 + 3 * 1_100);

    // Nothing is payable before the event ends + 2 days.
    const before = await call(operator, 'POST', '/api/operador/repasses', {});
    expect(before.statusCode).toBe(409);

    clock.advance(10 * DAY);
    const [a, b] = await Promise.all([
      call(operator, 'POST', '/api/operador/repasses', {}),
      call(otherOperator, 'POST', '/api/operador/repasses', {}),
    ]);
    const made = [a, b].filter((response) => response.statusCode === 200);
    expect(made).toHaveLength(1);
    expect([a, b].map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const payouts = made[0]!.json<{
      repasses: { id: string; organizacao_id: string; total_centavos: number }[];
    }>().repasses;
    const ours = payouts.filter((payout) => payout.organizacao_id === owner.user.organizacao!.id);
    expect(ours).toHaveLength(1);
    const available = await statement();
    expect(available.resumo.em_repasse_centavos).toBe(ours[0]!.total_centavos);
    expect(available.resumo.disponivel_centavos).toBe(0);

    const file = await call(operator, 'GET', '/api/operador/repasses/arquivo.csv');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('financeiro@org.com.br');
    const today = new Date(clock().getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const paid = await call(operator, 'POST', `/api/operador/repasses/${ours[0]!.id}/pagamento`, {
      pago_em: today,
    });
    expect(paid.statusCode).toBe(200);
    const again = await call(operator, 'POST', `/api/operador/repasses/${ours[0]!.id}/pagamento`, {
      pago_em: today,
    });
    expect(again.statusCode).toBe(409);
    expect((await statement()).resumo.pago_centavos).toBe(ours[0]!.total_centavos);

    // A refund after the payout is a debit against the next one: nothing positive to pay.
    const afterPayout = await call(
      owner,
      'POST',
      `/api/organizador/pedidos/${third.id}/reembolso`,
      {
        ingressos: [1],
      },
    );
    expect(afterPayout.statusCode).toBe(200);
    const debited = await statement();
    expect(debited.resumo.disponivel_centavos).toBe(-10_000);
    expect((await call(operator, 'POST', '/api/operador/repasses', {})).statusCode).toBe(409);
    const list = (
      await call(operator, 'GET', '/api/operador/repasses')
    ).json<OperatorPayoutsResponse>();
    expect(
      list.saldos.find((row) => row.organizacao_id === owner.user.organizacao!.id),
    ).toMatchObject({ disponivel_centavos: -10_000 });
    for (const month of months) expect((await reconcile(month)).diferenca_centavos).toBe(0);

    // Every line is traceable to its order; the export carries them.
    const lines = debited.lancamentos;
    expect(lines.every((line) => line.pedido_numero > 0 && line.ingresso_posicao > 0)).toBe(true);
    expect(debited.total_lancamentos).toBe(lines.length);
    // The filters choose among the same entries, in the same order (newest first).
    const filtered = async (query: string) => {
      const response = await call(
        owner,
        'GET',
        `/api/organizacoes/${owner.user.organizacao!.id}/extrato?${query}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json<StatementResponse>();
    };
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const inPayout = await filtered(`repasse_id=${ours[0]!.id}`);
    expect(ids(inPayout.lancamentos)).toEqual(
      ids(lines.filter((line) => line.repasse_id === ours[0]!.id)),
    );
    expect(inPayout.total_lancamentos).toBe(inPayout.lancamentos.length);
    expect(inPayout.lancamentos.length).toBeGreaterThan(0);
    const ofEvent = await filtered(`evento_id=${event.id}`);
    expect(ids(ofEvent.lancamentos)).toEqual(
      ids(lines.filter((line) => line.evento_id === event.id)),
    );
    expect(ofEvent.total_lancamentos).toBe(ofEvent.lancamentos.length);
    expect((await filtered('pagina=2')).lancamentos).toEqual([]);
    const csv = await call(
      owner,
      'GET',
      `/api/organizacoes/${owner.user.organizacao!.id}/extrato/exportacao?formato=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Estorno (Venda)');
    expect(csv.body).toContain(String(first.numero));
    const xlsx = await call(
      owner,
      'GET',
      `/api/organizacoes/${owner.user.organizacao!.id}/extrato/exportacao?formato=xlsx`,
    );
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('takes a 12,5 % commission: R$ 12,50 on a R$ 100,00 sale, in both ledgers (issue 33)', async () => {
    await setFee(0, 0, false);
    // A day ahead of the test clock, which the tests before moved on.
    const { event, ticketTypes: types } = await createTestEvent(ctx.database, {
      startsAt: new Date(clock().getTime() + DAY),
      endsAt: new Date(clock().getTime() + DAY + 8 * 3_600_000),
      tickets: [{ name: 'Pista', priceCents: 10_000, quantity: 10 }],
      organizationId: owner.user.organizacao!.id,
      organizerId: owner.user.id,
    });
    // The organizer types the commission with a comma in the wizard.
    const editable = (
      await call(owner, 'GET', `/api/organizador/eventos/${event.id}`)
    ).json<EditableEvent>();
    const changed = await call(owner, 'PUT', `/api/organizador/eventos/${event.id}`, {
      status: editable.status,
      // The test event's texts are shorter than the wizard asks for.
      basics: {
        ...editable.basics,
        description: '<p>Um evento com comissão de doze e meio por cento.</p>',
        commission: '12,5',
      },
      tickets: editable.tickets.map(({ sold: _sold, held: _held, ...ticket }) => ({
        ...ticket,
        description: 'Acesso ao evento',
      })),
      agenda: editable.agenda,
      speakers: editable.speakers,
      faq: editable.faq,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const code = await affiliateFor(event.id);
    const order = await saleThroughLink(ctx, { seats: [{ id: types[0]!.id, quantity: 1 }], code });
    await settle();
    const ledger = await ctx.database.db
      .select({
        kind: affiliateLedgerEntries.kind,
        saleCents: affiliateLedgerEntries.saleCents,
        commissionBp: affiliateLedgerEntries.commissionBp,
        amountCents: affiliateLedgerEntries.amountCents,
      })
      .from(affiliateLedgerEntries)
      .where(eq(affiliateLedgerEntries.orderId, order.id));
    expect(ledger).toEqual([
      { kind: 'commission', saleCents: 10_000, commissionBp: 1_250, amountCents: 1_250 },
    ]);
    const entries = await ctx.database.db
      .select({ kind: settlementEntries.kind, amountCents: settlementEntries.amountCents })
      .from(settlementEntries)
      .where(eq(settlementEntries.orderId, order.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'venda', amountCents: 10_000 },
        { kind: 'comissao', amountCents: -1_250 },
      ]),
    );
    expect(entries.filter((entry) => entry.kind === 'comissao')).toHaveLength(1);
  });

  it('keeps the statement to Dono and Financeiro, and the fee and payouts to the operator', async () => {
    const viewer = await signIn(ctx.database, 'admin', {
      clock,
      organization: { id: owner.user.organizacao!.id, role: 'visualizacao' },
    });
    const finance = await signIn(ctx.database, 'admin', {
      clock,
      organization: { id: owner.user.organizacao!.id, role: 'financeiro' },
    });
    const url = `/api/organizacoes/${owner.user.organizacao!.id}/extrato`;
    expect((await call(viewer, 'GET', url)).statusCode).toBe(403);
    expect((await call(finance, 'GET', url)).statusCode).toBe(200);
    const stranger = await signIn(ctx.database, 'admin', { clock });
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/operador/repasses')).statusCode).toBe(403);
    const bad = await call(
      operator,
      'PUT',
      `/api/operador/organizacoes/${owner.user.organizacao!.id}/taxa`,
      {
        taxa_percentual: 80,
        taxa_fixa_centavos: -1,
        taxa_paga_pelo_comprador: true,
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('A taxa percentual deve ser um número entre 0 e 50');
  });
});
