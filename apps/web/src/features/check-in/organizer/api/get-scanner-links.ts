import type { ScannerLinksResponse } from '@bilheteria/domain/check-in-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { CHECK_IN_KEY } from './get-check-in-events';

/** GET /api/organizador/eventos/:id/check-in/links — an event's scanner links, without tokens. */
export function getScannerLinks(eventId: string, signal?: AbortSignal) {
  return logFailure(
    'Erro ao buscar links de check-in',
    apiGet<ScannerLinksResponse>(
      `/organizador/eventos/${encodeURIComponent(eventId)}/check-in/links`,
      signal ? { signal } : {},
    ),
  );
}

export const scannerLinksQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [CHECK_IN_KEY, 'links', eventId],
    queryFn: ({ signal }) => getScannerLinks(eventId, signal),
  });

export function useScannerLinks(eventId: string) {
  return useQuery(scannerLinksQueryOptions(eventId));
}
