import {
  BADGE_MESSAGES,
  badgeLayoutSchema,
  DEFAULT_BADGE_LAYOUT,
  type BadgeLayout,
  type BadgesView,
} from '@bilheteria/domain/badge-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badgeLayouts, events } from '../../db/schema';
import { HttpError } from '../../http/errors';

/**
 * The row a print makes for an event whose layout was never saved carries this instant as its
 * `updated_at`: the count needs a row, yet the organizer still sees the default as unsaved.
 */
const NEVER_SAVED = new Date(0);

export interface BadgeEvent {
  id: string;
  slug: string;
  title: string;
}

/** The event, only when it is `organizationId`'s (when given); 404 otherwise, as unknown. */
export async function badgeEvent(
  db: Db,
  eventId: string,
  organizationId?: string,
): Promise<BadgeEvent> {
  const [event] = await db
    .select({ id: events.id, slug: events.slug, title: events.title })
    .from(events)
    .where(
      organizationId === undefined
        ? eq(events.id, eventId)
        : and(eq(events.id, eventId), eq(events.organizationId, organizationId)),
    );
  if (!event) throw new HttpError(404, BADGE_MESSAGES.eventNotFound);
  return event;
}

async function storedView(db: Db, eventId: string): Promise<BadgesView> {
  const [row] = await db.select().from(badgeLayouts).where(eq(badgeLayouts.eventId, eventId));
  if (!row) return { layout: DEFAULT_BADGE_LAYOUT, salvo: false, impressos: 0 };
  const saved = row.updatedAt.getTime() !== NEVER_SAVED.getTime();
  return {
    // Read through the contract: the fields in their printed order, whatever was stored.
    layout:
      badgeLayoutSchema.safeParse({ tamanho: row.size, campos: row.fields }).data ??
      DEFAULT_BADGE_LAYOUT,
    salvo: saved,
    impressos: row.printed,
  };
}

/** The event's layout (the default until saved) and how many badges were printed. */
export function badgesView({ db }: { db: Db }) {
  return async function view(organizationId: string, eventId: string): Promise<BadgesView> {
    await badgeEvent(db, eventId, organizationId);
    return storedView(db, eventId);
  };
}

/** Saves the event's layout; the printed count is kept. */
export function saveBadgeLayout({ db, clock }: { db: Db; clock: () => Date }) {
  return async function save(
    organizationId: string,
    eventId: string,
    layout: BadgeLayout,
  ): Promise<BadgesView> {
    await badgeEvent(db, eventId, organizationId);
    const values = { size: layout.tamanho, fields: layout.campos, updatedAt: clock() };
    await db
      .insert(badgeLayouts)
      .values({ eventId, ...values })
      .onConflictDoUpdate({ target: badgeLayouts.eventId, set: values });
    return storedView(db, eventId);
  };
}

/** The layout a print uses: the saved one, else the default. */
export async function layoutOf(db: Db, eventId: string): Promise<BadgeLayout> {
  return (await storedView(db, eventId)).layout;
}

/**
 * Adds `count` badges to the event's printed figure in one statement (two prints at once both
 * count), making the row with the default layout, unsaved, when there is none.
 */
export async function countPrinted(db: Db, eventId: string, count: number): Promise<void> {
  if (count === 0) return;
  await db
    .insert(badgeLayouts)
    .values({
      eventId,
      size: DEFAULT_BADGE_LAYOUT.tamanho,
      fields: DEFAULT_BADGE_LAYOUT.campos,
      printed: count,
      updatedAt: NEVER_SAVED,
    })
    .onConflictDoUpdate({
      target: badgeLayouts.eventId,
      set: { printed: sql`"badge_layouts"."printed" + excluded."printed"` },
    });
}
