import {
  CANCELED_LABEL,
  REFUND_MESSAGES,
  type OrganizerOrder,
  type RefundReasonLabel,
} from '@bilheteria/domain/refund-contract';
import { refundDecision } from '@bilheteria/domain/refund-rules';

/*
 * An order of the report's 'Pedidos' as the organizer reads it, and what they may do with it.
 */

const ORDER_STATUS_LABELS: Record<string, string> = {
  paid: 'Pago',
  refunded: CANCELED_LABEL,
  reserved: 'Aguardando pagamento',
  expired: 'Expirado',
  canceled: 'Cancelado',
};

/** 'Pago', or 'Cancelado' once every ticket was refunded; the code itself when unknown. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status] ?? status;
}

export const REFUND_REASON_LABELS: Record<RefundReasonLabel, string> = {
  comprador: 'Pedido pelo comprador',
  organizador: 'Reembolso pelo organizador',
  evento_cancelado: 'Evento cancelado',
};

/** The order's tickets that may still be refunded (not cancelled), in order. */
export function ticketsLeft(order: OrganizerOrder): OrganizerOrder['ingressos'] {
  return order.ingressos.filter((ticket) => ticket.status !== 'canceled');
}

/**
 * May the organizer refund (the rest of) this order? The domain's rule: a paid order with
 * tickets left, at any time. A paid order whose tickets are still being issued lists none yet:
 * it may be refunded whole, so it counts as having some.
 */
export function organizerMayRefund(
  order: OrganizerOrder,
  eventStartsAt: string,
  now: Date = new Date(),
): boolean {
  const left = order.ingressos.length === 0 ? 1 : ticketsLeft(order).length;
  return refundDecision({
    actor: 'organizer',
    paid: order.status === 'paid',
    paidAt: order.pago_em ? new Date(order.pago_em) : null,
    eventStartsAt: new Date(eventStartsAt),
    ticketsLeft: left,
    now,
  }).allowed;
}

/**
 * What the toast says after a refund, from the refund it made (the one `after` has and `before`
 * had not): done at once, on its way, or (boleto) waiting for a PIX transfer.
 */
export function refundOutcome(before: OrganizerOrder, after: OrganizerOrder): string {
  const known = new Set(before.reembolsos.map((refund) => refund.id));
  const made = after.reembolsos.find((refund) => !known.has(refund.id));
  switch (made?.situacao) {
    case 'concluido':
      return REFUND_MESSAGES.refundDone;
    case 'aguardando_chave':
      return 'Reembolso registrado. O comprador vai informar uma chave PIX para receber o valor do boleto.';
    case 'a_pagar':
      return 'Reembolso registrado. Transfira o valor por PIX em “Reembolsos a pagar”, no Dashboard.';
    default:
      return after.status === 'refunded'
        ? REFUND_MESSAGES.orderCanceled
        : 'Ingressos cancelados. O reembolso está em andamento.';
  }
}
