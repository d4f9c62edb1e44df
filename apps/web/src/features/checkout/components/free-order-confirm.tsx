import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { FreeOrderResponse } from '@bilheteria/domain/payment-contract';
import { Gift, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { confirmFreeOrder } from '../api/confirm-free-order';
import type { FreePayer } from '../lib/payer';
import { cardAttemptFingerprint, nextCardAttempt, type CardAttempt } from '../lib/payment';
import { cardPaymentFailure, outcomeUnknown, type PaymentFailure } from '../lib/payment-errors';
import { PaymentAlert } from './payment-alert';

/**
 * An order with nothing to pay (a 100% coupon such as CORTESIA100): no card, PIX, boleto or bot
 * check — 'Confirmar inscrição' sends who registers (name and e-mail) to the order's free
 * registration, with this attempt's Idempotency-Key (a retry after no answer reuses it).
 */
export function FreeOrderConfirm({
  order,
  requireRegistrant,
  onConfirmed,
}: {
  order: OrderView;
  /** Name and e-mail when valid; otherwise shows the errors, focuses the first and gives null. */
  requireRegistrant: () => FreePayer | null;
  onConfirmed: (response: FreeOrderResponse) => void;
}) {
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const attempt = useRef<CardAttempt | null>(null);

  async function confirm() {
    if (processing) return;
    setFailure(null);
    void notify.dismiss('error');
    const registrant = requireRegistrant();
    if (!registrant) return;
    const current = nextCardAttempt(
      attempt.current,
      cardAttemptFingerprint({ order: order.id, free: 1, ...registrant }),
    );
    attempt.current = current;
    setProcessing(true);
    try {
      const response = await confirmFreeOrder(
        order.id,
        { nome_cliente: registrant.nome, email_cliente: registrant.email },
        current.key,
      );
      current.settled = true;
      onConfirmed(response);
    } catch (error) {
      if (!outcomeUnknown(error)) current.settled = true;
      const reason = cardPaymentFailure(error, 'free');
      setFailure(reason);
      void notify.error(reason.message, reason.description);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-4 text-sm text-green-900">
        <Gift aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>Este pedido não tem valor a pagar. Confirme a inscrição para garantir seus ingressos.</p>
      </div>
      {failure && <PaymentAlert failure={failure} />}
      <Button size="lg" className="w-full" disabled={processing} onClick={() => void confirm()}>
        {processing ? (
          <>
            <Loader2 aria-hidden className="animate-spin" />
            Confirmando...
          </>
        ) : (
          'Confirmar inscrição'
        )}
      </Button>
    </div>
  );
}
