import type { QuestionView } from '@bilheteria/domain/registration-questions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { questionsForEvent } from './questions';

/**
 * The questions checkout shows for an event the catalog shows: a published one, or one that
 * sold and was then unpublished or cancelled (its participants may still be swapped). Null for
 * any other (a draft, an unknown id), as the catalog's 404.
 */
export async function publicEventQuestions(
  db: Db,
  eventId: string,
  hasSold: (eventId: string) => Promise<boolean>,
): Promise<QuestionView[] | null> {
  const [event] = await db
    .select({ status: events.status, canceledAt: events.canceledAt })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const published = event.status === 'published' && !event.canceledAt;
  if (!published && !(await hasSold(eventId))) return null;
  return questionsForEvent(db, eventId);
}
