import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONTH_NAMES,
  agendaDayLabel,
  calendarDay,
  formatDate,
  formatTime,
  fromServerTimestamp,
  toServerTimestamp,
  addCalendarDays,
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

/** Runs the block with the platform's Temporal (browsers have it; Node 20 does not) or without. */
function withTemporal(present: boolean) {
  const global = globalThis as { Temporal?: unknown };
  const before = global.Temporal;
  beforeAll(() => {
    if (present) global.Temporal = Temporal;
    else delete global.Temporal;
  });
  afterAll(() => {
    if (before === undefined) delete global.Temporal;
    else global.Temporal = before;
  });
}

describe.each([
  ['through Intl', false],
  ['through Temporal', true],
])('formatDate and formatTime %s', (_way, temporal) => {
  withTemporal(temporal);
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

  // 15,000 instants through Intl: seconds of CPU, more on a loaded CI machine.
  it(
    'gives the wall clock Intl gives, daylight-saving years included (1990–2040)',
    { timeout: 30_000 },
    () => {
      const intl = new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        dateStyle: 'short',
        timeStyle: 'short',
      });
      for (
        let ms = Date.UTC(1990, 0, 1);
        ms < Date.UTC(2040, 0, 1);
        ms += 29 * 3_600_000 + 7 * 60_000
      ) {
        const instant = new Date(ms);
        const [year, month, day] = calendarDay(instant).split('-');
        expect(`${day}/${month}/${year}, ${formatTime(instant)}`).toBe(intl.format(instant));
      }
    },
  );

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
    const intl = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
    MONTH_NAMES.forEach((name, month) => {
      expect(name.toLocaleLowerCase('pt-BR')).toBe(intl.format(Date.UTC(2000, month, 1)));
    });
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

describe('addCalendarDays', () => {
  it('adds calendar days across month and year ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2026-11-21', 175)).toBe('2027-05-15');
  });
});
