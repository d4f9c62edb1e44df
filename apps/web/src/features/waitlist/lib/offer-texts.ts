import { formatDate, formatTime } from '@bilheteria/domain/dates';

/** '12 de Maio, 2026 às 15:30', in São Paulo time. */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(date)} às ${formatTime(date)}`;
}

/**
 * The offer's event date as shown: the API's text ('05 de Março, 2027'), or an instant written
 * out in São Paulo time should it send one.
 */
export function eventDateText(data: string): string {
  return /^\d{4}-\d{2}-\d{2}T/.test(data) ? dateTimeText(data) : data;
}
