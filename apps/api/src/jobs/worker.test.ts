import { randomUUID } from 'node:crypto';
import { eq, inArray, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestClock, useTestApp } from '../test/test-context';
import { silentLogger, testTargets } from '../test/test-database';
import { enqueue, scheduleBy } from './queue';
import { createJobWorker, retryDelayMs, type JobHandler } from './worker';

describe('retryDelayMs', () => {
  it('doubles from 5 s and stops at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(60 * 60_000);
  });
});

describe.each(testTargets())('the job worker on %s', (target) => {
  // Ahead of the real time: a job queued with the database's own now() is due on this clock.
  const clock = createTestClock(new Date(Date.now() + 24 * 60 * 60_000));
  const ctx = useTestApp(target, { clock, demo: false });

  /** A worker with these handlers, under a kind of its own so tests never see each other's jobs. */
  function workerFor(handlers: Record<string, JobHandler>, options: { leaseMs?: number } = {}) {
    return createJobWorker({
      db: ctx.database.db,
      handlers,
      clock,
      leaseMs: options.leaseMs ?? 60_000,
      logger: silentLogger,
    });
  }
  const kind = () => `test.${randomUUID()}`;
  const rowsOf = (jobKind: string) =>
    ctx.database.db.select().from(jobs).where(eq(jobs.kind, jobKind));

  it('runs a due job once and leaves jobs not yet due alone', async () => {
    const name = kind();
    const ran: unknown[] = [];
    const worker = workerFor({ [name]: { run: async (payload) => void ran.push(payload.n) } });
    await enqueue(ctx.database.db, { kind: name, payload: { n: 1 }, dedupeKey: 'a' });
    await enqueue(ctx.database.db, { kind: name, payload: { n: 1 }, dedupeKey: 'a' }); // same key
    await enqueue(ctx.database.db, {
      kind: name,
      payload: { n: 2 },
      dedupeKey: 'b',
      runAt: new Date(clock().getTime() + 60_000),
    });
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(ran).toEqual([1]);
    clock.advance(60_000);
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([1, 2]);
    expect((await rowsOf(name)).every((row) => row.doneAt !== null)).toBe(true);
  });

  it('retries a failing job with backoff, then keeps it dead without its parameters', async () => {
    const name = kind();
    let calls = 0;
    const worker = workerFor({
      [name]: {
        maxAttempts: 3,
        run: async () => {
          calls++;
          throw new Error('Failed query: insert into x\nparams: ana@empresa.com.br,52998224725');
        },
      },
    });
    await enqueue(ctx.database.db, { kind: name, payload: {}, dedupeKey: 'x' });
    await worker.drain();
    expect(calls).toBe(1);
    clock.advance(retryDelayMs(1) - 1);
    await worker.drain();
    expect(calls).toBe(1); // not before its backoff
    clock.advance(1);
    await worker.drain();
    clock.advance(retryDelayMs(2));
    await worker.drain();
    expect(calls).toBe(3);
    const gaveUpAt = clock();
    clock.advance(24 * 60 * 60_000);
    await worker.drain();
    expect(calls).toBe(3);
    const [row] = await rowsOf(name);
    expect(row).toMatchObject({ attempts: 3, doneAt: null, deadAt: gaveUpAt });
    expect(row!.lastError).toBe('Error: Failed query: insert into x');
    expect((await ctx.app.jobs.stats()).dead).toBeGreaterThanOrEqual(1);
  });

  it('runs each of many jobs exactly once with two workers draining the same table', async () => {
    const name = kind();
    const runs = new Map<string, number>();
    const handler: JobHandler = {
      run: async (payload) => {
        const key = String(payload.key);
        runs.set(key, (runs.get(key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    const keys = Array.from({ length: 60 }, (_, index) => `job-${index}`);
    for (const key of keys) {
      await enqueue(ctx.database.db, { kind: name, payload: { key }, dedupeKey: key });
    }
    const [one, two] = [workerFor({ [name]: handler }), workerFor({ [name]: handler })];
    const ran = await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(60);
  });

  it('takes over the job of a worker that died, once its lease has ended', async () => {
    const name = kind();
    let finished = 0;
    // The first worker claims the job and "dies": its handler never returns.
    const dying = workerFor(
      { [name]: { run: () => new Promise<void>(() => {}) } },
      { leaseMs: 30_000 },
    );
    const survivor = workerFor({ [name]: { run: async () => void finished++ } });
    await enqueue(ctx.database.db, { kind: name, payload: {}, dedupeKey: 'held' });
    void dying.runDue();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rowsOf(name))[0]!.lockedUntil).not.toBeNull();
    expect(await survivor.drain()).toBe(0); // still held
    clock.advance(30_000);
    expect(await survivor.drain()).toBe(1);
    expect(finished).toBe(1);
    expect((await rowsOf(name))[0]).toMatchObject({ attempts: 2, doneAt: clock() });
  });

  it('looks again when a handler asks, without counting it as a failure', async () => {
    const name = kind();
    let calls = 0;
    const worker = workerFor({
      [name]: {
        maxAttempts: 1,
        run: async () => {
          calls++;
          return calls < 3 ? { again: new Date(clock().getTime() + 10_000) } : undefined;
        },
      },
    });
    await enqueue(ctx.database.db, { kind: name, payload: {}, dedupeKey: 'poll' });
    for (let step = 0; step < 3; step++) {
      await worker.drain();
      clock.advance(10_000);
    }
    expect(calls).toBe(3);
    expect((await rowsOf(name))[0]).toMatchObject({ deadAt: null, doneAt: expect.any(Date) });
  });

  it('makes jobs missed while the process was down due at once after a start', async () => {
    const watched = kind();
    const other = kind();
    const worker = workerFor({
      [watched]: { run: async () => undefined, dueAtStart: true },
      [other]: { run: async () => undefined },
    });
    const later = new Date(clock().getTime() + 3_600_000);
    await enqueue(ctx.database.db, { kind: watched, payload: {}, dedupeKey: 'w', runAt: later });
    await enqueue(ctx.database.db, { kind: other, payload: {}, dedupeKey: 'o', runAt: later });
    await worker.catchUpAfterStart();
    expect(await worker.drain()).toBe(1);
    expect((await rowsOf(watched))[0]!.doneAt).not.toBeNull();
    expect((await rowsOf(other))[0]!.doneAt).toBeNull();
  });

  it('brings a scheduled job forward, and opens a finished one again', async () => {
    const name = kind();
    const worker = workerFor({ [name]: { run: async () => undefined } });
    const inAnHour = new Date(clock().getTime() + 3_600_000);
    await scheduleBy(ctx.database.db, { kind: name, payload: {}, dedupeKey: 'k', runAt: inAnHour });
    await scheduleBy(ctx.database.db, { kind: name, payload: {}, dedupeKey: 'k', runAt: clock() });
    expect(await worker.drain()).toBe(1);
    await scheduleBy(ctx.database.db, { kind: name, payload: {}, dedupeKey: 'k', runAt: clock() });
    expect(await worker.drain()).toBe(1);
    expect(await rowsOf(name)).toHaveLength(1);
  });

  it('shows a stuck queue in /api/health: due jobs and the age of the oldest', async () => {
    // Only this job is due: the app's own periodic jobs (the daily retention sweep) are not
    // what is measured.
    await ctx.database.db.delete(jobs).where(lte(jobs.runAt, clock()));
    // A kind the app's worker knows, so it counts; nobody runs it here (polling is off).
    const [row] = await ctx.database.db
      .insert(jobs)
      .values({
        kind: 'payment.reconcile',
        payload: { paymentId: randomUUID() },
        dedupeKey: randomUUID(),
        runAt: new Date(clock().getTime() - 90_000),
      })
      .returning();
    const health = await ctx.app.inject('/api/health');
    expect(health.json()).toMatchObject({
      status: 'ok',
      jobs: { due: expect.any(Number), oldestDueAgeSeconds: 90 },
    });
    expect(health.json().jobs.due).toBeGreaterThanOrEqual(1);
    await ctx.database.db.delete(jobs).where(inArray(jobs.id, [row!.id]));
  });
});
