import { PAYMENT_MESSAGES, type PixPaymentResponse } from '@bilheteria/domain/payment-contract';
import { Clock, Loader2, QrCode, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { usePaymentStatusPoll } from '../api/get-payment-status';
import type { GeneratedPayment } from '../use-generated-payment';
import { CopyField } from './copy-field';
import { GenerationFailed, Generating, WaitingForPayer } from './generation-states';
import { SimulatePaymentButton } from './simulate-payment-button';

/** '14:35' in the buyer's own clock. */
function timeOf(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
}

/** The code, and the wait for the payment: the status is asked every 2 s for up to 30 min. */
function PixCode({
  pix,
  sandbox,
  onConfirmed,
  onNewCode,
}: {
  pix: PixPaymentResponse;
  sandbox: boolean;
  onConfirmed: (orderId: string) => void;
  onNewCode: () => void;
}) {
  const { paid, timedOut, check } = usePaymentStatusPoll(pix.orderId);
  useEffect(() => {
    if (paid) onConfirmed(pix.orderId);
  }, [paid, pix.orderId, onConfirmed]);
  const until = timeOf(pix.expira_em);

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <img
        src={pix.qrCode.imagem}
        alt="QR Code PIX"
        width={208}
        height={208}
        className="size-52 shrink-0 self-center rounded-lg border border-slate-200 bg-white p-2 sm:self-start"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <p className="text-sm text-slate-700">
          Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou cole o código abaixo.
        </p>
        <CopyField
          label="Código PIX (copia e cola)"
          value={pix.qrCode.text}
          buttonLabel="Copiar código"
          copiedMessage={PAYMENT_MESSAGES.pixCopied}
        />
        {timedOut ? (
          <div className="flex flex-col items-start gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 shrink-0" />O tempo para pagar este QR Code
              terminou.
            </p>
            <Button variant="outline" size="sm" onClick={onNewCode}>
              <RotateCw aria-hidden />
              Gerar novo QR Code
            </Button>
          </div>
        ) : (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
          >
            <Loader2 aria-hidden className="size-4 shrink-0 animate-spin" />
            <span>
              Aguardando a confirmação do pagamento. Esta página avança sozinha assim que o PIX for
              pago{until ? ` (válido até ${until})` : ''}.
            </span>
          </p>
        )}
        {sandbox && !timedOut && (
          <SimulatePaymentButton orderId={pix.orderId} onSimulated={check} />
        )}
      </div>
    </div>
  );
}

/**
 * Spec §2 PIX: 'Gerando QR Code PIX...', then the QR image, the code with 'Copiar código', and
 * the wait; on PAID the page goes to /confirmacao. Generated only on 'Gerar PIX'.
 */
export function PixPayment({
  generation,
  busy,
  sandbox,
  onConfirmed,
}: {
  generation: GeneratedPayment<PixPaymentResponse>;
  busy: boolean;
  sandbox: boolean;
  onConfirmed: (orderId: string) => void;
}) {
  const { state, start, restart } = generation;

  switch (state.phase) {
    case 'idle':
      return (
        <WaitingForPayer
          icon={<QrCode aria-hidden />}
          action="Gerar PIX"
          busy={busy}
          onStart={start}
        >
          O QR Code é gerado com os dados do pagador acima.
        </WaitingForPayer>
      );
    case 'generating':
      return <Generating>Gerando QR Code PIX...</Generating>;
    case 'failed':
      return <GenerationFailed failure={state.failure} busy={busy} onRetry={start} />;
    case 'ready':
      return (
        <PixCode
          key={state.result.orderId}
          pix={state.result}
          sandbox={sandbox}
          onConfirmed={onConfirmed}
          onNewCode={restart}
        />
      );
  }
}
