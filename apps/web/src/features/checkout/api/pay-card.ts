import { IDEMPOTENCY_KEY_HEADER } from '@bilheteria/domain/checkout-contract';
import type { CardPaymentRequest, CardPaymentResponse } from '@bilheteria/domain/payment-contract';
import { InvalidPaymentResponseError } from '../lib/payment-errors';
import { apiSend } from '@/lib/api-send';

/**
 * POST /api/pagseguro/pagar (spec §7 card fields; header Idempotency-Key): 200 with the charge
 * (status 'PAID'), 402 declined, 400/403/409 refused — each with the server's `message`. A free
 * order is confirmed through the same call with `encrypted: 'GRATUITO'`.
 */
export async function payByCard(
  body: CardPaymentRequest,
  idempotencyKey: string,
): Promise<CardPaymentResponse> {
  const answer = await apiSend<Partial<CardPaymentResponse> | null>('POST', '/pagseguro/pagar', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  // Spec §8 'Resposta inválida do servidor': an answer without the charge's data.
  if (!answer || typeof answer.orderId !== 'string' || typeof answer.status !== 'string') {
    throw new InvalidPaymentResponseError();
  }
  return answer as CardPaymentResponse;
}
