import { Writable } from 'node:stream';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  authResponseSchema,
  demoAccountsResponseSchema,
  linkSignInResponseSchema,
  meResponseSchema,
} from '@bilheteria/domain/auth-contract';
import { PASSWORD_HINT } from '@bilheteria/domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { sessions, users } from '../../db/schema';
import { MESSAGES } from '../../http/errors';
import { signIn, sessionCookieOf } from '../../test/auth';
import { createTestApp, testConfig } from '../../test/test-app';
import { createTestClock, useTestApp } from '../../test/test-context';
import { createTestDatabase, testTargets } from '../../test/test-database';
import * as password from './password';
import { createAuthService, sessionIdOf } from './service';
import { SESSION_COOKIE } from './session';
import { linkIn, mailboxOf } from './test-mailbox';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The main app allows plenty of attempts; the rate-limit tests build their own. */
const RELAXED = { auth: { rateLimitMax: 10_000, rateLimitWindowMs: 15 * 60_000 } };

let emailSeq = 0;
const freshEmail = () => `pessoa${++emailSeq}-${Date.now()}@empresa.com.br`;
const STRONG = 'Ingresso2026';

describe.each(testTargets())('accounts and sessions on %s', (target) => {
  const clock = createTestClock(new Date('2026-03-02T12:00:00Z'));
  const ctx = useTestApp(target, { config: RELAXED, clock });

  const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });
  const login = (body: Record<string, unknown>, cookies: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, cookies });
  const me = (token?: string) =>
    ctx.app.inject({ url: '/api/auth/me', cookies: token ? { [SESSION_COOKIE]: token } : {} });
  const tokenOf = (response: LightMyRequestResponse) => sessionCookieOf(response)?.value ?? '';

  /**
   * Sign-up as a person goes through it (decision 0016): the form (202, nobody signed in yet),
   * then the link in the confirmation e-mail, which signs the browser in. Answers the link's.
   */
  async function signUp(
    body: { name: string; email: string; password: string } & Record<string, unknown>,
    headers: Record<string, string> = {},
    app: FastifyInstance = ctx.app,
  ): Promise<LightMyRequestResponse> {
    const box = mailboxOf(ctx.database, body.email.trim().toLowerCase());
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers,
    });
    expect(registered.statusCode).toBe(202);
    expect(sessionCookieOf(registered)).toBeUndefined();
    await app.jobs.drain();
    const { token } = linkIn(await box.next());
    return app.inject({
      method: 'POST',
      url: '/api/auth/link/sign-in',
      payload: { token },
      headers,
    });
  }

  describe('register → me → logout → login', () => {
    it('signs the new account in, once its e-mail is confirmed, with an httpOnly, SameSite=Lax browser-session cookie', async () => {
      const email = freshEmail();
      const response = await signUp({ name: 'Maria Silva', email, password: STRONG });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(linkSignInResponseSchema.parse(response.json()).redirectTo).toBe('/dashboard');
      const { user } = authResponseSchema.parse(response.json());
      expect(user).toMatchObject({ name: 'Maria Silva', email, role: 'user', affiliateCode: null });

      const cookie = sessionCookieOf(response)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.maxAge).toBeUndefined();
      expect(cookie.expires).toBeUndefined();
      expect(cookie.secure).toBeUndefined();
      expect(cookie.value).toMatch(/^[\w-]{43}$/);

      const who = await me(cookie.value);
      expect(who.statusCode).toBe(200);
      expect(who.headers['cache-control']).toBe('no-store');
      expect(meResponseSchema.parse(who.json()).user).toEqual(user);

      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [SESSION_COOKIE]: cookie.value },
      });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      const cleared = sessionCookieOf(out)!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
      // The old cookie no longer opens anything: the session is gone on the server.
      expect((await me(cookie.value)).json()).toEqual({ user: null });

      const again = await login({ email, password: STRONG });
      expect(again.statusCode).toBe(200);
      expect(authResponseSchema.parse(again.json()).user).toEqual(user);
      expect((await me(tokenOf(again))).json()).toEqual({ user });
    });

    it('answers a visitor with user null, and lets a visitor log out (204)', async () => {
      const who = await me();
      expect(who.statusCode).toBe(200);
      expect(who.json()).toEqual({ user: null });
      const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(out.statusCode).toBe(204);
    });

    it('ignores a cookie that is not a session, and tells the browser to drop it', async () => {
      for (const token of ['abc', 'x'.repeat(43)]) {
        const who = await me(token);
        expect(who.json()).toEqual({ user: null });
        expect(sessionCookieOf(who)?.value).toBe('');
      }
    });

    it("keeps a 'Lembrar de mim' session 30 days, cookie included", async () => {
      const email = freshEmail();
      await signUp({ name: 'Lembrada', email, password: STRONG });
      const response = await login({ email, password: STRONG, remember: true });
      const cookie = sessionCookieOf(response)!;
      expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const [row] = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(cookie.value)));
      expect(row!.persistent).toBe(true);
      expect(row!.expiresAt.getTime() - clock().getTime()).toBe(30 * DAY);
    });

    it('never lets the body choose the role', async () => {
      const response = await signUp({
        name: 'Esperta',
        email: freshEmail(),
        password: STRONG,
        role: 'admin',
        affiliateCode: 'HACK123',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ role: 'user', affiliateCode: null });
    });

    it('stores the e-mail trimmed and lower-cased, and logs in whatever its case', async () => {
      const response = await signUp({
        name: 'Caixa Alta',
        email: '  Caixa.Alta@Empresa.COM.br ',
        password: STRONG,
      });
      expect(response.json().user.email).toBe('caixa.alta@empresa.com.br');
      const again = await login({ email: 'CAIXA.ALTA@empresa.com.BR', password: STRONG });
      expect(again.statusCode).toBe(200);
    });

    it('ends the session the browser came with when it signs in again', async () => {
      const email = freshEmail();
      const first = tokenOf(await signUp({ name: 'Dupla Sessão', email, password: STRONG }));
      const second = await login({ email, password: STRONG }, { [SESSION_COOKIE]: first });
      expect(tokenOf(second)).not.toBe(first);
      expect((await me(first)).json()).toEqual({ user: null });
      expect((await me(tokenOf(second))).json().user.email).toBe(email);
    });
  });

  describe('sign-up rules', () => {
    it('answers an e-mail already taken, whatever its case, as a new one: no 409, no session', async () => {
      const email = freshEmail();
      expect((await signUp({ name: 'Primeira', email, password: STRONG })).statusCode).toBe(200);
      const fresh = await register({ name: 'Outra', email: freshEmail(), password: STRONG });
      const box = mailboxOf(ctx.database, email);
      await box.fresh(); // the confirmation, already read
      for (const variant of [email, email.toUpperCase()]) {
        const response = await register({ name: 'Segunda', email: variant, password: STRONG });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({
          message: AUTH_MESSAGES.signupSuccess,
          detail: ACCOUNT_MESSAGES.signupCheckEmail,
        });
        expect(response.body).toBe(fresh.body);
        expect(sessionCookieOf(response)).toBeUndefined();
      }
      // The owner hears of it, once per attempt; the account is as it was.
      await ctx.app.jobs.drain();
      const told = await box.fresh();
      expect(told.map((m) => m.subject)).toEqual([
        'Tentativa de cadastro com o seu e-mail',
        'Tentativa de cadastro com o seu e-mail',
      ]);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.name).toBe('Primeira');
    });

    it('gives one account to two sign-ups racing for one e-mail', async () => {
      const email = freshEmail();
      const results = await Promise.all([
        register({ name: 'Corrida Um', email, password: STRONG }),
        register({ name: 'Corrida Dois', email: email.toUpperCase(), password: STRONG }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([202, 202]);
      const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    });

    it("enforces the spec's password hint on the server (400)", async () => {
      for (const weak of ['Curta1', 'semmaiuscula1', 'SemNumeroAqui']) {
        const response = await register({ name: 'Fraca', email: freshEmail(), password: weak });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(PASSWORD_HINT);
        expect(response.json().errors).toEqual([{ path: 'password', message: PASSWORD_HINT }]);
      }
    });

    it('asks for every field when one is empty', async () => {
      const response = await register({ name: '', email: freshEmail(), password: STRONG });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(AUTH_MESSAGES.emptyFields);
      const invalid = await register({ name: 'Sem Arroba', email: 'nope', password: STRONG });
      expect(invalid.json().message).toBe(AUTH_MESSAGES.invalidEmail);
    });
  });

  describe('login failures', () => {
    /**
     * The login route's service with a pass-through spy on scrypt's check: proves that a login
     * with an unknown e-mail, or an account without a usable password, still runs one.
     */
    function spiedAuth() {
      const verify = vi.fn(password.verifyPassword);
      const auth = createAuthService(ctx.database.db, clock, {
        verifyPassword: verify,
        dummyPasswordHash: password.dummyPasswordHash,
      });
      return { auth, verify };
    }

    it('answers a wrong password and an unknown e-mail alike (401), hashing both times', async () => {
      const email = freshEmail();
      await signUp({ name: 'Alguém', email, password: STRONG });
      const wrongPassword = await login({ email, password: 'Errada2026' });
      const unknownEmail = await login({ email: freshEmail(), password: 'Errada2026' });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
        expect(sessionCookieOf(response)).toBeUndefined();
      }
      expect(wrongPassword.body).toBe(unknownEmail.body);

      const { auth, verify } = spiedAuth();
      expect(await auth.verifyCredentials(email, 'Errada2026')).toBeNull();
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![1]).not.toBe(await password.dummyPasswordHash());
      verify.mockClear();
      expect(await auth.verifyCredentials(freshEmail(), 'Errada2026')).toBeNull();
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![1]).toBe(await password.dummyPasswordHash());
    });

    it('answers a participant account like an unknown e-mail, hashing the dummy', async () => {
      const participant = freshEmail();
      await ctx.database.db.insert(users).values({ name: 'Participante', email: participant });
      const { auth, verify } = spiedAuth();
      const response = await login({ email: participant, password: participant });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
      expect(await auth.verifyCredentials(participant, participant)).toBeNull();
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![1]).toBe(await password.dummyPasswordHash());
    });

    it('tells an unconfirmed sign-up so only with its own password, at one scrypt either way', async () => {
      const pending = freshEmail();
      await register({ name: 'Pendente', email: pending, password: STRONG });
      const { auth, verify } = spiedAuth();

      const wrong = await login({ email: pending, password: 'Errada2026' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
      const right = await login({ email: pending, password: STRONG });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ message: AUTH_MESSAGES.emailNotConfirmed });
      expect(sessionCookieOf(right)).toBeUndefined();

      expect(await auth.verifyCredentials(pending, 'Errada2026')).toBeNull();
      expect(await auth.verifyCredentials(pending, STRONG)).toBe('unconfirmed');
      expect(verify).toHaveBeenCalledTimes(2);
      // Checked against its own (waiting) hash, not the dummy: the same cost as any login.
      expect(verify.mock.calls[1]![1]).not.toBe(await password.dummyPasswordHash());
    });

    it('asks for every field when login has an empty one', async () => {
      const response = await login({ email: '', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(AUTH_MESSAGES.emptyFields);
    });
  });

  describe('session lifetime', () => {
    it('treats an expired browser session as a visitor and deletes it', async () => {
      const email = freshEmail();
      const token = tokenOf(await signUp({ name: 'Expira', email, password: STRONG }));
      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 11 * HOUR));
        expect((await me(token)).json().user.email).toBe(email);
        // Used 11 h in: the 12 h idle limit counts from there.
        clock.set(new Date(start.getTime() + 22 * HOUR));
        expect((await me(token)).json().user.email).toBe(email);

        clock.set(new Date(start.getTime() + 34 * HOUR + 1));
        const expired = await me(token);
        expect(expired.json()).toEqual({ user: null });
        expect(sessionCookieOf(expired)?.value).toBe('');
        const rows = await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sessionIdOf(token)));
        expect(rows).toHaveLength(0);
      } finally {
        clock.set(start);
      }
    });

    it('ends a remembered session 30 days after login, however much it is used', async () => {
      const email = freshEmail();
      await signUp({ name: 'Lembrada Expira', email, password: STRONG });
      const token = tokenOf(await login({ email, password: STRONG, remember: true }));
      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 29 * DAY));
        expect((await me(token)).json().user).not.toBeNull();
        clock.set(new Date(start.getTime() + 30 * DAY));
        expect((await me(token)).json()).toEqual({ user: null });
      } finally {
        clock.set(start);
      }
    });

    it('sweeps expired sessions', async () => {
      const auth = (await import('./service')).createAuthService(ctx.database.db, clock);
      const { token } = await signIn(ctx.database, 'user', { clock });
      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 13 * HOUR));
        expect(await auth.deleteExpiredSessions()).toBeGreaterThanOrEqual(1);
        const rows = await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sessionIdOf(token)));
        expect(rows).toHaveLength(0);
      } finally {
        clock.set(start);
      }
    });

    it('signs out every session of an account that is deleted', async () => {
      const account = await signIn(ctx.database, 'user', { clock });
      await ctx.database.db.delete(users).where(eq(users.id, account.user.id));
      expect((await me(account.token)).json()).toEqual({ user: null });
    });
  });

  describe('role and affiliate code come from the database', () => {
    it('follows a role change on the next request', async () => {
      const account = await signIn(ctx.database, 'user', { clock });
      expect((await me(account.token)).json().user).toMatchObject({
        role: 'user',
        affiliateCode: null,
      });

      await ctx.database.db
        .update(users)
        .set({ role: 'affiliate', affiliateCode: 'PROMO2026' })
        .where(eq(users.id, account.user.id));
      // Every writer of a role tells the session caches, as here (decision 0032).
      await ctx.app.auth.service.invalidateSessions(ctx.database.db, { userId: account.user.id });
      expect((await me(account.token)).json().user).toMatchObject({
        role: 'affiliate',
        affiliateCode: 'PROMO2026',
      });

      // A code only counts while the role is affiliate; the operator is a role of the account.
      await ctx.database.db
        .update(users)
        .set({ role: 'operador' })
        .where(eq(users.id, account.user.id));
      await ctx.app.auth.service.invalidateSessions(ctx.database.db, { userId: account.user.id });
      expect((await me(account.token)).json().user).toMatchObject({
        role: 'operador',
        affiliateCode: null,
      });
    });
  });

  describe('what the database keeps', () => {
    it('stores a scrypt hash, never the password, and a hash of the token, never the token', async () => {
      const email = freshEmail();
      const secret = 'Segredo#Unico2026';
      await register({ name: 'Guardada', email, password: secret });
      const [pending] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      // Until the e-mail is confirmed the hash waits behind its mark, unusable.
      expect(pending!.passwordHash).toMatch(
        /^unconfirmed\$scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/,
      );
      const token = tokenOf(
        await signUp({ name: 'Guardada', email: freshEmail(), password: secret }),
      );
      const [user] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, (await me(token)).json().user.id));
      expect(user!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);

      const dump = async (table: string) =>
        JSON.stringify(
          await ctx.database.db
            .execute(sql.raw(`select * from ${table}`))
            .then((r) => (r as { rows: unknown[] }).rows),
        );
      const [usersDump, sessionsDump, linksDump] = await Promise.all([
        dump('users'),
        dump('sessions'),
        dump('account_tokens'),
      ]);
      expect(usersDump).not.toContain(secret);
      expect(linksDump).not.toContain(secret);
      expect(sessionsDump).not.toContain(token);
      expect(sessionsDump).toContain(sessionIdOf(token));
      expect(sessionIdOf(token)).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('demo accounts', () => {
    it('lists the seeded accounts, which log in with the role they show', async () => {
      const response = await ctx.app.inject('/api/auth/demo-accounts');
      expect(response.statusCode).toBe(200);
      const { accounts } = demoAccountsResponseSchema.parse(response.json());
      // The operator, a member per role of the catalog's organization, another organization's
      // Dono (issue 28), an affiliate and a user.
      expect(accounts.map((a) => [a.role, a.papel])).toEqual([
        ['admin', 'dono'],
        ['affiliate', null],
        ['user', null],
        ['admin', 'dono'],
        ['operador', null],
        ['admin', 'gerente'],
        ['admin', 'financeiro'],
        ['admin', 'checkin'],
        ['admin', 'visualizacao'],
      ]);
      for (const account of accounts) {
        const signedIn = await login({ email: account.email, password: account.password });
        expect(signedIn.statusCode).toBe(200);
        const { user } = signedIn.json();
        expect(user).toMatchObject({ role: account.role, name: account.name });
        expect(user.organizacao?.papel ?? null).toBe(account.papel);
        if (account.role === 'affiliate') {
          expect(user.affiliateCode).toBe(DEMO_ACCOUNTS[1]!.affiliateCode);
          expect(user.affiliateCode).toMatch(/^AFI[A-Z0-9]+$/);
        } else {
          expect(user.affiliateCode).toBeNull();
        }
      }
    });

    it('answers 404 (JSON) and seeds nothing when DEMO_MODE is off', async () => {
      const plain = await createTestDatabase(target, { demo: false });
      const plainApp = await createTestApp(plain, { config: { demoMode: false } });
      try {
        const response = await plainApp.inject('/api/auth/demo-accounts');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: MESSAGES.notFound });
        expect(await plain.db.select().from(users)).toEqual([]);
        const demo = DEMO_ACCOUNTS[0]!;
        const attempt = await plainApp.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: demo.email, password: demo.password },
        });
        expect(attempt.statusCode).toBe(401);
      } finally {
        await plainApp.close();
        await plain.close();
      }
    });
  });

  describe('Secure cookie', () => {
    const secureOf = async (config: Parameters<typeof testConfig>[0], headers = {}) => {
      const secureApp = await createTestApp(ctx.database, {
        config: { ...RELAXED, ...config },
        clock,
      });
      try {
        const response = await signUp(
          { name: 'Segura', email: freshEmail(), password: STRONG },
          headers,
          secureApp,
        );
        expect(response.statusCode).toBe(200);
        return sessionCookieOf(response)!.secure ?? false;
      } finally {
        await secureApp.close();
      }
    };

    it('is Secure when PUBLIC_URL is https', async () => {
      expect(await secureOf({ publicUrl: 'https://ingressos.example.com' })).toBe(true);
    });

    it('is Secure behind a trusted proxy that says https, and only then', async () => {
      const https = { 'x-forwarded-proto': 'https' };
      expect(await secureOf({ trustProxy: 1 }, https)).toBe(true);
      expect(await secureOf({ trustProxy: false }, https)).toBe(false);
    });
  });

  describe('CSRF: foreign Origin', () => {
    const post = (headers: Record<string, string>, target = ctx.app) =>
      target.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: freshEmail(), password: 'Errada2026' },
        headers,
      });

    it('refuses a mutating request from another origin (403)', async () => {
      for (const origin of ['https://evil.example', 'http://localhost:8080', 'null']) {
        const response = await post({ host: 'localhost', origin });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: AUTH_MESSAGES.foreignOrigin });
      }
      const logout = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'https://evil.example' },
      });
      expect(logout.statusCode).toBe(403);
    });

    it('accepts our own origin, and requests without one', async () => {
      expect(
        (await post({ host: 'bilheteria.test', origin: 'http://bilheteria.test' })).statusCode,
      ).toBe(401);
      expect(
        (await post({ host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode,
      ).toBe(401);
      expect((await post({})).statusCode).toBe(401);
    });

    it('does not stop reads from another origin', async () => {
      const response = await ctx.app.inject({
        url: '/api/auth/me',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('with PUBLIC_URL, accepts only its origin', async () => {
      const publicApp = await createTestApp(ctx.database, {
        config: { ...RELAXED, publicUrl: 'https://ingressos.example.com' },
      });
      try {
        const own = await post(
          { host: 'ingressos.example.com', origin: 'https://ingressos.example.com' },
          publicApp,
        );
        expect(own.statusCode).toBe(401);
        const other = await post(
          { host: 'interno:3000', origin: 'http://interno:3000' },
          publicApp,
        );
        expect(other.statusCode).toBe(403);
      } finally {
        await publicApp.close();
      }
    });
  });

  describe('rate limits', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await createTestApp(ctx.database, { clock });
    });
    afterAll(() => limited?.close());

    const attempt = (url: string, email: string, remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: { email, password: 'Errada2026' },
      });

    it('allows 10 logins per IP in 15 minutes; the 11th gets 429 in pt-BR', async () => {
      const ip = '203.0.113.10';
      for (let i = 0; i < 10; i++) {
        expect((await attempt('/api/auth/login', freshEmail(), ip)).statusCode).toBe(401);
      }
      const blocked = await attempt('/api/auth/login', freshEmail(), ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another IP is not affected.
      expect((await attempt('/api/auth/login', freshEmail(), '203.0.113.11')).statusCode).toBe(401);
    });

    it('allows 10 logins per e-mail, whatever the IPs', async () => {
      const email = freshEmail();
      for (let i = 0; i < 10; i++) {
        const response = await attempt('/api/auth/login', email, `198.51.100.${i + 1}`);
        expect(response.statusCode).toBe(401);
      }
      const blocked = await attempt('/api/auth/login', email.toUpperCase(), '198.51.100.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    });

    it('limits sign-ups the same way', async () => {
      const ip = '192.0.2.50';
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: ip,
          payload: { name: 'Cadastro Repetido', email: freshEmail(), password: STRONG },
        });
        codes.push(response.statusCode);
      }
      expect(codes.slice(0, 10).every((code) => code === 202)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    it('is configurable', async () => {
      const strict = await createTestApp(ctx.database, {
        config: { auth: { rateLimitMax: 2, rateLimitWindowMs: 60_000 } },
      });
      try {
        const codes = [];
        for (let i = 0; i < 3; i++) {
          const response = await strict.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: freshEmail(), password: 'Errada2026' },
          });
          codes.push(response.statusCode);
        }
        expect(codes).toEqual([401, 401, 429]);
      } finally {
        await strict.close();
      }
    });
  });

  describe('logs', () => {
    it('never contain the password, the session token or the cookie', async () => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const logged = await buildApp({
        config: testConfig({ ...RELAXED, logLevel: 'trace' }),
        database: ctx.database,
        logger: pino({ level: 'trace' }, sink),
        clock,
      });
      try {
        await logged.ready();
        const email = freshEmail();
        const secret = 'Registro#Secreto2026';
        const box = mailboxOf(ctx.database, email);
        await logged.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Logada', email, password: secret },
        });
        await logged.jobs.drain();
        const link = linkIn(await box.next()).token;
        await logged.inject({
          method: 'POST',
          url: '/api/auth/link/check',
          payload: { token: link },
        });
        const created = await logged.inject({
          method: 'POST',
          url: '/api/auth/link/sign-in',
          payload: { token: link },
        });
        const token = tokenOf(created);
        await logged.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token } });
        await logged.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: secret, remember: true },
        });
        await logged.inject({
          method: 'POST',
          url: '/api/auth/logout',
          cookies: { [SESSION_COOKIE]: token },
        });
        const all = lines.join('');
        expect(all).toContain('request completed');
        expect(all).not.toContain(secret);
        expect(all).not.toContain(token);
        expect(all).not.toContain(link);
        expect(all).not.toContain(SESSION_COOKIE);
      } finally {
        await logged.close();
      }
    });
  });
});
