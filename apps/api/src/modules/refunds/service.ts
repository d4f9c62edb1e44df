import type {
  EventCancellationProgress,
  OrderCancellation,
  OrganizerOrder,
  OrganizerOrdersPage,
  RefundToPay,
} from '@bilheteria/domain/refund-contract';
import type { OrderLinks } from '../auth';
import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/worker';
import type { OrderAccess } from '../checkout';
import type { Mailer } from '../mail';
import type { PaymentProvider } from '../payments';
import type { WaitlistService } from '../waitlist';
import { cancelEvent, eventCancellationProgress, retryCancellation } from './cancel-event';
import { endUnpaidOrder, refundCanceledEventOrder } from './end-canceled-event-orders';
import { giveMoneyBack } from './give-money-back';
import { givePixKey, markRefundPaid } from './pix-refunds';
import {
  EVENT_CANCEL_ORDER_JOB,
  EVENT_CANCEL_UNPAID_JOB,
  idOf,
  REFUND_PROVIDER_JOB,
} from './refund-jobs';
import { refundOrderInTx } from './refund-order';
import {
  buyerCancellation,
  cancellationView,
  organizerOrders,
  organizerOrderView,
  refundsToPay,
} from './refund-views';
import { cancelByBuyer, refundByOrganizer, requestRefund } from './request-refund';
import type { OrganizerRequester, RefundRequest, RefundRow } from './requester';

export {
  EVENT_CANCEL_ORDER_JOB,
  EVENT_CANCEL_UNPAID_JOB,
  REFUND_PROVIDER_JOB,
} from './refund-jobs';
export { toRefundView } from './refund-views';
export type { RefundRequest, Requester } from './requester';

export interface RefundsService {
  refund(request: RefundRequest): Promise<RefundRow>;
  cancellation(orderId: string, access: OrderAccess): Promise<OrderCancellation>;
  cancelByBuyer(
    orderId: string,
    access: OrderAccess,
    input: {
      positions?: number[] | undefined;
      pixKey?: string | undefined;
      idempotencyKey: string;
    },
  ): Promise<OrderCancellation>;
  givePixKey(
    orderId: string,
    refundId: string,
    access: OrderAccess,
    pixKey: string,
  ): Promise<OrderCancellation>;
  organizerOrders(
    organizationId: string,
    eventId: string,
    query: { busca?: string | undefined; pagina: number },
  ): Promise<OrganizerOrdersPage>;
  /** A member refunds an order of their organization's event (recorded as asked by them). */
  refundByOrganizer(
    organizer: OrganizerRequester,
    orderId: string,
    input: { positions?: number[] | undefined; confirmUsed?: boolean; idempotencyKey: string },
  ): Promise<OrganizerOrder>;
  refundsToPay(organizationId: string): Promise<{ reembolsos: RefundToPay[] }>;
  markPaid(organizationId: string, refundId: string): Promise<RefundToPay>;
  cancelEvent(organizationId: string, eventId: string): Promise<EventCancellationProgress>;
  cancellationProgress(organizationId: string, eventId: string): Promise<EventCancellationProgress>;
  retryCancellation(organizationId: string, eventId: string): Promise<EventCancellationProgress>;
  readonly jobs: Record<string, JobHandler>;
}

export interface RefundsDependencies {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  waitlist: Pick<WaitlistService, 'offerInTx'>;
  baseUrl: string;
  /** The payer's link to the order in the refund e-mail (else the page's plain address). */
  orderLinks?: OrderLinks;
  /** The public catalog changed (an event was unpublished by its cancellation). */
  onEventChanged?: (eventId: string) => void;
  clock?: () => Date;
  wakeJobs?: () => void;
}

/**
 * Refunds and event cancellation (decision 0023), one file per use case. A refund changes
 * everything but the money in one transaction under the order's row lock (refund-order.ts) and
 * writes the refund row whose job then gives the money back through the provider
 * (give-money-back.ts); the request's own Idempotency-Key is unique on the row, so the same
 * request twice refunds once.
 */
export function createRefundsService({
  db,
  provider,
  mailer,
  waitlist,
  baseUrl,
  orderLinks,
  onEventChanged = () => {},
  clock = () => new Date(),
  wakeJobs = () => {},
}: RefundsDependencies): RefundsService {
  const refundInTx = refundOrderInTx({
    mailer,
    waitlist,
    baseUrl,
    ...(orderLinks ? { orderLinks } : {}),
  });
  const refund = requestRefund({ db, clock, wakeJobs, refundInTx });
  const view = cancellationView({ db, clock });
  const organizerView = organizerOrderView({ db, view });
  const giveBack = giveMoneyBack({ db, provider, clock });
  const refundEventOrder = refundCanceledEventOrder({ db, refund });
  const endUnpaid = endUnpaidOrder({ db, provider, clock });

  return {
    jobs: {
      [REFUND_PROVIDER_JOB]: {
        run: (payload) => giveBack(idOf(payload, 'refundId')),
        maxAttempts: 30,
        dueAtStart: true,
      },
      [EVENT_CANCEL_ORDER_JOB]: {
        run: (payload) => refundEventOrder(idOf(payload, 'orderId')),
        maxAttempts: 30,
      },
      [EVENT_CANCEL_UNPAID_JOB]: {
        run: (payload) => endUnpaid(idOf(payload, 'orderId')),
        maxAttempts: 30,
      },
    },
    refund,
    cancellation: buyerCancellation({ db, view }),
    cancelByBuyer: cancelByBuyer({ refund, cancellationView: view }),
    givePixKey: givePixKey({ db, clock, cancellationView: view }),
    organizerOrders: organizerOrders({ db, organizerView }),
    refundByOrganizer: refundByOrganizer({ refund, organizerOrderView: organizerView }),
    refundsToPay: refundsToPay({ db }),
    markPaid: markRefundPaid({ db, clock }),
    cancelEvent: cancelEvent({ db, clock, onEventChanged, wakeJobs }),
    cancellationProgress: eventCancellationProgress({ db }),
    retryCancellation: retryCancellation({ db, clock, wakeJobs }),
  };
}
