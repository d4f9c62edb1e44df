import {
  CHECK_IN_MESSAGES,
  type CreateScannerLinkRequest,
  type CreatedScannerLink,
  type ScannerLink,
  type ScannerLinksResponse,
} from '@bilheteria/domain/check-in-contract';
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scannerLinks } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { eventOf } from './check-in-events';
import { scannerLinkExpiry, scannerLinkStatus } from './scanner-link-rules';
import { isScannerTokenShape, newScannerToken, scannerTokenHash } from './scanner-token';

interface LinkDeps {
  db: Db;
  clock: () => Date;
}

export const refused = () => new HttpError(401, CHECK_IN_MESSAGES.linkRefused);

export interface LiveLink {
  id: string;
  eventId: string;
  label: string;
  expiresAt: Date;
  createdAt: Date;
}

/** The link a token opens, if it is still live; 401 otherwise (malformed, unknown, revoked, expired). */
export async function liveLink({ db, clock }: LinkDeps, token: string): Promise<LiveLink> {
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

async function linkViews({ db, clock }: LinkDeps, where: SQL): Promise<ScannerLink[]> {
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

/** The scanner links of one of the organization's events. */
export function eventScannerLinks(deps: LinkDeps) {
  return async function links(
    eventId: string,
    organizationId: string,
  ): Promise<ScannerLinksResponse> {
    const event = await eventOf(deps.db, eventId, organizationId);
    return {
      evento: { id: event.id, titulo: event.title },
      links: await linkViews(deps, eq(scannerLinks.eventId, eventId)),
    };
  };
}

/**
 * A new link for the door of one of the organization's events, recorded as made by the member:
 * its token is shown only now.
 */
export function createScannerLink(deps: LinkDeps & { baseUrl: string }) {
  const { db, clock, baseUrl } = deps;
  return async function create(
    eventId: string,
    request: CreateScannerLinkRequest,
    { organizationId, userId }: { organizationId: string; userId: string },
  ): Promise<CreatedScannerLink> {
    const event = await eventOf(db, eventId, organizationId);
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
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: scannerLinks.id });
    const [view] = await linkViews(deps, eq(scannerLinks.id, link!.id));
    return { ...view!, token, url: `${baseUrl}/check-in/${token}` };
  };
}

export function revokeScannerLink(deps: LinkDeps) {
  return async function revoke(
    linkId: string,
    organizationId: string,
  ): Promise<{ link: ScannerLink; eventId: string }> {
    // Only a link of one of the organization's events; another's is as unknown.
    const ownLink = and(
      eq(scannerLinks.id, linkId),
      sql`${scannerLinks.eventId} in (select id from events
        where organization_id = ${organizationId}::uuid)`,
    )!;
    await deps.db
      .update(scannerLinks)
      .set({ revokedAt: deps.clock() })
      .where(and(ownLink, isNull(scannerLinks.revokedAt)));
    const [view] = await linkViews(deps, ownLink);
    if (!view) throw new HttpError(404, CHECK_IN_MESSAGES.linkNotFound);
    const [link] = await deps.db
      .select({ eventId: scannerLinks.eventId })
      .from(scannerLinks)
      .where(eq(scannerLinks.id, linkId));
    return { link: view, eventId: link!.eventId };
  };
}
