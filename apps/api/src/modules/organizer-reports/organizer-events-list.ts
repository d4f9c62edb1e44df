import { foldedSearchRegex } from '@bilheteria/domain/folded-text';
import {
  ORGANIZER_EVENTS_PAGE_SIZE,
  type OrganizerEvents,
} from '@bilheteria/domain/organizer-contract';
import type { RunStatement } from '../../db/prepared';
import { FiguresCache, versionOf } from './figures-cache';
import { EVENTS_STATEMENT, SUMMARY_REVENUE_STATEMENT, type EventsRow } from './statements';

export interface OrganizerEventsListDeps {
  statements: RunStatement;
  clock: () => Date;
  /** How long the organizer's Receita may lag behind a new sale (figures-cache.ts). */
  salesFiguresFreshMs: number;
}

/** Meus Eventos: a page of the organization's events with their figures, and the summary. */
export function organizerEventsList({
  statements,
  clock,
  salesFiguresFreshMs,
}: OrganizerEventsListDeps) {
  // Sums over paid orders: at most salesFiguresFreshMs behind a sale; a commission is recorded
  // by a job after its sale, so a version settles after a minute.
  const summaryRevenue = new FiguresCache<{ revenue: number; sold: number }>(clock, {
    freshMs: salesFiguresFreshMs,
    settleMs: 60_000,
  });

  return async function events(
    organizationId: string,
    { pagina, busca }: { pagina: number; busca: string },
  ): Promise<OrganizerEvents> {
    const [row] = await statements<EventsRow>(EVENTS_STATEMENT, [
      organizationId,
      foldedSearchRegex(busca),
      ORGANIZER_EVENTS_PAGE_SIZE,
      (pagina - 1) * ORGANIZER_EVENTS_PAGE_SIZE,
    ]);
    const revenue = await summaryRevenue.get(
      organizationId,
      versionOf([row?.paid_version ?? null]),
      async () => {
        const [sum] = await statements<{ revenue: number | string; sold: number | string }>(
          SUMMARY_REVENUE_STATEMENT,
          [organizationId],
        );
        return { revenue: Number(sum?.revenue ?? 0), sold: Number(sum?.sold ?? 0) };
      },
    );
    return {
      events: (row?.events ?? []) as OrganizerEvents['events'],
      page: pagina,
      pageSize: ORGANIZER_EVENTS_PAGE_SIZE,
      total: row?.total ?? 0,
      summary: {
        events: row?.all_events ?? 0,
        publishedEvents: row?.published ?? 0,
        canceledEvents: row?.canceled ?? 0,
        ticketsSold: revenue.value.sold,
        revenueCents: revenue.value.revenue,
      },
      computedAt: revenue.computedAt.toISOString(),
    };
  };
}
