import { PIX_POLL_LIMIT_MS } from '@bilheteria/domain/constants';
import { addCalendarDays, calendarDay } from '@bilheteria/domain/dates';
import { zonedInstant } from '@bilheteria/domain/date-input';
import { instalmentOptions } from '@bilheteria/domain/instalments';
import {
  PAYMENT_MESSAGES,
  type BoletoPaymentResponse,
  type CardPaymentResponse,
  type PaymentStatus,
  type PixPaymentResponse,
} from '@bilheteria/domain/payment-contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { buyers, orderItems, orders, payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentTokens } from '../botcheck/payment-tokens';
import type { CouponsService } from '../checkout/coupons';
import { markOrderPaid } from './mark-paid';
import {
  PaymentProviderError,
  type ChargeInput,
  type PaymentProvider,
  type ProviderOrder,
} from './provider';

/** Boletos fall due 3 days after they are issued (São Paulo calendar). */
const BOLETO_DUE_DAYS = 3;

export interface PayerInput {
  orderId: string;
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

export interface PaymentsService {
  payByCard(input: CardInput): Promise<CardPaymentResponse>;
  payByPix(input: PayerInput): Promise<PixPaymentResponse>;
  payByBoleto(input: PayerInput): Promise<BoletoPaymentResponse>;
  /** The browser's poll (spec: every 2 s): asks the provider and settles a paid order. */
  status(orderId: string): Promise<PaymentStatus>;
  /** A provider notification; false when its authenticity token is forged or missing. */
  handleNotification(rawBody: string, authenticityToken: string | undefined): Promise<boolean>;
  /** Where the order's latest boleto PDF is: our sandbox renders it, PagBank links it. */
  boletoOf(orderId: string): Promise<typeof payments.$inferSelect | null>;
}

export interface PaymentsDependencies {
  db: Db;
  provider: PaymentProvider;
  coupons: CouponsService;
  paymentTokens: PaymentTokens;
  /** Our own webhook URL for the provider, or null when there is no public address. */
  notificationUrl: string | null;
  /** Turns a PIX code into a PNG data URL for the page. */
  pixImage: (text: string) => Promise<string>;
  clock?: () => Date;
}

type PaymentRow = typeof payments.$inferSelect;

export function createPaymentsService({
  db,
  provider,
  coupons,
  paymentTokens,
  notificationUrl,
  pixImage,
  clock = () => new Date(),
}: PaymentsDependencies): PaymentsService {
  /** The order, checked payable: reserved, hold not ended, every participant saved. */
  async function payableOrder(orderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, 'Pedido não encontrado.');
    if (order.status === 'paid') throw new HttpError(409, 'Este pedido já está pago.');
    if (order.status !== 'reserved' || order.expiresAt <= clock()) {
      throw new HttpError(409, PAYMENT_MESSAGES.orderNotPayable);
    }
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.name));
    const [saved] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(buyers)
      .where(eq(buyers.orderId, orderId));
    const tickets = items.reduce((sum, item) => sum + item.quantity, 0);
    if ((saved?.count ?? 0) < tickets)
      throw new HttpError(409, PAYMENT_MESSAGES.participantsMissing);
    return { order, items };
  }

  /** A retried call (same Idempotency-Key) gets the first call's payment, never a new one. */
  async function previousAttempt(key: string, orderId: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
    if (!row) return null;
    if (row.orderId !== orderId)
      throw new HttpError(409, 'Esta chave de idempotência já foi usada.');
    if (row.status === 'PENDING') throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
    return row;
  }

  async function spendBotToken(token: string): Promise<void> {
    if (!(await paymentTokens.consume(token))) {
      throw new HttpError(403, PAYMENT_MESSAGES.recaptchaFailed);
    }
  }

  async function claimAttempt(values: typeof payments.$inferInsert): Promise<PaymentRow> {
    try {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
      throw error;
    }
  }

  function chargeInput(
    input: PayerInput,
    order: typeof orders.$inferSelect,
    items: (typeof orderItems.$inferSelect)[],
    amountCents: number,
  ): ChargeInput {
    return {
      referenceId: order.id,
      description: `Pedido ${order.number} — Bilheteria`,
      customer: { name: input.name, email: input.email, taxId: input.cpf },
      items: items.map((item) => ({
        referenceId: item.ticketTypeId,
        name: item.name,
        quantity: item.quantity,
        unitAmountCents: item.unitPriceCents,
      })),
      amountCents,
      notificationUrl,
      idempotencyKey: input.idempotencyKey,
    };
  }

  /** A provider failure: the attempt is forgotten (the same key may try again) and explained. */
  async function providerFailed(row: PaymentRow, error: unknown, fallback: string): Promise<never> {
    await db.delete(payments).where(eq(payments.id, row.id));
    if (error instanceof PaymentProviderError) {
      if (error.kind === 'unavailable')
        throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
      if (error.kind === 'unauthorized') throw new HttpError(502, PAYMENT_MESSAGES.pixUnauthorized);
      throw new HttpError(400, error.kind === 'invalid' ? PAYMENT_MESSAGES.invalidCard : fallback);
    }
    throw error;
  }

  async function recordAnswer(row: PaymentRow, answer: ProviderOrder): Promise<PaymentRow> {
    const [updated] = await db
      .update(payments)
      .set({
        providerOrderId: answer.providerOrderId,
        status: answer.status,
        cardBrand: answer.card?.brand ?? null,
        cardFirstDigits: answer.card?.firstDigits ?? null,
        cardLastDigits: answer.card?.lastDigits ?? null,
        declineMessage: answer.declineMessage ?? null,
        pixText: answer.pix?.text ?? null,
        boletoBarcode: answer.boleto?.barcode ?? null,
        boletoFormattedBarcode: answer.boleto?.formattedBarcode ?? null,
        boletoDueDate: answer.boleto?.dueDate ?? null,
        boletoPdfUrl: answer.boleto?.pdfUrl ?? null,
        updatedAt: clock(),
      })
      .where(eq(payments.id, row.id))
      .returning();
    return updated!;
  }

  /** PIX and boleto keep their seats until their own end (PIX 30 min, boleto's due date). */
  async function extendHold(orderId: string, until: Date): Promise<void> {
    await db
      .update(orders)
      .set({ expiresAt: sql`greatest(${orders.expiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'reserved')));
  }

  /**
   * A paid (or authorised) answer makes the order paid; a payment that came after its seats
   * were sold to someone else is given back at once (the order stays unpaid, flagged).
   */
  async function settle(orderId: string, payment: PaymentRow): Promise<void> {
    if (payment.status !== 'PAID' && payment.status !== 'AUTHORIZED') return;
    const result = await markOrderPaid(db, coupons, orderId, clock());
    if (result !== 'refund-needed' || !payment.providerOrderId) return;
    const refunded = await provider.refund(payment.providerOrderId);
    await db
      .update(payments)
      .set({
        status: refunded.status === 'CANCELED' ? 'REFUNDED' : refunded.status,
        updatedAt: clock(),
      })
      .where(eq(payments.id, payment.id));
  }

  function cardResponse(row: PaymentRow, orderNumber: number): CardPaymentResponse {
    return {
      orderId: row.orderId,
      numero: orderNumber,
      status: row.status as PaymentStatus,
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
    return cardResponse(row, orderNumber);
  }

  async function pixResponse(row: PaymentRow, orderNumber: number): Promise<PixPaymentResponse> {
    return {
      orderId: row.orderId,
      numero: orderNumber,
      status: row.status as PaymentStatus,
      qrCode: { text: row.pixText ?? '', imagem: await pixImage(row.pixText ?? '') },
      expira_em: (row.expiresAt ?? clock()).toISOString(),
    };
  }

  function boletoResponse(row: PaymentRow, orderNumber: number): BoletoPaymentResponse {
    return {
      orderId: row.orderId,
      numero: orderNumber,
      status: row.status as PaymentStatus,
      linkBoletoPdf: `/api/pagseguro/boleto/${row.orderId}.pdf`,
      codigoBarras: row.boletoFormattedBarcode ?? '',
      vencimento: row.boletoDueDate ?? '',
    };
  }

  const orderNumberOf = async (orderId: string) =>
    (await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]
      ?.number ?? 0;

  return {
    async payByCard(input) {
      const previous = await previousAttempt(input.idempotencyKey, input.orderId);
      if (previous) return assertCardPaid(previous, await orderNumberOf(input.orderId));
      await spendBotToken(input.botToken);
      const { order, items } = await payableOrder(input.orderId);

      // A free order (100% coupon, free tickets) has nothing to charge: it is confirmed.
      if (order.totalCents === 0) {
        if (input.clientTotalCents !== 0) throw new HttpError(409, PAYMENT_MESSAGES.amountMismatch);
        const row = await claimAttempt({
          orderId: order.id,
          idempotencyKey: input.idempotencyKey,
          method: 'free',
          provider: 'none',
          status: 'PAID',
          amountCents: 0,
          instalmentCents: 0,
        });
        await settle(order.id, row);
        return cardResponse(row, order.number);
      }

      const option = instalmentOptions(order.totalCents).find(
        (candidate) => candidate.count === input.instalments,
      );
      if (!option) throw new HttpError(400, PAYMENT_MESSAGES.invalidInstalments);
      const totalMatches =
        input.clientTotalCents === order.totalCents || input.clientTotalCents === option.totalCents;
      if (!totalMatches || input.clientInstalmentCents !== option.instalmentCents) {
        throw new HttpError(409, PAYMENT_MESSAGES.amountMismatch);
      }
      const row = await claimAttempt({
        orderId: order.id,
        idempotencyKey: input.idempotencyKey,
        method: 'credit-card',
        provider: provider.name,
        amountCents: option.totalCents,
        instalments: option.count,
        instalmentCents: option.instalmentCents,
        interestCents: option.interestCents,
      });
      let answer: ProviderOrder;
      try {
        answer = await provider.createCardCharge({
          ...chargeInput(input, order, items, option.totalCents),
          encryptedCard: input.encryptedCard,
          installments: option.count,
          holderName: input.holderName ?? input.name,
        });
      } catch (error) {
        return providerFailed(row, error, PAYMENT_MESSAGES.cardFailed);
      }
      const recorded = await recordAnswer(row, answer);
      await settle(order.id, recorded);
      return assertCardPaid(recorded, order.number);
    },

    async payByPix(input) {
      const previous = await previousAttempt(input.idempotencyKey, input.orderId);
      if (previous) return pixResponse(previous, await orderNumberOf(input.orderId));
      await spendBotToken(input.botToken);
      const { order, items } = await payableOrder(input.orderId);
      if (input.clientTotalCents !== order.totalCents) {
        throw new HttpError(409, PAYMENT_MESSAGES.amountMismatch);
      }
      const expiresAt = new Date(clock().getTime() + PIX_POLL_LIMIT_MS);
      const row = await claimAttempt({
        orderId: order.id,
        idempotencyKey: input.idempotencyKey,
        method: 'pix',
        provider: provider.name,
        amountCents: order.totalCents,
        instalmentCents: order.totalCents,
        expiresAt,
      });
      let answer: ProviderOrder;
      try {
        answer = await provider.createPix({
          ...chargeInput(input, order, items, order.totalCents),
          expiresAt,
        });
      } catch (error) {
        return providerFailed(row, error, PAYMENT_MESSAGES.pixFailed);
      }
      const recorded = await recordAnswer(row, answer);
      await extendHold(order.id, expiresAt);
      await settle(order.id, recorded);
      return pixResponse(recorded, order.number);
    },

    async payByBoleto(input) {
      const previous = await previousAttempt(input.idempotencyKey, input.orderId);
      if (previous) return boletoResponse(previous, await orderNumberOf(input.orderId));
      await spendBotToken(input.botToken);
      const { order, items } = await payableOrder(input.orderId);
      if (input.clientTotalCents !== order.totalCents) {
        throw new HttpError(409, PAYMENT_MESSAGES.amountMismatch);
      }
      const dueDate = addCalendarDays(calendarDay(clock()), BOLETO_DUE_DAYS);
      const row = await claimAttempt({
        orderId: order.id,
        idempotencyKey: input.idempotencyKey,
        method: 'boleto',
        provider: provider.name,
        amountCents: order.totalCents,
        instalmentCents: order.totalCents,
      });
      let answer: ProviderOrder;
      try {
        answer = await provider.createBoleto({
          ...chargeInput(input, order, items, order.totalCents),
          dueDate,
          instructionLines: [
            `Pagamento do pedido ${order.number} na Bilheteria.`,
            'Não receber após o vencimento.',
          ],
        });
      } catch (error) {
        return providerFailed(row, error, PAYMENT_MESSAGES.boletoFailed);
      }
      const recorded = await recordAnswer(row, answer);
      // The seats wait for the boleto until the end of its due day.
      await extendHold(order.id, zonedInstant(addCalendarDays(dueDate, 1), '00:00'));
      return boletoResponse(recorded, order.number);
    },

    async status(orderId) {
      const [order] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) throw new HttpError(404, 'Pedido não encontrado.');
      if (order.status === 'paid') return 'PAID';
      const [latest] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (!latest?.providerOrderId) return 'WAITING';
      if (latest.status === 'REFUNDED') return 'REFUNDED';
      const answer = await provider.getOrder(latest.providerOrderId);
      const [current] = await db
        .update(payments)
        .set({ status: answer.status, updatedAt: clock() })
        .where(eq(payments.id, latest.id))
        .returning();
      await settle(orderId, current!);
      const [settled] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (settled?.status === 'paid') return 'PAID';
      return answer.status === 'PAID' || answer.status === 'AUTHORIZED'
        ? 'REFUNDED'
        : answer.status;
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
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, notified.providerOrderId));
      if (!payment) return true; // not ours (or not yet recorded): nothing to do
      // Trust, but verify: the provider's own answer decides (PAYMENTS.md, webhooks).
      if (payment.status === 'REFUNDED') return true;
      const answer = await provider.getOrder(notified.providerOrderId);
      const [current] = await db
        .update(payments)
        .set({ status: answer.status, updatedAt: clock() })
        .where(eq(payments.id, payment.id))
        .returning();
      await settle(payment.orderId, current!);
      return true;
    },

    async boletoOf(orderId) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.method, 'boleto')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}
