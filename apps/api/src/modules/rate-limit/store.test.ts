import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { createTestDatabase, testTargets } from '../../test/test-database';
import { countHit, deleteExpiredHits, rowKey } from './store';

const MINUTE = 60_000;

describe.each(testTargets())('database rate-limit counters on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(target, { demo: false });
  });
  afterAll(() => database?.close());

  const t0 = new Date('2026-11-21T12:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('counts hits in a fixed window from the first one, then starts again at 1', async () => {
    const db = database.db;
    expect(await countHit(db, 'window', at(0), 15 * MINUTE)).toEqual({
      current: 1,
      ttl: 15 * MINUTE,
    });
    expect(await countHit(db, 'window', at(MINUTE), 15 * MINUTE)).toEqual({
      current: 2,
      ttl: 14 * MINUTE,
    });
    expect(await countHit(db, 'window', at(15 * MINUTE - 1), 15 * MINUTE)).toEqual({
      current: 3,
      ttl: 1,
    });
    // The window ends at its reset time exactly.
    expect(await countHit(db, 'window', at(15 * MINUTE), 15 * MINUTE)).toEqual({
      current: 1,
      ttl: 15 * MINUTE,
    });
    expect(await countHit(db, 'other key', at(15 * MINUTE), 15 * MINUTE)).toMatchObject({
      current: 1,
    });
  });

  it('counts each of many simultaneous hits exactly once, the first ones racing to insert', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => countHit(database.db, 'racing', at(0), MINUTE)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const [row] = await database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'racing'));
    expect(row?.hits).toBe(40);
  });

  it('stops counting at the largest integer instead of failing', async () => {
    await database.db
      .insert(rateLimitHits)
      .values({ key: 'flooded', hits: 2_147_483_647, resetAt: at(MINUTE) });
    expect(await countHit(database.db, 'flooded', at(0), MINUTE)).toMatchObject({
      current: 2_147_483_647,
    });
  });

  it('sweeps the windows that have ended, and only those', async () => {
    await countHit(database.db, 'sweep-old', at(0), MINUTE);
    await countHit(database.db, 'sweep-new', at(0), 10 * MINUTE);
    await deleteExpiredHits(database.db, at(MINUTE));
    const left = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    const keys = left.map((row) => row.key);
    expect(keys).not.toContain('sweep-old');
    expect(keys).toContain('sweep-new');
  });

  it('names rows by a hash of scope, window and key, never the key in clear', () => {
    const key = rowKey('', 900_000, '/api/auth/login|ip|203.0.113.7');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(rowKey('', 60_000, '/api/auth/login|ip|203.0.113.7')).not.toBe(key);
    expect(rowKey('POST /api/x', 900_000, '/api/auth/login|ip|203.0.113.7')).not.toBe(key);
  });
});
