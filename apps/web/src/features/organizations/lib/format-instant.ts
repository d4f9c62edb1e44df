import { formatDate, formatTime } from '@bilheteria/domain/dates';

/** An instant of the API (ISO 8601, UTC) as São Paulo reads it: '15 de Março, 2027 às 14:05'. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(date)} às ${formatTime(date)}`;
}
