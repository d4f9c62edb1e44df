import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { signIn, type TestAccount } from '../../test/auth';
import { createTestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-context';
import { createTestDatabase, testTargets } from '../../test/test-database';
import { sessionIdOf } from './service';
import { createSessionCache, QUARANTINE_MS, type CachedSession } from './session-cache';

/** Decision 0032: sessions cached per process, dropped in every process on a change. */

const session = (user: Partial<SessionUser> = {}): CachedSession => ({
  user: {
    id: 'u1',
    name: 'Ana',
    email: 'ana@teste.dev',
    role: 'admin',
    affiliateCode: null,
    organizacao: {
      id: 'o1',
      nome_publico: 'Org',
      papel: 'dono',
      status: 'aprovada',
      suporte: false,
    },
    ...user,
  },
  persistent: false,
  expiresAt: new Date('2030-01-01'),
  lastSeenAt: new Date('2029-12-31'),
});

describe('the session cache', () => {
  let now = 0;
  const make = (maxEntries = 3, maxAgeMs = 30_000) => {
    const cache = createSessionCache({ maxEntries, maxAgeMs, now: () => now });
    cache.setOnline(true);
    return cache;
  };

  it('keeps the most recently used sessions, up to its size, for at most its maximum age', () => {
    now = 0;
    const cache = make();
    for (const id of ['a', 'b', 'c']) cache.store(cache.ticket(), id, session());
    expect(cache.get('a')).toBeDefined(); // 'a' is now the most recent
    cache.store(cache.ticket(), 'd', session());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    now = 30_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops by session, by account and by organization, and keeps nothing read across a change', () => {
    now = 0;
    const cache = make(10);
    cache.store(cache.ticket(), 's1', session());
    cache.store(cache.ticket(), 's2', session({ id: 'u2' }));
    cache.store(cache.ticket(), 's3', session({ id: 'u3', organizacao: null }));
    cache.invalidate({ organizationId: 'o1' });
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')].map(Boolean)).toEqual([
      false,
      false,
      true,
    ]);
    cache.invalidate({ userId: 'u3' });
    expect(cache.get('s3')).toBeUndefined();

    // A read that began before a change does not keep what it read.
    const before = cache.ticket();
    cache.invalidate({ sessionId: 'other' });
    cache.store(before, 's4', session({ id: 'u4', organizacao: null }));
    expect(cache.get('s4')).toBeUndefined();

    // Nor one that ends just after it (a message can come before its commit).
    now = 10_000;
    cache.invalidate({ userId: 'u1' });
    now += 1_000;
    cache.store(cache.ticket(), 's1', session());
    expect(cache.get('s1')).toBeUndefined();
    now += QUARANTINE_MS;
    cache.store(cache.ticket(), 's1', session());
    expect(cache.get('s1')).toBeDefined();
  });

  it('serves and keeps nothing while nobody listens for changes, and starts empty again', () => {
    now = 0;
    const cache = make();
    cache.store(cache.ticket(), 's1', session());
    cache.setOnline(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.store(cache.ticket(), 's1', session());
    cache.setOnline(true);
    expect(cache.get('s1')).toBeUndefined();
  });
});

/** Until `check` passes, for at most a second: the promise of decision 0032. */
const withinASecond = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 1_000, interval: 20 });

const AFFILIATE_SIGN_UP = {
  fullName: 'Marina Costa',
  email: 'marina.costa@parceiros.com.br',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  bankDetails: { tipo: 'pix', tipo_chave: 'email', chave: 'marina.costa@parceiros.com.br' },
};

describe.each(testTargets())('sessions cached by two apps on one database, on %s', (target) => {
  let database: Database;
  // Each app has a cache of its own, as two processes would.
  let first: FastifyInstance;
  let second: FastifyInstance;
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    database = await createTestDatabase(target, { demo: false });
    first = await createTestApp(database, { clock });
    second = await createTestApp(database, { clock });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    account: Pick<TestAccount, 'cookies'>,
    payload?: object,
  ) => app.inject({ method, url, cookies: account.cookies, ...(payload ? { payload } : {}) });
  const me = async (app: FastifyInstance, account: Pick<TestAccount, 'cookies'>) =>
    (await call(app, 'GET', '/api/auth/me', account)).json<{ user: SessionUser | null }>().user;

  /** Counts the queries the database driver is asked to run. */
  function countQueries() {
    const spy =
      database.kind === 'pglite'
        ? vi.spyOn(database.client, 'query')
        : vi.spyOn(database.pool, 'query');
    return {
      get count() {
        return spy.mock.calls.length;
      },
      restore: () => spy.mockRestore(),
    };
  }

  it('answers a signed-in request from memory: the second one asks the database nothing', async () => {
    const account = await signIn(database, 'user', { clock });
    const queries = countQueries();
    try {
      expect((await me(second, account))?.id).toBe(account.user.id);
      const firstRead = queries.count;
      expect(firstRead).toBeGreaterThan(0);
      expect((await me(second, account))?.id).toBe(account.user.id);
      expect(queries.count).toBe(firstRead);
    } finally {
      queries.restore();
    }
  });

  it('signs out in the other app within a second of a logout', async () => {
    const account = await signIn(database, 'user', { clock });
    expect((await call(second, 'GET', '/api/organizacoes/minhas', account)).statusCode).toBe(200);
    expect((await call(first, 'POST', '/api/auth/logout', account)).statusCode).toBe(204);
    await withinASecond(async () => {
      expect((await call(second, 'GET', '/api/organizacoes/minhas', account)).statusCode).toBe(401);
    });
  });

  it("follows a member's role change and removal in the other app within a second", async () => {
    const owner = await signIn(database, 'admin', { clock });
    const organizationId = owner.user.organizacao!.id;
    const member = await signIn(database, 'admin', {
      clock,
      organization: { id: organizationId, role: 'gerente' },
    });
    const organization = `/api/organizacoes/${organizationId}`;
    expect((await call(second, 'GET', organization, member)).statusCode).toBe(200);
    expect((await me(second, member))?.organizacao?.papel).toBe('gerente');

    const changed = await call(first, 'PUT', `${organization}/membros/${member.user.id}`, owner, {
      papel: 'financeiro',
    });
    expect(changed.statusCode).toBe(200);
    await withinASecond(async () => {
      expect((await me(second, member))?.organizacao?.papel).toBe('financeiro');
    });

    // Another member, whose session no change has touched yet (a change keeps the account's
    // sessions out of the cache for a few seconds).
    const leaving = await signIn(database, 'admin', {
      clock,
      organization: { id: organizationId, role: 'gerente' },
    });
    expect((await call(second, 'GET', organization, leaving)).statusCode).toBe(200);
    const removed = await call(
      first,
      'DELETE',
      `${organization}/membros/${leaving.user.id}`,
      owner,
    );
    expect(removed.statusCode).toBe(204);
    await withinASecond(async () => {
      expect((await call(second, 'GET', organization, leaving)).statusCode).toBe(403);
    });
    expect(await me(second, leaving)).toMatchObject({ role: 'user', organizacao: null });
  });

  it("follows an organization's approval and the operator's support in the other app", async () => {
    const owner = await signIn(database, 'admin', { clock, organization: { status: 'pendente' } });
    const organizationId = owner.user.organizacao!.id;
    const operator = await signIn(database, 'operador', { clock });
    expect((await me(second, owner))?.organizacao?.status).toBe('pendente');
    expect((await me(second, operator))?.organizacao).toBeNull();

    const approved = await call(
      first,
      'POST',
      `/api/operador/organizacoes/${organizationId}/aprovacao`,
      operator,
      { aprovada: true },
    );
    expect(approved.statusCode).toBe(200);
    await withinASecond(async () => {
      expect((await me(second, owner))?.organizacao?.status).toBe('aprovada');
    });

    const entered = await call(
      first,
      'POST',
      `/api/operador/organizacoes/${organizationId}/suporte`,
      operator,
    );
    expect(entered.statusCode).toBeLessThan(300);
    await withinASecond(async () => {
      expect((await me(second, operator))?.organizacao).toMatchObject({
        id: organizationId,
        suporte: true,
      });
    });
  });

  it("follows an affiliate's sign-up in the other app", async () => {
    const account = await signIn(database, 'user', { clock });
    expect((await me(second, account))?.role).toBe('user');
    const signedUp = await call(first, 'POST', '/api/afiliados', account, {
      ...AFFILIATE_SIGN_UP,
      email: account.user.email,
    });
    expect(signedUp.statusCode).toBe(201);
    await withinASecond(async () => {
      expect((await me(second, account))?.role).toBe('affiliate');
    });
  });

  it('still touches a cached session every 5 minutes and ends it after 12 idle hours', async () => {
    const account = await signIn(database, 'user', { clock });
    const row = async () =>
      (
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sessionIdOf(account.token)))
      )[0];
    expect(await me(second, account)).not.toBeNull();
    const created = (await row())!;

    clock.advance(4 * 60_000);
    expect(await me(second, account)).not.toBeNull();
    expect((await row())!.lastSeenAt).toEqual(created.lastSeenAt);

    clock.advance(60_000);
    expect(await me(second, account)).not.toBeNull();
    const touched = (await row())!;
    expect(touched.lastSeenAt).toEqual(clock());
    expect(touched.expiresAt.getTime()).toBe(clock().getTime() + 12 * 3_600_000);

    clock.advance(12 * 3_600_000);
    expect(await me(second, account)).toBeNull();
    expect(await row()).toBeUndefined();
  });

  it.runIf(target === 'postgres')(
    'reads the database while its listener is down, and caches again once it is back',
    async () => {
      const account = await signIn(database, 'user', { clock });
      expect(await me(second, account)).not.toBeNull();
      // Gone without a message (as if it were lost), and the listeners dropped.
      await database.db.delete(sessions).where(eq(sessions.id, sessionIdOf(account.token)));
      await database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`);
      await withinASecond(async () => expect(await me(second, account)).toBeNull());

      const again = await signIn(database, 'user', { clock });
      await vi.waitFor(
        async () => {
          await me(second, again);
          const queries = countQueries();
          try {
            await me(second, again);
            expect(queries.count).toBe(0);
          } finally {
            queries.restore();
          }
        },
        { timeout: 5_000, interval: 50 },
      );
    },
  );
});

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// Needs a Redis server (REDIS_URL, or one on 127.0.0.1:6379); skipped without one.
const redisReachable = await redisAnswers(REDIS_URL);

describe.skipIf(!redisReachable).each(testTargets())(
  `sessions cached with their changes through Redis at ${REDIS_URL}, on %s`,
  (target) => {
    let database: Database;
    let first: FastifyInstance;
    let second: FastifyInstance;
    let admin: Redis;
    const connectionName = `bilheteria-test-${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      database = await createTestDatabase(target, { demo: false });
      const url = new URL(REDIS_URL);
      url.searchParams.set('connectionName', connectionName);
      const config = { redisUrl: url.toString() };
      first = await createTestApp(database, { config });
      second = await createTestApp(database, { config });
      admin = new Redis(REDIS_URL);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await admin?.quit();
      await database?.close();
    });

    const minhas = (app: FastifyInstance, account: TestAccount) =>
      app.inject({ url: '/api/organizacoes/minhas', cookies: account.cookies });

    it('signs out in the other app within a second of a logout', async () => {
      // Both apps subscribed: each has its listening connection.
      await vi.waitFor(async () => {
        const clients = String(await admin.client('LIST'));
        expect(clients.split(`name=${connectionName}-sessions-listen `).length - 1).toBe(2);
      });
      const account = await signIn(database, 'user');
      expect((await minhas(second, account)).statusCode).toBe(200);
      const out = await first.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: account.cookies,
      });
      expect(out.statusCode).toBe(204);
      await withinASecond(async () => expect((await minhas(second, account)).statusCode).toBe(401));
    });

    it('reads the database while the subscription is down, and caches again once it is back', async () => {
      const account = await signIn(database, 'user');
      expect((await minhas(second, account)).statusCode).toBe(200);
      await database.db.delete(sessions).where(eq(sessions.id, sessionIdOf(account.token)));
      // Only this file's listening connections: others may share the server.
      const listening = String(await admin.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${connectionName}-sessions-listen `))
        .map((line) => /\bid=(\d+)/.exec(line)![1]!);
      for (const id of listening) await admin.client('KILL', 'ID', id);
      await withinASecond(async () => expect((await minhas(second, account)).statusCode).toBe(401));

      // Subscribed again, the app keeps sessions in memory again.
      const again = await signIn(database, 'user');
      await vi.waitFor(
        async () => {
          await minhas(second, again);
          const spy =
            database.kind === 'pglite'
              ? vi.spyOn(database.client, 'query')
              : vi.spyOn(database.pool, 'query');
          try {
            await second.inject({ url: '/api/auth/me', cookies: again.cookies });
            expect(spy).not.toHaveBeenCalled();
          } finally {
            spy.mockRestore();
          }
        },
        { timeout: 10_000, interval: 100 },
      );
    });
  },
);
