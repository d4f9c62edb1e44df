import { FlaskConical, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { simulatePayment } from '../api/simulate-payment';

/**
 * Sandbox only: pays the waiting PIX or boleto as the payer's bank would, so the demo can go on
 * to the confirmation. Never shown against the real provider.
 */
export function SimulatePaymentButton({
  orderId,
  onSimulated,
}: {
  orderId: string;
  onSimulated: () => void;
}) {
  const [sending, setSending] = useState(false);

  async function simulate() {
    setSending(true);
    try {
      await simulatePayment(orderId);
      onSimulated();
    } catch {
      void notify.error('Não foi possível simular o pagamento. Tente novamente.');
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="rounded-lg border border-dashed border-amber-300 bg-amber-50 px-4 py-3">
      <Button
        variant="outline"
        size="sm"
        disabled={sending}
        onClick={() => void simulate()}
        className="h-auto min-h-9 w-full whitespace-normal py-1.5 text-center sm:w-auto"
      >
        {sending ? <Loader2 aria-hidden className="animate-spin" /> : <FlaskConical aria-hidden />}
        Simular pagamento (ambiente de demonstração)
      </Button>
    </div>
  );
}
