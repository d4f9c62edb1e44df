import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-form';
import {
  swapHoursOf,
  swapSettingsOf,
  type SwapSettings,
} from '@bilheteria/domain/participant-swap';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { HttpError } from '../../http/errors';

export interface SwapSettingsUseCases {
  read(eventId: string, organizationId: string): Promise<SwapSettings>;
  save(eventId: string, organizationId: string, settings: SwapSettings): Promise<SwapSettings>;
}

const notFound = () => new HttpError(404, EVENT_FORM_MESSAGES.notFound);

/**
 * The 'Troca de participante' setting of one of the organization's events: until how many hours
 * before the start a ticket's participant may be swapped, or not at all. Another organization's
 * event is a 404. Tickets read the column when they decide a swap.
 */
export function swapSettings({ db, clock }: { db: Db; clock: () => Date }): SwapSettingsUseCases {
  const ofOrganization = (eventId: string, organizationId: string) =>
    and(eq(events.id, eventId), eq(events.organizationId, organizationId));
  return {
    async read(eventId, organizationId) {
      const [event] = await db
        .select({ hours: events.participantSwapHours })
        .from(events)
        .where(ofOrganization(eventId, organizationId));
      if (!event) throw notFound();
      return swapSettingsOf(event.hours);
    },
    async save(eventId, organizationId, settings) {
      const [event] = await db
        .update(events)
        .set({ participantSwapHours: swapHoursOf(settings), updatedAt: clock() })
        .where(ofOrganization(eventId, organizationId))
        .returning({ hours: events.participantSwapHours });
      if (!event) throw notFound();
      return swapSettingsOf(event.hours);
    },
  };
}
