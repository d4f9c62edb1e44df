import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { eventPath, reportQueryKey } from './get-event-report';

/**
 * POST /api/organizador/eventos/:eventId/participantes/:ticketId/reenvio — the ticket's e-mail
 * queued again (202 with the server's message). The click's own Idempotency-Key makes a retried
 * request one e-mail; another click sends again.
 */
export function resendTicket(
  eventId: string,
  ticketId: string,
  idempotencyKey: string,
): Promise<{ message: string }> {
  return apiSend<{ message: string }>(
    'POST',
    `${eventPath(eventId)}/participantes/${encodeURIComponent(ticketId)}/reenvio`,
    { headers: { 'idempotency-key': idempotencyKey } },
  );
}

/** After a re-send the participants are asked again: their e-mail's state changed. */
export function useResendTicket(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => resendTicket(eventId, ticketId, newIdempotencyKey()),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...reportQueryKey(userId, eventId), 'participants'],
      }),
  });
}
