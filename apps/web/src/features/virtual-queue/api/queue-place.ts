import type { VirtualQueueTicketStatus } from '@bilheteria/domain/virtual-queue-contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { botcheckToken } from '@/lib/botcheck/botcheck-token';
import { forgetQueueTicket, readQueueTicket, saveQueueTicket } from '@/lib/virtual-queue-ticket';
import { getQueueStatus } from './get-queue-status';
import { joinQueue } from './join-queue';

/** Joins at the end of the line, after the invisible bot check. */
async function join(
  queryClient: QueryClient,
  eventId: string,
  signal: AbortSignal,
): Promise<VirtualQueueTicketStatus> {
  const prova = await botcheckToken(queryClient, { signal, action: 'fila' });
  return joinQueue(eventId, prova);
}

/**
 * This buyer's place: the stored ticket's situation, asked again every `consultar_em_segundos`
 * (asking is what keeps the place). Without a ticket, or with one the server no longer knows
 * (400) or that lost its place ('expirado'), the buyer joins again. Every answer's ticket is
 * kept, so a reload or another tab is the same place.
 */
export async function queuePlace(
  queryClient: QueryClient,
  eventId: string,
  signal: AbortSignal,
): Promise<VirtualQueueTicketStatus> {
  const ticket = readQueueTicket(eventId);
  let status: VirtualQueueTicketStatus | null = null;
  if (ticket) {
    try {
      status = await getQueueStatus(eventId, ticket, signal);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 400)) throw error;
    }
  }
  if (!status || status.situacao === 'expirado') {
    forgetQueueTicket(eventId);
    status = await join(queryClient, eventId, signal);
  }
  // A queue turned off ('encerrada') may answer without a ticket: nothing left to keep.
  if (status.ticket) saveQueueTicket(eventId, status.ticket);
  else forgetQueueTicket(eventId);
  return status;
}

export const queuePlaceQueryOptions = (queryClient: QueryClient, eventId: string) =>
  queryOptions({
    queryKey: ['virtual-queue', eventId, 'place'],
    queryFn: ({ signal }) => queuePlace(queryClient, eventId, signal),
    staleTime: 0,
    // The page shows its own 'Tentar novamente'; the next poll is the retry.
    retry: false,
    // While waiting, the server says when to ask again; a hidden tab keeps asking, or the
    // place would be lost after the grace period.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.situacao === 'aguardando' ? data.consultar_em_segundos * 1000 : false;
    },
    refetchIntervalInBackground: true,
  });

export function useQueuePlace(eventId: string) {
  const queryClient = useQueryClient();
  return useQuery(queuePlaceQueryOptions(queryClient, eventId));
}
