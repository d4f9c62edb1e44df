import type { VirtualQueueTicketStatus } from '@bilheteria/domain/virtual-queue-contract';
import { apiSend } from '@/lib/api-send';
import { queueTicketHeaders } from '@/lib/virtual-queue-ticket';

/**
 * POST /api/eventos/:id/fila ← { prova }: a place at the end of the line (201), or the same
 * place again when the stored ticket is still in it (200). `prova` is the invisible bot check's
 * answer, the same the payment runs.
 */
export function joinQueue(eventId: string, prova: string): Promise<VirtualQueueTicketStatus> {
  return apiSend<VirtualQueueTicketStatus>('POST', `/eventos/${encodeURIComponent(eventId)}/fila`, {
    body: { prova },
    headers: queueTicketHeaders(eventId),
  });
}
