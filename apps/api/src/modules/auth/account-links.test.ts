import { createHash } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  linkSignInResponseSchema,
  linkStatusResponseSchema,
  type AccountLinkPurpose,
} from '@bilheteria/domain/auth-contract';
import { PASSWORD_HINT } from '@bilheteria/domain/constants';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, sessions, users } from '../../db/schema';
import { createTestUser, sessionCookieOf, signIn, TEST_PASSWORD } from '../../test/auth';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { createAccountLinks, linkIdOf } from './account-links';
import { SESSION_COOKIE } from './session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELAXED = { auth: { rateLimitMax: 10_000, rateLimitWindowMs: 15 * 60_000 } };
const STRONG = 'NovaSenha2026';

describe.each(testTargets())('single-use links on %s', (target) => {
  const clock = createTestClock(new Date('2026-03-02T12:00:00Z'));
  const ctx = useTestApp(target, { config: RELAXED, clock });
  const links = () =>
    createAccountLinks(ctx.database.db, { baseUrl: 'http://localhost:3000', clock });

  async function linkFor(
    purpose: AccountLinkPurpose,
    user?: { id: string; email: string },
  ): Promise<{ token: string; user: { id: string; email: string } }> {
    const owner = user ?? (await createTestUser(ctx.database, 'user', { passwordHash: null }));
    const { token } = await links().issue(ctx.database.db, {
      purpose,
      userId: owner.id,
      email: owner.email,
    });
    return { token, user: owner };
  }

  const check = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/link/check', payload: { token } });
  const setPassword = (token: string, password = STRONG, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/link/password',
      payload: { token, password, ...extra },
    });
  const signInWith = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/link/sign-in', payload: { token } });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  async function withClock<T>(ms: number, run: () => Promise<T>): Promise<T> {
    const start = clock();
    clock.set(new Date(start.getTime() + ms));
    try {
      return await run();
    } finally {
      clock.set(start);
    }
  }

  it('are 32 random bytes in base64url, all different, stored only as their SHA-256', async () => {
    const owner = await createTestUser(ctx.database, 'user', { passwordHash: null });
    const tokens: string[] = [];
    for (let i = 0; i < 200; i++) tokens.push((await linkFor('reset-password', owner)).token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    // Every base64url character turns up: nothing about the tokens is fixed but their length.
    expect(new Set(tokens.join('')).size).toBe(64);
    const rows = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, owner.id));
    expect(rows.map((row) => row.id).sort()).toEqual(tokens.map(linkIdOf).sort());
    expect(rows[0]!.id).toBe(createHash('sha256').update(tokens[0]!).digest('hex'));
    const dump = JSON.stringify(
      ((await ctx.database.db.execute(sql`select * from account_tokens`)) as { rows: unknown[] })
        .rows,
    );
    for (const token of tokens) expect(dump).not.toContain(token);
  });

  it('are looked at without being used', async () => {
    const { token, user } = await linkFor('set-password');
    for (let i = 0; i < 2; i++) {
      const response = await check(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(linkStatusResponseSchema.parse(response.json())).toEqual({
        status: 'valid',
        purpose: 'set-password',
        email: user.email,
        expiresAt: new Date(clock().getTime() + 7 * DAY).toISOString(),
      });
    }
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({
      status: 'used',
      message: ACCOUNT_MESSAGES.linkUsed,
    });
    for (const unknown of ['x'.repeat(43), 'abc', '']) {
      expect((await check(unknown)).json()).toEqual({
        status: 'invalid',
        message: ACCOUNT_MESSAGES.linkInvalid,
      });
    }
  });

  it('work once', async () => {
    const { token, user } = await linkFor('reset-password');
    const first = await setPassword(token);
    expect(first.statusCode).toBe(200);
    expect(linkSignInResponseSchema.parse(first.json())).toMatchObject({
      user: { id: user.id, email: user.email },
      redirectTo: '/dashboard',
    });
    const second = await setPassword(token, 'OutraSenha2026');
    expect(second.statusCode).toBe(410);
    expect(second.json()).toEqual({ message: ACCOUNT_MESSAGES.linkUsed });
    expect(sessionCookieOf(second)).toBeUndefined();
    // The first password stands.
    expect((await login(user.email, STRONG)).statusCode).toBe(200);
    expect((await login(user.email, 'OutraSenha2026')).statusCode).toBe(401);
  });

  it('expire: a set-password link after 7 days, a reset link after 1 hour, a ticket link after 30 minutes', async () => {
    const cases: [AccountLinkPurpose, number][] = [
      ['set-password', 7 * DAY],
      ['reset-password', HOUR],
      ['ticket-link', 30 * MINUTE],
      ['confirm-signup', DAY],
    ];
    for (const [purpose, ttl] of cases) {
      const use =
        purpose === 'ticket-link' || purpose === 'confirm-signup' ? signInWith : setPassword;
      const { token } = await linkFor(purpose);
      await withClock(ttl - 1_000, async () => {
        expect((await check(token)).json().status).toBe('valid');
      });
      await withClock(ttl, async () => {
        expect((await check(token)).json()).toEqual({
          status: 'expired',
          message: ACCOUNT_MESSAGES.linkExpired,
        });
        const late = await use(token);
        expect(late.statusCode).toBe(410);
        expect(late.json()).toEqual({ message: ACCOUNT_MESSAGES.linkExpired });
      });
    }
  });

  it('die with a sibling: using one ends every other password link sent to that address', async () => {
    const owner = await createTestUser(ctx.database, 'user', { passwordHash: null });
    const [a, b, c] = await Promise.all([
      linkFor('set-password', owner),
      linkFor('set-password', owner),
      linkFor('reset-password', owner),
    ]);
    const ticket = await linkFor('ticket-link', owner);
    const other = await linkFor('set-password');

    expect((await setPassword(b.token)).statusCode).toBe(200);
    for (const dead of [a, c]) {
      const response = await setPassword(dead.token);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.linkUsed });
    }
    // Another family (the ticket link) and another person's link live on.
    expect((await check(ticket.token)).json().status).toBe('valid');
    expect((await check(other.token)).json().status).toBe('valid');
  });

  it('serve their own purpose only', async () => {
    const ticket = await linkFor('ticket-link');
    const reset = await linkFor('reset-password');
    const wrongPage = await setPassword(ticket.token);
    expect(wrongPage.statusCode).toBe(400);
    expect(wrongPage.json()).toEqual({ message: ACCOUNT_MESSAGES.linkInvalid });
    expect((await signInWith(reset.token)).statusCode).toBe(400);
    // Neither was used up by the wrong door.
    expect((await check(ticket.token)).json().status).toBe('valid');
    expect((await check(reset.token)).json().status).toBe('valid');
  });

  it('enforce the password hint, and a refused password leaves the link alive', async () => {
    const { token } = await linkFor('set-password');
    for (const weak of ['Curta1', 'semmaiuscula1', 'SemNumeroAqui']) {
      const response = await setPassword(token, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: PASSWORD_HINT,
        errors: [{ path: 'password', message: PASSWORD_HINT }],
      });
    }
    expect((await check(token)).json().status).toBe('valid');
    const malformed = await setPassword('curto', STRONG);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('used twice at once: one wins', async () => {
    const { token } = await linkFor('reset-password');
    const results = await Promise.all([setPassword(token), setPassword(token, 'Rival2026Senha')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    expect(results.filter((r) => sessionCookieOf(r)?.value)).toHaveLength(1);
  });

  it('siblings used at once: one wins, none deadlocks', async () => {
    const owner = await createTestUser(ctx.database, 'user', { passwordHash: null });
    const siblings = await Promise.all(
      Array.from({ length: 4 }, () => linkFor('set-password', owner)),
    );
    const results = await Promise.all(
      siblings.map((link, i) => setPassword(link.token, `Paralela${i}Senha`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410, 410, 410]);
  });

  it('sign in like login, and a new password ends the account’s other sessions', async () => {
    const account = await signIn(ctx.database, 'user', { clock });
    const { token } = await linkFor('reset-password', account.user);
    const response = await setPassword(token, STRONG, { remember: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie.value).toMatch(/^[\w-]{43}$/);

    const me = (cookieValue: string) =>
      ctx.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: cookieValue } });
    expect((await me(account.token)).json()).toEqual({ user: null });
    expect((await me(cookie.value)).json().user.id).toBe(account.user.id);
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.user.id));
    expect(left).toHaveLength(1);
    expect((await login(account.user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('of an account deleted meanwhile go with it', async () => {
    const { token, user } = await linkFor('set-password');
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    const response = await setPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.linkInvalid });
  });
});
