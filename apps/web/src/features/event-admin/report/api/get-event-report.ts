import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** Live occupancy: the report is asked again this often while it is on screen. */
export const REPORT_REFRESH_MS = 15_000;

/**
 * What the report's queries start with: the organizer's keys (the dashboard's actions refresh
 * them all), then the event.
 */
export const reportQueryKey = (userId: string, eventId: string) =>
  ['organizer', userId, 'report', eventId] as const;

export const eventPath = (eventId: string) => `/organizador/eventos/${encodeURIComponent(eventId)}`;

/** GET /api/organizador/eventos/:eventId/relatorio — 404 'Evento não encontrado' if not theirs. */
export function getEventReport(eventId: string, signal?: AbortSignal): Promise<EventReport> {
  return logFailure(
    'Erro ao buscar o relatório do evento',
    apiGet<EventReport>(`${eventPath(eventId)}/relatorio`, signal ? { signal } : {}),
  );
}

export const eventReportQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: [...reportQueryKey(userId, eventId), 'summary'],
    queryFn: ({ signal }) => getEventReport(eventId, signal),
    refetchInterval: REPORT_REFRESH_MS,
  });

export function useEventReport(userId: string, eventId: string) {
  return useQuery(eventReportQueryOptions(userId, eventId));
}
