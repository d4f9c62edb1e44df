import { calendarDay, formatDate, formatTime } from '@bilheteria/domain/dates';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Whole days between two São Paulo calendar days 'YYYY-MM-DD'. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * How long ago `iso` was, as pt-BR says it, on São Paulo's calendar: 'agora mesmo', 'há 5
 * minutos', 'há 2 horas', 'ontem às 18:40', 'há 3 dias', and past a week the date itself
 * ('05 de Março, 2026'). An instant a little ahead of `now` (clocks differ) is 'agora mesmo'.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'agora mesmo';
  if (elapsed < HOUR) return `há ${plural(Math.floor(elapsed / MINUTE), 'minuto', 'minutos')}`;
  const days = daysBetween(calendarDay(date), calendarDay(now));
  if (days <= 0 || elapsed < 6 * HOUR) {
    return `há ${plural(Math.floor(elapsed / HOUR), 'hora', 'horas')}`;
  }
  if (days === 1) return `ontem às ${formatTime(date)}`;
  if (days < 7) return `há ${days} dias`;
  return formatDate(date);
}

/** '05 de Março, 2026 às 14:30', São Paulo time: the exact instant, for a tooltip or a reader. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${formatDate(date)} às ${formatTime(date)}`;
}

/** The current time, again every `everyMs` (relative times stay right while the page is open). */
export function useNow(everyMs = MINUTE): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** An instant said relatively ('há 5 minutos'), its exact date and time for hover and readers. */
export function RelativeTime({ iso, now }: { iso: string; now: Date }) {
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso, now)}
    </time>
  );
}

/**
 * How fresh server-computed figures are: 'Atualizado há 2 minutos' (figures may be a little
 * stale by design; the exact instant on hover).
 */
export function UpdatedAt({ iso, className }: { iso: string; className?: string }) {
  const now = useNow();
  return (
    <p className={className ?? 'text-sm text-slate-600'}>
      Atualizado <RelativeTime iso={iso} now={now} />
    </p>
  );
}
