import type { EditableEvent } from '@bilheteria/domain/organizer-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

export const ORGANIZER_EVENT_KEY = 'organizer-event';

/**
 * GET /api/organizador/eventos/:eventId — the organizer's event as the wizard holds it, with
 * each ticket type's sold and held seats. 404 for an unknown event or another organizer's.
 */
export function getEditableEvent(eventId: string, signal?: AbortSignal): Promise<EditableEvent> {
  return logFailure(
    'Erro ao buscar evento',
    apiGet<EditableEvent>(
      `/organizador/eventos/${encodeURIComponent(eventId)}`,
      signal ? { signal } : {},
    ),
  );
}

export const editableEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [ORGANIZER_EVENT_KEY, eventId],
    queryFn: ({ signal }) => getEditableEvent(eventId, signal),
    // The wizard starts from the answer once; a refetch meanwhile would not change the form.
    refetchOnReconnect: false,
  });

export function useEditableEvent(eventId: string) {
  return useQuery(editableEventQueryOptions(eventId));
}
