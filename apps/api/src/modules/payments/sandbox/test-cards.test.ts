import { cardBrand, cardPlainText } from '@bilheteria/domain/card-encryption';
import { describe, expect, it } from 'vitest';
import {
  PAGBANK_TEST_CARDS,
  sandboxCardOutcome,
  TEST_CARD_EXPIRY,
  TEST_CARD_SECURITY_CODE,
} from './test-cards';

describe('PAGBANK_TEST_CARDS', () => {
  it('lists PagBank’s approved and declined Visa and Mastercard numbers', () => {
    expect(PAGBANK_TEST_CARDS.map(({ number, outcome }) => [number, outcome])).toEqual([
      ['4539620659922097', 'approved'],
      ['5240082975622454', 'approved'],
      ['4929291898380766', 'declined'],
      ['5530062640663264', 'declined'],
    ]);
    for (const card of PAGBANK_TEST_CARDS) expect(cardBrand(card.number)).toBe(card.brand);
  });

  it('are accepted by the browser-side checks with CVV 123 and expiry 12/2026', () => {
    for (const card of PAGBANK_TEST_CARDS) {
      const built = cardPlainText(
        {
          number: card.number,
          securityCode: TEST_CARD_SECURITY_CODE,
          ...TEST_CARD_EXPIRY,
          holder: 'Teste',
          timestampMs: 0,
        },
        new Date('2026-12-15T12:00:00Z'),
      );
      expect(built).toHaveProperty('text');
    }
  });
});

describe('sandboxCardOutcome', () => {
  it('approves and declines the test cards as PagBank does', () => {
    expect(sandboxCardOutcome('4539620659922097')).toBe('approved');
    expect(sandboxCardOutcome('5240082975622454')).toBe('approved');
    expect(sandboxCardOutcome('4929291898380766')).toBe('declined');
    expect(sandboxCardOutcome('5530 0626 4066 3264')).toBe('declined');
  });

  it('approves any other Luhn-valid number', () => {
    expect(sandboxCardOutcome('4111111111111111')).toBe('approved');
    expect(sandboxCardOutcome('6362970000457013')).toBe('approved');
    expect(sandboxCardOutcome('4222222222222')).toBe('approved');
  });

  it('refuses a Luhn-invalid or malformed number', () => {
    expect(sandboxCardOutcome('4111111111111112')).toBe('refused');
    expect(sandboxCardOutcome('4929291898380767')).toBe('refused');
    expect(sandboxCardOutcome('')).toBe('refused');
    expect(sandboxCardOutcome('4111x11111111111')).toBe('refused');
  });
});
