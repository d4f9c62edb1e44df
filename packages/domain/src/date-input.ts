import { TZDate } from '@date-fns/tz';
import { isValid, parse } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { DISPLAY_TIME_ZONE, calendarDay } from './dates';

/*
 * Reading dates that people write or enter, with date-fns. Kept apart from dates.ts (display
 * only, on the platform's Intl) so the browser's first page does not load date-fns.
 */

const DATE_TEXT = /^\s*(\d{1,2})(?:\s*-\s*\d{1,2})?\s+de\s+(\p{L}+)\s*,?\s*(\d{4})\s*$/u;

/**
 * Reads the pt-BR date text the product shows ('15 de Dezembro, 2023', or a range
 * '15-16 de Dezembro, 2023', which gives its first day). Month names are matched without regard
 * to case. Returns local midnight of that day; text that cannot be read gives today (midnight).
 */
export function parseDateText(text: string, today: Date = new Date()): Date {
  const fallback = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const match = DATE_TEXT.exec(text);
  if (!match) return fallback;
  const [, day, month, year] = match;
  const parsed = parse(
    `${day} ${month?.toLocaleLowerCase('pt-BR')} ${year}`,
    'd MMMM yyyy',
    fallback,
    {
      locale: ptBR,
    },
  );
  return isValid(parsed) ? parsed : fallback;
}

/**
 * The instant at which a São Paulo wall clock shows `time` ('HH:MM') on `day` ('YYYY-MM-DD').
 * Organizers enter local dates and times; this is how they become UTC instants.
 */
export function zonedInstant(
  day: string,
  time: string,
  timeZone: string = DISPLAY_TIME_ZONE,
): Date {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!dayMatch || !timeMatch) throw new RangeError(`Data ou hora inválida: ${day} ${time}`);
  const [, year, month, date] = dayMatch.map(Number) as [number, number, number, number];
  const [, hours, minutes] = timeMatch.map(Number) as [number, number, number];
  const instant = new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
  if (calendarDay(instant, timeZone) !== day) throw new RangeError(`Data inválida: ${day}`);
  return instant;
}
