import { randomUUID } from 'node:crypto';
import { CHECK_IN_MESSAGES, type CheckInResult } from '@bilheteria/domain/check-in-contract';
import { verdict, type Verdict } from '@bilheteria/domain/check-in';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlStateOf } from '../../db/errors';
import type { PreparedStatement, RunStatement } from '../../db/prepared';
import type { ResolvedEntry } from './ticket-entry';

export interface OnlineScan {
  tokenHash: string;
  nonce: string;
  entry: ResolvedEntry;
  now: Date;
}

/** null: the link does not exist, was revoked or has expired. */
export type OnlineScanOutcome = Verdict | null;

interface ScanRow extends Record<string, unknown> {
  link_event_id: string;
  admitted_id: string | null;
  prior_result: CheckInResult | null;
  prior_code: string | null;
  recorded_result: CheckInResult | null;
  ticket_id: string | null;
  ticket_event_id: string | null;
  ticket_status: 'valid' | 'used' | 'canceled' | null;
  used_at: Date | string | null;
  code: string | null;
  holder_name: string | null;
  type_name: string | null;
  gate: string | null;
}

/**
 * One online scan in ONE statement: the link is checked, the ticket moves from valid to used
 * only if it is still valid (`… and status = 'valid'`: PostgreSQL re-checks that condition on
 * the row after waiting for any concurrent update of it, so two scanners racing for one ticket
 * cannot both admit it), and the scan is recorded with its nonce — unless that nonce was already
 * recorded, in which case nothing changes and the first answer is given again.
 *
 * $1 the token's SHA-256 (hex), $2 now, $3 the nonce, $4 the ticket's code (null: nothing to look
 * up), $5 the ticket id a verified QR names (null for a typed code), $6 the new scan's id.
 * Prepared once per connection (db/prepared.ts): bench:checkin sends this same statement.
 */
export const SCAN_STATEMENT: PreparedStatement = {
  name: 'check_in_scan_v1',
  text: `
    with link as (
      select id, event_id from scanner_links
      where token_hash = $1::text and revoked_at is null and expires_at > $2::timestamptz
    ), prior as (
      select result, code from check_in_scans
      where nonce = $3::uuid and link_id = (select id from link)
    ), ticket as (
      select t.id, t.event_id, t.status, t.used_at, t.code, t.holder_name,
        oi.name as type_name, g.label as gate
      from tickets t
      join order_items oi on oi.order_id = t.order_id and oi.ticket_type_id = t.ticket_type_id
      left join scanner_links g on g.id = t.check_in_link_id
      where t.code = $4::text and ($5::uuid is null or t.id = $5::uuid)
    ), admitted as (
      update tickets t set status = 'used', used_at = $2::timestamptz,
        check_in_scan_id = $6::uuid, check_in_link_id = link.id
      from link, ticket
      where t.id = ticket.id and t.event_id = link.event_id and t.status = 'valid'
        and not exists (select 1 from prior)
      returning t.id
    ), recorded as (
      insert into check_in_scans
        (id, nonce, link_id, event_id, ticket_id, code, result, offline, scanned_at, received_at)
      select $6::uuid, $3::uuid, link.id, link.event_id,
        (select id from ticket where ticket.event_id = link.event_id),
        (select code from ticket where ticket.event_id = link.event_id),
        (case
          when exists (select 1 from admitted) then 'valido'
          when exists (select 1 from ticket
            where ticket.event_id = link.event_id and ticket.status <> 'canceled') then 'ja_utilizado'
          else 'invalido' end)::check_in_result,
        false, $2::timestamptz, $2::timestamptz
      from link where not exists (select 1 from prior)
      on conflict (nonce) do nothing
      returning result
    )
    select link.event_id as link_event_id,
      (select id from admitted) as admitted_id,
      (select result from prior) as prior_result,
      (select code from prior) as prior_code,
      (select result from recorded) as recorded_result,
      ticket.id as ticket_id, ticket.event_id as ticket_event_id, ticket.status as ticket_status,
      ticket.used_at, ticket.code, ticket.holder_name, ticket.type_name, ticket.gate
    from link left join ticket on true`,
};

/** The door's answer to one online scan; null when the link is not live. */
export async function scanOnline(
  db: Db,
  run: RunStatement,
  scan: OnlineScan,
): Promise<OnlineScanOutcome> {
  const { tokenHash, nonce, entry, now } = scan;
  let row: ScanRow | undefined;
  try {
    [row] = await run<ScanRow>(SCAN_STATEMENT, [
      tokenHash,
      now.toISOString(),
      nonce,
      entry.code,
      entry.ticketId,
      randomUUID(),
    ]);
  } catch (error) {
    // Another scan recorded this nonce at the same moment (for another ticket, or another link):
    // this one's admission pointed at a scan that was never written, and the deferred foreign
    // key of tickets.check_in_scan_id undid the whole statement. The recorded scan answers.
    if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
    return answerOfRecordedScan(db, tokenHash, nonce, entry);
  }
  if (!row) return null;
  if (row.prior_result !== null) {
    // A retry gets the first answer; the same nonce with another entry is no retry.
    if (row.prior_code !== entry.code) return nonceReused();
    return answerFor(db, row.prior_result, row, entry);
  }
  // Recorded by a concurrent request with the same nonce, after this statement's snapshot.
  if (row.recorded_result === null) return answerOfRecordedScan(db, tokenHash, nonce, entry);
  return answerFor(db, row.recorded_result, row, entry);
}

const FOREIGN_KEY_VIOLATION = '23503';

const nonceReused = () => verdict('invalido', { motivo: CHECK_IN_MESSAGES.nonceInvalid });

type TicketFields = Pick<
  ScanRow,
  'ticket_id' | 'ticket_event_id' | 'used_at' | 'code' | 'holder_name' | 'type_name' | 'gate'
> & { link_event_id: string };

async function answerFor(
  db: Db,
  answered: CheckInResult,
  row: TicketFields,
  entry: ResolvedEntry,
): Promise<Verdict> {
  const ingresso =
    row.ticket_id && row.ticket_event_id === row.link_event_id
      ? { id: row.ticket_id, codigo: row.code!, nome: row.holder_name!, tipo: row.type_name! }
      : null;

  if (answered === 'valido') return verdict('valido', { ingresso });
  if (answered === 'ja_utilizado') {
    let usedAt = row.used_at;
    let gate = row.gate;
    // Admitted by a concurrent scan after this statement's snapshot: read where and when.
    if (usedAt === null && row.ticket_id) ({ usedAt, gate } = await checkInOf(db, row.ticket_id));
    return verdict('ja_utilizado', {
      ingresso,
      utilizado_em: usedAt === null ? null : new Date(usedAt).toISOString(),
      portao: gate,
    });
  }
  return verdict('invalido', { ingresso, motivo: invalidReason(entry, row) });
}

function invalidReason(entry: ResolvedEntry, row: TicketFields): string {
  if (entry.invalidBecause) return entry.invalidBecause;
  if (!row.ticket_id) return CHECK_IN_MESSAGES.notATicket;
  if (row.ticket_event_id !== row.link_event_id) return CHECK_IN_MESSAGES.otherEvent;
  return CHECK_IN_MESSAGES.canceled;
}

/**
 * The answer of the scan this link recorded under `nonce` (read after the fact), with its
 * ticket as it is now; 'Inválido' when the nonce is another link's or named another entry.
 */
async function answerOfRecordedScan(
  db: Db,
  tokenHash: string,
  nonce: string,
  entry: ResolvedEntry,
): Promise<Verdict> {
  const result = await db.execute<TicketFields & { result: CheckInResult; scan_code: string }>(sql`
    select s.result, s.code as scan_code, l.event_id as link_event_id,
      t.id as ticket_id, t.event_id as ticket_event_id, t.used_at, t.code, t.holder_name,
      oi.name as type_name, g.label as gate
    from check_in_scans s
    join scanner_links l on l.id = s.link_id
    left join tickets t on t.id = s.ticket_id
    left join order_items oi on oi.order_id = t.order_id and oi.ticket_type_id = t.ticket_type_id
    left join scanner_links g on g.id = t.check_in_link_id
    where s.nonce = ${nonce}::uuid and l.token_hash = ${tokenHash}`);
  const [recorded] = (
    result as { rows: (TicketFields & { result: CheckInResult; scan_code: string })[] }
  ).rows;
  if (!recorded || recorded.scan_code !== entry.code) return nonceReused();
  return answerFor(db, recorded.result, recorded, entry);
}

async function checkInOf(
  db: Db,
  ticketId: string,
): Promise<{ usedAt: Date | string | null; gate: string | null }> {
  const result = await db.execute<{ used_at: Date | string | null; gate: string | null }>(sql`
    select t.used_at, g.label as gate from tickets t
    left join scanner_links g on g.id = t.check_in_link_id where t.id = ${ticketId}::uuid`);
  const [row] = (result as { rows: { used_at: Date | string | null; gate: string | null }[] }).rows;
  return { usedAt: row?.used_at ?? null, gate: row?.gate ?? null };
}
