import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { toCompradorRequest, type Participant } from '@bilheteria/domain/participant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { orderQueryKey } from './get-order';

export interface SaveParticipantInput {
  orderId: string;
  /** The ticket's position in the order, 1 to quantidade_ingressos. */
  position: number;
  participant: Participant;
}

/**
 * POST /api/comprador (spec §7 field names): 201 `{ id }`, or 200 with the same id when this
 * position of the order was saved before (an edit). 400 carries the field errors.
 */
export function saveParticipant({
  orderId,
  position,
  participant,
}: SaveParticipantInput): Promise<{ id: string }> {
  return apiSend<{ id: string }>('POST', '/comprador', {
    body: toCompradorRequest(participant, { orderId, position }),
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
