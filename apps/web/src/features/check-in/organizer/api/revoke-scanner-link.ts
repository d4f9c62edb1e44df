import type { ScannerLink } from '@bilheteria/domain/check-in-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { checkInEventsQueryOptions } from './get-check-in-events';
import { scannerLinksQueryOptions } from './get-scanner-links';

/** POST /api/organizador/check-in/links/:id/revogar — the link stops working at once. */
export function revokeScannerLink(linkId: string) {
  return apiSend<ScannerLink>(
    'POST',
    `/organizador/check-in/links/${encodeURIComponent(linkId)}/revogar`,
  );
}

/**
 * The revoked link replaces its old self in the event's list at once (`onRevoked` is told just
 * before: its 'Revogar' button goes with its 'Ativo'); the list and the events' count of active
 * links are then asked for again.
 */
export function useRevokeScannerLink(
  eventId: string,
  { onRevoked }: { onRevoked?: (link: ScannerLink) => void } = {},
) {
  const queryClient = useQueryClient();
  const links = scannerLinksQueryOptions(eventId);
  return useMutation({
    mutationFn: revokeScannerLink,
    onSuccess: (revoked) => {
      onRevoked?.(revoked);
      queryClient.setQueryData(links.queryKey, (current) =>
        current
          ? {
              ...current,
              links: current.links.map((link) => (link.id === revoked.id ? revoked : link)),
            }
          : current,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: links.queryKey }),
        queryClient.invalidateQueries({ queryKey: checkInEventsQueryOptions().queryKey }),
      ]);
    },
  });
}
