import {
  VIRTUAL_QUEUE_TICKET_HEADER,
  type VirtualQueueTicketStatus,
} from '@bilheteria/domain/virtual-queue-contract';
import { apiGet } from '@/lib/api-client';

/** GET /api/eventos/:id/fila/situacao (X-Fila-Ticket): where a ticket stands. 400 if invalid. */
export function getQueueStatus(
  eventId: string,
  ticket: string,
  signal?: AbortSignal,
): Promise<VirtualQueueTicketStatus> {
  return apiGet<VirtualQueueTicketStatus>(`/eventos/${encodeURIComponent(eventId)}/fila/situacao`, {
    headers: { [VIRTUAL_QUEUE_TICKET_HEADER]: ticket },
    ...(signal ? { signal } : {}),
  });
}
