import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, linkSignInResponseSchema } from '@bilheteria/domain/auth-contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema';
import { sessionCookieOf } from '../../test/auth';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { createAccountLinks, publicBaseUrl } from './account-links';
import { createParticipantAccounts } from './participant-accounts';
import { hashPassword } from './password';
import { SESSION_COOKIE } from './session';

const DAY = 24 * 3_600_000;
const RELAXED = { auth: { rateLimitMax: 10_000, rateLimitWindowMs: 15 * 60_000 } };
const STRONG = 'Ingresso2026';

let seq = 0;
const freshEmail = () => `participante${++seq}-${Date.now()}@empresa.com.br`;

describe('link addresses', () => {
  it('start at PUBLIC_URL, else at this server on localhost', () => {
    expect(publicBaseUrl({ publicUrl: 'https://ingressos.example.com/', port: 3000 })).toBe(
      'https://ingressos.example.com',
    );
    expect(publicBaseUrl({ publicUrl: undefined, port: 8080 })).toBe('http://localhost:8080');
  });
});

describe.each(testTargets())('participant accounts on %s', (target) => {
  const clock = createTestClock(new Date('2026-03-02T12:00:00Z'));
  const ctx = useTestApp(target, { config: RELAXED, clock });
  const participants = () =>
    createParticipantAccounts(ctx.database.db, {
      links: createAccountLinks(ctx.database.db, { baseUrl: 'http://localhost:3000', clock }),
    });
  const accountOf = async (email: string) =>
    ctx.database.db.select().from(users).where(eq(users.email, email));
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('makes one account per e-mail: role user, §3 fields, no password, a 7-day link', async () => {
    const email = freshEmail();
    const { userId, setPasswordUrl } = await participants().ensure({
      email: `  ${email.toUpperCase()} `,
      name: 'Ana Souza',
      phone: '(11) 98765-4321',
      cpf: '52998224725',
      city: 'São Paulo',
      state: 'SP',
    });
    const [row] = await accountOf(email);
    expect(row).toMatchObject({
      id: userId,
      name: 'Ana Souza',
      email,
      role: 'user',
      passwordHash: null,
      phone: '(11) 98765-4321',
      cpf: '52998224725',
      city: 'São Paulo',
      state: 'SP',
      affiliateCode: null,
    });

    expect(setPasswordUrl).toMatch(/^http:\/\/localhost:3000\/definir-senha\?token=[\w-]{43}$/);
    const token = new URL(setPasswordUrl!).searchParams.get('token')!;
    const stored = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: createHash('sha256').update(token).digest('hex'),
      purpose: 'set-password',
      email,
      usedAt: null,
    });
    expect(stored[0]!.expiresAt.getTime() - clock().getTime()).toBe(7 * DAY);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("is idempotent, and never writes someone else's profile: an existing account stays as it was", async () => {
    const email = freshEmail();
    const first = await participants().ensure({ email, name: 'Bruno Lima', phone: null });
    await ctx.database.db
      .update(users)
      .set({ role: 'affiliate' })
      .where(eq(users.id, first.userId));
    // Whoever names this e-mail (a stranger's free order, an organizer) is not its owner.
    const again = await participants().ensure({
      email,
      name: 'Outro Nome',
      phone: '(21) 99999-0000',
      cpf: '52998224725',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
    expect(again.userId).toBe(first.userId);
    // Still no password: a new link, the first one still good until one of them is used.
    expect(again.setPasswordUrl).not.toBeNull();
    expect(again.setPasswordUrl).not.toBe(first.setPasswordUrl);
    const [row] = await accountOf(email);
    expect(row).toMatchObject({
      name: 'Bruno Lima',
      role: 'affiliate',
      phone: null,
      cpf: null,
      city: null,
      state: null,
    });
  });

  it('gives one account to ensures racing for one e-mail', async () => {
    const email = freshEmail();
    const service = participants();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        service.ensure({
          email: i % 2 ? email.toUpperCase() : email,
          name: `Corrida ${i}`,
          city: `Cidade ${i}`,
        }),
      ),
    );
    expect(new Set(results.map((r) => r.userId)).size).toBe(1);
    const [{ count }] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as count from users where email = ${email}`,
      )) as { rows: { count: number }[] }
    ).rows as [{ count: number }];
    expect(count).toBe(1);
    expect(results.every((r) => r.setPasswordUrl !== null)).toBe(true);
  });

  it('joins the caller’s transaction: rolled back, no account and no link', async () => {
    const email = freshEmail();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await participants().ensure({ email, name: 'Desfeita' }, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await accountOf(email)).toEqual([]);
    const links = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.email, email));
    expect(links).toEqual([]);
  });

  it('gives no link to an account that has a password', async () => {
    const email = freshEmail();
    await ctx.database.db
      .insert(users)
      .values({ name: 'Com Senha', email, passwordHash: await hashPassword(STRONG) });
    const { setPasswordUrl } = await participants().ensure({ email, name: 'Com Senha' });
    expect(setPasswordUrl).toBeNull();
  });

  it('cannot be logged in to until its owner sets a password through the link', async () => {
    const email = freshEmail();
    const { setPasswordUrl } = await participants().ensure({ email, name: 'Carla Dias' });
    // Not with the e-mail as the password (the spec's way), nor with anything else.
    for (const password of [email, STRONG, '']) {
      const refused = await login(email, password || 'x');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
      expect(sessionCookieOf(refused)).toBeUndefined();
    }

    const token = new URL(setPasswordUrl!).searchParams.get('token')!;
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/link/password',
      payload: { token, password: STRONG },
    });
    expect(set.statusCode).toBe(200);
    const { user, redirectTo } = linkSignInResponseSchema.parse(set.json());
    expect(user).toMatchObject({ email, name: 'Carla Dias', role: 'user' });
    expect(redirectTo).toBe('/meus-ingressos');
    const cookie = sessionCookieOf(set)!;
    const me = await ctx.app.inject({
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: cookie.value },
    });
    expect(me.json().user.email).toBe(email);

    expect((await login(email, STRONG)).statusCode).toBe(200);
    expect((await participants().ensure({ email, name: 'Carla Dias' })).setPasswordUrl).toBeNull();
  });
});
