import type {
  BoletoPaymentResponse,
  CardPaymentResponse,
  FreeOrderResponse,
  PaymentStatus,
  PixPaymentResponse,
} from '@bilheteria/domain/payment-contract';
import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/worker';
import type { PaymentTokens } from '../botcheck';
import type { CouponsService, OrderAccess, OrdersService } from '../checkout';
import type { CardInput, FreeOrderInput, PayerInput, PaymentRow } from './attempt';
import { createAttemptRecords } from './attempt-records';
import { createAttemptSteps } from './attempt-steps';
import { cancelOpenCharges } from './cancel-open-charges';
import { confirmFree } from './confirm-free';
import { payByBoleto, payByPix } from './generate-pix-or-boleto';
import { handleNotification } from './handle-notification';
import { CANCEL_OPEN_CHARGES_JOB, REFUND_PAYMENT_JOB } from './mark-paid';
import { boletoOf, waitingCharges } from './order-charges';
import { payByCard } from './pay-by-card';
import { paymentStatus } from './payment-status';
import { pixResponder } from './payment-responses';
import type { PaymentProvider } from './provider';
import { reconcilePayment } from './reconcile';
import { RECONCILE_PAYMENT_JOB } from './reconcile-schedule';
import { refundPayment } from './refund-payment-job';

export type { CardInput, FreeOrderInput, PayerInput } from './attempt';

export interface PaymentsService {
  payByCard(input: CardInput): Promise<CardPaymentResponse>;
  payByPix(input: PayerInput): Promise<PixPaymentResponse>;
  payByBoleto(input: PayerInput): Promise<BoletoPaymentResponse>;
  /** A zero-total order (free tickets, a 100 % coupon): confirmed without any charge. */
  confirmFree(input: FreeOrderInput): Promise<FreeOrderResponse>;
  /** The browser's poll (spec: every 2 s): asks the provider and settles a paid order. */
  status(orderId: string, access: OrderAccess): Promise<PaymentStatus>;
  /** A provider notification; false when its authenticity token is forged or missing. */
  handleNotification(rawBody: string, authenticityToken: string | undefined): Promise<boolean>;
  /** A boleto attempt of an order the caller may see (its PDF carries the payer's CPF). */
  boletoOf(paymentId: string, access: OrderAccess): Promise<PaymentRow>;
  /** The provider ids of the order's PIX codes and boletos awaiting payment, newest first. */
  waitingCharges(orderId: string, access: OrderAccess): Promise<string[]>;
  /** The durable follow-ups of payments, for the job worker. */
  readonly jobs: Record<string, JobHandler>;
}

export interface PaymentsDependencies {
  db: Db;
  provider: PaymentProvider;
  orders: OrdersService;
  coupons: CouponsService;
  paymentTokens: PaymentTokens;
  /** Our own webhook URL for the provider, or null when there is no public address. */
  notificationUrl: string | null;
  /** Turns a PIX code into a PNG data URL for the page. */
  pixImage: (text: string) => Promise<string>;
  /** Asks the job worker to look for due jobs now (the follow-ups of a payment). */
  wakeJobs?: () => void;
  clock?: () => Date;
}

/**
 * Payments (DESIGN "The heart"), so that an order is paid once, for its own total:
 * - an attempt is claimed in one transaction that locks the order row: the order is checked
 *   payable, its total read, its coupon's use taken (conditionally), and a PENDING attempt
 *   written — at most one per order (a unique index), so concurrent tabs, retries and processes
 *   get 409 and never reach the provider; coupon changes take the same lock (claim-attempt.ts);
 * - the provider is called with that total, outside any transaction;
 * - every "it is paid" (answer, notification, poll, reconciliation) ends in the idempotent
 *   `markOrderPaid`: one payment pays the order; any other that still arrives is refunded by a
 *   job, and the order's other open charges are cancelled by another;
 * - a reconciliation job per attempt asks the provider until the attempt's end is known, so a
 *   payment whose notification was lost (or whose server crashed) is found without a client.
 */
export function createPaymentsService({
  db,
  provider,
  orders,
  coupons,
  paymentTokens,
  notificationUrl,
  pixImage,
  wakeJobs = () => {},
  clock = () => new Date(),
}: PaymentsDependencies): PaymentsService {
  const records = createAttemptRecords({ db, provider, coupons, wakeJobs, clock });
  const steps = createAttemptSteps({
    db,
    provider,
    orders,
    coupons,
    paymentTokens,
    notificationUrl,
    clock,
  });
  const pixResponse = pixResponder({ pixImage, clock });
  const reconcile = reconcilePayment({ db, provider, records, clock });
  const refund = refundPayment({ db, provider, clock });
  const cancelCharges = cancelOpenCharges({ db, provider, records, clock });

  return {
    jobs: {
      [RECONCILE_PAYMENT_JOB]: {
        run: (payload) => reconcile(idOf(payload, 'paymentId')),
        dueAtStart: true,
      },
      [REFUND_PAYMENT_JOB]: {
        run: (payload) => refund(idOf(payload, 'paymentId')),
        maxAttempts: 20,
      },
      [CANCEL_OPEN_CHARGES_JOB]: { run: (payload) => cancelCharges(idOf(payload, 'orderId')) },
    },
    payByCard: payByCard({ db, provider, steps, records }),
    payByPix: payByPix({ provider, steps, records, clock, pixResponse }),
    payByBoleto: payByBoleto({ provider, steps, records, clock }),
    confirmFree: confirmFree({ steps, records }),
    status: paymentStatus({ db, records }),
    handleNotification: handleNotification({ db, provider, records, clock }),
    boletoOf: boletoOf(db),
    waitingCharges: waitingCharges(db),
  };
}

function idOf(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== 'string') throw new Error(`job payload without ${key}`);
  return value;
}
