import type { MyOrder } from '@bilheteria/domain/my-orders-contract';

/** What an order's state means to its buyer; a refund of some tickets is not a full one. */
export function orderStatusLabel(order: Pick<MyOrder, 'status' | 'devolvido_centavos'>): string {
  switch (order.status) {
    case 'paid':
      return order.devolvido_centavos > 0 ? 'Reembolso parcial' : 'Pago';
    case 'reserved':
      return 'Aguardando pagamento';
    case 'refunded':
      return 'Reembolsado';
    case 'canceled':
      return 'Cancelado';
    case 'expired':
      return 'Expirado';
  }
}

export const PAYMENT_METHOD_LABELS: Record<NonNullable<MyOrder['metodo']>, string> = {
  'credit-card': 'Cartão de crédito',
  pix: 'PIX',
  boleto: 'Boleto',
  free: 'Gratuito',
};

export const STATUS_PILL_CLASSES: Record<MyOrder['status'], string> = {
  paid: 'bg-emerald-50 text-emerald-800',
  reserved: 'bg-amber-50 text-amber-900',
  refunded: 'bg-slate-100 text-slate-700',
  canceled: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-700',
};
