import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Jobs of one kind with the same key exist once: a second enqueue changes nothing. */
  dedupeKey: string;
  /** Not before then (default: at once). */
  runAt?: Date;
}

/**
 * Queues work to happen after the caller's transaction commits — inside it, so the work and the
 * change that asks for it are written together or not at all (a transactional outbox). Once
 * per kind and key: a job already queued (or done) is left as it is.
 */
export async function enqueue(runner: DbOrTx, job: NewJob): Promise<void> {
  await runner
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey] });
}

/**
 * enqueue() for many jobs in one statement (an issue run's thousands of e-mails). The rows go as
 * one JSON parameter: drizzle's multi-row INSERT spent longer building its SQL (500 rows × 4
 * values) than the database took to run it (profiled on bench:certificates).
 */
export async function enqueueAll(runner: DbOrTx, batch: NewJob[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = JSON.stringify(
    batch.map((job) => ({
      kind: job.kind,
      payload: job.payload,
      dedupe_key: job.dedupeKey,
      run_at: job.runAt?.toISOString() ?? null,
    })),
  );
  await runner.execute(sql`
    insert into ${jobs} (kind, payload, dedupe_key, run_at)
    select r.kind, r.payload, r.dedupe_key, coalesce(r.run_at, now())
    from json_to_recordset(${rows}::json)
      as r(kind text, payload jsonb, dedupe_key text, run_at timestamptz)
    on conflict (kind, dedupe_key) do nothing`);
}

/**
 * Makes sure a job of this kind and key runs by `runAt`: a new one is queued, a waiting one is
 * brought forward, and one that has finished is opened again (e.g. "check this payment again").
 */
export async function scheduleBy(runner: DbOrTx, job: NewJob & { runAt: Date }): Promise<void> {
  await runner
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, dedupeKey: job.dedupeKey, runAt: job.runAt })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.dedupeKey],
      set: {
        runAt: sql`case when ${jobs.doneAt} is null and ${jobs.deadAt} is null
          then least(${jobs.runAt}, excluded.run_at) else excluded.run_at end`,
        doneAt: null,
        deadAt: null,
        attempts: sql`case when ${jobs.doneAt} is null and ${jobs.deadAt} is null
          then ${jobs.attempts} else 0 end`,
      },
    });
}
