import {
  type VirtualQueueState,
  type VirtualQueueTicketStatus,
} from '@bilheteria/domain/virtual-queue-contract';
import {
  estimatedWaitSeconds,
  pollSeconds,
  VIRTUAL_QUEUE_TIMING,
} from '@bilheteria/domain/virtual-queue';
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
 * queue is off). The counter's row lock orders joins one after another, in every process.
 */
const JOIN: PreparedStatement = {
  name: 'virtual_queue_join',
  text: `with counter as (
      update virtual_queues set joined = joined + 1
      where event_id = $1 and active_since is not null
      returning joined
    )
    insert into virtual_queue_entries (event_id, seq, joined_at, last_seen_at)
    select $1, joined, $2, $2 from counter
    returning id`,
};

/**
 * A place as its buyer sees it, in one round trip: the queue's state, the place's, how many wait
 * ahead of it, and — at most every `seenRefreshMs` — the place marked as still wanted, so it is
 * not lost after the grace period. Ahead = seq − 1 − admitted − lost ahead: admission takes the
 * lowest seq waiting, so every admitted place is ahead of one still waiting; only the few lost
 * places are counted (their own partial index), never the line.
 */
const STATUS: PreparedStatement = {
  name: 'virtual_queue_status',
  text: `with seen as (
      update virtual_queue_entries set last_seen_at = $3
      where id = $1 and event_id = $2 and admitted_at is null and left_at is null
        and last_seen_at < $3::timestamptz - make_interval(secs => $4::int / 1000.0)
      returning id
    )
    select q.active_since is not null as active, q.rate_per_minute as rate,
      p.admitted_at is not null as admitted,
      floor(extract(epoch from p.admission_expires_at) * 1000)::float8 as admission_expires_ms,
      p.left_at is not null as left_line,
      case when p.admitted_at is null and p.left_at is null then
        p.seq - 1 - q.admitted - (select count(*)::int from virtual_queue_entries l
          where l.event_id = p.event_id and l.left_at is not null and l.seq < p.seq)
      end as ahead,
      (select count(*)::int from seen) as seen
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
  /** Where this ticket's place stands (null: not a ticket of this event). */
  statusOf(eventId: string, ticket: string | undefined): Promise<VirtualQueueTicketStatus | null>;
}

export function createLine(deps: {
  run: RunStatement;
  tickets: QueueTickets;
  clock: () => Date;
}): Line {
  const { run, tickets, clock } = deps;

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
    const [row] = await run<StatusRow>(STATUS, [
      entryId,
      eventId,
      now,
      VIRTUAL_QUEUE_TIMING.seenRefreshMs,
    ]);
    if (!row) return null;
    return statusFrom(row, ticket, now.getTime());
  }

  return {
    stateOf,
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
      const [row] = await run<{ id: string | number }>(JOIN, [eventId, clock()]);
      // Switched off between the read and the join.
      if (!row) return { kind: 'status', status: closedStatus(), created: false };
      const id = Number(row.id);
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
