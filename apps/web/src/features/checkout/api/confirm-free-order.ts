import { IDEMPOTENCY_KEY_HEADER } from '@bilheteria/domain/checkout-contract';
import type { FreeOrderRequest, FreeOrderResponse } from '@bilheteria/domain/payment-contract';
import { InvalidPaymentResponseError } from '../lib/payment-errors';
import { apiSend } from '@/lib/api-send';

/**
 * POST /api/pedidos/:id/inscricao-gratuita (header Idempotency-Key): confirms an order with
 * nothing to pay — no card, PIX, boleto or bot check; only who registers. 200 with the order
 * number; 409 when the order is not free (or no longer open), with the server's `message`.
 */
export async function confirmFreeOrder(
  orderId: string,
  body: FreeOrderRequest,
  idempotencyKey: string,
): Promise<FreeOrderResponse> {
  const answer = await apiSend<Partial<FreeOrderResponse> | null>(
    'POST',
    `/pedidos/${encodeURIComponent(orderId)}/inscricao-gratuita`,
    { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
  if (!answer || typeof answer.orderId !== 'string' || answer.status !== 'PAID') {
    throw new InvalidPaymentResponseError();
  }
  return answer as FreeOrderResponse;
}
