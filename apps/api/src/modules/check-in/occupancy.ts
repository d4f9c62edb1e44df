import type {
  CheckInConflict,
  CheckInResult,
  OccupancyResponse,
  ScanSummary,
} from '@bilheteria/domain/check-in-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const RECENT_SCANS = 20;
const MAX_CONFLICTS = 200;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (value: Date | string) => new Date(value).toISOString();

type Figures = Pick<
  OccupancyResponse,
  'presentes' | 'total' | 'por_tipo' | 'por_portao' | 'ultimas_leituras' | 'conflitos'
>;

/**
 * How many people are inside an event, computed from the tickets themselves: a ticket is
 * counted once, when it was admitted (`used_at`), whichever gate or how many scans — so gates
 * never double-count — and still after a refund of it (the person went in). `total` is every
 * ticket issued and not cancelled, plus those admitted before their refund.
 */
export async function occupancyFigures(db: Db, eventId: string): Promise<Figures> {
  const [totals, byType, byGate, recent, conflicts] = await Promise.all([
    db.execute(sql`
      select count(*) filter (where used_at is not null)::int as presentes,
        count(*) filter (where status <> 'canceled' or used_at is not null)::int as total
      from tickets where event_id = ${eventId}::uuid`),
    db.execute(sql`
      select tt.name as tipo,
        count(t.id) filter (where t.used_at is not null)::int as presentes,
        count(t.id) filter (where t.status <> 'canceled' or t.used_at is not null)::int as total
      from ticket_types tt
      left join tickets t on t.ticket_type_id = tt.id and t.event_id = ${eventId}::uuid
      where tt.event_id = ${eventId}::uuid
      group by tt.id, tt.name, tt.position order by tt.position, tt.name`),
    db.execute(sql`
      select l.id, l.label as portao, coalesce(inside.presentes, 0)::int as presentes,
        coalesce(scans.leituras, 0)::int as leituras, scans.ultima_leitura
      from scanner_links l
      left join (select check_in_link_id, count(*) as presentes from tickets
        where event_id = ${eventId}::uuid and used_at is not null group by check_in_link_id) inside
        on inside.check_in_link_id = l.id
      left join (select link_id, count(*) as leituras, max(scanned_at) as ultima_leitura
        from check_in_scans where event_id = ${eventId}::uuid group by link_id) scans
        on scans.link_id = l.id
      where l.event_id = ${eventId}::uuid order by l.created_at`),
    db.execute(sql`
      select s.id, s.scanned_at, l.label as portao, s.result, s.offline, s.code,
        s.ticket_id, t.holder_name, oi.name as tipo
      from check_in_scans s
      join scanner_links l on l.id = s.link_id
      left join tickets t on t.id = s.ticket_id
      left join order_items oi on oi.order_id = t.order_id and oi.ticket_type_id = t.ticket_type_id
      where s.event_id = ${eventId}::uuid
      order by s.received_at desc, s.scanned_at desc limit ${RECENT_SCANS}`),
    conflictsOf(db, eventId),
  ]);
  const [count] = rowsOf<{ presentes: number; total: number }>(totals);
  return {
    presentes: count?.presentes ?? 0,
    total: count?.total ?? 0,
    por_tipo: rowsOf<{ tipo: string; presentes: number; total: number }>(byType),
    por_portao: rowsOf<{
      id: string;
      portao: string;
      presentes: number;
      leituras: number;
      ultima_leitura: Date | string | null;
    }>(byGate).map((gate) => ({
      ...gate,
      ultima_leitura: gate.ultima_leitura === null ? null : iso(gate.ultima_leitura),
    })),
    ultimas_leituras: rowsOf<{
      id: string;
      scanned_at: Date | string;
      portao: string;
      result: CheckInResult;
      offline: boolean;
      code: string | null;
      ticket_id: string | null;
      holder_name: string | null;
      tipo: string | null;
    }>(recent).map((scan): ScanSummary => ({
      id: scan.id,
      lido_em: iso(scan.scanned_at),
      portao: scan.portao,
      resultado: scan.result,
      offline: scan.offline,
      codigo: scan.code,
      // 'Imprimir crachá' beside an admission prints this ticket's badge.
      ingresso_id: scan.ticket_id,
      participante: scan.holder_name,
      tipo: scan.tipo,
    })),
    conflitos: conflicts,
  };
}

interface ConflictRow {
  ticket_id: string;
  code: string;
  holder_name: string;
  tipo: string;
  status: 'valid' | 'used' | 'canceled';
  check_in_at: Date | string | null;
  check_in_gate: string | null;
  scanned_at: Date | string;
  gate: string;
  offline: boolean;
}

/**
 * Tickets that let more than one person in (devices apart), or were cancelled yet admitted
 * offline: every admission (`valido` at the door) that is not the ticket's check-in.
 */
async function conflictsOf(db: Db, eventId: string): Promise<CheckInConflict[]> {
  const result = await db.execute(sql`
    with extra as (
      select s.ticket_id, s.scanned_at, s.link_id, s.offline from check_in_scans s
      join tickets t on t.id = s.ticket_id
      where s.event_id = ${eventId}::uuid and s.result = 'valido'
        and s.id is distinct from t.check_in_scan_id
    ), conflicted as (
      -- The same tickets from one refresh to the next: the earliest conflicts first.
      select ticket_id from extra group by ticket_id
      order by min(scanned_at), ticket_id limit ${MAX_CONFLICTS}
    )
    select t.id as ticket_id, t.code, t.holder_name, oi.name as tipo, t.status,
      t.used_at as check_in_at, g.label as check_in_gate,
      e.scanned_at, l.label as gate, e.offline
    from conflicted c
    join tickets t on t.id = c.ticket_id
    join order_items oi on oi.order_id = t.order_id and oi.ticket_type_id = t.ticket_type_id
    left join scanner_links g on g.id = t.check_in_link_id
    join extra e on e.ticket_id = c.ticket_id
    join scanner_links l on l.id = e.link_id
    order by t.used_at nulls last, t.id, e.scanned_at`);
  const byTicket = new Map<string, CheckInConflict>();
  for (const row of rowsOf<ConflictRow>(result)) {
    let conflict = byTicket.get(row.ticket_id);
    if (!conflict) {
      conflict = {
        ingresso_id: row.ticket_id,
        codigo: row.code,
        participante: row.holder_name,
        tipo: row.tipo,
        status: row.status,
        check_in:
          row.status === 'used' && row.check_in_at !== null
            ? { lido_em: iso(row.check_in_at), portao: row.check_in_gate ?? '' }
            : null,
        outras_entradas: [],
      };
      byTicket.set(row.ticket_id, conflict);
    }
    conflict.outras_entradas.push({
      lido_em: iso(row.scanned_at),
      portao: row.gate,
      offline: row.offline,
    });
  }
  return [...byTicket.values()];
}
