import { PAYMENT_MESSAGES, type BoletoPaymentResponse } from '@bilheteria/domain/payment-contract';
import { Barcode, Download, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { usePaymentStatusPoll } from '../api/get-payment-status';
import type { GeneratedPayment } from '../use-generated-payment';
import { CopyField } from './copy-field';
import { GenerationFailed, Generating, WaitingForPayer } from './generation-states';
import { SimulatePaymentButton } from './simulate-payment-button';

/** '2026-05-13' → '13/05/2026' (a calendar day: no time zone to shift it). */
function dayOf(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/**
 * The boleto, and the wait for its payment: like PIX (spec §4), the status is asked every 2 s
 * for up to 30 minutes, and once paid the page goes to the confirmation by itself (issue 13:
 * the spec shows no polling for boleto, but the buyer expects the page to notice).
 */
function BoletoDocument({
  boleto,
  sandbox,
  onConfirmed,
}: {
  boleto: BoletoPaymentResponse;
  sandbox: boolean;
  onConfirmed: (orderId: string) => void;
}) {
  const { paid, timedOut, check } = usePaymentStatusPoll(boleto.orderId);
  useEffect(() => {
    if (paid) onConfirmed(boleto.orderId);
  }, [paid, boleto.orderId, onConfirmed]);
  return (
    <div className="flex flex-col gap-5">
      <iframe
        title="Boleto bancário (PDF)"
        src={boleto.linkBoletoPdf}
        className="h-[26rem] w-full rounded-lg border border-slate-200 bg-slate-100 sm:h-[32rem]"
      />
      <CopyField
        label="Código de barras (linha digitável)"
        value={boleto.codigoBarras}
        buttonLabel="Copiar"
        copiedMessage={PAYMENT_MESSAGES.barcodeCopied}
        rows={2}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Vencimento: <span className="font-medium">{dayOf(boleto.vencimento)}</span>. A confirmação
          leva até 3 dias úteis após o pagamento.
        </p>
        <a
          href={boleto.linkBoletoPdf}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants()}
        >
          <Download aria-hidden />
          Baixar Boleto
        </a>
      </div>
      {!timedOut && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <Loader2 aria-hidden className="size-4 shrink-0 animate-spin" />
          <span>
            Aguardando a confirmação do pagamento. Esta página avança sozinha assim que o boleto for
            pago.
          </span>
        </p>
      )}
      {sandbox && !timedOut && (
        <SimulatePaymentButton orderId={boleto.orderId} onSimulated={check} />
      )}
    </div>
  );
}

/**
 * Spec §2 Boleto: 'Gerando boleto...', then the PDF embedded, the barcode with 'Copiar' and
 * 'Baixar Boleto' opening the PDF in a new tab. Generated only on 'Gerar boleto'.
 */
export function BoletoPayment({
  generation,
  busy,
  sandbox,
  onConfirmed,
}: {
  generation: GeneratedPayment<BoletoPaymentResponse>;
  busy: boolean;
  sandbox: boolean;
  onConfirmed: (orderId: string) => void;
}) {
  const { state, start } = generation;

  switch (state.phase) {
    case 'idle':
      return (
        <WaitingForPayer
          icon={<Barcode aria-hidden />}
          action="Gerar boleto"
          busy={busy}
          onStart={start}
        >
          O boleto é emitido em nome do pagador informado acima.
        </WaitingForPayer>
      );
    case 'generating':
      return <Generating>Gerando boleto...</Generating>;
    case 'failed':
      return <GenerationFailed failure={state.failure} busy={busy} onRetry={start} />;
    case 'ready':
      return <BoletoDocument boleto={state.result} sandbox={sandbox} onConfirmed={onConfirmed} />;
  }
}
