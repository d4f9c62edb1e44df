import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { coalesce } from './coalesce';

export type JobRow = typeof jobs.$inferSelect;

/** What a handler may answer: nothing (done), or "look again at this time" (not a failure). */
export type JobOutcome = void | { again: Date };

export interface JobHandler {
  /**
   * Does the job's work. It must be idempotent: a job may run again after a crash, a lost lease
   * or a retry, and must then change nothing twice. Throwing schedules a retry with backoff.
   */
  run(payload: Record<string, unknown>, job: JobRow): Promise<JobOutcome>;
  /** Attempts before the job is given up (dead, kept for a human). Default 10. */
  maxAttempts?: number;
  /** After a process starts, waiting jobs of this kind are due at once (missed while down). */
  dueAtStart?: boolean;
}

export interface QueueStats {
  /** Jobs whose time has come and that no live worker holds. */
  due: number;
  /** How long the oldest of those has waited, in seconds (null when none is due). */
  oldestDueAgeSeconds: number | null;
  /** Held by a worker right now. */
  running: number;
  /** Gave up after their last attempt. */
  dead: number;
}

export interface JobWorker {
  /** Claims due jobs of the kinds it knows and runs them; returns how many it ran. */
  runDue(limit?: number): Promise<number>;
  /**
   * Runs due jobs until none is left, up to `concurrency` at a time: a slot that frees is filled
   * with the next due job without waiting for the rest of a batch (the poll, tests, start-up).
   */
  drain(): Promise<number>;
  /** Makes every waiting job of the `dueAtStart` kinds due now. */
  catchUpAfterStart(): Promise<void>;
  stats(): Promise<QueueStats>;
  readonly kinds: readonly string[];
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  clock?: () => Date;
  /** A job is held this long by the worker that claimed it. */
  leaseMs: number;
  logger: FastifyBaseLogger;
  /** This worker's name in `locked_by` (default: a random id). */
  workerId?: string;
  /** Jobs run at a time by `drain` (default 20): I/O-bound handlers overlap their waits. */
  concurrency?: number;
}

const DEFAULT_MAX_ATTEMPTS = 10;
/** Retry n waits 5 s × 2^(n−1), at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

/**
 * The durable queue's worker (DESIGN "jobs"): jobs are rows; a worker claims due ones with
 * FOR UPDATE SKIP LOCKED and holds them under a lease, so any number of processes can work the
 * same table, each job runs once at a time, and a job whose worker died is taken again when its
 * lease ends. Failures retry with exponential backoff up to a cap, then the job is kept dead.
 */
export function createJobWorker({
  db,
  handlers,
  clock = () => new Date(),
  leaseMs,
  logger,
  workerId = randomUUID(),
  concurrency = 20,
}: JobWorkerOptions): JobWorker {
  // Read at each use: modules add their handlers while the app is built, after the worker is made.
  const kinds = () => Object.keys(handlers);

  async function claim(limit: number): Promise<JobRow[]> {
    const now = clock();
    const leaseEnd = new Date(now.getTime() + leaseMs);
    const result = await db.execute(sql`
      with due as (
        select ${jobs.id} as id from ${jobs}
        where ${jobs.doneAt} is null and ${jobs.deadAt} is null
          and ${jobs.runAt} <= ${now.toISOString()}::timestamptz
          and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now.toISOString()}::timestamptz)
          and ${inArray(jobs.kind, kinds())}
        order by ${jobs.runAt}
        limit ${limit}
        for update skip locked
      )
      update ${jobs} set locked_until = ${leaseEnd.toISOString()}::timestamptz,
        locked_by = ${workerId}, attempts = ${jobs.attempts} + 1
      from due where ${jobs.id} = due.id
      returning ${jobs.id} as id`);
    const ids = (result as { rows: { id: string }[] }).rows.map((row) => row.id);
    if (ids.length === 0) return [];
    return db.select().from(jobs).where(inArray(jobs.id, ids));
  }

  /** Only while this worker still holds the job: a lost lease means another took it over. */
  const stillOurs = (job: JobRow) =>
    and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt));

  /** Finished jobs are recorded together: one statement for all that end while one is written. */
  const markDone = coalesce(async (ids: string[]) => {
    await db
      .update(jobs)
      .set({ doneAt: clock(), lockedUntil: null, lastError: null })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt)));
    return ids.map(() => undefined);
  });

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind]!;
    try {
      const outcome = await handler.run(job.payload as Record<string, unknown>, job);
      if (outcome && 'again' in outcome) {
        await db
          .update(jobs)
          .set({ runAt: outcome.again, attempts: 0, lockedUntil: null, lastError: null })
          .where(stillOurs(job));
      } else {
        await markDone(job.id);
      }
    } catch (error) {
      const maxAttempts = handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const dead = job.attempts >= maxAttempts;
      const now = clock();
      logger.warn(
        { job: { id: job.id, kind: job.kind, attempts: job.attempts }, err: error },
        dead ? 'job failed for the last time' : 'job failed; it will be retried',
      );
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: describeFailure(error),
          ...(dead
            ? { deadAt: now }
            : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(stillOurs(job));
    }
  }

  const worker: JobWorker = {
    get kinds() {
      return kinds();
    },

    async runDue(limit = 20) {
      if (kinds().length === 0) return 0;
      const claimed = await claim(limit);
      await Promise.all(claimed.map(runOne));
      return claimed.length;
    },

    async drain() {
      if (kinds().length === 0) return 0;
      let total = 0;
      const running = new Set<Promise<void>>();
      // Claims are batched: new jobs are claimed once at least half the slots are free.
      const refillAt = Math.max(1, Math.floor(concurrency / 2));
      for (;;) {
        const free = concurrency - running.size;
        if (running.size > 0 && free < refillAt) {
          await Promise.race(running);
          continue;
        }
        let claimed: JobRow[];
        try {
          claimed = await claim(free);
        } catch (error) {
          await Promise.allSettled(running); // the jobs under way end before drain reports it
          throw error;
        }
        total += claimed.length;
        for (const job of claimed) {
          const run: Promise<void> = runOne(job)
            .catch((error: unknown) => {
              logger.warn({ job: { id: job.id, kind: job.kind }, err: error }, 'job not recorded');
            })
            .finally(() => running.delete(run));
          running.add(run);
        }
        if (running.size === 0) return total;
        // Nothing more was due: wait for a job to end (it may queue others) before looking again.
        if (claimed.length < free) await Promise.race(running);
      }
    },

    async catchUpAfterStart() {
      const startKinds = kinds().filter((kind) => handlers[kind]!.dueAtStart);
      if (startKinds.length === 0) return;
      const now = clock();
      await db
        .update(jobs)
        .set({ runAt: now })
        .where(
          and(
            inArray(jobs.kind, startKinds),
            isNull(jobs.doneAt),
            isNull(jobs.deadAt),
            sql`${jobs.runAt} > ${now.toISOString()}::timestamptz`,
          ),
        );
    },

    async stats() {
      const now = clock().toISOString();
      const result = await db.execute(sql`
        select
          count(*) filter (where ${jobs.deadAt} is null and ${jobs.runAt} <= ${now}::timestamptz
            and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now}::timestamptz))::int as due,
          extract(epoch from ${now}::timestamptz - min(${jobs.runAt}) filter (
            where ${jobs.deadAt} is null and ${jobs.runAt} <= ${now}::timestamptz
              and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now}::timestamptz)))::float8 as oldest,
          count(*) filter (where ${jobs.deadAt} is null
            and ${jobs.lockedUntil} > ${now}::timestamptz)::int as running,
          count(*) filter (where ${jobs.deadAt} is not null)::int as dead
        from ${jobs} where ${jobs.doneAt} is null`);
      const [row] = (
        result as {
          rows: { due: number; oldest: number | null; running: number; dead: number }[];
        }
      ).rows;
      return {
        due: row?.due ?? 0,
        oldestDueAgeSeconds: row?.oldest == null ? null : Math.round(row.oldest),
        running: row?.running ?? 0,
        dead: row?.dead ?? 0,
      };
    },
  };
  return worker;
}

/**
 * What is kept of a failure: its name and first line, never a query's parameters (drizzle puts
 * them in the message) nor anything past 500 characters.
 */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'erro desconhecido';
  const firstLine = error.message.split('\n')[0] ?? '';
  const withoutParams = firstLine.replace(/\s*params:.*$/i, '');
  return `${error.name}: ${withoutParams}`.slice(0, 500);
}
