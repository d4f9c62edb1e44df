import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  createUsuarioResponseSchema,
} from '@bilheteria/domain/auth-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { events, orders, users } from '../../db/schema';
import { createTestUser, signIn } from '../../test/auth';
import { checkoutSteps } from '../../test/payment-fixtures';
import { testConfig } from '../../test/test-app';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import type { AccountsByEmail } from './accounts-by-email';
import { specAccountRoutes } from './spec-routes';
import { linkIn, mailboxOf } from './test-mailbox';
import { resendGateFromTables } from './ticket-resend';

const RELAXED = { auth: { rateLimitMax: 10_000, rateLimitWindowMs: 15 * 60_000 } };
const STRONG = 'Ingresso2026';

let seq = 0;
const freshEmail = () => `pessoa${++seq}-${Date.now()}@empresa.com.br`;

describe.each(testTargets())('POST /api/usuarios on %s', (target) => {
  const clock = createTestClock(new Date('2026-03-02T12:00:00Z'));
  const ctx = useTestApp(target, { config: RELAXED, clock });

  const create = async (body: object, role: 'admin' | 'user' | null = 'admin') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: body,
      cookies: role ? (await signIn(ctx.database, role, { clock })).cookies : {},
    });

  const RECORD = {
    Bairro: 'Centro',
    CEP: '01001-000',
    CPF: '52998224725',
    Cidade: 'São Paulo',
    Estado: 'SP',
    ID_Foto: '',
    Logradouro: 'Praça da Sé',
    Nome: 'Eva Lima',
    Numero: 0,
    Pontuacao: 0,
    Role: 'user',
    telefone: '(11) 98765-4321',
    id_comprador: randomUUID(),
  };

  it('makes an account without a password and e-mails its owner a set-password link', async () => {
    const email = freshEmail();
    const box = mailboxOf(ctx.database, email);
    // The spec sends `senha` = the e-mail: ignored, never a password.
    const response = await create({ ...RECORD, email, senha: email });
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = createUsuarioResponseSchema.parse(response.json());
    expect(body).toEqual({ email, message: ACCOUNT_MESSAGES.userRequested });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      name: 'Eva Lima',
      email,
      role: 'user',
      passwordHash: null,
      phone: '(11) 98765-4321',
      cpf: '52998224725',
      city: 'São Paulo',
      state: 'SP',
    });
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login(email)).statusCode).toBe(401);

    const message = await box.next();
    expect(message.subject).toBe('Defina sua senha na Bilheteria');
    expect(message.text).toContain('7 dias');
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/link/password',
      payload: { token: linkIn(message).token, password: STRONG },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(STRONG)).statusCode).toBe(200);
  });

  it('answers an existing address as a new one and changes nothing of that account', async () => {
    // An organizer, with a profile of their own.
    const owner = await createTestUser(ctx.database, 'admin', { phone: null, cpf: null });
    const fresh = await create({ ...RECORD, email: freshEmail() });
    const existing = await create({ ...RECORD, Nome: 'Outro', email: owner.email.toUpperCase() });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.json()).toEqual({
      email: owner.email,
      message: ACCOUNT_MESSAGES.userRequested,
    });
    expect(Object.keys(existing.json<object>()).sort()).toEqual(
      Object.keys(fresh.json<object>()).sort(),
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({
      name: owner.name,
      // A member's power is their membership, never the stored role (decision 0030).
      role: 'user',
      phone: null,
      cpf: null,
      city: null,
      state: null,
    });
  });

  it('makes users only, with valid fields', async () => {
    const admin = await create({ Nome: 'Quer Ser Admin', email: freshEmail(), Role: 'admin' });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors).toEqual([{ path: 'Role', message: ACCOUNT_MESSAGES.roleUserOnly }]);
    const badCpf = await create({ Nome: 'CPF Ruim', email: freshEmail(), CPF: '11111111111' });
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json().message).toBe('CPF inválido');
    const noEmail = await create({ Nome: 'Sem E-mail' });
    expect(noEmail.statusCode).toBe(400);
  });

  it('documents the account routes in OpenAPI, the admin route with its cookie', async () => {
    const response = await ctx.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, { post?: { security?: unknown; responses: object } }>;
    }>();
    for (const path of [
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/ticket-link',
      '/api/auth/resend-confirmation',
      '/api/auth/link/check',
      '/api/auth/link/password',
      '/api/auth/link/sign-in',
      '/api/usuarios',
      '/api/ingresso/enviar',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
    expect(document.paths['/api/usuarios']!.post!.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(document.paths['/api/auth/register']!.post!.responses)).toContain('202');
  });

  it('is for admins only, checked before the body is read', async () => {
    const visitor = await create({}, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    const user = await create({ Nome: 'Tentativa', email: freshEmail() }, 'user');
    expect(user.statusCode).toBe(403);
  });
});

describe.each(testTargets())('POST /api/ingresso/enviar on %s', (target) => {
  const clock = createTestClock(new Date('2026-03-02T12:00:00Z'));
  const resent: string[] = [];
  /**
   * The route as app.ts registers it, with the tickets module's re-send recorded: at /teste with
   * room to spare, and at /limitado allowing 3 per hour.
   */
  const setUp = async (app: FastifyInstance) => {
    for (const [prefix, rateLimitMax] of [
      ['/teste', 10_000],
      ['/limitado', 3],
    ] as const) {
      await app.register(specAccountRoutes, {
        prefix,
        accounts: {} as AccountsByEmail,
        config: testConfig({ auth: { rateLimitMax, rateLimitWindowMs: 60 * 60_000 } }),
        resendGate: resendGateFromTables(ctx.database.db),
        resendTickets: async (orderId) => {
          resent.push(orderId);
        },
      });
    }
  };
  const ctx = useTestApp(target, { config: RELAXED, clock, setUp });
  const steps = checkoutSteps(ctx, clock);

  const paidOrder = async () => {
    const { order } = await steps.readyOrder({ quantity: 2 });
    await ctx.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    return order.id;
  };

  interface Caller {
    inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  }
  const resend = (
    orderId: string,
    options: { as?: Caller; cookies?: Record<string, string>; url?: string; ip?: string } = {},
  ) =>
    (options.as ?? ctx.buyer).inject({
      method: 'POST',
      url: options.url ?? '/teste/ingresso/enviar',
      cookies: options.cookies ?? {},
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      payload: {
        codigoIngresso: orderId,
        tituloEvento: 'Ignorado',
        // The spec's client names the addresses: they are ignored, only the order counts.
        dadosComprador: [{ emailComprador: 'outra@pessoa.com', nomeComprador: 'Outra' }],
      },
    });

  it("re-sends a paid order's tickets for the browser that bought it", async () => {
    const orderId = await paidOrder();
    resent.length = 0;
    const response = await resend(orderId);
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.ticketsResent });
    expect(resent).toEqual([orderId]);
  });

  it("and for the event's organization's sales roles, not for another organization", async () => {
    const orderId = await paidOrder();
    resent.length = 0;
    const otherAdmin = await signIn(ctx.database, 'admin', { clock });
    const refused = await resend(orderId, { as: ctx.app, cookies: otherAdmin.cookies });
    expect(refused.statusCode).toBe(404);
    const admin = await signIn(ctx.database, 'admin', { clock });
    const organizationId = admin.user.organizacao!.id;
    await ctx.database.db
      .update(events)
      .set({ organizationId })
      .where(
        sql`${events.id} = (select ${orders.eventId} from ${orders} where ${orders.id} = ${orderId})`,
      );
    // The door's role does not handle sales: to it the order is as unknown as to anyone.
    const door = await signIn(ctx.database, 'admin', {
      clock,
      organization: { id: organizationId, role: 'checkin' },
    });
    expect((await resend(orderId, { as: ctx.app, cookies: door.cookies })).statusCode).toBe(404);
    expect(resent).toEqual([]);
    const finance = await signIn(ctx.database, 'admin', {
      clock,
      organization: { id: organizationId, role: 'financeiro' },
    });
    for (const account of [admin, finance]) {
      const response = await resend(orderId, { as: ctx.app, cookies: account.cookies });
      expect(response.statusCode).toBe(202);
    }
    expect(resent).toEqual([orderId, orderId]);
  });

  it('is a 404 for anyone else, signed in or not, as for an order that does not exist', async () => {
    const orderId = await paidOrder();
    resent.length = 0;
    const user = await signIn(ctx.database, 'user', { clock });
    for (const response of [
      await resend(orderId, { as: ctx.newBrowser() }),
      await resend(orderId, { as: ctx.app, cookies: user.cookies }),
      await resend(randomUUID()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CHECKOUT_MESSAGES.orderNotFound });
    }
    expect(resent).toEqual([]);
  });

  it('refuses an order not paid yet (409)', async () => {
    const { order } = await steps.readyOrder({ quantity: 1 });
    resent.length = 0;
    const response = await resend(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.orderNotPaid });
    expect(resent).toEqual([]);
  });

  it('is rate-limited per order, counting only allowed re-sends, and per IP', async () => {
    const url = '/limitado/ingresso/enviar';
    const orderId = await paidOrder();
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) {
      codes.push(
        (await resend(orderId, { as: ctx.newBrowser(), url, ip: `198.51.100.${i}` })).statusCode,
      );
    }
    // Strangers' refused attempts do not spend the order's budget: its buyer still has it all.
    expect(codes).toEqual([404, 404, 404, 404]);
    const own: number[] = [];
    for (let i = 1; i <= 4; i++) {
      own.push((await resend(orderId, { url, ip: `198.51.100.${10 + i}` })).statusCode);
    }
    expect(own).toEqual([202, 202, 202, 429]);
    const blocked = await resend(orderId, { url, ip: '198.51.100.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });

    const ip = '203.0.113.7';
    const perIp: number[] = [];
    for (let i = 0; i < 4; i++) perIp.push((await resend(randomUUID(), { url, ip })).statusCode);
    expect(perIp).toEqual([404, 404, 404, 429]);
  });
});
