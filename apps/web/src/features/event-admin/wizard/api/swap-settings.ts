import type { SwapSettings } from '@bilheteria/domain/participant-swap';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { logFailure } from '@/lib/log-failure';

const url = (eventId: string) =>
  `/organizador/eventos/${encodeURIComponent(eventId)}/troca-participante`;
const swapSettingsKey = (eventId: string) => ['organizer-event', eventId, 'swap-settings'] as const;

/**
 * GET and PUT /api/organizador/eventos/:eventId/troca-participante — until how many hours
 * before the start a ticket's participant may be swapped, or not at all (default: 24 h).
 */
export const swapSettingsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: swapSettingsKey(eventId),
    queryFn: ({ signal }) =>
      logFailure(
        'Erro ao buscar a configuração de troca de participante',
        apiGet<SwapSettings>(url(eventId), { signal }),
      ),
  });

export function useSwapSettings(eventId: string) {
  return useQuery(swapSettingsQueryOptions(eventId));
}

export function useSaveSwapSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SwapSettings) =>
      apiSend<SwapSettings>('PUT', url(eventId), { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(swapSettingsKey(eventId), saved),
  });
}
