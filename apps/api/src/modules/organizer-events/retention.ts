import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema';

/**
 * The event's retention (issue 30): months its participants' personal data is kept after it
 * ends (null: the platform's default), and the mark the retention job leaves once it has
 * anonymised them. Another organization's event is not found (null).
 */
export async function setEventRetention(
  db: DbOrTx,
  target: { eventId: string; organizationId: string },
  months: number | null,
  now: Date,
) {
  const [row] = await db
    .update(events)
    .set({ retentionMonths: months, updatedAt: now })
    .where(and(eq(events.id, target.eventId), eq(events.organizationId, target.organizationId)))
    .returning({
      endsAt: events.endsAt,
      retentionMonths: events.retentionMonths,
      personalDataErasedAt: events.personalDataErasedAt,
    });
  return row ?? null;
}

/**
 * Marks the event's participants' data as anonymised, once: true for the one caller that set
 * it. Its row lock makes a second run at the same moment wait, then find it done.
 */
export async function markPersonalDataErased(
  tx: DbOrTx,
  eventId: string,
  now: Date,
): Promise<boolean> {
  const marked = await tx
    .update(events)
    .set({ personalDataErasedAt: now })
    .where(and(eq(events.id, eventId), isNull(events.personalDataErasedAt)))
    .returning({ id: events.id });
  return marked.length > 0;
}
