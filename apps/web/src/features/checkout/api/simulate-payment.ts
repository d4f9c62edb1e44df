import { apiSend } from '@/lib/api-send';

/**
 * Sandbox only (public key says `sandbox: true`): POST /api/pagseguro/sandbox/simular-pagamento
 * pays a waiting PIX or boleto at once, as the payer's bank would; the notification follows.
 */
export function simulatePayment(orderId: string): Promise<void> {
  return apiSend<void>('POST', '/pagseguro/sandbox/simular-pagamento', { body: { id: orderId } });
}
