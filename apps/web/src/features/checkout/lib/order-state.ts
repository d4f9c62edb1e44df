import type { OrderView } from '@bilheteria/domain/checkout-contract';

/**
 * What the order's latest payment attempt says about the order (OrderView.pagamento), for the
 * checkout's own decisions; the server decides the same on its side.
 */

/** A PIX code or boleto waiting to be paid: it carries the amount, so the coupon is locked. */
export function amountFixedByPayment(order: OrderView): boolean {
  const payment = order.pagamento;
  return (
    payment !== null &&
    (payment.metodo === 'pix' || payment.metodo === 'boleto') &&
    (payment.status === 'PENDING' || payment.status === 'WAITING')
  );
}

const OPEN_STATUSES: ReadonlySet<string> = new Set([
  'PENDING',
  'WAITING',
  'IN_ANALYSIS',
  'AUTHORIZED',
]);

/**
 * A payment still under way (a PIX or boleto to be paid, a card under analysis): leaving the
 * checkout must not give the seats back, the money may still arrive.
 */
export function paymentUnderWay(order: OrderView): boolean {
  return order.pagamento !== null && OPEN_STATUSES.has(order.pagamento.status);
}
