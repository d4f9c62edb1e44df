import { formatDate, formatTime } from '@bilheteria/domain/dates';
import type { OrderCancellation, RefundView } from '@bilheteria/domain/refund-contract';
import { ApiRequestError } from '@/lib/api-send';

/** '12 de Maio, 2026 às 15:30' — in São Paulo time, whatever the viewer's zone. */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(date)} às ${formatTime(date)}`;
}

/** '1 ingresso', '3 ingressos' */
export function ticketsText(count: number): string {
  return `${count} ${count === 1 ? 'ingresso' : 'ingressos'}`;
}

/** Who asked for a refund, as the buyer reads it. */
export const REFUND_REASON_TEXTS: Record<RefundView['motivo'], string> = {
  comprador: 'Cancelamento pedido por você',
  organizador: 'Reembolso feito pelo organizador',
  evento_cancelado: 'Evento cancelado pelo organizador',
};

/** How the money goes back, by how the order was paid (nothing to say for a free order). */
export const REFUND_METHOD_TEXTS: Record<
  NonNullable<OrderCancellation['metodo']>,
  string | null
> = {
  'credit-card': 'O estorno é feito no cartão usado na compra.',
  pix: 'O valor volta para a conta que pagou o PIX.',
  boleto: 'Pagamentos por boleto são devolvidos por PIX: informe a chave que vai receber o valor.',
  free: null,
};

/** A request that did not reach the server, or that it failed to answer: worth a retry. */
export const RETRY_MESSAGE =
  'Não foi possível falar com o servidor. Nada foi perdido: verifique sua conexão e tente novamente.';

/**
 * What a refused or failed request says: the API's own message for a 4xx (`{ message, errors }`)
 * with its field errors by path, our retry sentence for a network error or a 5xx.
 */
export function problemOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    const fields: Record<string, string> = {};
    for (const entry of error.errors) fields[entry.path] ??= entry.message;
    return { message: error.message, fields };
  }
  return { message: RETRY_MESSAGE, fields: {} };
}
