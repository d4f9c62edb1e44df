import { QrCode } from '@/components/qr-code';

/**
 * The ticket's QR, drawn from its signed payload (components/qr-code.tsx); when it cannot be
 * drawn, the participant is told how to get in without it.
 */
export function TicketQr({ payload, label }: { payload: string; label: string }) {
  return (
    <QrCode
      payload={payload}
      label={label}
      unavailable="Não foi possível desenhar o QR code agora. Na entrada, informe o código do ingresso ou apresente o PDF."
    />
  );
}
