import { calendarDayParts, formatDate } from './dates';

/**
 * A calendar day as the event list keeps it: 'YYYY-MM-DD', the São Paulo day an event starts
 * (EventListItem.day, the `data` query parameter). Date pickers in the browser work with local
 * Dates, so these helpers move between the two without ever passing through an instant: the
 * same cell is marked whatever the viewer's time zone is.
 */

export function isCalendarDay(day: string): boolean {
  return calendarDayParts(day) !== null;
}

/** 'YYYY-MM-DD' → '15 de Dezembro, 2026', as formatDate writes dates; null if no such day. */
export function formatCalendarDay(day: string): string | null {
  const parts = calendarDayParts(day);
  if (!parts) return null;
  const [year, month, date] = parts;
  // Noon UTC of that day, read in UTC: the same day whatever the zone, in formatDate's words.
  return formatDate(new Date(Date.UTC(year, month - 1, date, 12)), 'UTC');
}

/** Local midnight of the day, for a date picker (which shows local dates); null if no such day. */
export function localDateOfDay(day: string): Date | null {
  const parts = calendarDayParts(day);
  if (!parts) return null;
  const [year, month, date] = parts;
  return new Date(year, month - 1, date);
}

/** The local calendar day of a Date a date picker gave back, as 'YYYY-MM-DD'. */
export function dayOfLocalDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
