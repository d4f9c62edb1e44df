import { DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { ORGANIZER_REPORT_MESSAGES, type EventReport } from '@bilheteria/domain/organizer-contract';
import { retentionView } from '@bilheteria/domain/personal-data-contract';
import type { RunStatement } from '../../db/prepared';
import { HttpError } from '../../http/errors';
import { FiguresCache, versionOf } from './figures-cache';
import {
  OCCUPANCY_STATEMENT,
  REPORT_FIGURES_STATEMENT,
  REPORT_HEAD_STATEMENT,
  type OccupancyRow,
  type ReportFiguresRow,
  type ReportHeadRow,
} from './statements';

export interface EventReportDeps {
  statements: RunStatement;
  clock: () => Date;
  /** How long an event's sales may lag behind a new sale (figures-cache.ts). */
  salesFiguresFreshMs: number;
  /** The platform's default retention, for events that set none (issue 30). */
  retentionMonths: number;
}

/** One of the organization's events: its sales figures and its occupancy. */
export function eventReport({
  statements,
  clock,
  salesFiguresFreshMs,
  retentionMonths,
}: EventReportDeps) {
  // Sums over paid orders: at most salesFiguresFreshMs behind a sale; a commission is recorded
  // by a job after its sale, so a version settles after a minute.
  const salesFigures = new FiguresCache<Record<string, unknown>>(clock, {
    freshMs: salesFiguresFreshMs,
    settleMs: 60_000,
  });
  // Counts of tickets: live (recomputed after every scan or ticket), kept only while unchanged.
  const occupancyCounts = new FiguresCache<{ checkedIn: number; valid: number }>(clock, {
    freshMs: 0,
    settleMs: 5_000,
  });

  return async function report(organizationId: string, eventId: string): Promise<EventReport> {
    const [head] = await statements<ReportHeadRow>(REPORT_HEAD_STATEMENT, [
      eventId,
      organizationId,
    ]);
    if (!head) throw new HttpError(404, ORGANIZER_REPORT_MESSAGES.eventNotFound);
    const [figures, occupancy] = await Promise.all([
      salesFigures.get(
        eventId,
        {
          ...versionOf([head.paid_version, head.ledger_version, head.refund_version]),
          exactVersion: head.refund_version ?? '-',
        },
        async () => {
          const [row] = await statements<ReportFiguresRow>(REPORT_FIGURES_STATEMENT, [
            eventId,
            DISPLAY_TIME_ZONE,
          ]);
          return row!.figures;
        },
      ),
      occupancyCounts.get(
        eventId,
        versionOf([head.scan_version, head.issued_version]),
        async () => {
          const [row] = await statements<OccupancyRow>(OCCUPANCY_STATEMENT, [eventId]);
          return { checkedIn: row?.checked_in ?? 0, valid: row?.valid ?? 0 };
        },
      ),
    ]);
    return {
      event: head.event as EventReport['event'],
      ...(figures.value as Omit<EventReport, 'event' | 'occupancy' | 'computedAt'>),
      occupancy: { checkedIn: occupancy.value.checkedIn, valid: occupancy.value.valid },
      ...retentionView(
        {
          endsAt: new Date(head.ends_at),
          retentionMonths: head.retention_months,
          personalDataErasedAt: head.personal_data_erased_at
            ? new Date(head.personal_data_erased_at)
            : null,
        },
        retentionMonths,
      ),
      computedAt: figures.computedAt.toISOString(),
    };
  };
}
