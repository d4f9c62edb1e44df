import {
  type VirtualQueueState,
  type VirtualQueueTicketStatus,
} from '@bilheteria/domain/virtual-queue-contract';
import {
  estimatedWaitSeconds,
  pollSeconds,
  VIRTUAL_QUEUE_TIMING,
} from '@bilheteria/domain/virtual-queue';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PreparedStatement, RunStatement } from '../../db/prepared';
import type { QueueTickets } from './queue-tickets';

/** Whether the event exists and its queue is on, with its rate. */
const QUEUE_OF_EVENT: PreparedStatement = {
  name: 'virtual_queue_of_event',
  text: `select q.active_since is not null as active, q.rate_per_minute as rate
    from events e left join virtual_queues q on q.event_id = e.id
    where e.id = $1`,
};

/**
 * A new place at the end of the line, numbered by the queue's own counter (no place when the
 * queue is off). The counter's row lock orders joins one after another, in every process; the
 * commit does not wait for the disk (`synchronous_commit` off, this transaction only), so the
 * lock is held for the statement alone, not for a WAL flush — the flush is what made every
 * buyer wait on the one before. A crash may forget the last joins of a fraction of a second:
 * their tickets then answer 400 and the page joins again. Nothing of money or seats is here.
 */
async function joinLine(db: Db, eventId: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const result = await tx.execute(sql`
      with counter as (
        update virtual_queues set joined = joined + 1
        where event_id = ${eventId}::uuid and active_since is not null
        returning joined
      )
      insert into virtual_queue_entries (event_id, seq, joined_at, last_seen_at)
      select ${eventId}::uuid, joined, ${now}, ${now} from counter
      returning id`);
    const row = (result as { rows: { id: string | number }[] }).rows[0];
    return row ? Number(row.id) : null;
  });
}

/**
 * A place as its buyer sees it, in one round trip and without a write: the queue's state, the
 * place's, and how many wait ahead of it. Ahead = seq − 1 − admitted − lost ahead: admission
 * takes the lowest seq waiting, so every admitted place is ahead of one still waiting; only the
 * few lost places are counted (their own partial index), never the line.
 */
const STATUS: PreparedStatement = {
  name: 'virtual_queue_status',
  text: `select q.active_since is not null as active, q.rate_per_minute as rate,
      p.admitted_at is not null as admitted,
      floor(extract(epoch from p.admission_expires_at) * 1000)::float8 as admission_expires_ms,
      p.left_at is not null as left_line,
      floor(extract(epoch from p.last_seen_at) * 1000)::float8 as last_seen_ms,
      case when p.admitted_at is null and p.left_at is null then
        p.seq - 1 - q.admitted - (select count(*)::int from virtual_queue_entries l
          where l.event_id = p.event_id and l.left_at is not null and l.seq < p.seq)
      end as ahead
    from virtual_queue_entries p
    left join virtual_queues q on q.event_id = p.event_id
    where p.id = $1 and p.event_id = $2`,
};

interface StatusRow extends Record<string, unknown> {
  active: boolean | null;
  rate: number | null;
  admitted: boolean;
  admission_expires_ms: number | null;
  left_line: boolean;
  last_seen_ms: number;
  ahead: number | null;
}

export type JoinResult =
  { kind: 'no-event' } | { kind: 'status'; status: VirtualQueueTicketStatus; created: boolean };

export interface Line {
  /** Whether the event's queue is on (null: no such event). */
  stateOf(eventId: string): Promise<VirtualQueueState | null>;
  /**
   * A new place at the end of the line, or the place this ticket already holds. `proveHuman`
   * runs only when a new place is about to be made.
   */
  join(
    eventId: string,
    ticket: string | undefined,
    proveHuman: () => Promise<boolean>,
  ): Promise<JoinResult | { kind: 'not-human' }>;
  /** Marks the places whose buyers asked as still wanted (the admissions' tick runs it first). */
  flushSeen(): Promise<void>;
  /** Where this ticket's place stands (null: not a ticket of this event). */
  statusOf(eventId: string, ticket: string | undefined): Promise<VirtualQueueTicketStatus | null>;
}

export function createLine(deps: {
  db: Db;
  run: RunStatement;
  tickets: QueueTickets;
  clock: () => Date;
}): Line {
  const { db, run, tickets, clock } = deps;
  /**
   * Places seen since their `last_seen_at` was a refresh period old, with when: written by
   * `flushSeen` in one statement (every tick), so a status answer is a read.
   */
  const seenSince = new Map<number, number>();

  async function stateOf(eventId: string): Promise<VirtualQueueState | null> {
    const [row] = await run<{ active: boolean | null; rate: number | null }>(QUEUE_OF_EVENT, [
      eventId,
    ]);
    if (!row) return null;
    const active = row.active === true;
    return { ativa: active, por_minuto: active ? row.rate : null };
  }

  async function statusOfEntry(
    eventId: string,
    entryId: number,
    ticket: string,
  ): Promise<VirtualQueueTicketStatus | null> {
    const now = clock();
    const [row] = await run<StatusRow>(STATUS, [entryId, eventId]);
    if (!row) return null;
    const waiting = !row.admitted && !row.left_line;
    if (waiting && now.getTime() - row.last_seen_ms >= VIRTUAL_QUEUE_TIMING.seenRefreshMs) {
      seenSince.set(entryId, Math.max(seenSince.get(entryId) ?? 0, now.getTime()));
    }
    return statusFrom(row, ticket, now.getTime());
  }

  return {
    stateOf,
    async flushSeen() {
      if (seenSince.size === 0) return;
      const seen = [...seenSince].map(([id, at]) => ({ id, seen: new Date(at).toISOString() }));
      seenSince.clear();
      await db.execute(sql`
        update virtual_queue_entries e set last_seen_at = greatest(e.last_seen_at, s.seen)
        from jsonb_to_recordset(${JSON.stringify(seen)}::jsonb) as s(id bigint, seen timestamptz)
        where e.id = s.id`);
    },
    async join(eventId, ticket, proveHuman) {
      const entryId = await tickets.verify(ticket, eventId);
      if (entryId !== null && ticket !== undefined) {
        const status = await statusOfEntry(eventId, entryId, ticket);
        // A place still held (waiting, or admitted and in its window) is kept: a reload, a
        // second tab or a retried request never sends the buyer to the back.
        if (status && (status.situacao === 'aguardando' || status.situacao === 'admitido')) {
          return { kind: 'status', status, created: false };
        }
      }
      const state = await stateOf(eventId);
      if (!state) return { kind: 'no-event' };
      if (!state.ativa) return { kind: 'status', status: closedStatus(), created: false };
      if (!(await proveHuman())) return { kind: 'not-human' };
      const id = await joinLine(db, eventId, clock());
      // Switched off between the read and the join.
      if (id === null) return { kind: 'status', status: closedStatus(), created: false };
      const signed = await tickets.sign(id, eventId);
      const status = await statusOfEntry(eventId, id, signed);
      return { kind: 'status', status: status ?? closedStatus(), created: true };
    },
    async statusOf(eventId, ticket) {
      const entryId = await tickets.verify(ticket, eventId);
      if (entryId === null || ticket === undefined) return null;
      return statusOfEntry(eventId, entryId, ticket);
    },
  };
}

function closedStatus(): VirtualQueueTicketStatus {
  return {
    ticket: '',
    situacao: 'encerrada',
    posicao: null,
    espera_estimada_segundos: null,
    admitido_ate: null,
    por_minuto: null,
    consultar_em_segundos: VIRTUAL_QUEUE_TIMING.minPollSeconds,
  };
}

function statusFrom(row: StatusRow, ticket: string, nowMs: number): VirtualQueueTicketStatus {
  if (row.active !== true) return { ...closedStatus(), ticket };
  const rate = row.rate!;
  const base = { ticket, por_minuto: rate, admitido_ate: null, posicao: null };
  if (row.admitted) {
    const until = row.admission_expires_ms ?? 0;
    if (until > nowMs) {
      return {
        ...base,
        situacao: 'admitido',
        admitido_ate: new Date(until).toISOString(),
        espera_estimada_segundos: 0,
        consultar_em_segundos: VIRTUAL_QUEUE_TIMING.maxPollSeconds,
      };
    }
  }
  if (row.admitted || row.left_line) {
    return {
      ...base,
      situacao: 'expirado',
      espera_estimada_segundos: null,
      consultar_em_segundos: VIRTUAL_QUEUE_TIMING.maxPollSeconds,
    };
  }
  const position = (row.ahead ?? 0) + 1;
  return {
    ...base,
    situacao: 'aguardando',
    posicao: position,
    espera_estimada_segundos: estimatedWaitSeconds(position, rate),
    consultar_em_segundos: pollSeconds(position, rate),
  };
}
