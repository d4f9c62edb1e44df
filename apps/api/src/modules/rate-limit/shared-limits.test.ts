import { Writable } from 'node:stream';
import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { createTestApp, testConfig } from '../../test/test-app';
import { createTestClock } from '../../test/test-context';
import { createTestDatabase, silentLogger, testTargets } from '../../test/test-database';

const COUPON_URL = '/api/cupom-desconto/valida-cupom/';
let emailSeq = 0;
const freshEmail = () => `limite${++emailSeq}-${Date.now()}@empresa.com.br`;

/**
 * Two apps standing for two API processes. On PostgreSQL each has its own connection pool to
 * the one database; PGlite is embedded, so there they share the one `Database`.
 */
describe.each(testTargets())('rate limits shared through the database on %s', (target) => {
  const clock = createTestClock(new Date('2026-11-21T12:00:00Z'));
  let database: Database;
  let otherConnection: Database | undefined;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(target, { demo: false });
    if (database.kind === 'postgres') {
      const url = database.pool.options.connectionString;
      if (!url) throw new Error('the test database has no connection string');
      otherConnection = await openDatabase({ kind: 'postgres', url }, silentLogger);
    }
    first = await createTestApp(database, { clock });
    second = await createTestApp(otherConnection ?? database, { clock });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await otherConnection?.close();
    await database?.close();
  });

  const login = (app: FastifyInstance, email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password: 'Errada2026' },
    });
  const checkCoupon = (app: FastifyInstance, code: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: COUPON_URL, remoteAddress, payload: { nome_cupom: code } });

  it('counts logins from one IP on both apps: the 11th gets 429 on either', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 10; i++) {
      const response = await login(i % 2 === 0 ? first : second, freshEmail(), ip);
      expect(response.statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      const blocked = await login(app, freshEmail(), ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another IP is not affected.
    expect((await login(second, freshEmail(), '203.0.113.21')).statusCode).toBe(401);
  });

  it('counts logins to one e-mail on both apps, whatever the IPs', async () => {
    const email = freshEmail();
    for (let i = 0; i < 10; i++) {
      const response = await login(i < 5 ? first : second, email, `198.51.100.${i + 20}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(first, email, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('counts coupon checks from one IP on both apps: the 31st gets 429 on either', async () => {
    const ip = '10.20.30.40';
    for (let i = 0; i < 30; i++) {
      const response = await checkCoupon(i % 2 === 0 ? first : second, `PALPITE${i}`, ip);
      expect(response.statusCode).toBe(200);
    }
    for (const app of [first, second]) {
      const blocked = await checkCoupon(app, 'BEMVINDO10', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: CHECKOUT_MESSAGES.couponTooManyAttempts });
    }
  });

  it('keeps no IP or e-mail in clear in the table', async () => {
    const email = freshEmail();
    await login(first, email, '192.0.2.77');
    const rows = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).not.toContain('@');
      expect(key).not.toContain('192.0.2.77');
      expect(key).not.toContain('/api/');
    }
  });

  it("ends the window on the apps' clock", async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 10; i++) await login(first, freshEmail(), ip);
    expect((await login(second, freshEmail(), ip)).statusCode).toBe(429);
    clock.advance(15 * 60_000);
    expect((await login(second, freshEmail(), ip)).statusCode).toBe(401);
  });

  it('lets a login through (and logs why) when the counters cannot be reached', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ logLevel: 'warn' }),
      database,
      logger: pino({ level: 'warn' }, sink),
      clock,
    });
    await database.db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`);
    try {
      const response = await login(app, freshEmail(), '203.0.113.40');
      expect(response.statusCode).toBe(401);
      const coupon = await checkCoupon(app, 'BEMVINDO10', '203.0.113.40');
      expect(coupon.statusCode).toBe(200);
      expect(lines.some((line) => line.includes('rate-limit counter unavailable'))).toBe(true);
    } finally {
      await database.db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`);
      await app.close();
    }
  });
});
