import { toCompradorRequest, type Participant } from '@bilheteria/domain/participant';
import type {
  ParticipantSwapRequest,
  ParticipantSwapResponse,
} from '@bilheteria/domain/participant-swap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { orderTicketsQueryKey } from '../api/get-order-tickets';

/**
 * PUT /api/pedidos/:id/participantes/:posicao — 'Trocar participante': the same fields as POST
 * /api/comprador. 200 with the ticket's new holder and code; 400 (fields), 404 (not the buyer's
 * or the participant's) and 409 (used, cancelled, after the deadline, off) carry their pt-BR
 * messages.
 */
export function swapParticipant(
  orderId: string,
  position: number,
  participant: Participant,
): Promise<ParticipantSwapResponse> {
  const {
    id_pedido: _order,
    posicao: _position,
    ...fields
  } = toCompradorRequest(participant, {
    orderId,
    position,
  });
  const body: ParticipantSwapRequest = fields;
  return apiSend<ParticipantSwapResponse>(
    'PUT',
    `/pedidos/${encodeURIComponent(orderId)}/participantes/${position}`,
    { body },
  );
}

/** The swap, then the order's tickets and Meus Ingressos asked again (a holder changed). */
export function useSwapParticipant(orderId: string, position: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participant: Participant) => swapParticipant(orderId, position, participant),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderTicketsQueryKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ['my-tickets'] }),
      ]),
  });
}
