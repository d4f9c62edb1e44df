import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ORDER_KEY,
  holdFor,
  readStoredHold,
  rememberOrderId,
  renewHold,
  selectionSignature,
} from './hold';

const stored = () =>
  JSON.parse(window.localStorage.getItem(CHECKOUT_ORDER_KEY) ?? 'null') as unknown;

describe('checkout hold storage', () => {
  it('signs a selection by its sorted id:quantity pairs, whatever their order', () => {
    expect(
      selectionSignature([
        { id: 'vip', quantity: 1 },
        { id: 'lote-1', quantity: 2 },
      ]),
    ).toBe('lote-1:2,vip:1');
    expect(
      selectionSignature([
        { id: 'lote-1', quantity: 2 },
        { id: 'vip', quantity: 1 },
      ]),
    ).toBe('lote-1:2,vip:1');
    expect(selectionSignature([{ id: 'lote-1', quantity: 3 }])).not.toBe(
      selectionSignature([{ id: 'lote-1', quantity: 2 }]),
    );
  });

  it('takes a new key for a first selection and remembers it before any answer', () => {
    const { hold, replacedOrderId } = holdFor('a:1');
    expect(hold.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(hold.orderId).toBeNull();
    expect(replacedOrderId).toBeNull();
    expect(stored()).toEqual(hold);
  });

  it('gives the same key (and order) back for the same selection', () => {
    const first = holdFor('a:1').hold;
    rememberOrderId(first, 'order-1');
    const again = holdFor('a:1');
    expect(again.hold).toEqual({ ...first, orderId: 'order-1' });
    expect(again.replacedOrderId).toBeNull();
  });

  it('takes a new key for another selection and names the order it replaces', () => {
    const first = holdFor('a:1').hold;
    rememberOrderId(first, 'order-1');
    const other = holdFor('a:2');
    expect(other.hold.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(other.hold).toMatchObject({ orderId: null, signature: 'a:2' });
    expect(other.replacedOrderId).toBe('order-1');
    expect(readStoredHold()).toEqual(other.hold);
  });

  it('renews the key for the same selection (reserve again)', () => {
    const first = holdFor('a:1').hold;
    rememberOrderId(first, 'order-1');
    const renewed = renewHold('a:1');
    expect(renewed.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(readStoredHold()).toEqual({ ...renewed, orderId: null });
  });

  it('does not record an order for a key that is no longer the current one', () => {
    const first = holdFor('a:1').hold;
    const second = holdFor('b:1').hold;
    rememberOrderId(first, 'late-order');
    expect(readStoredHold()).toEqual(second);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['no key', JSON.stringify({ orderId: null, signature: 'a:1' })],
    ['an empty key', JSON.stringify({ orderId: null, idempotencyKey: '', signature: 'a:1' })],
    [
      'a numeric order',
      JSON.stringify({ orderId: 5, idempotencyKey: 'k'.repeat(20), signature: 'a:1' }),
    ],
  ])('treats a stored hold with %s as absent', (_case, raw) => {
    window.localStorage.setItem(CHECKOUT_ORDER_KEY, raw);
    expect(readStoredHold()).toBeNull();
    expect(holdFor('a:1').replacedOrderId).toBeNull();
  });
});
