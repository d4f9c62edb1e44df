import type { VirtualQueueState } from '@bilheteria/domain/virtual-queue-contract';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/eventos/:id/fila — whether the event's sale is behind its virtual queue (issue 32).
 * Asked when the buyer presses 'Comprar Ingressos', and by the queue page.
 */
export function getVirtualQueueState(
  eventId: string,
  signal?: AbortSignal,
): Promise<VirtualQueueState> {
  return apiGet<VirtualQueueState>(
    `/eventos/${encodeURIComponent(eventId)}/fila`,
    signal ? { signal } : {},
  );
}
