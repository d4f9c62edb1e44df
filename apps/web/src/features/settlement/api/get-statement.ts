import type { StatementResponse } from '@bilheteria/domain/settlement-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { settlementKeys } from './keys';

/** The statement's filters, as the address keeps them. */
export interface StatementFilters {
  eventId: string | null;
  payoutId: string | null;
}

const base = (organizationId: string) => `/organizacoes/${encodeURIComponent(organizationId)}`;

function filterQuery(filters: StatementFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.eventId) query.set('evento_id', filters.eventId);
  if (filters.payoutId) query.set('repasse_id', filters.payoutId);
  return query;
}

/**
 * GET /api/organizacoes/:id/extrato?evento_id&repasse_id&pagina (issue 29) — the figures, the
 * events, the payouts, and one page of 50 entries under the filters, newest first.
 */
export function getStatement(
  organizationId: string,
  filters: StatementFilters,
  page: number,
  signal?: AbortSignal,
): Promise<StatementResponse> {
  const query = filterQuery(filters);
  query.set('pagina', String(page));
  return logFailure(
    'Erro ao buscar o extrato',
    apiGet<StatementResponse>(`${base(organizationId)}/extrato?${query}`, signal ? { signal } : {}),
  );
}

export const statementQueryOptions = (
  organizationId: string,
  filters: StatementFilters,
  page: number,
) =>
  queryOptions({
    queryKey: [...settlementKeys.statement(organizationId), filters, page],
    queryFn: ({ signal }) => getStatement(organizationId, filters, page, signal),
    // A new page or filter keeps the last one on screen until it comes.
    placeholderData: keepPreviousData,
  });

export function useStatement(organizationId: string, filters: StatementFilters, page: number) {
  return useQuery(statementQueryOptions(organizationId, filters, page));
}

/**
 * GET /api/organizacoes/:id/extrato/exportacao?formato= with the filters on screen: the server
 * names the file; a plain link downloads it with the session cookie.
 */
export function statementExportUrl(
  organizationId: string,
  format: 'csv' | 'xlsx',
  filters: StatementFilters,
): string {
  const query = new URLSearchParams({ formato: format });
  for (const [key, value] of filterQuery(filters)) query.set(key, value);
  return `/api${base(organizationId)}/extrato/exportacao?${query}`;
}
