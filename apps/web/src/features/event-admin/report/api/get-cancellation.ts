import type { EventCancellationProgress } from '@bilheteria/domain/refund-contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { eventPath, reportQueryKey } from './get-event-report';

/** While a cancellation's refunds are on their way, its progress is asked again this often. */
export const CANCELLATION_POLL_MS = 2_000;

/** Is a cancellation still giving money back? ('N de M reembolsados' with N < M) */
export const refundsPending = (progress: EventCancellationProgress | undefined): boolean =>
  Boolean(progress && progress.cancelado_em !== null && progress.reembolsados < progress.total);

/** GET /api/organizador/eventos/:eventId/cancelamento — `cancelado_em` null: not cancelled. */
export function getCancellation(
  eventId: string,
  signal?: AbortSignal,
): Promise<EventCancellationProgress> {
  return logFailure(
    'Erro ao buscar o cancelamento do evento',
    apiGet<EventCancellationProgress>(
      `${eventPath(eventId)}/cancelamento`,
      signal ? { signal } : {},
    ),
  );
}

export const cancellationQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: [...reportQueryKey(userId, eventId), 'cancellation'],
    queryFn: ({ signal }) => getCancellation(eventId, signal),
    // Every 2 s until every paid order got its money back; then it stops.
    refetchInterval: (query) => (refundsPending(query.state.data) ? CANCELLATION_POLL_MS : false),
  });

/**
 * `enabled`: asked once the report showed the event exists (and is this organizer's). As the
 * refunds go through, the report's figures (Reembolsos, Receita, occupancy) are asked again.
 */
export function useCancellation(userId: string, eventId: string, { enabled = true } = {}) {
  const query = useQuery({ ...cancellationQueryOptions(userId, eventId), enabled });
  const queryClient = useQueryClient();
  const refunded = query.data?.reembolsados;
  const seen = useRef(refunded);
  useEffect(() => {
    if (refunded === undefined || refunded === seen.current) return;
    const first = seen.current === undefined;
    seen.current = refunded;
    if (first) return;
    void queryClient.invalidateQueries({
      queryKey: reportQueryKey(userId, eventId),
      predicate: (other) => other.queryKey.at(-1) !== 'cancellation',
    });
  }, [refunded, queryClient, userId, eventId]);
  return query;
}
