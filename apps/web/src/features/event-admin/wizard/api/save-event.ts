import type { SavedEvent } from '@bilheteria/domain/organizer-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import type { EventRequest } from '../lib/wizard-rules';
import { ORGANIZER_EVENT_KEY } from './get-editable-event';

/**
 * POST /api/organizador/eventos — a new event of the signed-in organizer, as a draft or
 * published (eventFormSchema). 400 with the fields' errors ('basics.title', 'tickets.0.price'),
 * 409 when the server refuses the change as it stands.
 */
export function createEvent(body: EventRequest): Promise<SavedEvent> {
  return apiSend<SavedEvent>('POST', '/organizador/eventos', { body });
}

/**
 * PUT /api/organizador/eventos/:eventId — the edited event. Besides 400 and 409 (a sold type's
 * price changed, a quantity below sold + held), 404 when it is not the organizer's any more.
 */
export function updateEvent(eventId: string, body: EventRequest): Promise<SavedEvent> {
  return apiSend<SavedEvent>('PUT', `/organizador/eventos/${encodeURIComponent(eventId)}`, {
    body,
  });
}

/**
 * Saves the wizard (create without `eventId`, update with it). Sent once (spec §7). What the
 * event changes is asked again: the catalog's lists and pages, and the organizer's own event.
 */
export function useSaveEvent(eventId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventRequest) =>
      eventId === null ? createEvent(body) : updateEvent(eventId, body),
    // Not awaited: the wizard goes on at once; the screens ask again when they are shown.
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      void queryClient.invalidateQueries({ queryKey: ['event'] });
      // Stale for the next visit, not asked again now: the page that showed it is leaving.
      void queryClient.invalidateQueries({
        queryKey: [ORGANIZER_EVENT_KEY, saved.id],
        refetchType: 'none',
      });
    },
  });
}
