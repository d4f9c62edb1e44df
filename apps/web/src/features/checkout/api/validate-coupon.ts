import type {
  ValidateCouponRequest,
  ValidateCouponResponse,
} from '@bilheteria/domain/checkout-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { orderQueryKey } from './get-order';

export interface ValidateCouponInput {
  /** As typed (spec §5); '' removes the order's coupon. */
  code: string;
  orderId: string;
}

/**
 * POST /api/cupom-desconto/valida-cupom/ with the order: a valid coupon is applied to it, an
 * empty or invalid one removed (`{ valido: false, desconto: 0 }`). 429: too many attempts.
 */
export function validateCoupon({ code, orderId }: ValidateCouponInput) {
  const body: ValidateCouponRequest = { nome_cupom: code, id_pedido: orderId };
  return apiSend<ValidateCouponResponse>('POST', '/cupom-desconto/valida-cupom/', { body });
}

/** After any answer the order's totals may have changed: it is fetched again. */
export function useValidateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateCoupon,
    onSettled: (_result, _error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
