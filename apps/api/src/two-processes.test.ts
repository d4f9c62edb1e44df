import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { cardPlainText } from '@bilheteria/domain/card-encryption';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { payments, sandboxOrders, ticketTypes, virtualQueues } from './db/schema';
import { SESSION_COOKIE } from './modules/auth';
import { signIn, type TestAccount } from './test/auth';
import { createTestEvent } from './test/catalog-fixtures';
import { freePort, startApiProcess, waitForStatus, type ApiProcess } from './test/api-process';
import { APPROVED_VISA, PARTICIPANT } from './test/payment-fixtures';
import { createTestDatabase, testTargets } from './test/test-database';

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer (DESIGN "Scale"):
 * the seat rush, concurrent payments of one order, the sign-in limit and the session caches
 * (decision 0032), spread over both.
 * PGlite is one process by nature, so this runs with the PostgreSQL suite.
 */
describe.runIf(testTargets().includes('postgres'))('two API processes on one database', () => {
  let database: Database;
  const processes: { api: ApiProcess; url: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const url = database.pool.options.connectionString!;
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const api = startApiProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        DEMO_MODE: 'false',
        LOG_LEVEL: 'warn',
        SANDBOX_AUTO_PAY_MS: '0',
      });
      processes.push({ api, url: `http://127.0.0.1:${port}` });
    }
    await Promise.all(processes.map(({ url }) => waitForStatus(`${url}/api/health`, 200, 60_000)));
  }, 90_000);

  afterAll(async () => {
    for (const { api } of processes) api.child.kill('SIGKILL');
    await database?.close();
  });

  /** A browser talking to one process or the other, keeping its cookies. */
  function browser() {
    let cookies = '';
    return async (processIndex: number, path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookies) headers.set('cookie', cookies);
      if (init.body) headers.set('content-type', 'application/json');
      const response = await fetch(`${processes[processIndex]!.url}${path}`, { ...init, headers });
      const set = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
      if (set.length > 0) cookies = set.join('; ');
      return response;
    };
  }
  const post = (body: unknown, key = randomUUID()) => ({
    method: 'POST',
    headers: { 'idempotency-key': key },
    body: JSON.stringify(body),
  });

  it('never sells a seat twice when buyers rush both processes', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(database, { tickets: [{ quantity: 50, priceCents: 10_000 }] });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        browser()(
          index % 2,
          '/api/pedidos',
          post({ tickets: [{ id_ticket: type!.id, quantidade_produto: 1 }] }),
        ).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(50);
    expect(answers.filter((status) => status === 409)).toHaveLength(150);
    const [seats] = await database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, type!.id));
    expect(seats).toMatchObject({ quantity: 50, reserved: 50, sold: 0 });
  }, 60_000);

  it('charges an order once when it is paid through both processes at the same moment', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(database, { tickets: [{ quantity: 10, priceCents: 20_000 }] });
    const buyer = browser();
    const order = (await (
      await buyer(
        0,
        '/api/pedidos',
        post({ tickets: [{ id_ticket: type!.id, quantidade_produto: 1 }] }),
      )
    ).json()) as OrderView;
    await buyer(1, '/api/comprador', post({ ...PARTICIPANT, id_pedido: order.id, posicao: 1 }));

    const publicKey = (
      (await (await fetch(`${processes[0]!.url}/api/pagseguro/public-key`)).json()) as {
        public_key: string;
      }
    ).public_key;
    const card = () => {
      const plain = cardPlainText({
        number: APPROVED_VISA,
        securityCode: '123',
        expMonth: '12',
        expYear: '2030',
        holder: 'Ana Souza',
        timestampMs: Date.now(),
      });
      if (!('text' in plain)) throw new Error('card');
      return publicEncrypt(
        {
          key: `-----BEGIN PUBLIC KEY-----\n${publicKey}\n-----END PUBLIC KEY-----`,
          padding: constants.RSA_PKCS1_PADDING,
        },
        Buffer.from(plain.text),
      ).toString('base64');
    };
    const botToken = async (processIndex: number) => {
      const base = processes[processIndex]!.url;
      const challenge = (await (await fetch(`${base}/api/botcheck/challenge`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const verified = await fetch(`${base}/api/recaptcha/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
        }),
      });
      return ((await verified.json()) as { token: string }).token;
    };
    // Six tabs, three on each process, each with its own key and bot token (from the other
    // process: spent tokens are shared too).
    const bodies = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => ({
        id_pedido: order.id,
        recaptcha_token: await botToken(1 - (index % 2)),
        tickets: [{ id_ticket: type!.id, quantidade_produto: 1 }],
        nome_cliente: 'Ana Souza',
        email_cliente: 'ana@empresa.com.br',
        cpf_cliente: '52998224725',
        valor_total_produto: order.total_centavos,
        encrypted: card(),
        quantidade_parcelas: 1,
        valor_parcela: order.total_centavos,
      })),
    );
    const statuses = await Promise.all(
      bodies.map((body, index) =>
        buyer(index % 2, '/api/pagseguro/pagar', post(body)).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const charged = await database.db
      .select({ id: sandboxOrders.id })
      .from(sandboxOrders)
      .innerJoin(payments, sql`${payments.id}::text = ${sandboxOrders.referenceId}`)
      .where(eq(payments.orderId, order.id));
    expect(charged).toHaveLength(1);
    const view = (await (await buyer(1, `/api/pedidos/${order.id}`)).json()) as OrderView;
    expect(view.status).toBe('paid');
  }, 60_000);

  it("drops a session cached by one process within a second of a removal or logout in the other's", async () => {
    const owner = await signIn(database, 'admin');
    const organizationId = owner.user.organizacao!.id;
    const member = await signIn(database, 'admin', {
      organization: { id: organizationId, role: 'gerente' },
    });
    const status = (account: TestAccount, processIndex: number, path: string, method = 'GET') =>
      fetch(`${processes[processIndex]!.url}${path}`, {
        method,
        headers: { cookie: `${SESSION_COOKIE}=${account.token}` },
      }).then((response) => response.status);
    const withinASecond = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 1_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('not seen by the other process within 1 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // Process 1 has both sessions in memory.
    const organization = `/api/organizacoes/${organizationId}`;
    for (let i = 0; i < 2; i++) {
      expect(await status(member, 1, organization)).toBe(200);
      expect(await status(owner, 1, '/api/organizacoes/minhas')).toBe(200);
    }

    const removed = await status(owner, 0, `${organization}/membros/${member.user.id}`, 'DELETE');
    expect(removed).toBe(204);
    await withinASecond(async () => (await status(member, 1, organization)) === 403);

    expect(await status(owner, 0, '/api/auth/logout', 'POST')).toBe(204);
    await withinASecond(async () => (await status(owner, 1, '/api/organizacoes/minhas')) === 401);
  }, 30_000);

  it('counts sign-in attempts once, whichever process gets them', async () => {
    const attempt = (processIndex: number) =>
      fetch(`${processes[processIndex]!.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ninguem@exemplo.com', password: 'Errada@123' }),
      }).then((response) => response.status);
    const first = [];
    for (let index = 0; index < 10; index++) first.push(await attempt(index % 2));
    expect(first.every((status) => status === 401)).toBe(true);
    expect([await attempt(0), await attempt(1)]).toEqual([429, 429]);
  }, 60_000);
  it('admits the virtual queue first come, first served, whichever process each buyer asks', async () => {
    const {
      event,
      ticketTypes: [type],
    } = await createTestEvent(database, { tickets: [{ quantity: 50, priceCents: 10_000 }] });
    const now = new Date();
    // On at one a second: each admission is a second apart, so their order is plain to see.
    await database.db.insert(virtualQueues).values({
      eventId: event.id,
      mode: 'ligada',
      ratePerMinute: 60,
      autoThresholdPerSecond: 100,
      activeSince: now,
      admittedThrough: now,
    });
    const hold = (processIndex: number, ticket?: string) =>
      fetch(`${processes[processIndex]!.url}/api/pedidos`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          ...(ticket ? { 'x-fila-ticket': ticket } : {}),
        },
        body: JSON.stringify({ tickets: [{ id_ticket: type!.id, quantidade_produto: 1 }] }),
      });
    expect((await hold(0)).status).toBe(409);
    expect((await hold(1)).status).toBe(409);

    // Four buyers join, one after another, through alternate processes.
    const tickets: string[] = [];
    for (let index = 0; index < 4; index++) {
      const challenge = (await (
        await fetch(`${processes[index % 2]!.url}/api/botcheck/challenge`)
      ).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const joined = await fetch(`${processes[index % 2]!.url}/api/eventos/${event.id}/fila`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          prova: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
        }),
      });
      expect(joined.status).toBe(201);
      tickets.push(((await joined.json()) as { ticket: string }).ticket);
    }
    // Each asks the other process for news until admitted; admissions come in arrival order.
    const admittedOrder: number[] = [];
    const deadline = Date.now() + 20_000;
    while (admittedOrder.length < tickets.length && Date.now() < deadline) {
      for (const [index, ticket] of tickets.entries()) {
        if (admittedOrder.includes(index)) continue;
        const answer = await fetch(
          `${processes[(index + 1) % 2]!.url}/api/eventos/${event.id}/fila/situacao`,
          { headers: { 'x-fila-ticket': ticket } },
        );
        const { situacao } = (await answer.json()) as { situacao: string };
        if (situacao === 'admitido') {
          admittedOrder.push(index);
          expect((await hold(index % 2, ticket)).status).toBe(201);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(admittedOrder).toEqual([0, 1, 2, 3]);
    const [seats] = await database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, type!.id));
    expect(seats).toMatchObject({ reserved: 4, sold: 0 });
  }, 60_000);
});
