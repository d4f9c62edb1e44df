import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { PIX_POLL_LIMIT_MS } from '@bilheteria/domain/constants';
import { addCalendarDays, calendarDay } from '@bilheteria/domain/dates';
import { zonedInstant } from '@bilheteria/domain/date-input';
import { instalmentOptions } from '@bilheteria/domain/instalments';
import {
  belowMinimumMessage,
  couponGoneMessage,
  MINIMUM_CHARGE_CENTS,
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  type BoletoPaymentResponse,
  type CardPaymentResponse,
  type FreeOrderResponse,
  type PaymentStatus,
  type PixPaymentResponse,
} from '@bilheteria/domain/payment-contract';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  buyers,
  coupons as couponsTable,
  events,
  orderItems,
  orders,
  payments,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue, scheduleBy } from '../../jobs/queue';
import type { JobHandler, JobOutcome } from '../../jobs/worker';
import type { PaymentTokens } from '../botcheck';
import type { CouponsService, OrdersService } from '../checkout';
import { assertOrderAccess, canAccessOrder, type OrderAccess } from '../checkout';
import {
  CANCEL_OPEN_CHARGES_JOB,
  markOrderPaid,
  REFUND_PAYMENT_JOB,
  type MarkPaidResult,
} from './mark-paid';
import {
  IN_FLIGHT,
  isPaidStatus,
  isRefundStatus,
  OPEN_PAYMENT_STATUSES,
  OUTCOME_UNKNOWN,
  REFUND_PENDING,
  REFUNDED,
} from '../../shared/payment-states';
import {
  PaymentProviderError,
  type ChargeInput,
  type PaymentProvider,
  type ProviderOrder,
} from './provider';
import { nextCheckAt, STUCK_AFTER_MS } from './reconcile-schedule';

/** Boletos fall due 3 days after they are issued (São Paulo calendar). */
const BOLETO_DUE_DAYS = 3;

export const RECONCILE_PAYMENT_JOB = 'payment.reconcile';

export interface PayerInput {
  orderId: string;
  /** Who is asking: only the order's buyer may pay it. */
  access: OrderAccess;
  idempotencyKey: string;
  botToken: string;
  name: string;
  email: string;
  cpf: string;
  /** What the browser believes it pays (cents); compared, never used. */
  clientTotalCents: number;
}

export interface CardInput extends PayerInput {
  encryptedCard: string;
  instalments: number;
  clientInstalmentCents: number;
  holderName: string | undefined;
}

export interface FreeOrderInput {
  orderId: string;
  access: OrderAccess;
  idempotencyKey: string;
  name: string;
  email: string;
}

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

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type Method = PaymentRow['method'];

/** What an attempt will charge, from the order's total read under its lock. */
interface Price {
  amountCents: number;
  instalments: number;
  instalmentCents: number;
  interestCents: number;
}

type Claim =
  | { kind: 'charge'; row: PaymentRow; order: OrderRow; items: ItemRow[] }
  /** A PIX code or boleto of this order still awaiting payment: the same one is shown again. */
  | { kind: 'reuse'; row: PaymentRow; order: OrderRow }
  /** The coupon ran out before the charge: it came off the order; nothing was charged. */
  | { kind: 'coupon-gone'; message: string };

/**
 * Payments (DESIGN "The heart"), so that an order is paid once, for its own total:
 * - an attempt is claimed in one transaction that locks the order row: the order is checked
 *   payable, its total read, its coupon's use taken (conditionally), and a PENDING attempt
 *   written — at most one per order (a unique index), so concurrent tabs, retries and processes
 *   get 409 and never reach the provider; coupon changes take the same lock;
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
  orders: ordersService,
  coupons,
  paymentTokens,
  notificationUrl,
  pixImage,
  wakeJobs = () => {},
  clock = () => new Date(),
}: PaymentsDependencies): PaymentsService {
  /** The order, locked and checked payable: the caller's, reserved, hold not ended, filled. */
  async function lockPayable(tx: Tx, orderId: string, access: OrderAccess) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    assertOrderAccess(order, access);
    if (order.status === 'paid') throw new HttpError(409, PAYMENT_MESSAGES.orderAlreadyPaid);
    if (order.status !== 'reserved' || order.expiresAt <= clock()) {
      throw new HttpError(409, PAYMENT_MESSAGES.orderNotPayable);
    }
    // Its organizer cancelled the event (issue 18): nothing more is charged for it.
    const [event] = await tx
      .select({ canceledAt: events.canceledAt })
      .from(events)
      .where(eq(events.id, order.eventId));
    if (event?.canceledAt) throw new HttpError(409, CHECKOUT_MESSAGES.salesClosed);
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.name));
    const [saved] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(buyers)
      .where(eq(buyers.orderId, orderId));
    const tickets = items.reduce((sum, item) => sum + item.quantity, 0);
    if ((saved?.count ?? 0) < tickets) {
      throw new HttpError(409, PAYMENT_MESSAGES.participantsMissing);
    }
    return { order, items };
  }

  async function claim(
    input: { orderId: string; access: OrderAccess; idempotencyKey: string },
    attempt: {
      method: Method;
      price: (order: OrderRow) => Price;
      payer: { name: string; email: string };
      expiresAt?: Date;
    },
  ): Promise<Claim> {
    try {
      return await db.transaction(async (tx): Promise<Claim> => {
        const { order, items } = await lockPayable(tx, input.orderId, input.access);
        const open = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.orderId, order.id),
              inArray(payments.status, [...OPEN_PAYMENT_STATUSES, 'PAID', 'AUTHORIZED']),
            ),
          )
          .orderBy(desc(payments.createdAt));
        // Paid a moment ago, the order not yet marked: it is paid, not payable again.
        if (open.some((payment) => isPaidStatus(payment.status))) {
          throw new HttpError(409, PAYMENT_MESSAGES.orderAlreadyPaid);
        }
        if (open.some((payment) => payment.status !== 'WAITING')) {
          throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
        }
        const reusable = open.find(
          (payment) =>
            payment.method === attempt.method &&
            (payment.expiresAt === null || payment.expiresAt > clock()),
        );
        if (reusable && attempt.method !== 'credit-card') {
          return { kind: 'reuse', row: reusable, order };
        }

        const price = attempt.price(order);
        if (order.couponId && !order.couponUseHeld) {
          if (!(await coupons.takeUse(tx, order.couponId, order.eventId))) {
            return { kind: 'coupon-gone', message: await dropCoupon(tx, order) };
          }
          await tx.update(orders).set({ couponUseHeld: true }).where(eq(orders.id, order.id));
        }
        const now = clock();
        const [row] = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            idempotencyKey: input.idempotencyKey,
            method: attempt.method,
            provider: attempt.method === 'free' ? 'none' : provider.name,
            status: attempt.method === 'free' ? 'PAID' : IN_FLIGHT,
            ...price,
            payerName: attempt.payer.name,
            payerEmail: attempt.payer.email,
            expiresAt: attempt.expiresAt ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        // Written with the attempt: should this process die before the provider answers, the
        // attempt is still looked after (reconcile-schedule.ts).
        await enqueue(tx, {
          kind: RECONCILE_PAYMENT_JOB,
          payload: { paymentId: row!.id },
          dedupeKey: row!.id,
          runAt: new Date(now.getTime() + (attempt.method === 'free' ? 0 : STUCK_AFTER_MS)),
        });
        return { kind: 'charge', row: row!, order, items };
      });
    } catch (error) {
      // The same key in two requests at once: the second finds the first's attempt.
      if (isUniqueViolation(error)) throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
      throw error;
    }
  }

  /** The coupon could not be taken: it comes off the order, which keeps its new total. */
  async function dropCoupon(tx: Tx, order: OrderRow): Promise<string> {
    const [coupon] = await tx
      .select({ code: couponsTable.code })
      .from(couponsTable)
      .where(eq(couponsTable.id, order.couponId!));
    await ordersService.applyCoupon(tx, order, null);
    const [after] = await tx
      .select({ totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, order.id));
    return couponGoneMessage(coupon?.code ?? '', after!.totalCents);
  }

  function chargeOnce(claimed: Claim): Extract<Claim, { kind: 'charge' | 'reuse' }> {
    if (claimed.kind === 'coupon-gone') throw new HttpError(409, claimed.message);
    return claimed;
  }

  /** A retried call (same Idempotency-Key) gets the first call's attempt, never a new one. */
  async function previousAttempt(
    key: string,
    orderId: string,
    access: OrderAccess,
  ): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
    if (!row) return null;
    const [order] = await db
      .select({ buyerKeyHash: orders.buyerKeyHash, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (row.orderId !== orderId || !order || !canAccessOrder(order, access)) {
      throw new HttpError(409, 'Esta chave de idempotência já foi usada.');
    }
    if (row.status === IN_FLIGHT) throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
    if (row.status === OUTCOME_UNKNOWN) {
      throw new HttpError(409, PAYMENT_MESSAGES.paymentOutcomeUnknown);
    }
    return row;
  }

  async function spendBotToken(token: string): Promise<void> {
    if (!(await paymentTokens.consume(token))) {
      throw new HttpError(403, PAYMENT_MESSAGES.recaptchaFailed);
    }
  }

  function chargeInput(
    input: PayerInput,
    row: PaymentRow,
    order: OrderRow,
    items: ItemRow[],
  ): ChargeInput {
    return {
      referenceId: row.id,
      description: `Pedido ${order.number} — Bilheteria`,
      customer: { name: input.name, email: input.email, taxId: input.cpf },
      items: items.map((item) => ({
        referenceId: item.ticketTypeId,
        name: item.name,
        quantity: item.quantity,
        unitAmountCents: item.unitPriceCents,
      })),
      amountCents: row.amountCents,
      notificationUrl,
      idempotencyKey: row.idempotencyKey,
    };
  }

  /**
   * The provider did not take the attempt. A refusal (bad data, credentials): nothing was
   * charged, the attempt is forgotten and the same key may try again. No answer (timeout,
   * outage): the charge may exist, so the attempt is kept as UNKNOWN for reconciliation.
   */
  async function providerFailed(
    row: PaymentRow,
    error: unknown,
    messages: { failed: string; unknown: string },
  ): Promise<never> {
    if (error instanceof PaymentProviderError && error.kind !== 'unavailable') {
      await db.delete(payments).where(eq(payments.id, row.id));
      if (error.kind === 'unauthorized') throw new HttpError(502, PAYMENT_MESSAGES.pixUnauthorized);
      throw new HttpError(
        400,
        error.kind === 'invalid' ? PAYMENT_MESSAGES.invalidCard : messages.failed,
      );
    }
    await db
      .update(payments)
      .set({ status: OUTCOME_UNKNOWN, updatedAt: clock() })
      .where(and(eq(payments.id, row.id), eq(payments.status, IN_FLIGHT)));
    if (error instanceof PaymentProviderError) throw new HttpError(503, messages.unknown);
    throw error;
  }

  /** Stores what the provider said of an attempt (its status by `nextStatusSql`). */
  async function recordAnswer(row: PaymentRow, answer: ProviderOrder): Promise<PaymentRow> {
    const [updated] = await db
      .update(payments)
      .set({
        providerOrderId: answer.providerOrderId,
        status: nextStatusSql(answer.status),
        cardBrand: answer.card?.brand ?? row.cardBrand,
        cardFirstDigits: answer.card?.firstDigits ?? row.cardFirstDigits,
        cardLastDigits: answer.card?.lastDigits ?? row.cardLastDigits,
        declineMessage: answer.declineMessage ?? row.declineMessage,
        pixText: answer.pix?.text ?? row.pixText,
        boletoBarcode: answer.boleto?.barcode ?? row.boletoBarcode,
        boletoFormattedBarcode: answer.boleto?.formattedBarcode ?? row.boletoFormattedBarcode,
        boletoDueDate: answer.boleto?.dueDate ?? row.boletoDueDate,
        boletoPdfUrl: answer.boleto?.pdfUrl ?? row.boletoPdfUrl,
        updatedAt: clock(),
      })
      .where(eq(payments.id, row.id))
      .returning();
    return updated!;
  }

  /** A paid attempt settles its order (idempotent); its follow-up jobs are woken. */
  async function settle(row: PaymentRow): Promise<MarkPaidResult> {
    if (!isPaidStatus(row.status)) return 'not-paid';
    const result = await markOrderPaid(db, coupons, row.id, clock());
    if (result === 'paid' || result === 'refunding') wakeJobs();
    return result;
  }

  /** Asks the provider about a known attempt, stores its answer and settles a paid one. */
  async function refresh(row: PaymentRow): Promise<PaymentRow> {
    const answer = await provider.getOrder(row.providerOrderId!);
    const [current] = await db
      .update(payments)
      .set({ status: nextStatusSql(answer.status), updatedAt: clock() })
      .where(eq(payments.id, row.id))
      .returning();
    await settle(current!);
    const [settled] = await db.select().from(payments).where(eq(payments.id, row.id));
    return settled!;
  }

  /**
   * The status to keep when the provider reports `reported`, decided in the UPDATE itself so a
   * refund marked a moment ago by another request stands: the provider decides, except that our
   * refund bookkeeping stays, and a charge we cancelled (a PIX code PagBank still lists as
   * waiting) does not come back to life unless it was paid.
   */
  function nextStatusSql(reported: string) {
    return sql`case
      when ${payments.status} in (${REFUND_PENDING}, ${REFUNDED}) then ${payments.status}
      when ${payments.status} = 'CANCELED' and ${reported} not in ('PAID', 'AUTHORIZED')
        then ${payments.status}
      else ${reported} end`;
  }

  /** PIX and boleto keep their seats until their own end (PIX 30 min, boleto's due date). */
  async function extendHold(orderId: string, until: Date): Promise<void> {
    await db
      .update(orders)
      .set({ expiresAt: sql`greatest(${orders.expiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'reserved')));
  }

  /** A waiting PIX or boleto is looked at again soon (its notification may never come). */
  async function watch(row: PaymentRow): Promise<void> {
    const next = nextCheckAt(watched(row), clock());
    if (!next) return;
    await scheduleBy(db, {
      kind: RECONCILE_PAYMENT_JOB,
      payload: { paymentId: row.id },
      dedupeKey: row.id,
      runAt: next,
    });
  }

  function watched(row: PaymentRow) {
    return {
      method: row.method,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      boletoDueDate: row.boletoDueDate,
      known: row.providerOrderId !== null,
    };
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

  function assertCardPaid(row: PaymentRow, orderNumber: number): CardPaymentResponse {
    if (row.status === 'DECLINED' || row.status === 'CANCELED') {
      throw new HttpError(402, PAYMENT_MESSAGES.cardDeclined);
    }
    if (isRefundStatus(row.status)) throw new HttpError(409, PAYMENT_MESSAGES.cardRefunded);
    return cardResponse(row, orderNumber);
  }

  async function pixResponse(row: PaymentRow, orderNumber: number): Promise<PixPaymentResponse> {
    return {
      orderId: row.orderId,
      numero: orderNumber,
      status: publicStatus(row.status),
      qrCode: { text: row.pixText ?? '', imagem: await pixImage(row.pixText ?? '') },
      expira_em: (row.expiresAt ?? clock()).toISOString(),
    };
  }

  function boletoResponse(row: PaymentRow, orderNumber: number): BoletoPaymentResponse {
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

  const orderNumberOf = async (orderId: string) =>
    (await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]
      ?.number ?? 0;

  /** Refuses a total the method cannot carry: zero (a free order) or below its minimum. */
  function assertChargeable(method: keyof typeof MINIMUM_CHARGE_CENTS, totalCents: number) {
    if (totalCents === 0) throw new HttpError(409, PAYMENT_MESSAGES.freeOrderNeedsNoPayment);
    if (totalCents < MINIMUM_CHARGE_CENTS[method]) {
      throw new HttpError(409, belowMinimumMessage(method));
    }
  }

  /** PIX and boleto charge the order's plain total, which the client must have seen. */
  const plainTotal =
    (method: 'pix' | 'boleto', input: PayerInput) =>
    (order: OrderRow): Price => {
      assertChargeable(method, order.totalCents);
      if (input.clientTotalCents !== order.totalCents) {
        throw new HttpError(409, PAYMENT_MESSAGES.amountMismatch);
      }
      return {
        amountCents: order.totalCents,
        instalments: 1,
        instalmentCents: order.totalCents,
        interestCents: 0,
      };
    };

  // --- the jobs that follow a payment -------------------------------------------------------

  /** Asks the provider about an attempt until its end is known (RECONCILE_PAYMENT_JOB). */
  async function reconcile(paymentId: string): Promise<JobOutcome> {
    let [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row || isRefundStatus(row.status)) return;
    const now = clock();
    if (row.method === 'free') {
      await settle(row);
      return;
    }
    if (row.providerOrderId === null) {
      const lostFor = now.getTime() - row.createdAt.getTime();
      if (row.status === IN_FLIGHT && lostFor < STUCK_AFTER_MS) {
        return { again: new Date(row.createdAt.getTime() + STUCK_AFTER_MS) };
      }
      const found = provider.findByReference ? await provider.findByReference(row.id) : null;
      if (!found) {
        // Its request died before the provider answered: the order is free to be paid again.
        await db
          .update(payments)
          .set({ status: OUTCOME_UNKNOWN, updatedAt: now })
          .where(and(eq(payments.id, row.id), eq(payments.status, IN_FLIGHT)));
        const next = nextCheckAt(watched(row), now);
        return next ? { again: next } : undefined;
      }
      row = await recordAnswer(row, found);
    }
    row = await refresh(row);
    if (!['WAITING', 'IN_ANALYSIS'].includes(row.status)) return;
    const next = nextCheckAt(watched(row), now);
    return next ? { again: next } : undefined;
  }

  /** Gives a payment's money back (REFUND_PAYMENT_JOB); a retry never refunds twice. */
  async function refund(paymentId: string): Promise<void> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row || row.status !== REFUND_PENDING) return;
    if (!row.providerOrderId) throw new Error('pagamento sem pedido no provedor');
    await provider.refund(row.providerOrderId, `refund-${row.id}`);
    await db
      .update(payments)
      .set({ status: REFUNDED, refundedAt: clock(), updatedAt: clock() })
      .where(and(eq(payments.id, row.id), eq(payments.status, REFUND_PENDING)));
  }

  /** A paid order's other PIX codes and boletos can no longer be paid (CANCEL_OPEN_CHARGES_JOB). */
  async function cancelOpenCharges(orderId: string): Promise<void> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.status !== 'paid' || !order.paidByPaymentId) return;
    const waiting = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          ne(payments.id, order.paidByPaymentId),
          eq(payments.status, 'WAITING'),
        ),
      );
    for (const row of waiting) {
      if (!row.providerOrderId) continue;
      const { canceled, order: answer } = await provider.cancelUnpaid(
        row.providerOrderId,
        `cancel-${row.id}`,
      );
      if (isPaidStatus(answer.status)) {
        // Paid a moment before: settling it makes it a duplicate, refunded.
        await settle(await recordAnswer(row, answer));
      } else if (canceled) {
        await db
          .update(payments)
          .set({ status: 'CANCELED', updatedAt: clock() })
          .where(and(eq(payments.id, row.id), eq(payments.status, 'WAITING')));
      }
      // Not cancellable (a PagBank PIX code): it lapses at its expiry; reconciliation watches it.
    }
  }

  const idOf = (payload: Record<string, unknown>, key: string): string => {
    const value = payload[key];
    if (typeof value !== 'string') throw new Error(`job payload without ${key}`);
    return value;
  };

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
      [CANCEL_OPEN_CHARGES_JOB]: { run: (payload) => cancelOpenCharges(idOf(payload, 'orderId')) },
    },

    async payByCard(input) {
      const previous = await previousAttempt(input.idempotencyKey, input.orderId, input.access);
      if (previous) return assertCardPaid(previous, await orderNumberOf(input.orderId));
      await spendBotToken(input.botToken);
      const claimed = chargeOnce(
        await claim(input, {
          method: 'credit-card',
          payer: input,
          price: (order) => {
            assertChargeable('credit-card', order.totalCents);
            const option = instalmentOptions(order.totalCents).find(
              (candidate) => candidate.count === input.instalments,
            );
            if (!option) throw new HttpError(400, PAYMENT_MESSAGES.invalidInstalments);
            const totalMatches =
              input.clientTotalCents === order.totalCents ||
              input.clientTotalCents === option.totalCents;
            if (!totalMatches || input.clientInstalmentCents !== option.instalmentCents) {
              throw new HttpError(409, PAYMENT_MESSAGES.amountMismatch);
            }
            return {
              amountCents: option.totalCents,
              instalments: option.count,
              instalmentCents: option.instalmentCents,
              interestCents: option.interestCents,
            };
          },
        }),
      );
      const { row, order } = claimed;
      if (claimed.kind !== 'charge') throw new Error('a card is never reused');
      let answer: ProviderOrder;
      try {
        answer = await provider.createCardCharge({
          ...chargeInput(input, row, order, claimed.items),
          encryptedCard: input.encryptedCard,
          installments: row.instalments,
          holderName: input.holderName ?? input.name,
        });
      } catch (error) {
        return providerFailed(row, error, {
          failed: PAYMENT_MESSAGES.cardFailed,
          unknown: PAYMENT_MESSAGES.paymentOutcomeUnknown,
        });
      }
      const recorded = await recordAnswer(row, answer);
      if (recorded.status === 'IN_ANALYSIS' || recorded.status === 'WAITING') await watch(recorded);
      await settle(recorded);
      const [settled] = await db.select().from(payments).where(eq(payments.id, row.id));
      return assertCardPaid(settled!, order.number);
    },

    async payByPix(input) {
      const previous = await previousAttempt(input.idempotencyKey, input.orderId, input.access);
      if (previous) return pixResponse(previous, await orderNumberOf(input.orderId));
      await spendBotToken(input.botToken);
      const expiresAt = new Date(clock().getTime() + PIX_POLL_LIMIT_MS);
      const claimed = chargeOnce(
        await claim(input, {
          method: 'pix',
          payer: input,
          price: plainTotal('pix', input),
          expiresAt,
        }),
      );
      if (claimed.kind === 'reuse') return pixResponse(claimed.row, claimed.order.number);
      const { row, order, items } = claimed;
      let answer: ProviderOrder;
      try {
        answer = await provider.createPix({ ...chargeInput(input, row, order, items), expiresAt });
      } catch (error) {
        return providerFailed(row, error, {
          failed: PAYMENT_MESSAGES.pixFailed,
          unknown: PAYMENT_MESSAGES.providerUnavailable,
        });
      }
      const recorded = await recordAnswer(row, answer);
      await extendHold(order.id, expiresAt);
      await watch(recorded);
      await settle(recorded);
      return pixResponse(recorded, order.number);
    },

    async payByBoleto(input) {
      const previous = await previousAttempt(input.idempotencyKey, input.orderId, input.access);
      if (previous) return boletoResponse(previous, await orderNumberOf(input.orderId));
      await spendBotToken(input.botToken);
      const claimed = chargeOnce(
        await claim(input, { method: 'boleto', payer: input, price: plainTotal('boleto', input) }),
      );
      if (claimed.kind === 'reuse') return boletoResponse(claimed.row, claimed.order.number);
      const { row, order, items } = claimed;
      const dueDate = addCalendarDays(calendarDay(clock()), BOLETO_DUE_DAYS);
      let answer: ProviderOrder;
      try {
        answer = await provider.createBoleto({
          ...chargeInput(input, row, order, items),
          dueDate,
          instructionLines: [
            `Pagamento do pedido ${order.number} na Bilheteria.`,
            'Não receber após o vencimento.',
          ],
        });
      } catch (error) {
        return providerFailed(row, error, {
          failed: PAYMENT_MESSAGES.boletoFailed,
          unknown: PAYMENT_MESSAGES.providerUnavailable,
        });
      }
      const recorded = await recordAnswer(row, answer);
      // The seats wait for the boleto until the end of its due day.
      await extendHold(order.id, zonedInstant(addCalendarDays(dueDate, 1), '00:00'));
      await watch(recorded);
      return boletoResponse(recorded, order.number);
    },

    async confirmFree(input) {
      const previous = await previousAttempt(input.idempotencyKey, input.orderId, input.access);
      const row =
        previous ??
        chargeOnce(
          await claim(input, {
            method: 'free',
            payer: input,
            price: (order) => {
              if (order.totalCents !== 0) throw new HttpError(409, PAYMENT_MESSAGES.orderNotFree);
              return { amountCents: 0, instalments: 1, instalmentCents: 0, interestCents: 0 };
            },
          }),
        ).row;
      if (row.method !== 'free') throw new HttpError(409, PAYMENT_MESSAGES.orderNotFree);
      await settle(row);
      return { orderId: row.orderId, numero: await orderNumberOf(row.orderId), status: 'PAID' };
    },

    async status(orderId, access) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      assertOrderAccess(order, access);
      if (order.status === 'paid') return 'PAID';
      const [latest] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (!latest?.providerOrderId) return 'WAITING';
      if (isRefundStatus(latest.status)) return 'REFUNDED';
      let current: PaymentRow;
      try {
        current = await refresh(latest);
      } catch (error) {
        // The provider cannot be asked right now: the poll says what we know.
        if (error instanceof PaymentProviderError) return publicStatus(latest.status);
        throw error;
      }
      const [settled] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (settled?.status === 'paid') return 'PAID';
      return publicStatus(current.status);
    },

    async handleNotification(rawBody, authenticityToken) {
      let notified: ProviderOrder | null;
      try {
        notified = await provider.parseNotification(rawBody, authenticityToken);
      } catch (error) {
        // Signed, but not an order: nothing to act on.
        if (error instanceof PaymentProviderError) return false;
        throw error;
      }
      if (!notified) return false;
      let [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, notified.providerOrderId));
      if (!payment && UUID.test(notified.referenceId)) {
        // An attempt whose answer never reached us: its reference is its id.
        [payment] = await db
          .update(payments)
          .set({ providerOrderId: notified.providerOrderId, updatedAt: clock() })
          .where(and(eq(payments.id, notified.referenceId), isNull(payments.providerOrderId)))
          .returning();
      }
      if (!payment) return true; // not ours: nothing to do
      // Trust, but verify: the provider's own answer decides (PAYMENTS.md, webhooks).
      if (isRefundStatus(payment.status)) return true;
      try {
        await refresh(payment);
      } catch (error) {
        // PagBank sends it again later; reconciliation asks meanwhile.
        if (error instanceof PaymentProviderError) {
          throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
        }
        throw error;
      }
      return true;
    },

    async boletoOf(paymentId, access) {
      const [row] = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.id, paymentId), eq(payments.method, 'boleto')));
      if (!row?.payment.providerOrderId || !canAccessOrder(row.order, access)) {
        throw new HttpError(404, 'Boleto não encontrado.');
      }
      return row.payment;
    },

    async waitingCharges(orderId, access) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      assertOrderAccess(order, access);
      const rows = await db
        .select({ providerOrderId: payments.providerOrderId })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'WAITING')))
        .orderBy(desc(payments.createdAt));
      return rows.flatMap((row) => (row.providerOrderId ? [row.providerOrderId] : []));
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What callers see: PagBank's statuses; ours in flight or unknown read as still waiting. */
function publicStatus(status: string): PaymentStatus {
  if (isRefundStatus(status)) return 'REFUNDED';
  return (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? (status as PaymentStatus)
    : 'WAITING';
}
