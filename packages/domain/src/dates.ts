/**
 * Dates are stored and sent as UTC instants; they are shown in São Paulo time, whatever the
 * viewer's machine time zone is (see docs/decisions/0003-time-zones.md).
 */
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

/** A timestamp as the API sends it: whole seconds since the Unix epoch (UTC). */
export interface ServerTimestamp {
  _seconds: number;
  _nanoseconds: number;
}

export function toServerTimestamp(date: Date): ServerTimestamp {
  return { _seconds: Math.floor(date.getTime() / 1000), _nanoseconds: 0 };
}

export function fromServerTimestamp(timestamp: Pick<ServerTimestamp, '_seconds'>): Date {
  return new Date(timestamp._seconds * 1000);
}

/**
 * Month names as pt-BR writes them in our dates: 'Janeiro' … 'Dezembro'. Written out rather than
 * asked of Intl at load time, which would load the locale's data in the page's first task
 * (dates.test.ts checks them against Intl).
 */
export const MONTH_NAMES: readonly string[] = [
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
];

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** The part of the platform's Temporal (TC39) that gives an instant's wall clock in a zone. */
interface TemporalWallClock {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): {
        year: number;
        month: number;
        day: number;
        hour: number;
        minute: number;
      };
    };
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/*
 * Display formatting goes through the platform's IANA zone database rather than date-fns: the
 * same results, and it keeps date-fns out of the browser's first page (decision 0007).
 *
 * Temporal first, where the platform has it (Chromium 144+, Firefox 139+; not Node 20): its
 * first answer costs under a millisecond, where the first Intl formatter sets up Intl's data for
 * 20–60 ms, which was the first screen's longest task. Intl otherwise, with its formatter kept
 * per zone. dates.test.ts holds both to the same answers.
 */
function temporalWallClock(date: Date, timeZone: string): WallClock | null {
  const temporal = (globalThis as { Temporal?: TemporalWallClock }).Temporal;
  if (!temporal) return null;
  const zoned = temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(timeZone);
  return {
    year: String(zoned.year),
    month: twoDigits(zoned.month),
    day: twoDigits(zoned.day),
    hour: twoDigits(zoned.hour),
    minute: twoDigits(zoned.minute),
  };
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function intlWallClock(date: Date, timeZone: string): WallClock {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

function wallClock(date: Date, timeZone: string): WallClock {
  return temporalWallClock(date, timeZone) ?? intlWallClock(date, timeZone);
}

/** '15 de Dezembro, 2023' (day with two digits, as the spec's 'dd de MMMM, yyyy'). */
export function formatDate(date: Date, timeZone: string = DISPLAY_TIME_ZONE): string {
  const { year, month, day } = wallClock(date, timeZone);
  return `${day} de ${MONTH_NAMES[Number(month) - 1]}, ${year}`;
}

/** 'HH:MM', 24-hour clock. */
export function formatTime(date: Date, timeZone: string = DISPLAY_TIME_ZONE): string {
  const { hour, minute } = wallClock(date, timeZone);
  return `${hour}:${minute}`;
}

/** The calendar day of an instant in the display zone, as 'YYYY-MM-DD'. */
export function calendarDay(date: Date, timeZone: string = DISPLAY_TIME_ZONE): string {
  const { year, month, day } = wallClock(date, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * A calendar day 'YYYY-MM-DD' as [year, month 1–12, day], or null when it is malformed or does
 * not exist (2026-02-30 would roll over into March).
 */
export function calendarDayParts(day: string): [year: number, month: number, date: number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== date
  ) {
    return null;
  }
  return [year, month, date];
}

/**
 * Label of an agenda day tab: 'YYYY-MM-DD' → 'D de Mês, YYYY' (e.g. '5 de Março, 2027').
 * Throws 'Formato inválido de data' or 'Mês inválido' for a badly formed day.
 */
export function agendaDayLabel(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new Error('Formato inválido de data');
  const [, year, month, day] = match;
  const monthName = MONTH_NAMES[Number(month) - 1];
  if (!monthName) throw new Error('Mês inválido');
  if (!calendarDayParts(isoDay)) throw new Error('Formato inválido de data');
  return `${Number(day)} de ${monthName}, ${year}`;
}

/** 'YYYY-MM-DD' plus a number of calendar days. */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
