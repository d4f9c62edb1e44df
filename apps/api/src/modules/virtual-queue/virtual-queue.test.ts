import { randomUUID } from 'node:crypto';
import {
  VIRTUAL_QUEUE_MESSAGES,
  VIRTUAL_QUEUE_REFUSAL_CODE,
  type OrganizerVirtualQueueView,
  type VirtualQueueSettingsInput,
  type VirtualQueueTicketStatus,
} from '@bilheteria/domain/virtual-queue-contract';
import { VIRTUAL_QUEUE_TIMING } from '@bilheteria/domain/virtual-queue';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ticketTypes } from '../../db/schema';
import { signIn, type TestAccount } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

/** Now, to the second: sessions signed in for real stay valid on the test's clock. */
const START = new Date(Math.floor(Date.now() / 1_000) * 1_000);

describe.each(testTargets())('virtual queue on %s', (target) => {
  const clock = createTestClock(START);
  const ctx = useTestApp(target, { clock, demo: false });
  let admin: TestAccount;
  let eventId: string;
  let ticketTypeId: string;

  /** What the page does: solve the ALTCHA challenge; the payload is the queue's proof. */
  async function proof(): Promise<string> {
    const challenge = (await ctx.app.inject('/api/botcheck/challenge')).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const join = async (ticket?: string, id = eventId) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/eventos/${id}/fila`,
      headers: ticket ? { 'x-fila-ticket': ticket } : {},
      payload: { prova: await proof() },
    });
  async function joined(): Promise<VirtualQueueTicketStatus> {
    const response = await join();
    expect(response.statusCode, response.body).toBe(201);
    return response.json<VirtualQueueTicketStatus>();
  }
  const status = (ticket: string, id = eventId) =>
    ctx.app.inject({
      url: `/api/eventos/${id}/fila/situacao`,
      headers: { 'x-fila-ticket': ticket },
    });
  const statusOf = async (ticket: string) =>
    (await status(ticket)).json<VirtualQueueTicketStatus>();
  const hold = (ticket?: string, quantity = 1) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: {
        'idempotency-key': randomUUID(),
        ...(ticket ? { 'x-fila-ticket': ticket } : {}),
      },
      payload: { tickets: [{ id_ticket: ticketTypeId, quantidade_produto: quantity }] },
    });
  const settings = (body: VirtualQueueSettingsInput | Record<string, unknown>, id = eventId) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/organizador/eventos/${id}/fila-virtual`,
      cookies: admin.cookies,
      payload: body,
    });
  async function turnOn(perMinute: number) {
    const response = await settings({
      modo: 'ligada',
      por_minuto: perMinute,
      limite_reservas_por_segundo: 20,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrganizerVirtualQueueView>();
  }
  const tick = () => ctx.app.virtualQueue.tick();

  beforeAll(async () => {
    admin = await signIn(ctx.database, 'admin');
  });

  beforeEach(async () => {
    clock.set(START);
    const { event, ticketTypes: types } = await createTestEvent(ctx.database, {
      organizationId: admin.user.organizacao!.id,
      now: START,
      tickets: [{ quantity: 1_000 }],
    });
    eventId = event.id;
    ticketTypeId = types[0]!.id;
  });

  it('is off by default: holds need no ticket and joining says the line is closed', async () => {
    expect((await ctx.app.inject(`/api/eventos/${eventId}/fila`)).json()).toEqual({
      ativa: false,
      por_minuto: null,
    });
    expect((await hold()).statusCode).toBe(201);
    const response = await join();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ situacao: 'encerrada', ticket: '' });
    expect((await ctx.app.inject(`/api/eventos/${randomUUID()}/fila`)).statusCode).toBe(404);
  });

  it('refuses a hold without an admission, lines buyers up in arrival order, admits at the rate', async () => {
    const view = await turnOn(60);
    expect(view).toMatchObject({ modo: 'ligada', ativa: true, salvo: true, aguardando: 0 });
    expect((await ctx.app.inject(`/api/eventos/${eventId}/fila`)).json()).toEqual({
      ativa: true,
      por_minuto: 60,
    });

    const refused = await hold();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: VIRTUAL_QUEUE_MESSAGES.admissionRequired,
      codigo: VIRTUAL_QUEUE_REFUSAL_CODE,
    });

    const first = await joined();
    const second = await joined();
    expect(first).toMatchObject({
      situacao: 'aguardando',
      posicao: 1,
      espera_estimada_segundos: 1,
    });
    expect(second).toMatchObject({
      situacao: 'aguardando',
      posicao: 2,
      espera_estimada_segundos: 2,
    });
    // A reload (same ticket) keeps the place, and costs no new proof of the bot check's.
    const again = await join(first.ticket);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ ticket: first.ticket, posicao: 1 });
    expect((await hold(second.ticket)).statusCode).toBe(409);

    // One second at 60 per minute: one admission, the first to arrive.
    clock.advance(1_000);
    await tick();
    const admitted = await statusOf(first.ticket);
    expect(admitted).toMatchObject({
      situacao: 'admitido',
      posicao: null,
      admitido_ate: new Date(
        START.getTime() + 1_000 + VIRTUAL_QUEUE_TIMING.admissionWindowMs,
      ).toISOString(),
    });
    expect(await statusOf(second.ticket)).toMatchObject({ situacao: 'aguardando', posicao: 1 });
    expect((await hold(first.ticket)).statusCode).toBe(201);
    expect((await hold(second.ticket)).statusCode).toBe(409);

    // The same instant ticked again (another process) admits nobody more.
    await tick();
    expect(await statusOf(second.ticket)).toMatchObject({ situacao: 'aguardando' });
  });

  it('refuses a forged or another event’s ticket, and a join without the bot check’s proof', async () => {
    await turnOn(60);
    const mine = await joined();
    const forged = mine.ticket.replace(/\.(\d+)\./, (_, id: string) => `.${Number(id) + 1}.`);
    const bad = await status(forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: VIRTUAL_QUEUE_MESSAGES.ticketInvalid });
    const { event: other } = await createTestEvent(ctx.database, { now: START });
    expect((await status(mine.ticket, other.id)).statusCode).toBe(400);
    clock.advance(1_000);
    await tick();
    expect((await hold(forged)).statusCode).toBe(409);

    const noProof = await ctx.app.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/fila`,
      payload: { prova: Buffer.from('{"x":1}').toString('base64') },
    });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toEqual({ message: VIRTUAL_QUEUE_MESSAGES.proofInvalid });
  });

  it('admits first come, first served: never more than the rate, never out of order, under racing ticks', async () => {
    await turnOn(120); // one every 500 ms
    const line: string[] = [];
    for (let index = 0; index < 12; index++) line.push((await joined()).ticket);
    const admittedOf = async () => {
      const situations = await Promise.all(
        line.map(async (ticket) => (await statusOf(ticket)).situacao),
      );
      return situations.filter((situation) => situation === 'admitido').length;
    };
    clock.advance(2_250);
    // Two processes tick at the same instant: the queue's row lock lets one admit.
    await Promise.all([tick(), tick(), tick()]);
    expect(await admittedOf()).toBe(4);
    for (const [index, ticket] of line.entries()) {
      const { situacao, posicao } = await statusOf(ticket);
      expect(situacao).toBe(index < 4 ? 'admitido' : 'aguardando');
      expect(posicao).toBe(index < 4 ? null : index - 3);
    }
    // The quarter-second left over is kept: 250 ms later one more is due, not two.
    clock.advance(250);
    await tick();
    expect(await admittedOf()).toBe(5);
  });

  it('loses the place of a buyer who stopped asking after the grace period; the rest move up', async () => {
    await turnOn(1);
    const gone = await joined();
    const staying = await joined();
    const third = await joined();
    const fourth = await joined();
    expect(fourth.posicao).toBe(4);
    for (let elapsed = 0; elapsed < VIRTUAL_QUEUE_TIMING.graceMs; elapsed += 10_000) {
      clock.advance(10_000);
      for (const buyer of [staying, third, fourth]) {
        expect((await statusOf(buyer.ticket)).situacao).not.toBe('expirado');
      }
    }
    clock.advance(1_000);
    await tick();
    // The two minutes passed admitted two: the buyers still asking, not the one who left.
    expect(await statusOf(gone.ticket)).toMatchObject({ situacao: 'expirado', posicao: null });
    expect((await statusOf(staying.ticket)).situacao).toBe('admitido');
    expect((await statusOf(third.ticket)).situacao).toBe('admitido');
    // Ahead of the fourth: two admitted, one lost — it is next.
    expect(await statusOf(fourth.ticket)).toMatchObject({ situacao: 'aguardando', posicao: 1 });
    // Coming back is a new place at the end.
    const back = await join(gone.ticket);
    expect(back.statusCode).toBe(201);
    expect(back.json<VirtualQueueTicketStatus>().ticket).not.toBe(gone.ticket);
  });

  it('gives an admission its window and a few holds, however many tabs race', async () => {
    await turnOn(60);
    const buyer = await joined();
    clock.advance(1_000);
    await tick();
    const answers = await Promise.all(Array.from({ length: 6 }, () => hold(buyer.ticket)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(
      VIRTUAL_QUEUE_TIMING.ordersPerAdmission,
    );
    expect(codes.filter((code) => code === 409)).toHaveLength(
      6 - VIRTUAL_QUEUE_TIMING.ordersPerAdmission,
    );

    const late = await joined();
    clock.advance(1_000);
    await tick();
    expect((await statusOf(late.ticket)).situacao).toBe('admitido');
    clock.advance(VIRTUAL_QUEUE_TIMING.admissionWindowMs);
    expect((await statusOf(late.ticket)).situacao).toBe('expirado');
    expect((await hold(late.ticket)).statusCode).toBe(409);
  });

  it('never sells a seat twice when the admitted rush races for the last seats', async () => {
    await ctx.database.db
      .update(ticketTypes)
      .set({ quantity: 3 })
      .where(eq(ticketTypes.id, ticketTypeId));
    await turnOn(600);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => joined()));
    clock.advance(1_000);
    await tick();
    const answers = await Promise.all(buyers.map((buyer) => hold(buyer.ticket)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const [row] = await ctx.database.db
      .select({ reserved: ticketTypes.reserved, sold: ticketTypes.sold })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, ticketTypeId));
    expect(row).toEqual({ reserved: 3, sold: 0 });
  });

  it('switches itself on when holds pass the threshold, and off once quiet', async () => {
    const saved = await settings({
      modo: 'automatica',
      por_minuto: 60,
      limite_reservas_por_segundo: 1,
    });
    expect(saved.json()).toMatchObject({ modo: 'automatica', ativa: false });
    for (let index = 0; index < 5; index++) expect((await hold()).statusCode).toBe(201);
    await tick();
    expect((await ctx.app.inject(`/api/eventos/${eventId}/fila`)).json()).toEqual({
      ativa: true,
      por_minuto: 60,
    });
    expect((await hold()).json()).toMatchObject({ codigo: VIRTUAL_QUEUE_REFUSAL_CODE });

    clock.advance(VIRTUAL_QUEUE_TIMING.autoQuietMs + VIRTUAL_QUEUE_TIMING.autoWindowMs);
    await tick();
    expect((await ctx.app.inject(`/api/eventos/${eventId}/fila`)).json()).toMatchObject({
      ativa: false,
    });
    expect((await hold()).statusCode).toBe(201);
  });

  it('turned off, tells the line to go to the checkout', async () => {
    await turnOn(60);
    const buyer = await joined();
    const off = await settings({
      modo: 'desligada',
      por_minuto: 60,
      limite_reservas_por_segundo: 20,
    });
    expect(off.json()).toMatchObject({ ativa: false, aguardando: 1 });
    expect(await statusOf(buyer.ticket)).toMatchObject({ situacao: 'encerrada' });
    expect((await hold()).statusCode).toBe(201);
  });

  it('shows the organizer the line, validates the settings in pt-BR, keeps other organizations out', async () => {
    await turnOn(60);
    await joined();
    await joined();
    const view = await ctx.app.inject({
      url: `/api/organizador/eventos/${eventId}/fila-virtual`,
      cookies: admin.cookies,
    });
    expect(view.json()).toMatchObject({
      aguardando: 2,
      admitidos: 0,
      desistentes: 0,
      espera_estimada_segundos: 2,
    });

    const bad = await settings({
      modo: 'ligada',
      por_minuto: '12,5',
      limite_reservas_por_segundo: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json<{ errors: { message: string }[] }>().errors.map((error) => error.message),
    ).toEqual([VIRTUAL_QUEUE_MESSAGES.rateInvalid, VIRTUAL_QUEUE_MESSAGES.thresholdInvalid]);

    const { event: foreign } = await createTestEvent(ctx.database, { now: START });
    const other = await settings(
      { modo: 'ligada', por_minuto: 1, limite_reservas_por_segundo: 1 },
      foreign.id,
    );
    expect(other.statusCode).toBe(404);
    const log = await ctx.database.db.execute(
      sql`select count(*)::int as n from organization_activity where action = 'evento.fila-virtual'`,
    );
    expect((log as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });
});
