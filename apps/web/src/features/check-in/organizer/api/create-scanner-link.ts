import type {
  CreatedScannerLink,
  CreateScannerLinkRequest,
} from '@bilheteria/domain/check-in-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { checkInEventsQueryOptions } from './get-check-in-events';
import { scannerLinksQueryOptions } from './get-scanner-links';

/**
 * POST /api/organizador/eventos/:id/check-in/links — a new scanner link. The answer's `url` is
 * the only time the link is seen: the server keeps its token's hash.
 */
export function createScannerLink(eventId: string, body: CreateScannerLinkRequest) {
  return apiSend<CreatedScannerLink>(
    'POST',
    `/organizador/eventos/${encodeURIComponent(eventId)}/check-in/links`,
    { body },
  );
}

/** Refreshes the event's links and the events' count of active links. */
export function useCreateScannerLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScannerLinkRequest) => createScannerLink(eventId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scannerLinksQueryOptions(eventId).queryKey }),
        queryClient.invalidateQueries({ queryKey: checkInEventsQueryOptions().queryKey }),
      ]),
  });
}
