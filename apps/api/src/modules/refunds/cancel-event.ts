import { REFUND_MESSAGES as M } from '@bilheteria/domain/refund-contract';
import type { EventCancellationProgress } from '@bilheteria/domain/refund-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, jobs, orders, refunds } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { scheduleBy } from '../../jobs/queue';
import { cancellationProgress } from './cancellation-progress';
import { ownedEvent } from '../../shared/owned-event';
import {
  EVENT_CANCEL_ORDER_JOB,
  EVENT_CANCEL_UNPAID_JOB,
  REFUND_PROVIDER_JOB,
} from './refund-jobs';

interface CancelEventDependencies {
  db: Db;
  clock: () => Date;
  onEventChanged: (eventId: string) => void;
  wakeJobs: () => void;
}

/**
 * The organization cancels its event: it leaves the catalog, its waiting list ends, and every
 * paid or reserved order gets its own job (refund, or end) written with the cancellation, so
 * none is forgotten and none stops the rest. Cancelling twice changes nothing.
 */
export function cancelEvent({ db, clock, onEventChanged, wakeJobs }: CancelEventDependencies) {
  return async function cancel(
    organizationId: string,
    eventId: string,
  ): Promise<EventCancellationProgress> {
    await ownedEvent(db, organizationId, eventId);
    const now = clock();
    await db.transaction(async (tx) => {
      const [event] = await tx
        .select({ canceledAt: events.canceledAt })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)))
        .for('update');
      if (!event) throw new HttpError(404, M.eventNotFound);
      if (event.canceledAt) return;
      await tx
        .update(events)
        .set({ canceledAt: now, status: 'draft', updatedAt: now })
        .where(eq(events.id, eventId));
      // A job per order, written with the cancellation: none is forgotten, none stops the rest.
      await tx.execute(sql`
          insert into ${jobs} (kind, payload, dedupe_key, run_at)
          select case when o.status = 'paid' then ${EVENT_CANCEL_ORDER_JOB}
              else ${EVENT_CANCEL_UNPAID_JOB} end,
            json_build_object('orderId', o.id), o.id::text, ${now}
          from ${orders} o
          where o.event_id = ${eventId} and o.status in ('paid', 'reserved')
          on conflict (kind, dedupe_key) do nothing`);
      await tx.execute(sql`
          update waitlist_entries set status = 'left', updated_at = ${now}
          where event_id = ${eventId} and status = 'waiting'`);
    });
    onEventChanged(eventId);
    wakeJobs();
    return cancellationProgress(db, eventId);
  };
}

/** How the organizer's event's cancellation is going. */
export function eventCancellationProgress({ db }: { db: Db }) {
  return async function progress(
    organizationId: string,
    eventId: string,
  ): Promise<EventCancellationProgress> {
    await ownedEvent(db, organizationId, eventId);
    return cancellationProgress(db, eventId);
  };
}

/** The organizer asks again: every stuck refund and every order not yet ended runs now. */
export function retryCancellation({
  db,
  clock,
  wakeJobs,
}: Omit<CancelEventDependencies, 'onEventChanged'>) {
  return async function retry(
    organizationId: string,
    eventId: string,
  ): Promise<EventCancellationProgress> {
    const event = await ownedEvent(db, organizationId, eventId);
    if (!event.canceledAt) return cancellationProgress(db, eventId);
    const now = clock();
    const stuck = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.eventId, eventId), eq(refunds.status, 'pending')));
    for (const row of stuck) {
      await scheduleBy(db, {
        kind: REFUND_PROVIDER_JOB,
        payload: { refundId: row.id },
        dedupeKey: row.id,
        runAt: now,
      });
    }
    const unpaid = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.eventId, eventId), inArray(orders.status, ['paid', 'reserved'])));
    for (const row of unpaid) {
      await scheduleBy(db, {
        kind: row.status === 'paid' ? EVENT_CANCEL_ORDER_JOB : EVENT_CANCEL_UNPAID_JOB,
        payload: { orderId: row.id },
        dedupeKey: row.id,
        runAt: now,
      });
    }
    wakeJobs();
    return cancellationProgress(db, eventId);
  };
}
