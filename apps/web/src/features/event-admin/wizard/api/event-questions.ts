import type {
  EventQuestionsResponse,
  SaveQuestionsRequest,
} from '@bilheteria/domain/registration-questions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { logFailure } from '@/lib/log-failure';

const url = (eventId: string) => `/organizador/eventos/${encodeURIComponent(eventId)}/perguntas`;
const questionsKey = (eventId: string) => ['organizer-event', eventId, 'questions'] as const;

/** GET /api/organizador/eventos/:eventId/perguntas — the event's registration questions. */
export const eventQuestionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: questionsKey(eventId),
    queryFn: ({ signal }) =>
      logFailure(
        'Erro ao buscar as perguntas de inscrição',
        apiGet<EventQuestionsResponse>(url(eventId), { signal }),
      ),
  });

export function useEventQuestions(eventId: string | null) {
  return useQuery({ ...eventQuestionsQueryOptions(eventId ?? ''), enabled: eventId !== null });
}

/**
 * PUT /api/organizador/eventos/:eventId/perguntas — the whole ordered list (an item with `id`
 * is that question, one without is new, a missing one is removed). 400: `perguntas.2.titulo`.
 */
export function saveEventQuestions(
  eventId: string,
  body: SaveQuestionsRequest,
): Promise<EventQuestionsResponse> {
  return apiSend<EventQuestionsResponse>('PUT', url(eventId), { body });
}

export function useSaveEventQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: SaveQuestionsRequest }) =>
      saveEventQuestions(eventId, body),
    onSuccess: (saved, { eventId }) => {
      queryClient.setQueryData(questionsKey(eventId), saved);
      // The checkout's copy (GET /api/eventos/:id/perguntas) is stale now.
      void queryClient.invalidateQueries({ queryKey: ['event', eventId, 'questions'] });
    },
  });
}
