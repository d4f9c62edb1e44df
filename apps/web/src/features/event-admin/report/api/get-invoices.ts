import type { InvoiceIssueInput, InvoiceList } from '@bilheteria/domain/billing-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { logFailure } from '@/lib/log-failure';
import { eventPath, reportQueryKey } from './get-event-report';

/** GET /api/organizador/eventos/:eventId/notas-fiscais — the paid orders that asked for one. */
export function getInvoices(eventId: string, signal?: AbortSignal): Promise<InvoiceList> {
  return logFailure(
    'Erro ao buscar as notas fiscais',
    apiGet<InvoiceList>(`${eventPath(eventId)}/notas-fiscais`, signal ? { signal } : {}),
  );
}

const invoicesKey = (userId: string, eventId: string) =>
  [...reportQueryKey(userId, eventId), 'invoices'] as const;

export function useInvoices(userId: string, eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: invoicesKey(userId, eventId),
      queryFn: ({ signal }) => getInvoices(eventId, signal),
    }),
  );
}

/** PUT …/notas-fiscais/:orderId — the number and date of the nota fiscal the organizer issued. */
export function useMarkInvoiceIssued(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, issue }: { orderId: string; issue: InvoiceIssueInput }) =>
      apiSend<{ message: string }>(
        'PUT',
        `${eventPath(eventId)}/notas-fiscais/${encodeURIComponent(orderId)}`,
        { body: issue },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey(userId, eventId) }),
  });
}

/** The accountant's file of the tab. */
export const invoicesExportHref = (eventId: string, format: 'csv' | 'xlsx') =>
  `/api${eventPath(eventId)}/notas-fiscais/exportacao/${format}`;
