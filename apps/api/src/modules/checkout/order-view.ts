import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { instalmentOptions } from '@bilheteria/domain/instalments';
import type { events, orderItems, orders, payments } from '../../db/schema';

export interface OrderRecord {
  order: typeof orders.$inferSelect;
  event: Pick<typeof events.$inferSelect, 'id' | 'title' | 'startsAt' | 'imageUrl'>;
  items: (typeof orderItems.$inferSelect)[];
  buyers: { id: string; position: number }[];
  couponCode: string | null;
  /** The latest payment attempt, if any. */
  payment: typeof payments.$inferSelect | null;
  /** Payments whose money goes back (a duplicate, or one that came after the seats were gone). */
  refunds: (typeof payments.$inferSelect)[];
}

/**
 * An event's date as the checkout shows it. Formatting goes through the zone database (several
 * µs); every order of an event shows the same instant, so each is formatted once.
 */
const eventDates = new Map<number, string>();
function eventDate(startsAt: Date): string {
  const time = startsAt.getTime();
  let text = eventDates.get(time);
  if (text === undefined) {
    if (eventDates.size >= 1_000) eventDates.clear();
    text = formatDate(startsAt);
    eventDates.set(time, text);
  }
  return text;
}

/** An order as the checkout shows it; every amount is the server's (instalments included). */
export function toOrderView(
  { order, event, items, buyers, couponCode, payment, refunds }: OrderRecord,
  now: Date,
): OrderView {
  return {
    id: order.id,
    numero: order.number,
    status: order.status,
    expira_em: order.expiresAt.toISOString(),
    agora: now.toISOString(),
    evento: {
      id: event.id,
      titulo: event.title,
      data: eventDate(event.startsAt),
      imagem: event.imageUrl,
    },
    itens: items.map((item) => ({
      id_ticket: item.ticketTypeId,
      nome: item.name,
      preco_unitario_centavos: item.unitPriceCents,
      quantidade: item.quantity,
      subtotal_centavos: item.unitPriceCents * item.quantity,
    })),
    quantidade_ingressos: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal_centavos: order.subtotalCents,
    cupom: couponCode === null ? null : { nome: couponCode, desconto: order.couponPercent },
    desconto_centavos: order.discountCents,
    taxa_servico_centavos: order.serviceFeeCents,
    total_centavos: order.totalCents,
    parcelas: instalmentOptions(order.totalCents).map((option) => ({
      quantidade: option.count,
      valor_parcela_centavos: option.instalmentCents,
      total_centavos: option.totalCents,
      juros_centavos: option.interestCents,
    })),
    participantes: buyers.map((buyer) => ({ posicao: buyer.position, id_comprador: buyer.id })),
    pagamento: payment && {
      metodo: payment.method,
      status: payment.status,
      parcelas: payment.instalments,
      valor_parcela_centavos: payment.instalmentCents,
      juros_centavos: payment.interestCents,
      total_pago_centavos: payment.amountCents,
    },
    estornos: refunds.map((refund) => ({
      metodo: refund.method,
      valor_centavos: refund.amountCents,
      motivo: refund.refundReason === 'duplicate' ? 'duplicado' : 'atrasado',
      situacao: refund.refundedAt ? 'estornado' : 'em andamento',
      estornado_em: refund.refundedAt?.toISOString() ?? null,
    })),
  };
}
