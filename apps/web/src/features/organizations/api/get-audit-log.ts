import type { AuditLogResponse } from '@bilheteria/domain/organization-contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { organizationKeys } from './keys';

const base = (id: string) => `/organizacoes/${encodeURIComponent(id)}/atividades`;

/** GET /api/organizacoes/:id/atividades?antes=… — one page, newest first. */
export function getAuditLog(
  id: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<AuditLogResponse> {
  const query = before ? `?antes=${encodeURIComponent(before)}` : '';
  return logFailure(
    'Erro ao buscar a atividade',
    apiGet<AuditLogResponse>(`${base(id)}${query}`, signal ? { signal } : {}),
  );
}

/** The whole log as a CSV file (the browser downloads it: a plain link). */
export const auditLogCsvUrl = (id: string) => `/api${base(id)}?formato=csv`;

export const auditLogQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: organizationKeys.auditLog(id),
    queryFn: ({ pageParam, signal }) => getAuditLog(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.proxima,
  });

export function useAuditLog(id: string) {
  return useInfiniteQuery(auditLogQueryOptions(id));
}
