import { describe, expect, it } from 'vitest';
import { defaultReconciliationMonth, monthChoices, monthOf } from './month';
import { paidDateProblem, todayInSaoPaulo } from './paid-date';

// 23:30 of 1 January 2027 in São Paulo: already the 2nd in UTC.
const now = new Date('2027-01-02T02:30:00.000Z');

describe("the reconciliation's month (issue 29)", () => {
  it('opens on the month that ended last in São Paulo, or the one in the address', () => {
    expect(defaultReconciliationMonth(now)).toBe('2026-12');
    expect(monthOf(null, now)).toBe('2026-12');
    expect(monthOf('2026-07', now)).toBe('2026-07');
    expect(monthOf('2026-13', now)).toBe('2026-12');
    expect(monthOf('julho', now)).toBe('2026-12');
  });

  it('offers this month and the 23 before it, and an older one asked for', () => {
    const choices = monthChoices('2026-12', now);
    expect(choices).toHaveLength(24);
    expect(choices.slice(0, 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(choices.at(-1)).toBe('2025-02');
    expect(monthChoices('2020-05', now).at(-1)).toBe('2020-05');
  });
});

describe("'Marcar como pago' day", () => {
  it('is today in São Paulo at the latest, and a real day', () => {
    expect(todayInSaoPaulo(now)).toBe('2027-01-01');
    expect(paidDateProblem('2027-01-01', now)).toBeNull();
    expect(paidDateProblem('2026-12-31', now)).toBeNull();
    for (const day of ['2027-01-02', '2026-02-30', '', '01/01/2027']) {
      expect(paidDateProblem(day, now)).toBe(
        'Informe a data do pagamento (AAAA-MM-DD), que não pode estar no futuro.',
      );
    }
  });
});
