import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../provider';
import { parsePagBankOrder, type PagBankChargeJson } from './order-json';
import { planRefund, refundTooLarge } from './refunds';

function orderWith(charge: Partial<PagBankChargeJson> & Pick<PagBankChargeJson, 'status'>) {
  return parsePagBankOrder({
    id: 'ORDE_1',
    reference_id: 'pagamento-1',
    created_at: '2026-05-08T19:08:54.236-03:00',
    charges: [
      {
        id: 'CHAR_1',
        created_at: '2026-05-08T19:08:54.236-03:00',
        amount: { value: 10_000, summary: { total: 10_000, paid: 10_000, refunded: 0 } },
        payment_method: { type: 'PIX' },
        ...charge,
      },
    ],
  });
}

const kindOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof PaymentProviderError ? error.kind : error;
  }
  return null;
};

describe('planRefund', () => {
  it('gives back all that is left when no amount is asked', () => {
    const order = orderWith({
      status: 'PAID',
      amount: { value: 10_000, summary: { total: 10_000, paid: 10_000, refunded: 2_500 } },
    });
    expect(planRefund(order)).toMatchObject({
      kind: 'refund',
      amountCents: 7_500,
      leftCents: 7_500,
    });
    expect(planRefund(order, 1_000)).toMatchObject({ amountCents: 1_000, leftCents: 7_500 });
  });

  it('leaves asking more than is left to the caller (a retry may do so)', () => {
    const order = orderWith({ status: 'PAID' });
    expect(planRefund(order, 10_001)).toMatchObject({ amountCents: 10_001, leftCents: 10_000 });
  });

  it('is done when the whole amount is asked of a wholly refunded order', () => {
    const order = orderWith({
      status: 'CANCELED',
      amount: { value: 10_000, summary: { total: 10_000, paid: 0, refunded: 10_000 } },
    });
    expect(planRefund(order)).toEqual({ kind: 'done' });
    expect(planRefund(order, 10_000)).toEqual({ kind: 'done' });
    expect(planRefund(order, 100)).toMatchObject({ kind: 'refund', leftCents: 0 });
  });

  it('refuses an order never paid, and an amount that is not positive whole centavos', () => {
    expect(kindOf(() => planRefund(orderWith({ status: 'WAITING' })))).toBe('conflict');
    const canceledBoleto = orderWith({
      status: 'CANCELED',
      amount: { value: 10_000, summary: { total: 10_000, paid: 0, refunded: 0 } },
    });
    expect(kindOf(() => planRefund(canceledBoleto))).toBe('conflict');
    for (const amount of [0, -1, 0.5, Number.NaN]) {
      expect(kindOf(() => planRefund(orderWith({ status: 'PAID' }), amount))).toBe('invalid');
    }
  });
});

describe('refundTooLarge', () => {
  it('says how much was asked and how much is left, in reais', () => {
    expect(refundTooLarge(123_456, 100).message).toBe(
      'O valor do estorno (R$ 1.234,56) é maior que o que resta a estornar neste pedido (R$ 1,00).',
    );
    expect(refundTooLarge(100, 0).message).toBe(
      'Este pedido já foi estornado por completo: não resta valor a estornar.',
    );
  });
});
