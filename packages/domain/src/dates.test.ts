import { describe, expect, it } from 'vitest';
import {
  MONTH_NAMES,
  agendaDayLabel,
  calendarDay,
  formatDate,
  formatTime,
  fromServerTimestamp,
  parseDateText,
  toServerTimestamp,
  addCalendarDays,
  zonedInstant,
} from './dates';

// 2023-12-15 12:30:00 UTC = 09:30 in São Paulo (UTC−3, no daylight saving since 2019).
const seconds = Date.UTC(2023, 11, 15, 12, 30) / 1000;

describe('server timestamps', () => {
  it('turns { _seconds } into the same instant and back', () => {
    const date = fromServerTimestamp({ _seconds: seconds });
    expect(date.toISOString()).toBe('2023-12-15T12:30:00.000Z');
    expect(toServerTimestamp(date)).toEqual({ _seconds: seconds, _nanoseconds: 0 });
  });
});

describe('formatDate and formatTime', () => {
  const date = fromServerTimestamp({ _seconds: seconds });

  it("writes 'dd de Mês, yyyy' with the month capitalised", () => {
    expect(formatDate(date)).toBe('15 de Dezembro, 2023');
    expect(formatDate(new Date(Date.UTC(2024, 2, 5, 15)))).toBe('05 de Março, 2024');
  });

  it('shows the time in São Paulo whatever the machine zone is', () => {
    expect(formatTime(date)).toBe('09:30');
  });

  it("writes midnight as '00:00', never '24:00'", () => {
    expect(formatTime(new Date(Date.UTC(2024, 0, 1, 3, 5)))).toBe('00:05');
  });

  it('reads the UTC parts when asked for UTC', () => {
    expect(formatTime(date, 'UTC')).toBe('12:30');
  });

  it('puts a late-evening UTC instant on the São Paulo calendar day', () => {
    const lateUtc = new Date(Date.UTC(2024, 0, 1, 2, 0)); // 23:00 on 31 Dec in São Paulo
    expect(formatDate(lateUtc)).toBe('31 de Dezembro, 2023');
    expect(calendarDay(lateUtc)).toBe('2023-12-31');
    expect(calendarDay(lateUtc, 'UTC')).toBe('2024-01-01');
  });

  it('names all twelve months in Portuguese', () => {
    expect(MONTH_NAMES).toEqual([
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ]);
  });
});

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

describe('agendaDayLabel', () => {
  it("writes 'D de Mês, YYYY' without a leading zero", () => {
    expect(agendaDayLabel('2027-03-05')).toBe('5 de Março, 2027');
    expect(agendaDayLabel('2026-12-15')).toBe('15 de Dezembro, 2026');
  });

  it("throws 'Formato inválido de data' for text that is not YYYY-MM-DD", () => {
    expect(() => agendaDayLabel('15/12/2026')).toThrow('Formato inválido de data');
    expect(() => agendaDayLabel('2026-12')).toThrow('Formato inválido de data');
    expect(() => agendaDayLabel('2026-02-30')).toThrow('Formato inválido de data');
  });

  it("throws 'Mês inválido' for a month outside 1–12", () => {
    expect(() => agendaDayLabel('2026-13-01')).toThrow('Mês inválido');
    expect(() => agendaDayLabel('2026-00-10')).toThrow('Mês inválido');
  });
});

describe('zonedInstant and addCalendarDays', () => {
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

  it('adds calendar days across month and year ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2026-11-21', 175)).toBe('2027-05-15');
  });
});
