import { describe, expect, it } from 'vitest';
import { instalmentOption, instalmentOptions, instalmentTotalCents } from './instalments';

describe('instalmentTotalCents', () => {
  it('charges no interest for a single instalment', () => {
    expect(instalmentTotalCents(10000, 1)).toBe(10000);
  });

  it('multiplies by 1.0299 raised to the count, rounded to cents', () => {
    expect(instalmentTotalCents(10000, 2)).toBe(10607); // 10000 × 1.06069401 = 10606.94
    expect(instalmentTotalCents(10000, 12)).toBe(14241); // 10000 × 1.42410…
  });

  it("refuses counts outside 1–12 with 'Número de parcelas inválido'", () => {
    expect(() => instalmentTotalCents(10000, 0)).toThrow('Número de parcelas inválido');
    expect(() => instalmentTotalCents(10000, 13)).toThrow('Número de parcelas inválido');
    expect(() => instalmentTotalCents(10000, 2.5)).toThrow('Número de parcelas inválido');
  });
});

describe('instalmentOptions', () => {
  it('offers 1 to 12 instalments for a large total, with the value of each', () => {
    const options = instalmentOptions(50000);
    expect(options.map((o) => o.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(options[0]).toEqual({
      count: 1,
      instalmentCents: 50000,
      totalCents: 50000,
      interestCents: 0,
    });
    expect(options[2]).toEqual(instalmentOption(50000, 3));
    expect(options[2]?.totalCents).toBe(54620); // 50000 × 1.0299³ = 54620.4
    expect(options[2]?.instalmentCents).toBe(18207);
  });

  it('offers only counts whose instalment is at least R$ 5,00', () => {
    // R$ 20,00: 4× gives 2250/4 = 563 cents; 5× gives 2317/5 = 463 cents, below R$ 5,00.
    expect(instalmentOptions(2000).map((o) => o.count)).toEqual([1, 2, 3, 4]);
    expect(instalmentOptions(2000).every((o) => o.instalmentCents >= 500)).toBe(true);
  });

  it('always offers a single instalment for a small positive total', () => {
    expect(instalmentOptions(300).map((o) => o.count)).toEqual([1]);
  });

  it('offers nothing for a free order', () => {
    expect(instalmentOptions(0)).toEqual([]);
  });
});
