import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { formatBRL, formatPrice } from '@bilheteria/domain/money';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useOrderTickets } from '@/features/orders/api/get-order-tickets';
import { useOrderCancellation } from '@/features/orders/cancel-order/get-order-cancellation';
import { canceledTicketsText, partialRefundOf } from '@/features/orders/lib/partial-refund';
import { BillingSummary } from '@/features/orders/components/billing-summary';
import { OrderRefunds } from '@/features/orders/components/order-refunds';
import { OrderEmailNotice, OrderTickets } from '@/features/orders/order-tickets/order-tickets';
import { buttonVariants } from '@/components/ui/button';
import { receiptOf } from '@/lib/checkout-confirmation';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/**
 * The receipt of a paid order (spec §2 Confirmação), drawn by the checkout's Confirmação tab and
 * by /confirmacao: 'Compra Concluída com Sucesso!', 'Enviamos a confirmação para o seu email'
 * once it is true (the summary e-mail's delivery, issue 14), the real order number, the tickets
 * (price × quantity), the summary with 'Juros do Parcelamento' when paid in instalments, any
 * refund (issue 12), each participant's ticket and its e-mail, and 'Continuar Comprando'.
 * After some tickets were cancelled the title says the purchase was partly refunded, and the
 * summary shows what went back and what remains paid (the refunds endpoint's figures).
 * `headingLevel` 1 when it is the page's main content, 2 inside the checkout; null while the
 * order is not paid yet.
 */
export function OrderReceipt({ order, headingLevel }: { order: OrderView; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';
  const headingId = useId();
  const receipt = receiptOf(order);
  const tickets = useOrderTickets(order.id, receipt !== null);
  const cancellation = useOrderCancellation(order.id, receipt !== null);
  if (!receipt) return null;
  const partial = partialRefundOf(cancellation.data);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <CircleCheck aria-hidden className="size-14 text-green-600" />
        <Heading id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {partial ? 'Compra Concluída com Reembolso Parcial' : 'Compra Concluída com Sucesso!'}
        </Heading>
        {partial && <p className="text-slate-700">{canceledTicketsText(partial)}</p>}
        <OrderEmailNotice state={tickets} />
        <p className="mt-1 rounded-full bg-slate-100 px-4 py-1 text-sm font-semibold text-slate-900">
          Pedido nº {receipt.numero}
        </p>
      </div>

      <div className="rounded-xl border border-slate-200">
        <Subheading className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
          {receipt.eventTitle} · {receipt.eventDate}
        </Subheading>
        <ul aria-label="Ingressos comprados" className="divide-y divide-slate-200">
          {receipt.lines.map((line) => (
            <li key={line.id} className="flex items-baseline justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{line.name}</span>
                <span className="text-sm tabular-nums text-slate-600">
                  {formatPrice(line.unitCents)} × {line.quantity}
                </span>
              </span>
              <span className="tabular-nums text-slate-900">{formatPrice(line.subtotalCents)}</span>
            </li>
          ))}
        </ul>
        <dl
          aria-label="Resumo do pagamento"
          className="flex flex-col gap-2 border-t border-slate-200 bg-slate-50 px-4 py-4 text-sm"
        >
          <div className="flex justify-between gap-3 text-slate-700">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatBRL(receipt.subtotalCents)}</dd>
          </div>
          {receipt.discount && (
            <div className="flex justify-between gap-3 text-green-800">
              <dt>{receipt.discount.label}</dt>
              <dd className="tabular-nums">−{formatBRL(receipt.discount.cents)}</dd>
            </div>
          )}
          {receipt.serviceFeeCents !== null && (
            <div className="flex justify-between gap-3 text-slate-700">
              <dt>Taxa de serviço:</dt>
              <dd className="tabular-nums">{formatBRL(receipt.serviceFeeCents)}</dd>
            </div>
          )}
          {receipt.interestCents !== null && (
            <div className="flex justify-between gap-3 text-slate-700">
              <dt>Juros do Parcelamento</dt>
              <dd className="tabular-nums">{formatBRL(receipt.interestCents)}</dd>
            </div>
          )}
          <div className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
            <dt>{partial ? 'Total pago' : 'Total'}</dt>
            <dd className="tabular-nums">{formatBRL(receipt.totalPaidCents)}</dd>
          </div>
          {partial && (
            <>
              <div className="flex justify-between gap-3 text-amber-900">
                <dt>{partial.inProgress ? 'Reembolso em andamento' : 'Reembolsado'}</dt>
                <dd className="shrink-0 whitespace-nowrap tabular-nums">
                  −{formatBRL(partial.refundedCents)}
                </dd>
              </div>
              <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
                <dt>Total após o reembolso</dt>
                <dd className="shrink-0 whitespace-nowrap tabular-nums">
                  {formatBRL(partial.remainingCents)}
                </dd>
              </div>
            </>
          )}
          {receipt.paidWith && (
            <div className="flex justify-between gap-3 text-slate-600">
              <dt>Forma de pagamento</dt>
              <dd>{receipt.paidWith}</dd>
            </div>
          )}
        </dl>
      </div>

      <OrderRefunds order={order} headingLevel={headingLevel === 1 ? 2 : 3} />

      <OrderTickets orderId={order.id} state={tickets} headingLevel={headingLevel === 1 ? 2 : 3} />

      <BillingSummary
        orderId={order.id}
        billing={order.faturamento}
        paid
        headingLevel={headingLevel === 1 ? 2 : 3}
      />

      <Link to={paths.events()} className={cn(buttonVariants({ size: 'lg' }), 'self-center')}>
        Continuar Comprando
        <ArrowRight aria-hidden />
      </Link>
    </section>
  );
}
