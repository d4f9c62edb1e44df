import { MONTH_NAMES } from './dates';

/**
 * A calendar day as the event list keeps it: 'YYYY-MM-DD', the São Paulo day an event starts
 * (EventListItem.day, the `data` query parameter). Date pickers in the browser work with local
 * Dates, so these helpers move between the two without ever passing through an instant: the
 * same cell is marked whatever the viewer's time zone is.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(day: string): [year: number, month: number, date: number] | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  // Reject days that do not exist (2026-02-30, 2026-13-01): they would roll over.
  const check = new Date(Date.UTC(year, month - 1, date));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== date
  ) {
    return null;
  }
  return [year, month, date];
}

export function isCalendarDay(day: string): boolean {
  return dayParts(day) !== null;
}

/** 'YYYY-MM-DD' → '15 de Dezembro, 2026', as formatDate writes dates; null if no such day. */
export function formatCalendarDay(day: string): string | null {
  const parts = dayParts(day);
  if (!parts) return null;
  const [year, month, date] = parts;
  return `${String(date).padStart(2, '0')} de ${MONTH_NAMES[month - 1]}, ${year}`;
}

/** Local midnight of the day, for a date picker (which shows local dates); null if no such day. */
export function localDateOfDay(day: string): Date | null {
  const parts = dayParts(day);
  if (!parts) return null;
  const [year, month, date] = parts;
  return new Date(year, month - 1, date);
}

/** The local calendar day of a Date a date picker gave back, as 'YYYY-MM-DD'. */
export function dayOfLocalDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
