import type { BadgeFilter } from '@bilheteria/domain/badge-contract';
import { foldedSearchRegex } from '@bilheteria/domain/folded-text';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * What a badge shows of one ticket, read straight from the tickets, their types and the
 * participants' forms (read-only, as the organizer's reports read them).
 */
export interface BadgeTicket {
  id: string;
  name: string;
  ticketType: string;
  /** From the participant's form; null when the ticket's holder is not the one who filled it. */
  company: string | null;
  jobTitle: string | null;
  qrPayload: string;
  status: 'valid' | 'used' | 'canceled';
}

/** Where badges resume: the last one printed, in name order. */
export interface BadgeKey {
  name: string;
  id: string;
}

interface BadgeRow {
  id: string;
  name: string;
  ticket_type: string;
  company: string | null;
  job_title: string | null;
  qr_payload: string;
  status: BadgeTicket['status'];
}

async function badgeRows(db: Db, where: SQL, limit: number): Promise<BadgeTicket[]> {
  // The form's company and job title only while its e-mail is still the ticket's. 'Trocar
  // participante' rewrites the form with the new holder's (checkout's replaceParticipant), so
  // they match; a form that names someone else never lends them its company.
  const result = await db.execute(sql`
    select t.id, t.holder_name as name, tt.name as ticket_type, b.company, b.job_title,
      t.qr_payload, t.status
    from tickets t
    join ticket_types tt on tt.id = t.ticket_type_id
    left join buyers b on b.id = t.buyer_id and lower(b.email) = t.holder_email
    where ${where}
    order by t.holder_name, t.id
    limit ${limit}`);
  return (result as { rows: BadgeRow[] }).rows.map((row) => ({
    id: row.id,
    name: row.name,
    ticketType: row.ticket_type,
    company: row.company?.trim() || null,
    jobTitle: row.job_title?.trim() || null,
    qrPayload: row.qr_payload,
    status: row.status,
  }));
}

/** The filter of 'Imprimir crachás' on tickets `t` (types `tt`, forms `b`): valid tickets only. */
function filterSql(eventId: string, { tipo, presenca, busca }: BadgeFilter): SQL {
  const parts = [sql`t.event_id = ${eventId}::uuid`, sql`t.status <> 'canceled'`];
  if (tipo) parts.push(sql`t.ticket_type_id = ${tipo}::uuid`);
  if (presenca === 'presentes') parts.push(sql`t.used_at is not null`);
  if (presenca === 'ausentes') parts.push(sql`t.used_at is null`);
  // Case and accents ignored (folded-text.ts), in the name, e-mail or company.
  const search = foldedSearchRegex(busca ?? '');
  if (search) {
    parts.push(
      sql`(t.holder_name ~ ${search} or t.holder_email ~ ${search} or b.company ~ ${search})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The next `size` badges the filter selects after `after` (from the first when null), by name. */
export function filteredBadges(
  db: Db,
  eventId: string,
  filter: BadgeFilter,
  after: BadgeKey | null,
  size: number,
): Promise<BadgeTicket[]> {
  const where = filterSql(eventId, filter);
  return badgeRows(
    db,
    after ? sql`${where} and (t.holder_name, t.id) > (${after.name}, ${after.id}::uuid)` : where,
    size,
  );
}

/** One ticket of the event, whatever its status; null when the event has no such ticket. */
export async function eventTicketBadge(
  db: Db,
  eventId: string,
  ticketId: string,
): Promise<BadgeTicket | null> {
  const [ticket] = await badgeRows(
    db,
    sql`t.event_id = ${eventId}::uuid and t.id = ${ticketId}::uuid`,
    1,
  );
  return ticket ?? null;
}
