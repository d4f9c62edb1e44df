import { EVENT_STATUS_LABELS, type EventSaveStatus } from './event-form';
import { formatBRL } from './money';

/**
 * The line under each entry of Atividade Recente (issue 17). The screen writes the kind
 * ('Pedido pago') and the event; this says what happened, from the facts the feed read.
 */
export type ActivityFacts =
  | { type: 'order_paid'; orderNumber: number; tickets: number; totalCents: number }
  | { type: 'check_in'; ticketType: string }
  | { type: 'affiliate_sale'; code: string; saleCents: number; commissionCents: number }
  | { type: 'affiliate_reversal'; orderNumber: number; reversedCents: number }
  | { type: 'event_created'; status: EventSaveStatus | 'canceled' }
  | { type: 'event_published' }
  | { type: 'event_unpublished' }
  | { type: 'event_canceled' }
  | { type: 'ticket_issued'; ticketType: string; orderNumber: number }
  | {
      type: 'refund';
      orderNumber: number;
      tickets: number;
      amountCents: number;
      reason: 'buyer' | 'organizer' | 'event_canceled';
    }
  | { type: 'waitlist_offer'; quantity: number };

const REFUND_BY = {
  buyer: 'cancelado pelo comprador',
  organizer: 'reembolsado pelo organizador',
  event_canceled: 'evento cancelado',
} as const;

const tickets = (count: number) => (count === 1 ? '1 ingresso' : `${count} ingressos`);

export function activityDetails(facts: ActivityFacts): string {
  switch (facts.type) {
    case 'order_paid':
      return `Pedido nº ${facts.orderNumber} · ${tickets(facts.tickets)} · ${formatBRL(facts.totalCents)}`;
    case 'check_in':
      return `Entrada com ingresso ${facts.ticketType}`;
    case 'affiliate_sale':
      return `Código ${facts.code} · venda de ${formatBRL(facts.saleCents)} · comissão de ${formatBRL(facts.commissionCents)}`;
    case 'affiliate_reversal':
      return `Pedido nº ${facts.orderNumber} · comissão de ${formatBRL(facts.reversedCents)} estornada`;
    case 'event_created':
      // Its status now: a copy is a draft until published; a cancelled event says so.
      return `Status: ${facts.status === 'canceled' ? 'Cancelado' : EVENT_STATUS_LABELS[facts.status]}`;
    case 'event_published':
      return 'Publicado: aparece no site e está à venda';
    case 'event_unpublished':
      return 'Despublicado: voltou a ser rascunho';
    case 'event_canceled':
      return 'Cancelado: os pedidos pagos são reembolsados';
    case 'ticket_issued':
      return `Ingresso ${facts.ticketType} · pedido nº ${facts.orderNumber}`;
    case 'refund':
      return `Pedido nº ${facts.orderNumber} · ${tickets(facts.tickets)} · ${formatBRL(facts.amountCents)} · ${REFUND_BY[facts.reason]}`;
    case 'waitlist_offer':
      return `${tickets(facts.quantity)} reservado${facts.quantity === 1 ? '' : 's'} da lista de espera por 12 h`;
  }
}
