import { affiliateCodeCandidate, maxEarningCents } from '@bilheteria/domain/affiliate';
import {
  AFFILIATE_MESSAGES,
  MAX_LISTED_SALES,
  SALES_CHART_DAYS,
  type AffiliatedEvent,
  type AffiliateEventOffer,
  type AffiliatePortal,
  type AffiliateSales,
  type AffiliateSignUp,
  type AffiliateSignUpResponse,
} from '@bilheteria/domain/affiliate-contract';
import { addCalendarDays, calendarDay, DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { RunStatement } from '../../db/prepared';
import { affiliateEvents, affiliates, events, ticketTypes, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { JobHandler } from '../../jobs/worker';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { AFFILIATE_COMMISSION_JOB, recordCommissions } from './ledger';
import {
  PORTAL_STATEMENT,
  SALES_STATEMENT,
  type PortalRow,
  type SalesRow,
} from './portal-statements';

export interface AffiliatesService {
  signUp(user: SessionUser, input: AffiliateSignUp): Promise<AffiliateSignUpResponse>;
  portal(user: SessionUser): Promise<AffiliatePortal>;
  sales(user: SessionUser): Promise<AffiliateSales>;
  eventOffer(user: SessionUser, eventId: string): Promise<AffiliateEventOffer>;
  joinEvent(user: SessionUser, eventId: string): Promise<AffiliatedEvent>;
  jobs: Record<string, JobHandler>;
}

export interface AffiliatesServiceOptions {
  db: Db;
  /** Runs the portal's statements prepared (db/prepared.ts `statementRunner`). */
  statements: RunStatement;
  payableAfterDays: number;
  /** Told when an affiliate joins an event (the catalog's cached list of their events). */
  onJoined?: (code: string) => void;
  clock?: () => Date;
}

const M = AFFILIATE_MESSAGES;
/** Two sign-ups in the same millisecond with the same first letters: try the next ones. */
const CODE_ATTEMPTS = 5;

export function createAffiliatesService({
  db,
  statements,
  payableAfterDays,
  onJoined = () => {},
  clock = () => new Date(),
}: AffiliatesServiceOptions): AffiliatesService {
  /** The affiliate record of a signed-in affiliate; 403 'Você não é um afiliado' without one. */
  async function affiliateOf(user: SessionUser) {
    const [affiliate] = await db
      .select({ id: affiliates.id, code: affiliates.code, fullName: affiliates.fullName })
      .from(affiliates)
      .where(eq(affiliates.userId, user.id));
    if (!affiliate) throw new HttpError(403, M.notAffiliate);
    return affiliate;
  }

  /** A listed event (published): its commission and ticket prices; 404 otherwise. */
  async function listedEvent(eventId: string) {
    const [event] = await db
      .select({
        percent: events.commissionPercent,
        prices: sql<number[]>`coalesce((select array_agg(${ticketTypes.priceCents})
          from ${ticketTypes} where ${ticketTypes.eventId} = "events"."id"), '{}')`,
      })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.status, 'published')));
    if (!event) throw new HttpError(404, M.eventNotFound);
    return event;
  }

  return {
    async signUp(user, input) {
      if (user.role === 'admin') throw new HttpError(409, M.adminCannotJoin);
      if (user.role === 'affiliate') throw new HttpError(409, M.alreadyAffiliate);
      const now = clock();
      return db.transaction(async (tx) => {
        // Two tabs submitting at once: the second waits here and finds the first's record.
        const [account] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, user.id))
          .for('update');
        if (account?.role !== 'user') throw new HttpError(409, M.alreadyAffiliate);
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
          const code = affiliateCodeCandidate(input.email, now, attempt);
          const created = await tx
            .transaction(async (savepoint) => {
              await savepoint.insert(affiliates).values({
                code,
                userId: user.id,
                fullName: input.fullName,
                email: input.email,
                cpf: input.cpf,
                phone: input.phone,
                bankDetails: input.bankDetails,
                createdAt: now,
                updatedAt: now,
              });
              await savepoint
                .update(users)
                .set({ role: 'affiliate', affiliateCode: code })
                .where(eq(users.id, user.id));
              return true;
            })
            .catch((error: unknown) => {
              if (isUniqueViolation(error)) return false;
              throw error;
            });
          if (created) return { codigo: code, nome: input.fullName };
        }
        throw new HttpError(503, M.signUpFailed);
      });
    },

    async portal(user) {
      const [row] = await statements<PortalRow>(PORTAL_STATEMENT, [user.id]);
      if (!row?.code) throw new HttpError(403, M.notAffiliate);
      return {
        codigo: row.code,
        nome: row.full_name ?? user.name,
        total_cents: row.total_cents,
        pendente_cents: row.total_cents - row.paid_cents,
        pago_cents: row.paid_cents,
        eventos: row.events as AffiliatedEvent[],
      };
    },

    async sales(user) {
      const firstDay = addCalendarDays(calendarDay(clock()), -(SALES_CHART_DAYS - 1));
      const [row] = await statements<SalesRow>(SALES_STATEMENT, [
        user.id,
        MAX_LISTED_SALES,
        firstDay,
        SALES_CHART_DAYS,
        DISPLAY_TIME_ZONE,
      ]);
      if (!row?.affiliate_id) throw new HttpError(403, M.notAffiliate);
      return {
        vendas: row.sales as AffiliateSales['vendas'],
        total_vendas: row.total,
        por_dia: row.per_day as AffiliateSales['por_dia'],
      };
    },

    async eventOffer(user, eventId) {
      const affiliate = await affiliateOf(user);
      const event = await listedEvent(eventId);
      const [joined] = await db
        .select({ eventId: affiliateEvents.eventId })
        .from(affiliateEvents)
        .where(
          and(eq(affiliateEvents.affiliateId, affiliate.id), eq(affiliateEvents.eventId, eventId)),
        );
      return {
        afiliado: joined !== undefined,
        comissao_percentual: event.percent,
        ganho_maximo_cents: maxEarningCents(event.prices, event.percent),
      };
    },

    async joinEvent(user, eventId) {
      const affiliate = await affiliateOf(user);
      await listedEvent(eventId);
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
    },

    jobs: {
      [AFFILIATE_COMMISSION_JOB]: {
        run: async (payload) => {
          const orderId = payload.orderId;
          if (typeof orderId !== 'string') throw new Error('affiliate.commission without orderId');
          await recordCommissions(db, orderId, { payableAfterDays });
        },
      },
    },
  };
}
