/**
 * The one seam between our checkout and a payment service (DESIGN "payments"). Two
 * implementations, chosen by PAYMENT_PROVIDER: `sandbox` (built in, offline, behaves like PagBank
 * on every point of PAYMENTS.md) and `pagbank` (PagBank's Orders API). Both speak PagBank's
 * order JSON underneath (`pagbank/order-json.ts`), so switching changes nothing above this file.
 * Money is integer cents; ids are the provider's (`ORDE_…`).
 */

export interface Customer {
  name: string;
  email: string;
  /** CPF, 11 digits. */
  taxId: string;
}

export interface ProviderItem {
  /** Our ticket type id. */
  referenceId: string;
  name: string;
  quantity: number;
  unitAmountCents: number;
}

export interface ChargeInput {
  /**
   * Our payment attempt's id (PagBank `reference_id`, also the PIX txid and the boleto's number
   * source). Never the order's id: what is printed on a slip or a QR gives no hold on the order.
   */
  referenceId: string;
  description: string;
  customer: Customer;
  items: ProviderItem[];
  /** What is charged, interest included. */
  amountCents: number;
  /** Where the provider POSTs status changes; null when there is no public URL. */
  notificationUrl: string | null;
  /** The same key twice creates the provider order once. */
  idempotencyKey: string;
}

export interface CardChargeInput extends ChargeInput {
  /** PagBank SDK output: base64 RSA PKCS#1 v1.5 of `number;cvv;MM;YYYY;holder;timestampMs`. */
  encryptedCard: string;
  installments: number;
  holderName: string;
}

export interface PixInput extends ChargeInput {
  expiresAt: Date;
}

export interface BoletoInput extends ChargeInput {
  /** 'YYYY-MM-DD' (São Paulo calendar day). */
  dueDate: string;
  instructionLines: [string, string];
}

/** A charge's status as PagBank names it (objeto-charge). */
export type ProviderStatus =
  'AUTHORIZED' | 'PAID' | 'IN_ANALYSIS' | 'DECLINED' | 'CANCELED' | 'WAITING' | 'REFUNDED';

export interface ProviderOrder {
  /** `ORDE_<uuid>`. */
  providerOrderId: string;
  /** Our payment attempt's id, as sent. */
  referenceId: string;
  /** The order's payment status: its charge's, or WAITING for an unpaid PIX. */
  status: ProviderStatus;
  paidAt: Date | null;
  amountCents: number;
  /** What went back so far (the paid charge's `amount.summary.refunded`); 0 when none. */
  refundedCents?: number;
  /** Card charges: what may be stored (never the full number). */
  card?: { brand: string; firstDigits: string; lastDigits: string };
  /** Card declines: `payment_response.message`. */
  declineMessage?: string;
  pix?: { qrCodeId: string; text: string; expiresAt: Date | null };
  boleto?: {
    id: string;
    /** The 47-digit linha digitável, digits only (PagBank's `barcode`). */
    barcode: string;
    /** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
    formattedBarcode: string;
    dueDate: string;
    /** Provider's PDF link; the sandbox's is served by our API. */
    pdfUrl: string | null;
  };
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'pagbank';
  /** Base64 DER SubjectPublicKeyInfo (RSA-2048), no PEM armour. */
  getPublicKey(): Promise<string>;
  createCardCharge(input: CardChargeInput): Promise<ProviderOrder>;
  createPix(input: PixInput): Promise<ProviderOrder>;
  createBoleto(input: BoletoInput): Promise<ProviderOrder>;
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  /**
   * The order made for our `referenceId`, when the provider can look it up (the sandbox can;
   * PagBank's Orders API cannot, and tells us through its notification instead): how an
   * attempt whose answer never reached us (a timeout, a crash) is found again.
   */
  findByReference?(referenceId: string): Promise<ProviderOrder | null>;
  /**
   * Gives a paid order's money back (PagBank: `POST /charges/{id}/cancel` on its paid charge):
   * `amountCents` of it (a partial refund, issue 18), or all that is left when absent — e.g. a
   * PIX paid after the order was paid by card. Idempotent by `idempotencyKey`: the same key
   * twice refunds once and answers the order as it is; a refund of the whole amount asked for an
   * order already wholly refunded is answered as it is. The key travels with the provider call.
   */
  refund(
    providerOrderId: string,
    idempotencyKey: string,
    amountCents?: number,
  ): Promise<ProviderOrder>;
  /**
   * Stops an unpaid charge from being paid (a boleto, a PIX code) once the order was paid
   * another way. `canceled: false` when the provider cannot (PagBank has no way to withdraw a
   * PIX code; it lapses at its expiry): a payment that still arrives is then refunded.
   */
  cancelUnpaid(
    providerOrderId: string,
    idempotencyKey: string,
  ): Promise<{ canceled: boolean; order: ProviderOrder }>;
  /**
   * A notification as received: verifies `x-authenticity-token` (SHA-256 hex of
   * `${token}-${rawBody}`, constant-time) and parses the order JSON. Null when forged.
   */
  parseNotification(
    rawBody: string,
    authenticityToken: string | undefined,
  ): Promise<ProviderOrder | null>;
}

/** Why the provider said no, mapped from its `error_messages` or HTTP status. */
export type PaymentErrorKind =
  'invalid' | 'unauthorized' | 'not-found' | 'conflict' | 'unavailable';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
    readonly details: { code: string; description: string; parameterName?: string }[] = [],
  ) {
    super(message);
  }
}
