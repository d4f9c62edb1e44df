import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  type BoletoPaymentResponse,
  type CardPaymentResponse,
  type PaymentStatus,
  type PixPaymentResponse,
} from '@bilheteria/domain/payment-contract';
import { HttpError } from '../../http/errors';
import { isRefundStatus } from '../../shared/payment-states';
import type { PaymentRow } from './attempt';

/** What callers see: PagBank's statuses; ours in flight or unknown read as still waiting. */
export function publicStatus(status: string): PaymentStatus {
  if (isRefundStatus(status)) return 'REFUNDED';
  return (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? (status as PaymentStatus)
    : 'WAITING';
}

function cardResponse(row: PaymentRow, orderNumber: number): CardPaymentResponse {
  return {
    orderId: row.orderId,
    numero: orderNumber,
    status: publicStatus(row.status),
    parcelas: row.instalments,
    valor_parcela_centavos: row.instalmentCents,
    juros_centavos: row.interestCents,
    total_centavos: row.amountCents,
    cartao: row.cardLastDigits
      ? { bandeira: row.cardBrand ?? '', ultimos_digitos: row.cardLastDigits }
      : null,
  };
}

export function assertCardPaid(row: PaymentRow, orderNumber: number): CardPaymentResponse {
  if (row.status === 'DECLINED' || row.status === 'CANCELED') {
    throw new HttpError(402, PAYMENT_MESSAGES.cardDeclined);
  }
  if (isRefundStatus(row.status)) throw new HttpError(409, PAYMENT_MESSAGES.cardRefunded);
  return cardResponse(row, orderNumber);
}

export type PixResponse = (row: PaymentRow, orderNumber: number) => Promise<PixPaymentResponse>;

export function pixResponder({
  pixImage,
  clock,
}: {
  pixImage: (text: string) => Promise<string>;
  clock: () => Date;
}): PixResponse {
  return async (row, orderNumber) => ({
    orderId: row.orderId,
    numero: orderNumber,
    status: publicStatus(row.status),
    qrCode: { text: row.pixText ?? '', imagem: await pixImage(row.pixText ?? '') },
    expira_em: (row.expiresAt ?? clock()).toISOString(),
  });
}

export function boletoResponse(row: PaymentRow, orderNumber: number): BoletoPaymentResponse {
  return {
    orderId: row.orderId,
    numero: orderNumber,
    status: publicStatus(row.status),
    // The attempt's id, never the order's: the link may travel with the slip.
    linkBoletoPdf: `/api/pagseguro/boleto/${row.id}.pdf`,
    codigoBarras: row.boletoFormattedBarcode ?? '',
    vencimento: row.boletoDueDate ?? '',
  };
}
