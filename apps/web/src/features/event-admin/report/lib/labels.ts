import { formatDate, formatTime } from '@bilheteria/domain/dates';
import type { DeliveryStatusText } from '@bilheteria/domain/tickets-contract';

/*
 * The report's words for what the server answers as codes.
 */

/** Payment methods as buyers chose them (orders.method; 'free' for a free order). */
const PAYMENT_METHOD_LABELS: Record<string, string> = {
  'credit-card': 'Cartão de crédito',
  pix: 'PIX',
  boleto: 'Boleto',
  free: 'Gratuito',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/**
 * The ticket e-mail's outbox state as Meus Ingressos words it: waiting ('Na fila'), retried
 * after a failure, sent, or refused for good ('Devolvido'). null: no e-mail yet.
 */
const DELIVERY: Record<string, DeliveryStatusText> = {
  queued: 'Na fila',
  sending: 'Na fila',
  failed: 'Tentando novamente',
  sent: 'Enviado',
  delivered: 'Enviado',
  bounced: 'Devolvido',
  'Na fila': 'Na fila',
  'Tentando novamente': 'Tentando novamente',
  Enviado: 'Enviado',
  Devolvido: 'Devolvido',
};

export function deliveryStatus(emailStatus: string | null): DeliveryStatusText | null {
  return emailStatus === null ? null : (DELIVERY[emailStatus] ?? null);
}

/** 'N ingresso(s)', 'N pedido(s)'. */
export const countOf = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;

/** A share as a whole percentage, 0 when there is nothing to share. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;

/** An instant as the organizer reads it, on São Paulo's clock: '05 de Março, 2027 às 09:12'. */
export function dateTimeLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${formatDate(date)} às ${formatTime(date)}`;
}
