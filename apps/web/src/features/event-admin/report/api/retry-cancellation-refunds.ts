import type { EventCancellationProgress } from '@bilheteria/domain/refund-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { eventPath } from './get-event-report';
import { cancellationQueryOptions } from './get-cancellation';

/** POST …/cancelamento/tentar-novamente — the failed refunds queued again; answers the progress. */
export function retryCancellationRefunds(eventId: string): Promise<EventCancellationProgress> {
  return apiSend<EventCancellationProgress>(
    'POST',
    `${eventPath(eventId)}/cancelamento/tentar-novamente`,
  );
}

/** 'Tentar novamente' for the failed refunds: the answer replaces the progress on screen. */
export function useRetryCancellationRefunds(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  const progress = cancellationQueryOptions(userId, eventId);
  return useMutation({
    mutationFn: () => retryCancellationRefunds(eventId),
    onSuccess: (answer) => queryClient.setQueryData(progress.queryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: progress.queryKey }),
  });
}
