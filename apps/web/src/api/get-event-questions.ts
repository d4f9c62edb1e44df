import type { EventQuestionsResponse } from '@bilheteria/domain/registration-questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/**
 * GET /api/eventos/:id/perguntas (issue 30, public) — the event's own questions, in order, for
 * the participants' forms (the checkout's and 'Trocar participante'). The organizer's save marks
 * it stale (['event', id, 'questions']).
 */
export const eventQuestionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['event', eventId, 'questions'] as const,
    queryFn: ({ signal }) =>
      logFailure(
        'Erro ao buscar as perguntas do evento',
        apiGet<EventQuestionsResponse>(`/eventos/${encodeURIComponent(eventId)}/perguntas`, {
          signal,
        }),
      ),
  });

export function useEventQuestions(eventId: string, { enabled = true } = {}) {
  return useQuery({ ...eventQuestionsQueryOptions(eventId), enabled });
}
