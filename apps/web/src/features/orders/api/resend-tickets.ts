import type { ResendTicketsRequest } from '@bilheteria/domain/auth-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { orderTicketsQueryKey } from './get-order-tickets';

/**
 * POST /api/ingresso/enviar (spec §7) — sends a paid order's tickets again, each to its own
 * participant. `codigoIngresso` is the order's id; the server writes the e-mails from its own
 * records. 202 with a message; 409 (not paid) and 429 (asked too often) carry theirs.
 */
export function resendTickets(orderId: string): Promise<{ message: string }> {
  const body: ResendTicketsRequest = { codigoIngresso: orderId };
  return apiSend<{ message: string }>('POST', '/ingresso/enviar', { body });
}

/** The re-send, then the order's deliveries asked again (they are back in the queue). */
export function useResendTickets(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendTickets(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderTicketsQueryKey(orderId) }),
  });
}
