import { PAYMENT_MESSAGES, type CardPaymentResponse } from '@bilheteria/domain/payment-contract';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { usePaymentStatusPoll } from '../api/get-payment-status';

/**
 * A card payment the issuer is still analysing (PagBank's IN_ANALYSIS, or WAITING): says so
 * and polls the status, like PIX, until it is paid (`onPaid`, with the answer now PAID) or
 * declined (`onDeclined`). Past the polling limit it points to the order's confirmation page,
 * which keeps watching.
 */
export function CardInAnalysis({
  response,
  onPaid,
  onDeclined,
}: {
  response: CardPaymentResponse;
  onPaid: (response: CardPaymentResponse) => void;
  onDeclined: () => void;
}) {
  const { status, timedOut } = usePaymentStatusPoll(response.orderId);
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current) return;
    if (status === 'PAID') {
      settled.current = true;
      onPaid({ ...response, status: 'PAID' });
    } else if (status === 'DECLINED' || status === 'CANCELED') {
      settled.current = true;
      onDeclined();
    }
  }, [status, response, onPaid, onDeclined]);

  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {!timedOut && <Loader2 aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin" />}
      <div>
        <p className="font-medium">{PAYMENT_MESSAGES.cardInAnalysis}</p>
        {timedOut ? (
          <p className="mt-0.5">
            {PAYMENT_MESSAGES.cardAnalysisSlow}{' '}
            <Link
              to={paths.orderConfirmation(response.orderId)}
              className="font-medium underline underline-offset-2"
            >
              Acompanhar o pedido nº {response.numero}
            </Link>
          </p>
        ) : (
          <p className="mt-0.5">{PAYMENT_MESSAGES.cardInAnalysisDetail}</p>
        )}
      </div>
    </div>
  );
}
