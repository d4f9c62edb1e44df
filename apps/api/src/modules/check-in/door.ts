import type {
  ListedTicket,
  ScannerSearchResponse,
  ScannerSession,
  ScannerTicketList,
  ScanRequest,
  ScanResponse,
  SyncRequest,
  SyncResponse,
} from '@bilheteria/domain/check-in-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RunStatement } from '../../db/prepared';
import type { TicketSigningKey } from '../tickets';
import { eventTimeRange } from '../tickets';
import { eventOf } from './check-in-events';
import { syncOfflineScans, ticketsByCode } from './offline-sync';
import { scanOnline } from './online-scan';
import { isScannerTokenShape, scannerTokenHash } from './scanner-token';
import { liveLink, refused } from './scanner-links';
import { resolveEntry } from './ticket-entry';

/** The door's dependencies: a scanner link's token is its only credential. */
export interface DoorDeps {
  db: Db;
  clock: () => Date;
  signingKey: () => Promise<TicketSigningKey>;
}

const SEARCH_LIMIT = 20;
/** Letters with accents in names, and the same without (translate()'s two lists). */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuucny';

async function listedTickets(
  db: Db,
  eventId: string,
  filter = sql`true`,
  limit = sql`all`,
): Promise<ListedTicket[]> {
  const result = await db.execute(sql`
    select t.id, t.code as codigo, oi.name as tipo, t.holder_name as nome,
      t.holder_email as email, t.status, t.used_at as utilizado_em, g.label as portao
    from tickets t
    join order_items oi on oi.order_id = t.order_id and oi.ticket_type_id = t.ticket_type_id
    left join scanner_links g on g.id = t.check_in_link_id
    where t.event_id = ${eventId}::uuid and ${filter}
    order by t.holder_name, t.code limit ${limit}`);
  return (result as { rows: (ListedTicket & { utilizado_em: Date | null })[] }).rows.map((row) => ({
    ...row,
    utilizado_em: row.utilizado_em === null ? null : new Date(row.utilizado_em).toISOString(),
  }));
}

/** What the scanner shows when opened: its gate, the event, and the key that checks QRs. */
export function doorSession(deps: DoorDeps) {
  return async function session(token: string): Promise<ScannerSession> {
    const link = await liveLink(deps, token);
    const [event, key] = await Promise.all([eventOf(deps.db, link.eventId), deps.signingKey()]);
    return {
      portao: { id: link.id, rotulo: link.label, expira_em: link.expiresAt.toISOString() },
      evento: {
        id: event.id,
        titulo: event.title,
        data: formatDate(event.startsAt),
        horario: eventTimeRange(event),
        local: event.city ? `${event.venue} — ${event.city}` : event.venue,
      },
      chave_publica: key.publicKeyRaw,
    };
  };
}

/** Every ticket of the event, for the scanner's offline copy. */
export function doorTicketList(deps: DoorDeps) {
  return async function ticketList(token: string): Promise<ScannerTicketList> {
    const link = await liveLink(deps, token);
    const syncedAt = deps.clock().toISOString();
    return { sincronizado_em: syncedAt, ingressos: await listedTickets(deps.db, link.eventId) };
  };
}

/** One scan online: the token is checked in the scan's own statement. */
export function doorScan({
  db,
  clock,
  signingKey,
  statements,
}: DoorDeps & { statements: RunStatement }) {
  return async function scan(
    token: string,
    { nonce, entrada }: ScanRequest,
  ): Promise<ScanResponse> {
    if (!isScannerTokenShape(token)) throw refused();
    const entry = resolveEntry(entrada, await signingKey());
    const outcome = await scanOnline(db, statements, {
      tokenHash: scannerTokenHash(token),
      nonce,
      entry,
      now: clock(),
    });
    if (!outcome) throw refused();
    return { nonce, ...outcome };
  };
}

/** The scans a scanner made offline, recorded when it is back. */
export function doorSync(deps: DoorDeps) {
  const { db, clock, signingKey } = deps;
  return async function sync(token: string, { leituras }: SyncRequest): Promise<SyncResponse> {
    const link = await liveLink(deps, token);
    const key = await signingKey();
    const entries = leituras.map((scan) => ({ scan, entry: resolveEntry(scan.entrada, key) }));
    const byCode = await ticketsByCode(
      db,
      entries.flatMap(({ entry }) => (entry.code ? [entry.code] : [])),
    );
    const resolved = entries.map(({ scan, entry }) => {
      const ticket = entry.code ? (byCode.get(entry.code) ?? null) : null;
      // A QR names its ticket: the code must be that ticket's.
      const matches = ticket && (!entry.ticketId || entry.ticketId === ticket.id);
      return { scan, entry, ticket: matches ? ticket : null };
    });
    return syncOfflineScans(db, link, resolved, clock());
  };
}

/** Tickets by participant name or e-mail, for the door's manual search. */
export function doorSearch(deps: DoorDeps) {
  return async function search(token: string, query: string): Promise<ScannerSearchResponse> {
    const link = await liveLink(deps, token);
    // Accents do not matter ('joao' finds João), as in the scanner's offline search.
    const folded = query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const pattern = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const found = await listedTickets(
      deps.db,
      link.eventId,
      sql`(translate(lower(t.holder_name), ${ACCENTED}, ${UNACCENTED}) like ${pattern}
        or t.holder_email like ${pattern})`,
      sql`${SEARCH_LIMIT}`,
    );
    return { ingressos: found };
  };
}
