import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, testTargets } from '../../test/test-database';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** True when a Redis answers PING at `url` within a second. */
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

// These tests need a Redis server (REDIS_URL, or one on 127.0.0.1:6379); without one they are
// skipped, not failed, so the suite still runs on a laptop without Redis.
const redisReachable = await redisAnswers(REDIS_URL);

/**
 * REDIS_URL with a key prefix and a connection name of its own (ioredis reads both from the
 * query), so runs sharing the server never meet and the test can find its connections.
 */
function isolatedRedisUrl(): { url: string; prefix: string; connectionName: string } {
  const id = randomBytes(6).toString('hex');
  const url = new URL(REDIS_URL);
  const prefix = `test-${id}:`;
  const connectionName = `bilheteria-test-${id}`;
  url.searchParams.set('keyPrefix', prefix);
  url.searchParams.set('connectionName', connectionName);
  return { url: url.toString(), prefix, connectionName };
}

let emailSeq = 0;
const freshEmail = () => `redis${++emailSeq}-${Date.now()}@empresa.com.br`;

describe.each(testTargets())('rate limits through Redis, on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(target, { demo: false });
  });
  afterAll(() => database?.close());

  const login = (app: FastifyInstance, email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password: 'Errada2026' },
    });

  describe.skipIf(!redisReachable)(`with a Redis at ${REDIS_URL}`, () => {
    let admin: Redis;
    let prefix = '';
    beforeAll(() => {
      admin = new Redis(REDIS_URL);
    });
    afterEach(async () => {
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length > 0) await admin.del(...keys);
    });
    afterAll(() => admin?.quit());

    const clientsNamed = async (name: string) =>
      String(await admin.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${name} `)).length;

    it('shares the login limit between two apps, keeps e-mails hashed and closes its connections', async () => {
      const isolated = isolatedRedisUrl();
      prefix = isolated.prefix;
      const config = { redisUrl: isolated.url };
      const first = await createTestApp(database, { config });
      const second = await createTestApp(database, { config });
      try {
        const ip = '203.0.113.60';
        const email = freshEmail();
        for (let i = 0; i < 10; i++) {
          const response = await login(i % 2 === 0 ? first : second, email, ip);
          expect(response.statusCode).toBe(401);
        }
        for (const app of [first, second]) {
          const blocked = await login(app, freshEmail(), ip);
          expect(blocked.statusCode).toBe(429);
          expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
          expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        }

        const keys = await admin.keys(`${prefix}*`);
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.some((key) => key.includes('@'))).toBe(false);
        // Redis holds the counters, not the database.
        expect(await database.db.select().from(rateLimitHits)).toEqual([]);
        expect(await clientsNamed(isolated.connectionName)).toBe(2);
      } finally {
        await first.close();
        await second.close();
      }
      // The server drops a client just after answering its QUIT.
      await vi.waitFor(async () => expect(await clientsNamed(isolated.connectionName)).toBe(0));
    });
  });

  it('lets logins through when Redis is down, and starts and closes all the same', async () => {
    // Port 1: nothing listens, connections are refused at once.
    const app = await createTestApp(database, { config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      for (let i = 0; i < 12; i++) {
        expect((await login(app, freshEmail(), '203.0.113.61')).statusCode).toBe(401);
      }
    } finally {
      await app.close();
    }
  });
});
