import { maxEarningCents } from '@bilheteria/domain/affiliate';
import { commissionPercentOfBp } from '@bilheteria/domain/commission';
import {
  AFFILIATE_MESSAGES,
  type AffiliatedEvent,
  type AffiliateEventOffer,
} from '@bilheteria/domain/affiliate-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RunStatement } from '../../db/prepared';
import { affiliateEvents, affiliates, events, ticketTypes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { PORTAL_STATEMENT, type PortalRow } from './portal-statements';

const M = AFFILIATE_MESSAGES;

/** What an event offers the affiliate (its commission, the most a sale earns), and if joined. */
export function eventOffer(
  db: Db,
): (user: SessionUser, eventId: string) => Promise<AffiliateEventOffer> {
  return async (user, eventId) => {
    const affiliate = await affiliateOf(db, user);
    const event = await listedEvent(db, eventId);
    const [joined] = await db
      .select({ eventId: affiliateEvents.eventId })
      .from(affiliateEvents)
      .where(
        and(eq(affiliateEvents.affiliateId, affiliate.id), eq(affiliateEvents.eventId, eventId)),
      );
    return {
      afiliado: joined !== undefined,
      comissao_percentual: commissionPercentOfBp(event.bp),
      ganho_maximo_cents: maxEarningCents(event.prices, event.bp),
    };
  };
}

/** The affiliate joins a listed event (twice changes nothing); answered as Visão Geral lists it. */
export function joinEvent({
  db,
  statements,
  onJoined,
  clock,
}: {
  db: Db;
  statements: RunStatement;
  /** Told when an affiliate joins an event (the catalog's cached list of their events). */
  onJoined: (code: string) => void;
  clock: () => Date;
}): (user: SessionUser, eventId: string) => Promise<AffiliatedEvent> {
  return async (user, eventId) => {
    const affiliate = await affiliateOf(db, user);
    await listedEvent(db, eventId);
    await db
      .insert(affiliateEvents)
      .values({ affiliateId: affiliate.id, eventId, createdAt: clock() })
      .onConflictDoNothing();
    onJoined(affiliate.code);
    // As Visão Geral lists it: the same statement.
    const [portal] = await statements<PortalRow>(PORTAL_STATEMENT, [user.id]);
    const joined = (portal?.events as AffiliatedEvent[] | undefined)?.find(
      (event) => event.id === eventId,
    );
    if (!joined) throw new HttpError(404, M.eventNotFound);
    return joined;
  };
}

/** The affiliate record of a signed-in affiliate; 403 'Você não é um afiliado' without one. */
async function affiliateOf(db: Db, user: SessionUser) {
  const [affiliate] = await db
    .select({ id: affiliates.id, code: affiliates.code, fullName: affiliates.fullName })
    .from(affiliates)
    .where(eq(affiliates.userId, user.id));
  if (!affiliate) throw new HttpError(403, M.notAffiliate);
  return affiliate;
}

/** A listed event (published): its commission and ticket prices; 404 otherwise. */
async function listedEvent(db: Db, eventId: string) {
  const [event] = await db
    .select({
      bp: events.commissionBp,
      prices: sql<number[]>`coalesce((select array_agg(${ticketTypes.priceCents})
          from ${ticketTypes} where ${ticketTypes.eventId} = "events"."id"), '{}')`,
    })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.status, 'published')));
  if (!event) throw new HttpError(404, M.eventNotFound);
  return event;
}
