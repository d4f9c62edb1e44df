import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { formatBRL, formatPrice } from '@bilheteria/domain/money';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { discountLabel } from '@/lib/checkout-confirmation';
import { selectedTicketsTotalCents, type SelectedTicket } from '@/lib/checkout-storage';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { Instalment } from '../lib/card-form';

interface SummaryLine {
  id: string;
  name: string;
  unitCents: number;
  quantity: number;
  subtotalCents: number;
  eventTitle: string;
  eventDate: string;
  eventImage: string;
}

/** The server's lines once the order exists; the stored selection's meanwhile. */
function linesOf(order: OrderView | undefined, tickets: readonly SelectedTicket[]): SummaryLine[] {
  if (order) {
    return order.itens.map((item) => ({
      id: item.id_ticket,
      name: item.nome,
      unitCents: item.preco_unitario_centavos,
      quantity: item.quantidade,
      subtotalCents: item.subtotal_centavos,
      eventTitle: order.evento.titulo,
      eventDate: order.evento.data,
      eventImage: order.evento.imagem,
    }));
  }
  return tickets.map((ticket) => ({
    id: ticket.id,
    name: ticket.name,
    unitCents: ticket.priceCents,
    quantity: ticket.quantity,
    subtotalCents: ticket.priceCents * ticket.quantity,
    eventTitle: ticket.eventTitle,
    eventDate: ticket.eventDate,
    eventImage: ticket.eventImage,
  }));
}

/**
 * Spec §2 side summary: each ticket with its event's image, title and date, its name, price and
 * quantity; subtotal, 'Taxa de serviço: Grátis' (or the fee the buyer pays, issue 29), the
 * coupon's discount, total, and 'Voltar para Eventos' (`onLeave` runs first: the checkout gives
 * the seats back). Every amount is the
 * server's (the stored selection's only while it loads). With a card in instalments chosen,
 * 'Juros do Parcelamento' and the total to pay show at once (spec §4 "Instalments").
 */
export function OrderSummary({
  order,
  tickets,
  instalment = null,
  onLeave,
}: {
  order: OrderView | undefined;
  tickets: readonly SelectedTicket[];
  /** The card's instalments chosen on Pagamento (the server's figures), or null. */
  instalment?: Instalment | null;
  onLeave?: () => void;
}) {
  const lines = linesOf(order, tickets);
  const subtotalCents = order?.subtotal_centavos ?? selectedTicketsTotalCents(tickets);
  // Once paid in instalments, the total is what was paid, interest included; before that, what
  // the chosen instalments would charge.
  const paid = order?.status === 'paid' ? order.pagamento : null;
  const planned =
    !paid && order?.status === 'reserved' && instalment && instalment.quantidade > 1
      ? instalment
      : null;
  const interestCents = paid?.juros_centavos ?? planned?.juros_centavos ?? 0;
  const totalCents = paid
    ? paid.total_pago_centavos
    : (planned?.total_centavos ?? order?.total_centavos ?? subtotalCents);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const coupon = order?.cupom && order.desconto_centavos > 0 ? order.cupom : null;
  // The server's fee, once the order exists (before it, the stored selection has none).
  const feeCents = order?.taxa_servico_centavos ?? 0;

  return (
    <section
      aria-labelledby="resumo-titulo"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="border-b border-slate-200 px-5 py-4">
        <h2 id="resumo-titulo" className="text-lg font-semibold text-slate-900">
          Resumo do pedido
        </h2>
        <p className="text-sm text-slate-600">
          {count} {count === 1 ? 'ingresso' : 'ingressos'}
          {order && <> · Pedido nº {order.numero}</>}
        </p>
      </header>
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3 px-5 py-4">
            <img
              src={line.eventImage}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium leading-snug text-slate-900">
                {line.eventTitle}
              </p>
              <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
                <CalendarDays aria-hidden className="size-3.5 shrink-0" />
                {line.eventDate}
              </p>
              <p className="mt-2 flex items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold text-slate-900">{line.name}</span>
                <span className="tabular-nums text-slate-900">
                  {formatPrice(line.subtotalCents)}
                </span>
              </p>
              <p className="text-xs tabular-nums text-slate-600">
                {formatPrice(line.unitCents)} × {line.quantity}
                <span className="sr-only">
                  {' '}
                  ({line.quantity} {line.quantity === 1 ? 'ingresso' : 'ingressos'})
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-4 border-t border-slate-200 bg-slate-50 px-5 py-5">
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3 text-slate-700">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatBRL(subtotalCents)}</dd>
          </div>
          <div className="flex justify-between gap-3 text-slate-700">
            <dt>Taxa de serviço:</dt>
            {feeCents > 0 ? (
              <dd className="tabular-nums">{formatBRL(feeCents)}</dd>
            ) : (
              <dd className="font-medium text-green-800">Grátis</dd>
            )}
          </div>
          {coupon && order && (
            <div className="flex justify-between gap-3 text-green-800">
              <dt>{discountLabel(coupon)}</dt>
              <dd className="whitespace-nowrap tabular-nums">
                −{formatBRL(order.desconto_centavos)}
              </dd>
            </div>
          )}
          {interestCents > 0 && (
            <div className="flex justify-between gap-3 text-slate-700">
              <dt>Juros do Parcelamento</dt>
              <dd className="tabular-nums">{formatBRL(interestCents)}</dd>
            </div>
          )}
          <div className="mt-1 flex flex-wrap justify-between gap-x-3 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatBRL(totalCents)}</dd>
            {planned && (
              <dd className="w-full text-right text-sm font-normal tabular-nums text-slate-600">
                em {planned.quantidade}x de {formatBRL(planned.valor_parcela_centavos)} no cartão
              </dd>
            )}
          </div>
        </dl>
        <Link
          to={paths.home()}
          onClick={onLeave}
          className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}
        >
          <ArrowLeft aria-hidden />
          Voltar para Eventos
        </Link>
      </div>
    </section>
  );
}
