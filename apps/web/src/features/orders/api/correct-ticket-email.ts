import type { CorrectTicketEmailRequest } from '@bilheteria/domain/tickets-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { orderTicketsQueryKey } from './get-order-tickets';

/**
 * PUT /api/pedidos/:id/ingressos/:ticketId/email — the buyer corrects the address of a ticket
 * whose e-mail bounced ('Devolvido'); the server sends the ticket to the new one. 202 with
 * TICKET_MESSAGES.emailCorrected; 400 (not an address) and 409 (not bounced, canceled) carry
 * their messages.
 */
export function correctTicketEmail(
  orderId: string,
  ticketId: string,
  email: string,
): Promise<{ message: string }> {
  const body: CorrectTicketEmailRequest = { email };
  return apiSend<{ message: string }>(
    'PUT',
    `/pedidos/${encodeURIComponent(orderId)}/ingressos/${encodeURIComponent(ticketId)}/email`,
    { body },
  );
}

/** The correction, then the order's tickets asked again (the address and its delivery moved). */
export function useCorrectTicketEmail(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, email }: { ticketId: string; email: string }) =>
      correctTicketEmail(orderId, ticketId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderTicketsQueryKey(orderId) }),
  });
}
