import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_LINK_PAGES,
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  linkSignInResponseSchema,
} from '@bilheteria/domain/auth-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountTokens, tickets, users } from '../../db/schema';
import { createTestUser, sessionCookieOf } from '../../test/auth';
import { checkoutSteps } from '../../test/payment-fixtures';
import { createTestApp } from '../../test/test-app';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { hashPassword } from './password';
import { SESSION_COOKIE } from './session';
import { linkIn, mailboxOf } from './test-mailbox';

const MINUTE = 60_000;
const RELAXED = { auth: { rateLimitMax: 10_000, rateLimitWindowMs: 15 * 60_000 } };
const STRONG = 'Ingresso2026';

let seq = 0;
const freshEmail = () => `conta${++seq}-${Date.now()}@empresa.com.br`;

/** What a caller can observe of an answer: status, body and every header but the per-request ones. */
function observable(response: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe.each(testTargets())('accounts by e-mail on %s', (target) => {
  const clock = createTestClock(new Date('2026-03-02T12:00:00Z'));
  const ctx = useTestApp(target, { config: RELAXED, clock });
  const steps = checkoutSteps(ctx, clock);

  const post = (url: string, payload: object, app?: FastifyInstance, remoteAddress?: string) =>
    (app ?? ctx.app).inject({
      method: 'POST',
      url,
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const me = (token: string) =>
    ctx.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token } });
  const drain = () => ctx.app.jobs.drain();
  const countOf = async (table: string) =>
    (
      (await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  async function accountWithPassword(role: 'user' | 'admin' | 'affiliate' = 'user') {
    const email = freshEmail();
    await createTestUser(ctx.database, role, {
      email,
      name: 'Dona da Conta',
      passwordHash: await hashPassword(STRONG),
    });
    return email;
  }

  /** A live ticket held under this e-mail, whose holder has no account yet. */
  async function ticketFor(email: string) {
    const { order, ticket } = await steps.readyOrder({ quantity: 1 });
    await ctx.database.db.insert(tickets).values({
      orderId: order.id,
      position: 1,
      eventId: ticket.eventId,
      ticketTypeId: ticket.id,
      code: randomUUID(),
      holderName: 'Dora Nunes',
      holderEmail: email,
      qrPayload: 'teste',
    });
  }

  describe("'Esqueceu a senha?'", () => {
    const forgot = (email: string, app?: FastifyInstance, ip?: string) =>
      post('/api/auth/forgot-password', { email }, app, ip);

    it('answers an existing and an unknown e-mail alike, and writes only a job either way', async () => {
      const existing = await accountWithPassword();
      const unknown = freshEmail();
      const before = {
        jobs: await countOf('jobs'),
        tokens: await countOf('account_tokens'),
        emails: await countOf('emails'),
      };
      const [a, b] = [await forgot(existing), await forgot(unknown)];
      expect(a.statusCode).toBe(202);
      expect(a.json()).toEqual({
        message: ACCOUNT_MESSAGES.checkEmail,
        detail: ACCOUNT_MESSAGES.forgotPasswordSent,
      });
      expect(observable(a)).toEqual(observable(b));
      expect(a.headers['cache-control']).toBe('no-store');
      expect(a.headers['set-cookie']).toBeUndefined();
      // The answer depends on nothing the address has: each request wrote one job, no more.
      expect(await countOf('jobs')).toBe(before.jobs + 2);
      expect(await countOf('account_tokens')).toBe(before.tokens);
      expect(await countOf('emails')).toBe(before.emails);

      const owner = mailboxOf(ctx.database, existing);
      const nobody = mailboxOf(ctx.database, unknown);
      await drain();
      expect(await nobody.fresh()).toEqual([]);
      const message = await owner.next();
      expect(message.subject).toBe('Redefinição de senha da Bilheteria');
      expect(message.text).toContain('vale por 1 hora');
      const link = linkIn(message);
      expect(link.page).toBe(ACCOUNT_LINK_PAGES.password);
      expect(link.url).toBe(`http://localhost:3000/definir-senha?token=${link.token}`);
      expect(message.html).toContain(
        `href="http://localhost:3000/definir-senha?token=${link.token}"`,
      );

      const reset = await post('/api/auth/link/password', {
        token: link.token,
        password: 'Trocada2026',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().redirectTo).toBe('/dashboard');
      expect((await login(existing, STRONG)).statusCode).toBe(401);
      expect((await login(existing, 'Trocada2026')).statusCode).toBe(200);
    });

    it('is rate-limited per IP and per e-mail', async () => {
      const limited = await createTestApp(ctx.database, {
        clock,
        config: { auth: { rateLimitMax: 3, rateLimitWindowMs: 15 * MINUTE } },
      });
      try {
        // Per IP (the counters are shared: every app on this database counts 127.0.0.1 too).
        const ip = '192.0.2.77';
        const perIp: number[] = [];
        for (let i = 0; i < 4; i++)
          perIp.push((await forgot(freshEmail(), limited, ip)).statusCode);
        expect(perIp).toEqual([202, 202, 202, 429]);
        const blocked = await forgot(freshEmail(), limited, ip);
        expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

        // Per e-mail, whatever the IPs: no mailbox gets flooded with links.
        const email = freshEmail();
        const perEmail: number[] = [];
        for (let i = 1; i <= 4; i++) {
          perEmail.push((await forgot(email, limited, `198.51.100.${i}`)).statusCode);
        }
        expect(perEmail).toEqual([202, 202, 202, 429]);
        const ticketLinks: number[] = [];
        for (let i = 1; i <= 4; i++) {
          const response = await post(
            '/api/auth/ticket-link',
            { email },
            limited,
            `203.0.113.${i}`,
          );
          ticketLinks.push(response.statusCode);
        }
        expect(ticketLinks).toEqual([202, 202, 202, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('tickets by e-mail (magic link)', () => {
    const ask = (email: string) => post('/api/auth/ticket-link', { email });
    const signInWith = (token: string) => post('/api/auth/link/sign-in', { token });

    it('answers an account, a ticket holder and a stranger alike', async () => {
      const account = await accountWithPassword();
      const holder = freshEmail();
      await ticketFor(holder);
      const stranger = freshEmail();
      const answers = [await ask(account), await ask(holder), await ask(stranger)];
      expect(answers[0]!.statusCode).toBe(202);
      expect(answers[0]!.json()).toEqual({
        message: ACCOUNT_MESSAGES.checkEmail,
        detail: ACCOUNT_MESSAGES.ticketLinkSent,
      });
      expect(observable(answers[1]!)).toEqual(observable(answers[0]!));
      expect(observable(answers[2]!)).toEqual(observable(answers[0]!));

      const boxes = [account, holder, stranger].map((email) => mailboxOf(ctx.database, email));
      await drain();
      expect(await boxes[2]!.fresh()).toEqual([]);
      for (const box of boxes.slice(0, 2)) {
        const message = await box.next();
        expect(message.subject).toBe('Seu link de acesso aos ingressos');
        expect(message.text).toContain('30 minutos');
        expect(linkIn(message).page).toBe(ACCOUNT_LINK_PAGES.signIn);
      }
      // The holder's participant account was made, without a password.
      const [made] = await ctx.database.db.select().from(users).where(eq(users.email, holder));
      expect(made).toMatchObject({ name: 'Dora Nunes', role: 'user', passwordHash: null });
    });

    it('signs a holder without an account in, once, and opens Meus Ingressos', async () => {
      const holder = freshEmail();
      await ticketFor(holder);
      const box = mailboxOf(ctx.database, holder);
      await ask(holder);
      await drain();
      const { token } = linkIn(await box.next());

      const response = await signInWith(token);
      expect(response.statusCode).toBe(200);
      const body = linkSignInResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        user: { email: holder, role: 'user' },
        redirectTo: '/meus-ingressos',
      });
      const cookie = sessionCookieOf(response)!;
      // A browser session: no Max-Age, it ends with the browser or after 12 h idle.
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.maxAge).toBeUndefined();
      expect((await me(cookie.value)).json().user.email).toBe(holder);

      const again = await signInWith(token);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.linkUsed });
      // Signed in by the link, still no password to log in with.
      expect((await login(holder, STRONG)).statusCode).toBe(401);
    });

    it('lasts 30 minutes', async () => {
      const email = await accountWithPassword();
      const box = mailboxOf(ctx.database, email);
      await ask(email);
      await drain();
      const { token } = linkIn(await box.next());
      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 30 * MINUTE));
        const late = await signInWith(token);
        expect(late.statusCode).toBe(410);
        expect(late.json()).toEqual({ message: ACCOUNT_MESSAGES.linkExpired });
      } finally {
        clock.set(start);
      }
    });

    it('never opens an organizer’s or affiliate’s account: they get a reset link instead', async () => {
      for (const role of ['admin', 'affiliate'] as const) {
        const email = await accountWithPassword(role);
        const box = mailboxOf(ctx.database, email);
        expect((await ask(email)).statusCode).toBe(202);
        await drain();
        const message = await box.next();
        expect(message.subject).toBe('Redefinição de senha da Bilheteria');
        expect(linkIn(message).page).toBe(ACCOUNT_LINK_PAGES.password);
        const links = await ctx.database.db
          .select({ purpose: accountTokens.purpose })
          .from(accountTokens)
          .where(eq(accountTokens.email, email));
        expect(links.map((l) => l.purpose)).toEqual(['reset-password']);
      }
    });
  });

  describe('sign-up without account enumeration', () => {
    const register = (email: string, password = STRONG, name = 'Nova Pessoa') =>
      post('/api/auth/register', { name, email, password });

    it('answers a new and a taken address alike, and signs neither in', async () => {
      const taken = await accountWithPassword();
      const fresh = freshEmail();
      const before = await countOf('jobs');
      const [a, b] = [await register(fresh), await register(taken.toUpperCase())];
      expect(a.statusCode).toBe(202);
      expect(a.json()).toEqual({
        message: AUTH_MESSAGES.signupSuccess,
        detail: ACCOUNT_MESSAGES.signupCheckEmail,
      });
      expect(observable(a)).toEqual(observable(b));
      expect(a.headers['set-cookie']).toBeUndefined();
      expect(await countOf('jobs')).toBe(before + 2);
    });

    it('a new address: the chosen password works only after the e-mailed confirmation', async () => {
      const email = freshEmail();
      const box = mailboxOf(ctx.database, email);
      expect((await register(email, STRONG, 'Maria Silva')).statusCode).toBe(202);
      // Nobody can sign in to an address nobody has proved yet; the password's owner is told why.
      const early = await login(email, STRONG);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ message: AUTH_MESSAGES.emailNotConfirmed });
      expect(sessionCookieOf(early)).toBeUndefined();

      await drain();
      const message = await box.next();
      expect(message.subject).toBe('Confirme seu cadastro na Bilheteria');
      expect(message.html).toContain('Olá, Maria!');
      const { token, page } = linkIn(message);
      expect(page).toBe(ACCOUNT_LINK_PAGES.signIn);
      const confirmed = await post('/api/auth/link/sign-in', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(linkSignInResponseSchema.parse(confirmed.json())).toMatchObject({
        user: { name: 'Maria Silva', email, role: 'user', affiliateCode: null },
        redirectTo: '/dashboard',
      });
      expect((await me(sessionCookieOf(confirmed)!.value)).json().user.email).toBe(email);
      expect((await login(email, STRONG)).statusCode).toBe(200);
    });

    it('tells only the right password that the e-mail is unconfirmed; a wrong one reads as unknown', async () => {
      const email = freshEmail();
      await register(email);
      const wrong = await login(email, 'Errada2026');
      const unknown = await login(freshEmail(), 'Errada2026');
      expect(wrong.statusCode).toBe(401);
      expect(observable(wrong)).toEqual(observable(unknown));
      const right = await login(email, STRONG);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ message: AUTH_MESSAGES.emailNotConfirmed });
    });

    it('sends the confirmation link again, only to a sign-up still waiting for it, rate-limited', async () => {
      const pending = freshEmail();
      const confirmedOwner = await accountWithPassword();
      const stranger = freshEmail();
      await register(pending, STRONG, 'Rita Pendente');
      await drain();
      const box = mailboxOf(ctx.database, pending);
      await box.next();
      const boxes = [confirmedOwner, stranger].map((email) => mailboxOf(ctx.database, email));

      const resend = (email: string, app?: FastifyInstance, ip?: string) =>
        post('/api/auth/resend-confirmation', { email }, app, ip);
      const answers = [await resend(pending), await resend(confirmedOwner), await resend(stranger)];
      expect(answers[0]!.statusCode).toBe(202);
      expect(answers[0]!.json()).toEqual({
        message: ACCOUNT_MESSAGES.checkEmail,
        detail: ACCOUNT_MESSAGES.confirmationResent,
      });
      expect(observable(answers[1]!)).toEqual(observable(answers[0]!));
      expect(observable(answers[2]!)).toEqual(observable(answers[0]!));

      await drain();
      for (const other of boxes) expect(await other.fresh()).toEqual([]);
      const again = await box.next();
      expect(again.subject).toBe('Confirme seu cadastro na Bilheteria');
      const confirmed = await post('/api/auth/link/sign-in', { token: linkIn(again).token });
      expect(confirmed.statusCode).toBe(200);
      expect((await login(pending, STRONG)).statusCode).toBe(200);
      // Confirmed now: asking again sends nothing.
      await resend(pending);
      await drain();
      expect(await box.fresh()).toEqual([]);

      const limited = await createTestApp(ctx.database, {
        clock,
        config: { auth: { rateLimitMax: 3, rateLimitWindowMs: 15 * MINUTE } },
      });
      try {
        const email = freshEmail();
        const perEmail: number[] = [];
        for (let i = 1; i <= 4; i++) {
          perEmail.push((await resend(email, limited, `198.51.100.${20 + i}`)).statusCode);
        }
        expect(perEmail).toEqual([202, 202, 202, 429]);
      } finally {
        await limited.close();
      }
    });

    it('a taken address: its owner is told by e-mail, with a way in; nothing else changes', async () => {
      const email = await accountWithPassword();
      const [ownerBefore] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, email));
      const box = mailboxOf(ctx.database, email);
      await register(email, 'Intrusa2026', 'Intrusa');
      await drain();
      const message = await box.next();
      expect(message.subject).toBe('Tentativa de cadastro com o seu e-mail');
      expect(message.text).toContain(
        'Alguém tentou criar uma conta na Bilheteria com o seu e-mail',
      );
      expect(message.text).toContain('Olá, Dona!');
      expect(linkIn(message).page).toBe(ACCOUNT_LINK_PAGES.password);

      const [ownerAfter] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(ownerAfter).toEqual(ownerBefore);
      expect((await login(email, 'Intrusa2026')).statusCode).toBe(401);
      expect((await login(email, STRONG)).statusCode).toBe(200);
    });

    it("someone else's sign-up of your address never locks you out", async () => {
      const victim = freshEmail();
      const box = mailboxOf(ctx.database, victim);
      await register(victim, 'Intrusa2026', 'Intrusa');
      await drain();
      expect((await box.next()).subject).toBe('Confirme seu cadastro na Bilheteria');
      // The owner signs up later: told the address has an account, with a reset link.
      await register(victim, STRONG, 'Dona Real');
      await drain();
      const warning = await box.next();
      expect(warning.subject).toBe('Tentativa de cadastro com o seu e-mail');
      const reset = await post('/api/auth/link/password', {
        token: linkIn(warning).token,
        password: STRONG,
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(victim, STRONG)).statusCode).toBe(200);
      expect((await login(victim, 'Intrusa2026')).statusCode).toBe(401);
    });

    it('gives one account to two sign-ups racing for one e-mail', async () => {
      const email = freshEmail();
      const results = await Promise.all([
        register(email, STRONG, 'Corrida Um'),
        register(email.toUpperCase(), STRONG, 'Corrida Dois'),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([202, 202]);
      expect(results[0].body).toBe(results[1].body);
      const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      const box = mailboxOf(ctx.database, email);
      await drain();
      const subjects = (await box.fresh()).map((m) => m.subject).sort();
      expect(subjects).toEqual([
        'Confirme seu cadastro na Bilheteria',
        'Tentativa de cadastro com o seu e-mail',
      ]);
    });
  });

  describe('the e-mails', () => {
    it('escape what people typed and carry PUBLIC_URL links', async () => {
      const publicApp = await createTestApp(ctx.database, {
        clock,
        config: { ...RELAXED, publicUrl: 'https://ingressos.example.com' },
      });
      try {
        const email = freshEmail();
        const box = mailboxOf(ctx.database, email);
        await post(
          '/api/auth/register',
          { name: '<b>Zé</b> & "Cia"', email, password: STRONG },
          publicApp,
        );
        await publicApp.jobs.drain();
        const message = await box.next();
        expect(message.html).toContain('Olá, &lt;b&gt;Zé&lt;/b&gt;!');
        expect(message.html).not.toContain('<b>Zé');
        expect(message.text).toContain('Olá, <b>Zé</b>!');
        expect(linkIn(message).url).toMatch(
          /^https:\/\/ingressos\.example\.com\/entrar-por-link\?token=[\w-]{43}$/,
        );
        expect(message.html).toContain('<html lang="pt-BR">');
      } finally {
        await publicApp.close();
      }
    });
  });
});
