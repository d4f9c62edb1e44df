import { IDEMPOTENCY_KEY_HEADER } from '@bilheteria/domain/checkout-contract';
import type { PixPaymentRequest, PixPaymentResponse } from '@bilheteria/domain/payment-contract';
import { InvalidPaymentResponseError } from '../lib/payment-errors';
import { apiSend } from '@/lib/api-send';

/**
 * POST /api/pagseguro/pix (header Idempotency-Key: the same key answers the same code): the
 * BR Code ("copia e cola"), its QR image and when it expires.
 */
export async function createPix(
  body: PixPaymentRequest,
  idempotencyKey: string,
): Promise<PixPaymentResponse> {
  const answer = await apiSend<Partial<PixPaymentResponse> | null>('POST', '/pagseguro/pix', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  if (!answer || typeof answer.orderId !== 'string' || typeof answer.qrCode?.text !== 'string') {
    throw new InvalidPaymentResponseError();
  }
  return answer as PixPaymentResponse;
}
