import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_PAYMENT_KEY,
  cardAttemptFingerprint,
  clearCheckoutAfterPayment,
  forgetPaymentKey,
  nextCardAttempt,
  paymentKeyFor,
} from './payment';

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

describe('paymentKeyFor', () => {
  it('keeps one key per order and method across reloads', () => {
    const pix = paymentKeyFor('pedido-1', 'pix');
    expect(pix).toMatch(KEY);
    expect(paymentKeyFor('pedido-1', 'pix')).toBe(pix);
    const boleto = paymentKeyFor('pedido-1', 'boleto');
    expect(boleto).not.toBe(pix);
    expect(JSON.parse(window.localStorage.getItem(CHECKOUT_PAYMENT_KEY)!)).toEqual({
      orderId: 'pedido-1',
      keys: { pix, boleto },
    });
  });

  it('starts afresh for another order', () => {
    const first = paymentKeyFor('pedido-1', 'pix');
    const other = paymentKeyFor('pedido-2', 'pix');
    expect(other).not.toBe(first);
    expect(paymentKeyFor('pedido-1', 'pix')).not.toBe(first);
  });

  it('gives a new key once the last one is forgotten (a refused attempt)', () => {
    const first = paymentKeyFor('pedido-1', 'pix');
    const boleto = paymentKeyFor('pedido-1', 'boleto');
    forgetPaymentKey('pedido-1', 'pix');
    expect(paymentKeyFor('pedido-1', 'pix')).not.toBe(first);
    expect(paymentKeyFor('pedido-1', 'boleto')).toBe(boleto);
  });

  it('ignores a corrupt stored value', () => {
    window.localStorage.setItem(CHECKOUT_PAYMENT_KEY, '{nope');
    expect(paymentKeyFor('pedido-1', 'pix')).toMatch(KEY);
    window.localStorage.setItem(
      CHECKOUT_PAYMENT_KEY,
      JSON.stringify({ orderId: 'pedido-1', keys: { pix: 42 } }),
    );
    expect(paymentKeyFor('pedido-1', 'pix')).toMatch(KEY);
  });
});

describe('nextCardAttempt', () => {
  const fingerprint = cardAttemptFingerprint({ order: 'p', count: 3, cardNumber: '4539' });

  it('reuses an attempt whose outcome is unknown when nothing changed', () => {
    const first = nextCardAttempt(null, fingerprint);
    expect(first).toMatchObject({ fingerprint, encrypted: null, settled: false });
    expect(first.key).toMatch(KEY);
    first.encrypted = 'cifrado';
    expect(nextCardAttempt(first, fingerprint)).toBe(first);
  });

  it('starts a new attempt after an answer, or when anything changed', () => {
    const first = nextCardAttempt(null, fingerprint);
    const changed = cardAttemptFingerprint({ order: 'p', count: 2, cardNumber: '4539' });
    expect(nextCardAttempt(first, changed).key).not.toBe(first.key);
    first.settled = true;
    expect(nextCardAttempt(first, fingerprint).key).not.toBe(first.key);
  });

  it('reads the same parts in any order as the same payment', () => {
    expect(cardAttemptFingerprint({ a: 1, b: 'x' })).toBe(cardAttemptFingerprint({ b: 'x', a: 1 }));
  });
});

describe('clearCheckoutAfterPayment', () => {
  it('forgets the selection, the participants and the checkout’s keys (spec §4)', () => {
    const keys = [
      'selectedTickets',
      'totalAmount',
      'participantData',
      'compradorId',
      'participantDraft',
      'checkoutOrder',
      CHECKOUT_PAYMENT_KEY,
    ];
    for (const key of keys) window.localStorage.setItem(key, '"x"');
    window.localStorage.setItem('user', '"fica"');
    clearCheckoutAfterPayment();
    expect(keys.map((key) => window.localStorage.getItem(key))).toEqual(keys.map(() => null));
    expect(window.localStorage.getItem('user')).toBe('"fica"');
  });
});
