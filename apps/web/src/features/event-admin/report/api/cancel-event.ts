import type { EventCancellationProgress } from '@bilheteria/domain/refund-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { eventPath, reportQueryKey } from './get-event-report';
import { cancellationQueryOptions } from './get-cancellation';

/**
 * POST /api/organizador/eventos/:eventId/cancelamento — the event is cancelled for good (taken
 * off sale) and every paid order is refunded by the server's jobs; answers the progress.
 * 409 'Este evento já foi cancelado.' when it was.
 */
export function cancelEvent(eventId: string): Promise<EventCancellationProgress> {
  return apiSend<EventCancellationProgress>('POST', `${eventPath(eventId)}/cancelamento`);
}

/**
 * The answer is the progress: it goes straight into the cancellation's query (whose polling it
 * starts). Cancelling changes the whole report (the event is off sale, orders are being
 * refunded): it is asked again. A refusal (409: cancelled already) asks the progress again.
 */
export function useCancelEvent(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  const progress = cancellationQueryOptions(userId, eventId);
  return useMutation({
    mutationFn: () => cancelEvent(eventId),
    onSuccess: (answer) => {
      queryClient.setQueryData(progress.queryKey, answer);
      void queryClient.invalidateQueries({
        queryKey: reportQueryKey(userId, eventId),
        predicate: (query) => query.queryKey.at(-1) !== 'cancellation',
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: progress.queryKey });
      }
    },
  });
}
