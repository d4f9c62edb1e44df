import {
  admissionsDue,
  admittedThroughAfter,
  shouldSwitchOff,
  shouldSwitchOn,
  VIRTUAL_QUEUE_TIMING,
} from '@bilheteria/domain/virtual-queue';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PreparedStatement, RunStatement } from '../../db/prepared';
import type { QueueTickets } from './queue-tickets';

/** What the checkout asks before a hold of an event whose queue is on. */
export interface QueueAdmissions {
  /** Spends one hold of the ticket's admission; false when it has none (or none left). */
  spend(ticket: string | undefined, eventId: string): Promise<boolean>;
}

const SPEND: PreparedStatement = {
  name: 'virtual_queue_spend',
  text: `update virtual_queue_entries set orders_made = orders_made + 1
    where id = $1 and event_id = $2 and admitted_at is not null
      and admission_expires_at > $3 and orders_made < $4
    returning id`,
};

export function createAdmissions(deps: {
  run: RunStatement;
  tickets: QueueTickets;
  clock: () => Date;
}): QueueAdmissions {
  return {
    async spend(ticket, eventId) {
      const entryId = await deps.tickets.verify(ticket, eventId);
      if (entryId === null) return false;
      const rows = await deps.run(SPEND, [
        entryId,
        eventId,
        deps.clock(),
        VIRTUAL_QUEUE_TIMING.ordersPerAdmission,
      ]);
      return rows.length === 1;
    },
  };
}

interface QueueRow extends Record<string, unknown> {
  event_id: string;
  mode: string;
  rate_per_minute: number;
  auto_threshold_per_second: number;
  active: boolean;
  admitted_through_ms: number | null;
  last_busy_ms: number | null;
}

/**
 * The queues' clock: run every second in every process. For each event whose queue is not off it
 * switches an automatic queue on or off by the holds of the last seconds, then admits the buyers
 * due at the rate — in arrival order, under the queue row's lock, so two processes ticking at
 * once admit each buyer once and never more than the rate (the second waits, then finds nothing
 * due). Joins take the same row's lock for a moment (its counter): a tick never skips a queue
 * because buyers are arriving.
 */
export function createAdmissionClock(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function switchAutomatic(queue: QueueRow, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - VIRTUAL_QUEUE_TIMING.autoWindowMs);
    // Holds are the checkout's orders: read, never written, here.
    const result = await db.execute(sql`
      select count(*)::int as holds from orders
      where event_id = ${queue.event_id}::uuid and created_at > ${since}`);
    const holds = (result as { rows: { holds: number }[] }).rows[0]!.holds;
    const busy = shouldSwitchOn(holds, queue.auto_threshold_per_second);
    if (!queue.active) {
      if (!busy) return false;
      await db.execute(sql`
        update virtual_queues set active_since = ${now}, admitted_through = ${now},
          last_busy_at = ${now}
        where event_id = ${queue.event_id}::uuid and active_since is null and mode = 'automatica'`);
      return true;
    }
    if (busy) {
      await db.execute(sql`
        update virtual_queues set last_busy_at = ${now}
        where event_id = ${queue.event_id}::uuid`);
      return true;
    }
    const waiting = await waitingCount(queue.event_id);
    const off = shouldSwitchOff({
      waiting,
      holdsInWindow: holds,
      thresholdPerSecond: queue.auto_threshold_per_second,
      lastBusyMs: queue.last_busy_ms ?? 0,
      nowMs: now.getTime(),
    });
    if (off) {
      await db.execute(sql`
        update virtual_queues set active_since = null
        where event_id = ${queue.event_id}::uuid and mode = 'automatica'`);
      return false;
    }
    return true;
  }

  async function waitingCount(eventId: string): Promise<number> {
    const result = await db.execute(sql`
      select count(*)::int as waiting from virtual_queue_entries
      where event_id = ${eventId}::uuid and admitted_at is null and left_at is null`);
    return (result as { rows: { waiting: number }[] }).rows[0]!.waiting;
  }

  /** Drops places not seen within the grace period, then admits the buyers due. */
  async function admit(eventId: string, now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      // As the joins' (line.ts): the queue row's lock is not held through a WAL flush. A crash
      // may forget the admissions of the last instant; the next tick admits them again.
      await tx.execute(sql`set local synchronous_commit = off`);
      const locked = await tx.execute(sql`
        select rate_per_minute, floor(extract(epoch from admitted_through) * 1000)::float8
          as admitted_through_ms
        from virtual_queues
        where event_id = ${eventId}::uuid and active_since is not null
        for update`);
      const queue = (
        locked as {
          rows: { rate_per_minute: number; admitted_through_ms: number | null }[];
        }
      ).rows[0];
      if (!queue) return 0;
      const lostBefore = new Date(now.getTime() - VIRTUAL_QUEUE_TIMING.graceMs);
      const lost = await tx.execute(sql`
        update virtual_queue_entries set left_at = ${now}
        where event_id = ${eventId}::uuid and admitted_at is null and left_at is null
          and last_seen_at < ${lostBefore}
        returning id`);
      const lostCount = (lost as { rows: unknown[] }).rows.length;
      const due = admissionsDue(
        queue.admitted_through_ms ?? now.getTime(),
        now.getTime(),
        queue.rate_per_minute,
      );
      let admitted = 0;
      if (due.count > 0) {
        const expires = new Date(now.getTime() + VIRTUAL_QUEUE_TIMING.admissionWindowMs);
        const result = await tx.execute(sql`
          update virtual_queue_entries set admitted_at = ${now}, admission_expires_at = ${expires}
          where id in (
            select id from virtual_queue_entries
            where event_id = ${eventId}::uuid and admitted_at is null and left_at is null
            order by seq limit ${due.count})
          returning id`);
        admitted = (result as { rows: unknown[] }).rows.length;
      }
      const through = new Date(admittedThroughAfter(due, admitted, now.getTime()));
      await tx.execute(sql`
        update virtual_queues set admitted_through = ${through},
          admitted = admitted + ${admitted}, lost = lost + ${lostCount}
          ${admitted > 0 ? sql`, last_busy_at = ${now}` : sql``}
        where event_id = ${eventId}::uuid`);
      return admitted;
    });
  }

  return {
    /** One tick over every queue that is not off; answers how many buyers it admitted. */
    async tick(): Promise<number> {
      const now = clock();
      const result = await db.execute(sql`
        select event_id, mode, rate_per_minute, auto_threshold_per_second,
          active_since is not null as active,
          floor(extract(epoch from admitted_through) * 1000)::float8 as admitted_through_ms,
          floor(extract(epoch from last_busy_at) * 1000)::float8 as last_busy_ms
        from virtual_queues where mode <> 'desligada'`);
      let admitted = 0;
      for (const queue of (result as { rows: QueueRow[] }).rows) {
        const on = queue.mode === 'automatica' ? await switchAutomatic(queue, now) : queue.active;
        if (on) admitted += await admit(queue.event_id, now);
      }
      return admitted;
    },
    waitingCount,
  };
}

export type AdmissionClock = ReturnType<typeof createAdmissionClock>;
