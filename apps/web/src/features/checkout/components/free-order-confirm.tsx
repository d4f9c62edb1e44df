import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { CardPaymentResponse } from '@bilheteria/domain/payment-contract';
import { useQueryClient } from '@tanstack/react-query';
import { Gift, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Payer } from '@/lib/checkout-payer';
import { cardAttemptFingerprint, nextCardAttempt, type CardAttempt } from '@/lib/checkout-payment';
import {
  cardPaymentFailure,
  outcomeUnknown,
  type PaymentFailure,
} from '@/lib/checkout-payment-errors';
import { notify } from '@/lib/notify';
import { payByCard } from '../api/pay-card';
import { runBotcheck } from '../api/run-botcheck';
import { freeOrderBody, paymentBase } from '../payment-body';
import { PaymentAlert } from './payment-alert';

/**
 * An order with nothing to pay (a 100% coupon such as CORTESIA100): no card, PIX or boleto —
 * 'Confirmar inscrição' sends the payment call with `encrypted: 'GRATUITO'` and amount 0, after
 * the same bot check.
 */
export function FreeOrderConfirm({
  order,
  affiliateCode,
  requirePayer,
  onPaid,
}: {
  order: OrderView;
  affiliateCode: string | null;
  requirePayer: () => Payer | null;
  onPaid: (response: CardPaymentResponse) => void;
}) {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const attempt = useRef<CardAttempt | null>(null);

  async function confirm() {
    if (processing) return;
    setFailure(null);
    const payer = requirePayer();
    if (!payer) return;
    const current = nextCardAttempt(
      attempt.current,
      cardAttemptFingerprint({ order: order.id, free: 1, ...payer }),
    );
    attempt.current = current;
    setProcessing(true);
    try {
      const token = await runBotcheck(queryClient);
      const response = await payByCard(
        freeOrderBody(paymentBase(order, payer, token, affiliateCode), order),
        current.key,
      );
      current.settled = true;
      onPaid(response);
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
            Processando...
          </>
        ) : (
          'Confirmar inscrição'
        )}
      </Button>
    </div>
  );
}
