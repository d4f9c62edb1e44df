import { auditActionLabel, type AuditAction } from '@bilheteria/domain/audit-actions';
import { toCsv } from '@bilheteria/domain/csv';
import { formatDate, formatTime } from '@bilheteria/domain/dates';
import type { AuditEntry, AuditLogResponse } from '@bilheteria/domain/organization-contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { organizationActivity } from '../../db/schema';

/** Who did it, as the log keeps it (the account may be renamed or erased later). */
export interface AuditActor {
  id: string | null;
  name: string;
  email: string | null;
  /** The platform's operator acting through 'Entrar como suporte'. */
  support: boolean;
}

export interface AuditLine {
  organizationId: string;
  actor: AuditActor;
  action: AuditAction;
  subject?: string | null;
  detail?: Record<string, string | undefined>;
}

/** One line of the audit log, in the caller's transaction when it has one. */
export async function recordActivity(runner: DbOrTx, line: AuditLine): Promise<void> {
  const detail = Object.fromEntries(
    Object.entries(line.detail ?? {}).filter(([, value]) => typeof value === 'string'),
  );
  await runner.insert(organizationActivity).values({
    organizationId: line.organizationId,
    actorId: line.actor.id,
    actorName: line.actor.name,
    actorEmail: line.actor.email,
    support: line.actor.support,
    action: line.action,
    subject: line.subject ?? null,
    detail,
  });
}

export const AUDIT_PAGE_SIZE = 50;
/** A CSV export holds at most this many lines (the newest). */
export const AUDIT_EXPORT_LIMIT = 10_000;

interface AuditRow extends Record<string, unknown> {
  id: string;
  created_at: Date | string;
  actor_name: string;
  actor_email: string | null;
  support: boolean;
  action: string;
  subject: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The cursor of a page: the last line's time and id, so lines of the same instant are not lost. */
function encodeCursor(row: AuditRow): string {
  return `${iso(row.created_at)}_${row.id}`;
}

function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f-]{36})$/.exec(cursor ?? '');
  return match ? { at: match[1]!, id: match[2]! } : null;
}

/**
 * The organization's log, newest first. A line about an event or an order names it as it is
 * now (its title, the order's number), read from their tables (decision 0027: read, never
 * written); one whose subject was kept (a deleted event's title, a person's e-mail) says that.
 */
export async function listActivity(
  db: Db,
  organizationId: string,
  options: { before?: string; limit: number },
): Promise<AuditLogResponse> {
  const cursor = decodeCursor(options.before);
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`
      select a.id, a.created_at, a.actor_name, a.actor_email, a.support, a.action,
        coalesce(a.subject, e.title || coalesce(' · pedido ' || o.number::text, ''),
          'Pedido ' || o.number::text) as subject
      from organization_activity a
      left join orders o on o.id::text = a.detail->>'orderId'
      left join events e on e.id::text = coalesce(a.detail->>'eventId', o.event_id::text)
      where a.organization_id = ${organizationId}::uuid
        ${cursor ? sql`and (a.created_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
      order by a.created_at desc, a.id desc
      limit ${options.limit + 1}`),
  );
  const page = rows.slice(0, options.limit);
  return {
    atividades: page.map((row): AuditEntry => ({
      id: row.id,
      quando: iso(row.created_at),
      quem: row.actor_name,
      email: row.actor_email,
      suporte: row.support,
      acao: row.action,
      descricao: auditActionLabel(row.action),
      alvo: row.subject,
    })),
    proxima: rows.length > options.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

/** The log as a spreadsheet: Quando (pt-BR), Quem, E-mail, Suporte, Ação, Sobre. */
export function activityCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    ['Quando', 'Quem', 'E-mail', 'Suporte', 'Ação', 'Sobre'],
    entries.map((entry) => {
      const at = new Date(entry.quando);
      return [
        `${formatDate(at)} ${formatTime(at)}`,
        entry.quem,
        entry.email ?? '',
        entry.suporte ? 'Sim' : 'Não',
        entry.descricao,
        entry.alvo ?? '',
      ];
    }),
  );
}
