import { PIX_POLL_LIMIT_MS } from '@bilheteria/domain/constants';
import { addCalendarDays, calendarDay } from '@bilheteria/domain/dates';
import { zonedInstant } from '@bilheteria/domain/date-input';
import {
  PAYMENT_MESSAGES,
  type BoletoPaymentResponse,
  type PixPaymentResponse,
} from '@bilheteria/domain/payment-contract';
import type { PayerInput } from './attempt';
import type { AttemptRecords } from './attempt-records';
import type { AttemptSteps } from './attempt-steps';
import { chargeOnce } from './claim-attempt';
import { boletoResponse, type PixResponse } from './payment-responses';
import type { PaymentProvider, ProviderOrder } from './provider';
import { plainTotal } from './provider-charge';

/** Boletos fall due 3 days after they are issued (São Paulo calendar). */
const BOLETO_DUE_DAYS = 3;

interface Dependencies {
  provider: PaymentProvider;
  steps: AttemptSteps;
  records: AttemptRecords;
  clock: () => Date;
}

/**
 * A PIX code for the order's total, valid for the poll's limit; the seats wait as long. An
 * order's code still awaiting payment is shown again rather than a second one made.
 */
export function payByPix({
  provider,
  steps,
  records,
  clock,
  pixResponse,
}: Dependencies & { pixResponse: PixResponse }): (
  input: PayerInput,
) => Promise<PixPaymentResponse> {
  return async (input) => {
    const previous = await steps.previousAttempt(input.idempotencyKey, input.orderId, input.access);
    if (previous) return pixResponse(previous, await records.orderNumberOf(input.orderId));
    await steps.spendBotToken(input.botToken);
    const expiresAt = new Date(clock().getTime() + PIX_POLL_LIMIT_MS);
    const claimed = chargeOnce(
      await steps.claim(input, {
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
      answer = await provider.createPix({
        ...steps.chargeInput(input, row, order, items),
        expiresAt,
      });
    } catch (error) {
      return steps.providerFailed(row, error, {
        failed: PAYMENT_MESSAGES.pixFailed,
        unknown: PAYMENT_MESSAGES.providerUnavailable,
      });
    }
    const recorded = await records.recordAnswer(row, answer);
    await records.extendHold(order.id, expiresAt);
    await records.watch(recorded);
    await records.settle(recorded);
    return pixResponse(recorded, order.number);
  };
}

/**
 * A boleto for the order's total, due in BOLETO_DUE_DAYS; the seats wait until the end of its
 * due day. An order's boleto still awaiting payment is shown again.
 */
export function payByBoleto({
  provider,
  steps,
  records,
  clock,
}: Dependencies): (input: PayerInput) => Promise<BoletoPaymentResponse> {
  return async (input) => {
    const previous = await steps.previousAttempt(input.idempotencyKey, input.orderId, input.access);
    if (previous) return boletoResponse(previous, await records.orderNumberOf(input.orderId));
    await steps.spendBotToken(input.botToken);
    const claimed = chargeOnce(
      await steps.claim(input, {
        method: 'boleto',
        payer: input,
        price: plainTotal('boleto', input),
      }),
    );
    if (claimed.kind === 'reuse') return boletoResponse(claimed.row, claimed.order.number);
    const { row, order, items } = claimed;
    const dueDate = addCalendarDays(calendarDay(clock()), BOLETO_DUE_DAYS);
    let answer: ProviderOrder;
    try {
      answer = await provider.createBoleto({
        ...steps.chargeInput(input, row, order, items),
        dueDate,
        instructionLines: [
          `Pagamento do pedido ${order.number} na Bilheteria.`,
          'Não receber após o vencimento.',
        ],
      });
    } catch (error) {
      return steps.providerFailed(row, error, {
        failed: PAYMENT_MESSAGES.boletoFailed,
        unknown: PAYMENT_MESSAGES.providerUnavailable,
      });
    }
    const recorded = await records.recordAnswer(row, answer);
    // The seats wait for the boleto until the end of its due day.
    await records.extendHold(order.id, zonedInstant(addCalendarDays(dueDate, 1), '00:00'));
    await records.watch(recorded);
    return boletoResponse(recorded, order.number);
  };
}
