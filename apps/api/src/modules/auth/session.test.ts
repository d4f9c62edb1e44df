import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import { ROLES } from '@bilheteria/domain/roles';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { signIn, sessionCookieOf, type TestAccount } from '../../test/auth';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, silentLogger, testTargets } from '../../test/test-database';

const HOUR = 3_600_000;

/** Routes that exist only in this test, to exercise the mechanism every real route uses. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const whoami = z.object({ role: z.string().nullable(), affiliateCode: z.string().nullable() });
  const answer = (request: { user: { role: string; affiliateCode: string | null } | null }) => ({
    role: request.user?.role ?? null,
    affiliateCode: request.user?.affiliateCode ?? null,
  });
  app.get(
    '/admin',
    { config: { roles: ['admin'] }, schema: { response: { 200: whoami } } },
    async (request) => answer(request),
  );
  app.get(
    '/affiliate',
    { config: { roles: ['affiliate'] }, schema: { response: { 200: whoami } } },
    async (request) => answer(request),
  );
  app.post(
    '/signed-in',
    { config: { roles: ROLES }, schema: { body: z.object({ n: z.number() }) } },
    async (request) => ({ n: request.body.n }),
  );
  app.get('/undeclared', async (request) => ({ user: request.user }));
};

describe.each(testTargets())('authorization mechanism on %s', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let now = new Date('2026-05-10T09:00:00Z');
  const clock = () => now;
  const accounts = {} as Record<(typeof ROLES)[number], TestAccount>;

  beforeAll(async () => {
    database = await createTestDatabase(target, { demo: false });
    app = await buildApp({ config: testConfig(), database, logger: silentLogger, clock });
    await app.register(probeRoutes, { prefix: '/api/probe' });
    await app.ready();
    for (const role of ROLES) accounts[role] = await signIn(database, role, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, account?: TestAccount) =>
    app.inject({ url, cookies: account?.cookies ?? {} });

  it('refuses visitors with 401 and other roles with 403, in pt-BR', async () => {
    const visitor = await get('/api/probe/admin');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });

    for (const role of ['user', 'affiliate'] as const) {
      const response = await get('/api/probe/admin', accounts[role]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
    const admin = await get('/api/probe/admin', accounts.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ role: 'admin', affiliateCode: null });
  });

  it('hands the route the user with the affiliate code from the database', async () => {
    const response = await get('/api/probe/affiliate', accounts.affiliate);
    expect(response.json()).toEqual({
      role: 'affiliate',
      affiliateCode: accounts.affiliate.user.affiliateCode,
    });
  });

  it('protects HEAD as well as GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/probe/admin' });
    expect(response.statusCode).toBe(401);
  });

  it('checks who calls before reading the body', async () => {
    const bad = { method: 'POST' as const, url: '/api/probe/signed-in', payload: { n: 'x' } };
    expect((await app.inject(bad)).statusCode).toBe(401);
    expect((await app.inject({ ...bad, cookies: accounts.user.cookies })).statusCode).toBe(400);
    const good = await app.inject({ ...bad, payload: { n: 1 }, cookies: accounts.user.cookies });
    expect(good.statusCode).toBe(200);
  });

  it('turns an expired session into 401 and drops the cookie', async () => {
    const account = await signIn(database, 'admin', { clock });
    const start = now;
    try {
      now = new Date(start.getTime() + 12 * HOUR + 1);
      const response = await get('/api/probe/admin', account);
      expect(response.statusCode).toBe(401);
      expect(sessionCookieOf(response)?.value).toBe('');
    } finally {
      now = start;
    }
  });

  it('does not load the user on a route that declares nothing', async () => {
    const response = await get('/api/probe/undeclared', accounts.admin);
    expect(response.json()).toEqual({ user: null });
  });

  it('lists protected routes and documents their cookie, 401 and 403', async () => {
    expect(app.protectedRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/probe/admin', roles: ['admin'] },
        { method: 'POST', url: '/api/probe/signed-in', roles: ROLES },
      ]),
    );
    expect(app.protectedRoutes.some((route) => route.method === 'HEAD')).toBe(false);
    const document = (await app.inject('/api/docs/json')).json();
    expect(document.components.securitySchemes.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'bilheteria_session',
    });
    const admin = document.paths['/api/probe/admin'].get;
    expect(admin.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(admin.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(document.paths['/api/auth/me'].get.security).toBeUndefined();
    expect(document.paths['/api/auth/login'].post.tags).toEqual(['Contas']);
  });
});
