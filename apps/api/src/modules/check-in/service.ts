import {
  CHECK_IN_MESSAGES,
  type CheckInEventsResponse,
  type CreateScannerLinkRequest,
  type CreatedScannerLink,
  type ListedTicket,
  type OccupancyResponse,
  type ScannerLink,
  type ScannerLinksResponse,
  type ScannerSearchResponse,
  type ScannerSession,
  type ScannerTicketList,
  type ScanRequest,
  type ScanResponse,
  type SyncRequest,
  type SyncResponse,
} from '@bilheteria/domain/check-in-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RunStatement } from '../../db/prepared';
import { events, scannerLinks } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { TicketSigningKey } from '../tickets';
import { eventTimeRange, upcomingFirst } from '../tickets';
import { occupancyFigures } from './occupancy';
import { syncOfflineScans, ticketsByCode } from './offline-sync';
import { scanOnline } from './online-scan';
import { scannerLinkExpiry, scannerLinkStatus } from './scanner-link-rules';
import { isScannerTokenShape, newScannerToken, scannerTokenHash } from './scanner-token';
import { resolveEntry } from './ticket-entry';

export interface CheckInService {
  // The organizer: an admin, for their own events only (another's answers 404, as unknown).
  events(organizerId: string): Promise<CheckInEventsResponse>;
  links(eventId: string, organizerId: string): Promise<ScannerLinksResponse>;
  /** `organizerId` must own the event; the link is recorded as made by them. */
  createLink(
    eventId: string,
    request: CreateScannerLinkRequest,
    organizerId: string,
  ): Promise<CreatedScannerLink>;
  revokeLink(linkId: string, organizerId: string): Promise<ScannerLink>;
  occupancy(eventId: string, organizerId: string): Promise<OccupancyResponse>;
  // The door: a scanner link's token is the only credential.
  session(token: string): Promise<ScannerSession>;
  ticketList(token: string): Promise<ScannerTicketList>;
  scan(token: string, request: ScanRequest): Promise<ScanResponse>;
  sync(token: string, request: SyncRequest): Promise<SyncResponse>;
  search(token: string, query: string): Promise<ScannerSearchResponse>;
}

export interface CheckInServiceOptions {
  db: Db;
  /** Runs the online scan's statement prepared (db/prepared.ts `statementRunner`). */
  statements: RunStatement;
  signingKey: () => Promise<TicketSigningKey>;
  /** The site's address, for the links door staff open (no trailing slash). */
  baseUrl: string;
  clock?: () => Date;
}

const SEARCH_LIMIT = 20;
/** Letters with accents in names, and the same without (translate()'s two lists). */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuucny';

const refused = () => new HttpError(401, CHECK_IN_MESSAGES.linkRefused);

interface LiveLink {
  id: string;
  eventId: string;
  label: string;
  expiresAt: Date;
  createdAt: Date;
}

export function createCheckInService({
  db,
  statements,
  signingKey,
  baseUrl,
  clock = () => new Date(),
}: CheckInServiceOptions): CheckInService {
  /** The link a token opens, if it is still live; 401 otherwise (malformed, unknown, revoked, expired). */
  async function liveLink(token: string): Promise<LiveLink> {
    if (!isScannerTokenShape(token)) throw refused();
    const [link] = await db
      .select({
        id: scannerLinks.id,
        eventId: scannerLinks.eventId,
        label: scannerLinks.label,
        expiresAt: scannerLinks.expiresAt,
        createdAt: scannerLinks.createdAt,
      })
      .from(scannerLinks)
      .where(
        and(
          eq(scannerLinks.tokenHash, scannerTokenHash(token)),
          isNull(scannerLinks.revokedAt),
          gt(scannerLinks.expiresAt, clock()),
        ),
      );
    if (!link) throw refused();
    return link;
  }

  /** The event (for the door), or only when it is `organizerId`'s (for the organizer); 404 otherwise. */
  async function eventOf(eventId: string, organizerId?: string) {
    const [event] = await db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        venue: events.venue,
        city: events.city,
      })
      .from(events)
      .where(
        organizerId === undefined
          ? eq(events.id, eventId)
          : and(eq(events.id, eventId), eq(events.organizerId, organizerId)),
      );
    if (!event) throw new HttpError(404, CHECK_IN_MESSAGES.eventNotFound);
    return event;
  }

  async function linkViews(where: SQL): Promise<ScannerLink[]> {
    const rows = await db
      .select({
        id: scannerLinks.id,
        label: scannerLinks.label,
        createdAt: scannerLinks.createdAt,
        expiresAt: scannerLinks.expiresAt,
        revokedAt: scannerLinks.revokedAt,
        // Outer columns spelled out: drizzle writes a selected column without its table.
        scans: sql<number>`(select count(*)::int from check_in_scans s
          where s.link_id = "scanner_links"."id")`,
      })
      .from(scannerLinks)
      .where(where)
      .orderBy(asc(scannerLinks.createdAt));
    const now = clock();
    return rows.map((row) => ({
      id: row.id,
      rotulo: row.label,
      criado_em: row.createdAt.toISOString(),
      expira_em: row.expiresAt.toISOString(),
      revogado_em: row.revokedAt?.toISOString() ?? null,
      situacao: scannerLinkStatus(row, now),
      leituras: row.scans,
    }));
  }

  async function listedTickets(
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
    return (result as { rows: (ListedTicket & { utilizado_em: Date | null })[] }).rows.map(
      (row) => ({
        ...row,
        utilizado_em: row.utilizado_em === null ? null : new Date(row.utilizado_em).toISOString(),
      }),
    );
  }

  return {
    async events(organizerId) {
      const rows = await db
        .select({
          id: events.id,
          title: events.title,
          startsAt: events.startsAt,
          endsAt: events.endsAt,
          // Outer columns spelled out: drizzle writes a selected column without its table.
          inside: sql<number>`(select count(*)::int from tickets t
            where t.event_id = "events"."id" and t.used_at is not null)`,
          total: sql<number>`(select count(*)::int from tickets t
            where t.event_id = "events"."id" and (t.status <> 'canceled' or t.used_at is not null))`,
          liveLinks: sql<number>`(select count(*)::int from scanner_links l
            where l.event_id = "events"."id" and l.revoked_at is null
              and l.expires_at > ${clock().toISOString()}::timestamptz)`,
        })
        .from(events)
        .where(eq(events.organizerId, organizerId));
      const now = clock();
      return {
        eventos: upcomingFirst(
          rows.map((row) => ({ event: row })),
          now,
        ).map(({ event }) => ({
          id: event.id,
          titulo: event.title,
          data: formatDate(event.startsAt),
          horario: eventTimeRange(event),
          encerrado: event.endsAt.getTime() < now.getTime(),
          presentes: event.inside,
          total: event.total,
          links_ativos: event.liveLinks,
        })),
      };
    },

    async links(eventId, organizerId) {
      const event = await eventOf(eventId, organizerId);
      return {
        evento: { id: event.id, titulo: event.title },
        links: await linkViews(eq(scannerLinks.eventId, eventId)),
      };
    },

    async createLink(eventId, request, organizerId) {
      const event = await eventOf(eventId, organizerId);
      const now = clock();
      const expiresAt = scannerLinkExpiry(request.expira_em, event.endsAt, now);
      const token = newScannerToken();
      const [link] = await db
        .insert(scannerLinks)
        .values({
          eventId,
          label: request.rotulo,
          tokenHash: scannerTokenHash(token),
          expiresAt,
          createdBy: organizerId,
          createdAt: now,
        })
        .returning({ id: scannerLinks.id });
      const [view] = await linkViews(eq(scannerLinks.id, link!.id));
      return { ...view!, token, url: `${baseUrl}/check-in/${token}` };
    },

    async revokeLink(linkId, organizerId) {
      // Only a link of one of the organizer's events; another's is as unknown.
      const ownLink = and(
        eq(scannerLinks.id, linkId),
        sql`${scannerLinks.eventId} in (select id from events where organizer_id = ${organizerId}::uuid)`,
      )!;
      await db
        .update(scannerLinks)
        .set({ revokedAt: clock() })
        .where(and(ownLink, isNull(scannerLinks.revokedAt)));
      const [view] = await linkViews(ownLink);
      if (!view) throw new HttpError(404, CHECK_IN_MESSAGES.linkNotFound);
      return view;
    },

    async occupancy(eventId, organizerId) {
      const event = await eventOf(eventId, organizerId);
      const figures = await occupancyFigures(db, eventId);
      return {
        evento: {
          id: event.id,
          titulo: event.title,
          data: formatDate(event.startsAt),
          horario: eventTimeRange(event),
        },
        ...figures,
        atualizado_em: clock().toISOString(),
      };
    },

    async session(token) {
      const link = await liveLink(token);
      const [event, key] = await Promise.all([eventOf(link.eventId), signingKey()]);
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
    },

    async ticketList(token) {
      const link = await liveLink(token);
      const syncedAt = clock().toISOString();
      return { sincronizado_em: syncedAt, ingressos: await listedTickets(link.eventId) };
    },

    async scan(token, { nonce, entrada }) {
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
    },

    async sync(token, { leituras }) {
      const link = await liveLink(token);
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
    },

    async search(token, query) {
      const link = await liveLink(token);
      // Accents do not matter ('joao' finds João), as in the scanner's offline search.
      const folded = query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const pattern = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const found = await listedTickets(
        link.eventId,
        sql`(translate(lower(t.holder_name), ${ACCENTED}, ${UNACCENTED}) like ${pattern}
          or t.holder_email like ${pattern})`,
        sql`${SEARCH_LIMIT}`,
      );
      return { ingressos: found };
    },
  };
}
