import { instalmentOptions } from '@bilheteria/domain/instalments';
import { PAYMENT_MESSAGES, type CardPaymentResponse } from '@bilheteria/domain/payment-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CardInput } from './attempt';
import type { AttemptRecords } from './attempt-records';
import type { AttemptSteps } from './attempt-steps';
import { chargeOnce } from './claim-attempt';
import { assertCardPaid } from './payment-responses';
import type { PaymentProvider, ProviderOrder } from './provider';
import { assertChargeable } from './provider-charge';

/**
 * A card payment: the instalments and total the buyer saw are checked against the order's,
 * the card charged once, and a paid answer settles the order before the response.
 */
export function payByCard({
  db,
  provider,
  steps,
  records,
}: {
  db: Db;
  provider: PaymentProvider;
  steps: AttemptSteps;
  records: AttemptRecords;
}): (input: CardInput) => Promise<CardPaymentResponse> {
  return async (input) => {
    const previous = await steps.previousAttempt(input.idempotencyKey, input.orderId, input.access);
    if (previous) return assertCardPaid(previous, await records.orderNumberOf(input.orderId));
    await steps.spendBotToken(input.botToken);
    const claimed = chargeOnce(
      await steps.claim(input, {
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
        ...steps.chargeInput(input, row, order, claimed.items),
        encryptedCard: input.encryptedCard,
        installments: row.instalments,
        holderName: input.holderName ?? input.name,
      });
    } catch (error) {
      return steps.providerFailed(row, error, {
        failed: PAYMENT_MESSAGES.cardFailed,
        unknown: PAYMENT_MESSAGES.paymentOutcomeUnknown,
      });
    }
    const recorded = await records.recordAnswer(row, answer);
    if (recorded.status === 'IN_ANALYSIS' || recorded.status === 'WAITING') {
      await records.watch(recorded);
    }
    await records.settle(recorded);
    const [settled] = await db.select().from(payments).where(eq(payments.id, row.id));
    return assertCardPaid(settled!, order.number);
  };
}
