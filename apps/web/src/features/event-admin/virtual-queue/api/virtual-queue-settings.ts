import type {
  OrganizerVirtualQueueView,
  VirtualQueueSettings,
} from '@bilheteria/domain/virtual-queue-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { logFailure } from '@/lib/log-failure';
import { eventPath, reportQueryKey } from '../../report/api/get-event-report';

/** Where an event's virtual queue lives in the organizer's API (issue 32). */
export const virtualQueuePath = (eventId: string) => `${eventPath(eventId)}/fila-virtual`;

/** Under the report's keys: the dashboard's actions refresh it with the rest. */
export const virtualQueueQueryKey = (userId: string, eventId: string) =>
  [...reportQueryKey(userId, eventId), 'virtual-queue'] as const;

/** How often the figures ('Na fila', 'Admitidos'…) are asked again while the report is open. */
export const VIRTUAL_QUEUE_REFRESH_MS = 5_000;

/** GET …/fila-virtual — the settings (or the defaults) and who is in the queue now. */
export function getVirtualQueue(
  eventId: string,
  signal?: AbortSignal,
): Promise<OrganizerVirtualQueueView> {
  return logFailure(
    'Erro ao buscar a fila virtual do evento',
    apiGet<OrganizerVirtualQueueView>(virtualQueuePath(eventId), signal ? { signal } : {}),
  );
}

export const virtualQueueQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: virtualQueueQueryKey(userId, eventId),
    queryFn: ({ signal }) => getVirtualQueue(eventId, signal),
    refetchInterval: VIRTUAL_QUEUE_REFRESH_MS,
  });

export function useVirtualQueue(userId: string, eventId: string) {
  return useQuery(virtualQueueQueryOptions(userId, eventId));
}

/** PUT …/fila-virtual ← virtualQueueSettingsSchema's output; answers the view after the change. */
export function saveVirtualQueue(
  eventId: string,
  settings: VirtualQueueSettings,
): Promise<OrganizerVirtualQueueView> {
  return apiSend<OrganizerVirtualQueueView>('PUT', virtualQueuePath(eventId), { body: settings });
}

/** The server's answer is the new view: shown at once, without asking again. */
export function useSaveVirtualQueue(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: VirtualQueueSettings) => saveVirtualQueue(eventId, settings),
    onSuccess: (view) => queryClient.setQueryData(virtualQueueQueryKey(userId, eventId), view),
  });
}
