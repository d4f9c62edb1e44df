import { IDEMPOTENCY_KEY_HEADER } from '@bilheteria/domain/checkout-contract';
import type {
  BoletoPaymentRequest,
  BoletoPaymentResponse,
} from '@bilheteria/domain/payment-contract';
import { InvalidPaymentResponseError } from '../lib/payment-errors';
import { apiSend } from '@/lib/api-send';

/**
 * POST /api/pagseguro/boleto (header Idempotency-Key): the PDF's same-origin link, the
 * formatted linha digitável and the due date.
 */
export async function createBoleto(
  body: BoletoPaymentRequest,
  idempotencyKey: string,
): Promise<BoletoPaymentResponse> {
  const answer = await apiSend<Partial<BoletoPaymentResponse> | null>('POST', '/pagseguro/boleto', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  if (
    !answer ||
    typeof answer.linkBoletoPdf !== 'string' ||
    typeof answer.codigoBarras !== 'string'
  ) {
    throw new InvalidPaymentResponseError();
  }
  return answer as BoletoPaymentResponse;
}
