import {
  belowMinimumMessage,
  MINIMUM_CHARGE_CENTS,
  PAYMENT_MESSAGES,
} from '@bilheteria/domain/payment-contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { IN_FLIGHT, OUTCOME_UNKNOWN } from '../../shared/payment-states';
import type { ItemRow, OrderRow, PayerInput, PaymentRow, Price } from './attempt';
import { PaymentProviderError, type ChargeInput } from './provider';

export type ChargeInputOf = (
  input: PayerInput,
  row: PaymentRow,
  order: OrderRow,
  items: ItemRow[],
) => ChargeInput;

/** What the provider is asked to charge for a claimed attempt. */
export function chargeInputFor(notificationUrl: string | null): ChargeInputOf {
  return (input, row, order, items) => ({
    referenceId: row.id,
    description: `Pedido ${order.number} — Bilheteria`,
    customer: { name: input.name, email: input.email, taxId: input.cpf },
    items: [
      ...items.map((item) => ({
        referenceId: item.ticketTypeId,
        name: item.name,
        quantity: item.quantity,
        unitAmountCents: item.unitPriceCents,
      })),
      // The platform's fee the buyer pays (issue 29), as a line of its own on the provider's order.
      ...(order.serviceFeeCents > 0
        ? [
            {
              referenceId: 'taxa-de-servico',
              name: 'Taxa de serviço',
              quantity: 1,
              unitAmountCents: order.serviceFeeCents,
            },
          ]
        : []),
    ],
    amountCents: row.amountCents,
    notificationUrl,
    idempotencyKey: row.idempotencyKey,
  });
}

export type ProviderFailed = (
  row: PaymentRow,
  error: unknown,
  messages: { failed: string; unknown: string },
) => Promise<never>;

/**
 * The provider did not take the attempt. A refusal (bad data, credentials): nothing was
 * charged, the attempt is forgotten and the same key may try again. No answer (timeout,
 * outage): the charge may exist, so the attempt is kept as UNKNOWN for reconciliation.
 */
export function providerFailure({ db, clock }: { db: Db; clock: () => Date }): ProviderFailed {
  return async (row, error, messages) => {
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
  };
}

/** Refuses a total the method cannot carry: zero (a free order) or below its minimum. */
export function assertChargeable(method: keyof typeof MINIMUM_CHARGE_CENTS, totalCents: number) {
  if (totalCents === 0) throw new HttpError(409, PAYMENT_MESSAGES.freeOrderNeedsNoPayment);
  if (totalCents < MINIMUM_CHARGE_CENTS[method]) {
    throw new HttpError(409, belowMinimumMessage(method));
  }
}

/** PIX and boleto charge the order's plain total, which the client must have seen. */
export const plainTotal =
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
