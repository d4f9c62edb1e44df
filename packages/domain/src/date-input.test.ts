import { describe, expect, it } from 'vitest';
import { parseDateText, zonedInstant } from './date-input';
import { formatDate, formatTime } from './dates';

describe('parseDateText', () => {
  const today = new Date(2026, 10, 21, 15, 45);

  it('reads a single day', () => {
    expect(parseDateText('15 de Dezembro, 2023', today)).toEqual(new Date(2023, 11, 15));
  });

  it('reads a range as its first day', () => {
    expect(parseDateText('15-16 de Dezembro, 2023', today)).toEqual(new Date(2023, 11, 15));
    expect(parseDateText('3 - 4 de março, 2027', today)).toEqual(new Date(2027, 2, 3));
  });

  it('matches month names without regard to case', () => {
    expect(parseDateText('01 de JANEIRO, 2025', today)).toEqual(new Date(2025, 0, 1));
  });

  it('falls back to today (midnight) for text it cannot read', () => {
    const midnightToday = new Date(2026, 10, 21);
    expect(parseDateText('amanhã', today)).toEqual(midnightToday);
    expect(parseDateText('15 de Brumário, 2023', today)).toEqual(midnightToday);
    expect(parseDateText('31 de Fevereiro, 2023', today)).toEqual(midnightToday);
    expect(parseDateText('', today)).toEqual(midnightToday);
  });
});

describe('zonedInstant', () => {
  it('turns a São Paulo wall-clock time into the UTC instant', () => {
    expect(zonedInstant('2026-12-15', '09:00').toISOString()).toBe('2026-12-15T12:00:00.000Z');
    expect(zonedInstant('2026-12-31', '23:30').toISOString()).toBe('2027-01-01T02:30:00.000Z');
  });

  it('round-trips with formatDate and formatTime', () => {
    const instant = zonedInstant('2027-03-05', '18:45');
    expect(formatDate(instant)).toBe('05 de Março, 2027');
    expect(formatTime(instant)).toBe('18:45');
  });

  it('refuses malformed days and times', () => {
    expect(() => zonedInstant('2026-12-15', '25:00')).toThrow(RangeError);
    expect(() => zonedInstant('15/12/2026', '09:00')).toThrow(RangeError);
    expect(() => zonedInstant('2027-02-30', '09:00')).toThrow(RangeError);
  });
});
