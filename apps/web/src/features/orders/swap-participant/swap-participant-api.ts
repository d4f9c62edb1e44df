import { toCompradorRequest, type Participant } from '@bilheteria/domain/participant';
import type {
  ParticipantSwapRequest,
  ParticipantSwapResponse,
} from '@bilheteria/domain/participant-swap';
import type { AnswersRequest } from '@bilheteria/domain/registration-questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { orderTicketsQueryKey } from '../api/get-order-tickets';

/** The new participant and their answers to the event's questions (blanks left out). */
export interface SwapInput {
  participant: Participant;
  respostas: AnswersRequest;
}

/**
 * PUT /api/pedidos/:id/participantes/:posicao — 'Trocar participante': the same fields as POST
 * /api/comprador, `respostas` included (the event's required questions must be answered). 200
 * with the ticket's new holder and code; 400 (fields, `respostas.<pergunta_id>`), 404 (not the
 * buyer's or the participant's) and 409 (used, cancelled, after the deadline, off) carry their
 * pt-BR messages.
 */
export function swapParticipant(
  orderId: string,
  position: number,
  { participant, respostas }: SwapInput,
): Promise<ParticipantSwapResponse> {
  const {
    id_pedido: _order,
    posicao: _position,
    ...fields
  } = toCompradorRequest(participant, { orderId, position }, respostas);
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
    mutationFn: (input: SwapInput) => swapParticipant(orderId, position, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderTicketsQueryKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ['my-tickets'] }),
      ]),
  });
}
