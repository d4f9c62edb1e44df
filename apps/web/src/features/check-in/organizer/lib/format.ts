import { DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';

/*
 * Instants of the door as the organizer reads them: São Paulo's clock, pt-BR, 24 hours.
 */

const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const dateAndTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dayAndMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '14:03:27'. */
export function formatClock(iso: string): string {
  const date = valid(iso);
  return date ? clock.format(date) : '—';
}

/** '14:03:27', or '09/05 14:03:27' when it was not today in São Paulo. */
export function formatScanTime(iso: string, now: Date = new Date()): string {
  const date = valid(iso);
  if (!date) return '—';
  const day = dayAndMonth.format(date);
  return day === dayAndMonth.format(now) ? clock.format(date) : `${day} ${clock.format(date)}`;
}

/** '10/05/2026 18:00'. */
export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateAndTime.format(date).replace(',', '') : '—';
}
