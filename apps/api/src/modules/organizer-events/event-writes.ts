import { randomBytes } from 'node:crypto';
import { EVENT_FORM_MESSAGES as M, eventSpan, textOfHtml } from '@bilheteria/domain/event-form';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { agendaItems, categories, events, faqItems, speakers } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { sanitizeDescription } from './description';
import { commissionBpOf, slugCandidate, slugOf } from './event-rules';
import { childRows, type EventForm } from './event-rows';
import { invalid } from './invalid-field';

/** A slug taken by another event: the next candidates, each in a savepoint. */
const SLUG_ATTEMPTS = 8;

async function categoryIdOf(runner: DbOrTx, name: string): Promise<number> {
  const [category] = await runner
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, name));
  if (!category) throw invalid('basics.category', M.category);
  return category.id;
}

/** The stored description, and the form's minimum length checked on what is kept. */
function descriptionOf(html: string): string {
  const clean = sanitizeDescription(html);
  if (textOfHtml(clean).length < 20) throw invalid('basics.description', M.description);
  return clean;
}

function spanOf(form: EventForm) {
  const span = eventSpan(form.basics);
  if (!span) throw invalid('basics.date', M.date);
  return span;
}

/** The event's columns the form sets (not its slug, owner or counts). */
export async function eventColumns(runner: DbOrTx, form: EventForm) {
  const span = spanOf(form);
  return {
    title: form.basics.title,
    descriptionHtml: descriptionOf(form.basics.description),
    startsAt: span.startsAt,
    endsAt: span.endsAt,
    venue: form.basics.location,
    city: form.basics.city,
    address: form.basics.address,
    imageUrl: form.basics.imageUrl,
    categoryId: await categoryIdOf(runner, form.basics.category),
    commissionBp: commissionBpOf(form.basics.commission),
    status: form.status,
  };
}

/** Inserts the event under a free slug: the title's, else the next candidates. */
export async function insertEvent(
  tx: Tx,
  title: string,
  values: Omit<typeof events.$inferInsert, 'slug'>,
): Promise<{ id: string; slug: string }> {
  const base = slugOf(title);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const slug = slugCandidate(base, attempt, () => randomBytes(4).toString('hex'));
    const inserted = await tx
      .transaction(async (savepoint) =>
        savepoint
          .insert(events)
          .values({ ...values, slug })
          .returning({ id: events.id, slug: events.slug }),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      });
    if (inserted?.[0]) return inserted[0];
  }
  throw new HttpError(503, 'Não foi possível salvar o evento agora. Tente novamente.');
}

/** The event's agenda, speakers and FAQ as the form gives them. */
export async function insertChildren(tx: Tx, eventId: string, form: EventForm): Promise<void> {
  const rows = childRows(eventId, form);
  if (rows.agenda.length > 0) await tx.insert(agendaItems).values(rows.agenda);
  if (rows.speakers.length > 0) await tx.insert(speakers).values(rows.speakers);
  if (rows.faq.length > 0) await tx.insert(faqItems).values(rows.faq);
}

export async function deleteChildren(tx: Tx, eventId: string): Promise<void> {
  await tx.delete(agendaItems).where(eq(agendaItems.eventId, eventId));
  await tx.delete(speakers).where(eq(speakers.eventId, eventId));
  await tx.delete(faqItems).where(eq(faqItems.eventId, eventId));
}
