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
  type SaleStatus,
} from '@bilheteria/domain/affiliate-contract';
import { addCalendarDays, calendarDay, DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { zonedInstant } from '@bilheteria/domain/date-input';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  affiliateEvents,
  affiliates,
  categories,
  events,
  ticketTypes,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { JobHandler } from '../../jobs/worker';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { AFFILIATE_COMMISSION_JOB, recordCommissions } from './ledger';

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
  payableAfterDays: number;
  /** Told when an affiliate joins an event (the catalog's cached list of their events). */
  onJoined?: (code: string) => void;
  clock?: () => Date;
}

const M = AFFILIATE_MESSAGES;
/** Two sign-ups in the same millisecond with the same first letters: try the next ones. */
const CODE_ATTEMPTS = 5;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createAffiliatesService({
  db,
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

  /** A listed event (published), with what an affiliate earns on it; 404 otherwise. */
  async function listedEvent(eventId: string) {
    const [event] = await db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        imageUrl: events.imageUrl,
        category: categories.name,
        percent: events.commissionPercent,
        prices: sql<number[]>`coalesce((select array_agg(${ticketTypes.priceCents})
          from ${ticketTypes} where ${ticketTypes.eventId} = "events"."id"), '{}')`,
      })
      .from(events)
      .innerJoin(categories, eq(categories.id, events.categoryId))
      .where(and(eq(events.id, eventId), eq(events.status, 'published')));
    if (!event) throw new HttpError(404, M.eventNotFound);
    return event;
  }

  async function affiliatedEvents(affiliateId: string): Promise<AffiliatedEvent[]> {
    const rows = await db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        imageUrl: events.imageUrl,
        category: categories.name,
        percent: events.commissionPercent,
        maxPriceCents: sql<number>`coalesce((select max(${ticketTypes.priceCents})
          from ${ticketTypes} where ${ticketTypes.eventId} = "events"."id"), 0)::int`,
        joinedAt: affiliateEvents.createdAt,
      })
      .from(affiliateEvents)
      .innerJoin(events, eq(events.id, affiliateEvents.eventId))
      .innerJoin(categories, eq(categories.id, events.categoryId))
      .where(and(eq(affiliateEvents.affiliateId, affiliateId), eq(events.status, 'published')))
      .orderBy(asc(events.startsAt));
    return rows.map((row) => ({
      id: row.id,
      titulo: row.title,
      inicio: row.startsAt.toISOString(),
      categoria: row.category,
      imagem: row.imageUrl,
      comissao_percentual: row.percent,
      ganho_maximo_cents: maxEarningCents([row.maxPriceCents], row.percent),
      afiliado_em: row.joinedAt.toISOString(),
    }));
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
      const affiliate = await affiliateOf(user);
      const result = await db.execute(sql`
        select coalesce(sum(e.amount_cents), 0)::int as total_cents,
          coalesce(sum(e.amount_cents) filter (where p.paid_on is not null), 0)::int as paid_cents
        from affiliate_ledger_entries e
        left join affiliate_payout_entries pe on pe.entry_id = e.id
        left join affiliate_payouts p on p.id = pe.payout_id
        where e.affiliate_id = ${affiliate.id}::uuid`);
      const [sums] = rowsOf<{ total_cents: number; paid_cents: number }>(result);
      const total = sums?.total_cents ?? 0;
      const paid = sums?.paid_cents ?? 0;
      return {
        codigo: affiliate.code,
        nome: affiliate.fullName ?? user.name,
        total_cents: total,
        pendente_cents: total - paid,
        pago_cents: paid,
        eventos: await affiliatedEvents(affiliate.id),
      };
    },

    async sales(user) {
      const affiliate = await affiliateOf(user);
      const today = calendarDay(clock());
      const firstDay = addCalendarDays(today, -(SALES_CHART_DAYS - 1));
      const since = zonedInstant(firstDay, '00:00');
      const [listed, daily] = await Promise.all([
        db.execute(sql`
          select e.id, e.event_id, ev.title, ev.starts_at, e.sold_at, e.sale_cents,
            e.amount_cents, e.payable_at,
            exists (select 1 from affiliate_ledger_entries r where r.reverses_entry_id = e.id)
              as reversed,
            exists (select 1 from affiliate_payout_entries pe
              join affiliate_payouts p on p.id = pe.payout_id
              where pe.entry_id = e.id and p.paid_on is not null) as paid,
            count(*) over ()::int as total
          from affiliate_ledger_entries e
          join events ev on ev.id = e.event_id
          where e.affiliate_id = ${affiliate.id}::uuid and e.kind = 'commission'
          order by e.sold_at desc, e.order_id, e.ticket_position
          limit ${MAX_LISTED_SALES}`),
        db.execute(sql`
          select to_char(e.sold_at at time zone ${DISPLAY_TIME_ZONE}, 'YYYY-MM-DD') as day,
            count(*)::int as sales, coalesce(sum(e.amount_cents), 0)::int as commission
          from affiliate_ledger_entries e
          where e.affiliate_id = ${affiliate.id}::uuid and e.kind = 'commission'
            and e.sold_at >= ${since.toISOString()}::timestamptz
          group by 1`),
      ]);
      const rows = rowsOf<{
        id: string;
        event_id: string;
        title: string;
        starts_at: Date | string;
        sold_at: Date | string;
        sale_cents: number;
        amount_cents: number;
        payable_at: Date | string;
        reversed: boolean;
        paid: boolean;
        total: number;
      }>(listed);
      const byDay = new Map(
        rowsOf<{ day: string; sales: number; commission: number }>(daily).map((row) => [
          row.day,
          row,
        ]),
      );
      const iso = (value: Date | string) => new Date(value).toISOString();
      const statusOf = (row: { reversed: boolean; paid: boolean }): SaleStatus =>
        row.reversed ? 'estornado' : row.paid ? 'pago' : 'pendente';
      return {
        vendas: rows.map((row) => ({
          id: row.id,
          evento_id: row.event_id,
          evento_titulo: row.title,
          evento_inicio: iso(row.starts_at),
          data_venda: iso(row.sold_at),
          valor_cents: row.sale_cents,
          comissao_cents: row.amount_cents,
          status: statusOf(row),
          liberada_em: iso(row.payable_at),
        })),
        total_vendas: rows[0]?.total ?? 0,
        por_dia: Array.from({ length: SALES_CHART_DAYS }, (_, index) => {
          const day = addCalendarDays(firstDay, index);
          const row = byDay.get(day);
          return { dia: day, vendas: row?.sales ?? 0, comissao_cents: row?.commission ?? 0 };
        }),
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
      const joined = (await affiliatedEvents(affiliate.id)).find((event) => event.id === eventId);
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
