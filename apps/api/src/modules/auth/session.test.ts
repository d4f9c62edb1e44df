import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import { ROLES } from '@bilheteria/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn, sessionCookieOf, type TestAccount } from '../../test/auth';
import { createTestClock, useTestApp } from '../../test/test-context';
import { engineNeutralTargets } from '../../test/test-database';

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
  app.get(
    '/reports',
    { config: { organization: 'relatorios' }, schema: { response: { 200: whoami } } },
    async (request) => answer(request),
  );
  app.get('/undeclared', async (request) => ({ user: request.user }));
};

describe.each(engineNeutralTargets())('authorization mechanism on %s', (target) => {
  const clock = createTestClock(new Date('2026-05-10T09:00:00Z'));
  const ctx = useTestApp(target, {
    demo: false,
    clock,
    setUp: (app) => app.register(probeRoutes, { prefix: '/api/probe' }),
  });
  const accounts = {} as Record<(typeof ROLES)[number], TestAccount>;

  beforeAll(async () => {
    for (const role of ROLES) accounts[role] = await signIn(ctx.database, role, { clock });
  });

  const get = (url: string, account?: TestAccount) =>
    ctx.app.inject({ url, cookies: account?.cookies ?? {} });

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

  it('lets an organizer route through by the organization role, 403 to the others', async () => {
    expect((await get('/api/probe/reports')).statusCode).toBe(401);
    for (const role of ['user', 'affiliate', 'operador'] as const) {
      const response = await get('/api/probe/reports', accounts[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
    const organizationId = accounts.admin.user.organizacao!.id;
    for (const [role, status] of [
      ['visualizacao', 200],
      ['financeiro', 200],
      ['checkin', 403],
    ] as const) {
      const member = await signIn(ctx.database, 'admin', {
        clock,
        organization: { id: organizationId, role },
      });
      expect((await get('/api/probe/reports', member)).statusCode, role).toBe(status);
    }
  });

  it('hands the route the user with the affiliate code from the database', async () => {
    const response = await get('/api/probe/affiliate', accounts.affiliate);
    expect(response.json()).toEqual({
      role: 'affiliate',
      affiliateCode: accounts.affiliate.user.affiliateCode,
    });
  });

  it('protects HEAD as well as GET', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/api/probe/admin' });
    expect(response.statusCode).toBe(401);
  });

  it('checks who calls before reading the body', async () => {
    const bad = { method: 'POST' as const, url: '/api/probe/signed-in', payload: { n: 'x' } };
    expect((await ctx.app.inject(bad)).statusCode).toBe(401);
    expect((await ctx.app.inject({ ...bad, cookies: accounts.user.cookies })).statusCode).toBe(400);
    const good = await ctx.app.inject({
      ...bad,
      payload: { n: 1 },
      cookies: accounts.user.cookies,
    });
    expect(good.statusCode).toBe(200);
  });

  it('turns an expired session into 401 and drops the cookie', async () => {
    const account = await signIn(ctx.database, 'admin', { clock });
    const start = clock();
    try {
      clock.set(new Date(start.getTime() + 12 * HOUR + 1));
      const response = await get('/api/probe/admin', account);
      expect(response.statusCode).toBe(401);
      expect(sessionCookieOf(response)?.value).toBe('');
    } finally {
      clock.set(start);
    }
  });

  it('does not load the user on a route that declares nothing', async () => {
    const response = await get('/api/probe/undeclared', accounts.admin);
    expect(response.json()).toEqual({ user: null });
  });

  it('lists protected routes and documents their cookie, 401 and 403', async () => {
    expect(ctx.app.protectedRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/probe/admin', roles: ['admin'], organization: null },
        { method: 'POST', url: '/api/probe/signed-in', roles: ROLES, organization: null },
        { method: 'GET', url: '/api/probe/reports', roles: [], organization: 'relatorios' },
      ]),
    );
    expect(ctx.app.protectedRoutes.some((route) => route.method === 'HEAD')).toBe(false);
    const document = (await ctx.app.inject('/api/docs/json')).json();
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
