import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';

/**
 * What the confirmation shows of a paid order (spec §2 Confirmação), shared by the checkout's
 * Confirmação tab and the /confirmacao page: the real order number, each ticket (price ×
 * quantity), subtotal, the coupon's discount, the service fee when the buyer paid one, 'Juros do Parcelamento' when paid in more than one
 * instalment, and the total paid. Every amount is the server's.
 */
export interface ReceiptLine {
  id: string;
  name: string;
  unitCents: number;
  quantity: number;
  subtotalCents: number;
}

export interface Receipt {
  numero: number;
  eventTitle: string;
  eventDate: string;
  lines: ReceiptLine[];
  subtotalCents: number;
  discount: { label: string; cents: number } | null;
  /** The platform's fee the buyer paid (issue 29); null when none. */
  serviceFeeCents: number | null;
  /** Only when paid in more than one instalment. */
  interestCents: number | null;
  totalPaidCents: number;
  /** 'Cartão de Crédito · 3x de R$ 364,14', 'PIX', 'Boleto', 'Inscrição gratuita'. */
  paidWith: string | null;
}

/** 'Desconto (BEMVINDO10 – 10%)' */
export function discountLabel(coupon: { nome: string; desconto: number }): string {
  return `Desconto (${coupon.nome} – ${coupon.desconto}%)`;
}

const METHOD_LABELS: Record<NonNullable<OrderView['pagamento']>['metodo'], string> = {
  'credit-card': 'Cartão de Crédito',
  pix: 'PIX',
  boleto: 'Boleto',
  free: 'Inscrição gratuita',
};

function paidWith(payment: OrderView['pagamento']): string | null {
  if (!payment) return null;
  const method = METHOD_LABELS[payment.metodo];
  if (payment.metodo === 'credit-card' && payment.parcelas >= 1) {
    return `${method} · ${payment.parcelas}x de ${formatBRL(payment.valor_parcela_centavos)}`;
  }
  return method;
}

/** The receipt of a paid order; null while it is not paid. */
export function receiptOf(order: OrderView): Receipt | null {
  if (order.status !== 'paid') return null;
  const payment = order.pagamento;
  const instalments = payment?.parcelas ?? 1;
  return {
    numero: order.numero,
    eventTitle: order.evento.titulo,
    eventDate: order.evento.data,
    lines: order.itens.map((item) => ({
      id: item.id_ticket,
      name: item.nome,
      unitCents: item.preco_unitario_centavos,
      quantity: item.quantidade,
      subtotalCents: item.subtotal_centavos,
    })),
    subtotalCents: order.subtotal_centavos,
    discount:
      order.cupom && order.desconto_centavos > 0
        ? { label: discountLabel(order.cupom), cents: order.desconto_centavos }
        : null,
    serviceFeeCents: order.taxa_servico_centavos > 0 ? order.taxa_servico_centavos : null,
    interestCents: payment && instalments > 1 ? payment.juros_centavos : null,
    totalPaidCents: payment ? payment.total_pago_centavos : order.total_centavos,
    paidWith: paidWith(payment),
  };
}

/**
 * A payment that went back by itself (issue 12): one that arrived after the order was already
 * paid another way, or after its hold ended and the seats were gone.
 */
export interface RefundLine {
  /** 'Estorno de R$ 1.097,00 em 15 de Dezembro, 2026', or '… em andamento' until it is done. */
  title: string;
  /** Why, and how it had been paid. */
  reason: string;
  /** The money is back (false: on its way). */
  done: boolean;
}

const REFUND_REASONS: Record<OrderView['estornos'][number]['motivo'], string> = {
  duplicado:
    'Pagamento em duplicidade: o pedido já estava pago, então este valor é devolvido automaticamente.',
  atrasado:
    'O pagamento chegou depois que a reserva terminou e os ingressos não estavam mais disponíveis, então o valor é devolvido automaticamente.',
};

/** The order's refunds as the confirmation lists them, amounts and dates in pt-BR. */
export function refundsOf(order: Pick<OrderView, 'estornos'>): RefundLine[] {
  return order.estornos.map((refund) => {
    const amount = formatBRL(refund.valor_centavos);
    const done = refund.situacao === 'estornado' && refund.estornado_em !== null;
    return {
      title: done
        ? `Estorno de ${amount} em ${formatDate(new Date(refund.estornado_em!))}`
        : `Estorno de ${amount} em andamento`,
      reason: `${METHOD_LABELS[refund.metodo]} · ${REFUND_REASONS[refund.motivo]}`,
      done,
    };
  });
}
