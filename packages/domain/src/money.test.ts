import { describe, expect, it } from 'vitest';
import { centsToReais, formatBRL, formatPrice, reaisToCents } from './money';

describe('formatBRL', () => {
  it('writes reais with a decimal comma, thousands dots and a plain space', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(100_000_000)).toBe('R$ 1.000.000,00');
  });

  it('writes what Intl.NumberFormat writes for BRL in pt-BR, spaces made plain', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789];
    for (const cents of [...amounts, ...amounts.map((amount) => -amount - 1), 2 ** 52]) {
      expect(formatBRL(cents)).toBe(intl.format(cents / 100).replace(/\u00a0/g, ' '));
    }
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it('shows a zero price as Grátis', () => {
    expect(formatPrice(0)).toBe('Grátis');
  });
  it('shows other prices in BRL', () => {
    expect(formatPrice(19990)).toBe('R$ 199,90');
  });
});

describe('reais and cents', () => {
  it('rounds reais to the nearest cent without float drift', () => {
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1234.565)).toBe(123457);
  });
  it('goes back to reais', () => {
    expect(centsToReais(1999)).toBe(19.99);
  });
  it('refuses non-finite reais', () => {
    expect(() => reaisToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
