import { PAYMENT_MESSAGES, type FreeOrderResponse } from '@bilheteria/domain/payment-contract';
import { HttpError } from '../../http/errors';
import type { FreeOrderInput } from './attempt';
import type { AttemptRecords } from './attempt-records';
import type { AttemptSteps } from './attempt-steps';
import { chargeOnce } from './claim-attempt';

/** A zero-total order (free tickets, a 100 % coupon): confirmed without any charge. */
export function confirmFree({
  steps,
  records,
}: {
  steps: AttemptSteps;
  records: AttemptRecords;
}): (input: FreeOrderInput) => Promise<FreeOrderResponse> {
  return async (input) => {
    const previous = await steps.previousAttempt(input.idempotencyKey, input.orderId, input.access);
    const row =
      previous ??
      chargeOnce(
        await steps.claim(input, {
          method: 'free',
          payer: input,
          price: (order) => {
            if (order.totalCents !== 0) throw new HttpError(409, PAYMENT_MESSAGES.orderNotFree);
            return { amountCents: 0, instalments: 1, instalmentCents: 0, interestCents: 0 };
          },
        }),
      ).row;
    if (row.method !== 'free') throw new HttpError(409, PAYMENT_MESSAGES.orderNotFree);
    await records.settle(row);
    return {
      orderId: row.orderId,
      numero: await records.orderNumberOf(row.orderId),
      status: 'PAID',
    };
  };
}
