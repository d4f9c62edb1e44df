import { describe, expect, it } from 'vitest';
import {
  commissionPercentLabel,
  commissionPercentOfBp,
  commissionTextOf,
  formatCommissionPercent,
  parseCommissionPercent,
} from './commission';

describe('parseCommissionPercent', () => {
  it.each([
    ['12', 1_200],
    ['12,5', 1_250],
    ['12,50', 1_250],
    ['12.5', 1_250],
    ['12,05', 1_205],
    ['0', 0],
    ['0,01', 1],
    ['100', 10_000],
    ['100,00', 10_000],
    [' 15% ', 1_500],
    ['7,5 %', 750],
  ])('reads %j as %i basis points', (text, bp) => {
    expect(parseCommissionPercent(text)).toBe(bp);
  });

  it.each([
    [''],
    ['   '],
    ['12,555'],
    ['12.505'],
    ['-5'],
    ['-0,5'],
    ['100,01'],
    ['101'],
    ['1000'],
    ['dez'],
    ['12a'],
    ['12,'],
    [',5'],
    ['1.000'],
    ['12,5,0'],
  ])('refuses %j', (text) => {
    expect(parseCommissionPercent(text)).toBeNull();
  });
});

describe('formatCommissionPercent', () => {
  it.each([
    [1_250, '12,5'],
    [1_205, '12,05'],
    [1_000, '10'],
    [0, '0'],
    [1, '0,01'],
    [10_000, '100'],
    [1_299, '12,99'],
  ])('shows %i basis points as %j', (bp, text) => {
    expect(formatCommissionPercent(bp)).toBe(text);
  });

  it('is read back as the same basis points', () => {
    for (let bp = 0; bp <= 10_000; bp += 7) {
      expect(parseCommissionPercent(formatCommissionPercent(bp))).toBe(bp);
    }
  });
});

describe('commissionTextOf / commissionPercentOfBp', () => {
  it('turns a number sent by an API client into text the parser reads', () => {
    expect(parseCommissionPercent(commissionTextOf(12.5))).toBe(1_250);
    expect(parseCommissionPercent(commissionTextOf(12.55))).toBe(1_255);
    expect(parseCommissionPercent(commissionTextOf(12.555))).toBeNull();
    expect(parseCommissionPercent(commissionTextOf(-1))).toBeNull();
    expect(parseCommissionPercent(commissionTextOf(Number.NaN))).toBeNull();
    expect(commissionTextOf('12,5')).toBe('12,5');
  });

  it('answers the percent as a number with decimals', () => {
    expect(commissionPercentOfBp(1_250)).toBe(12.5);
    expect(commissionPercentOfBp(1_000)).toBe(10);
  });
});

describe('commissionPercentLabel', () => {
  it("shows a view's percent in pt-BR", () => {
    expect(commissionPercentLabel(12.5)).toBe('12,5%');
    expect(commissionPercentLabel(10)).toBe('10%');
    expect(commissionPercentLabel(12.05)).toBe('12,05%');
  });
});
