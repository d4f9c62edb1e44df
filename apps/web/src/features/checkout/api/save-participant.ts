import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { toCompradorRequest, type Participant } from '@bilheteria/domain/participant';
import type { AnswersRequest } from '@bilheteria/domain/registration-questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { orderQueryKey } from './get-order';

export interface SaveParticipantInput {
  orderId: string;
  /** The ticket's position in the order, 1 to quantidade_ingressos. */
  position: number;
  participant: Participant;
  /** The answers to the event's own questions (issue 30), blanks left out. */
  respostas?: AnswersRequest;
}

/**
 * POST /api/comprador (spec §7 field names): 201 `{ id }`, or 200 with the same id when this
 * position of the order was saved before (an edit). 400 carries the field errors.
 */
export function saveParticipant({
  orderId,
  position,
  participant,
  respostas = [],
}: SaveParticipantInput): Promise<{ id: string }> {
  return apiSend<{ id: string }>('POST', '/comprador', {
    body: toCompradorRequest(participant, { orderId, position }, respostas),
  });
}

/** The order lists its saved positions: it shows this one at once, then asks the server. */
export function useSaveParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParticipant,
    onSuccess: async ({ id }, { orderId, position }) => {
      queryClient.setQueryData<OrderView>(orderQueryKey(orderId), (order) =>
        order
          ? {
              ...order,
              participantes: [
                ...order.participantes.filter((saved) => saved.posicao !== position),
                { posicao: position, id_comprador: id },
              ],
            }
          : order,
      );
      await queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
    },
  });
}
