import type { MyOrder } from '@bilheteria/domain/my-orders-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { ArrowRight, ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { StatusPill } from '@/components/status-pill';
import { buttonVariants, Button } from '@/components/ui/button';
import { useOrderTickets } from '@/features/orders/api/get-order-tickets';
import { BillingSummary } from '@/features/orders/components/billing-summary';
import { OrderTickets } from '@/features/orders/order-tickets/order-tickets';
import { paths } from '@/lib/paths';
import { orderStatusLabel, PAYMENT_METHOD_LABELS, STATUS_PILL_CLASSES } from './order-labels';

const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/** Mounted only when opened: each order's tickets are asked for when the buyer wants them. */
function TicketsOfOrder({ orderId }: { orderId: string }) {
  const state = useOrderTickets(orderId);
  return <OrderTickets orderId={orderId} state={state} headingLevel={3} />;
}

function Amounts({ order }: { order: MyOrder }) {
  const refunded = order.devolvido_centavos;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600">Total</dt>
      <dd className="font-semibold text-slate-900">
        {order.total_centavos === 0 ? 'Grátis' : formatBRL(order.total_centavos)}
      </dd>
      {order.metodo && (
        <>
          <dt className="text-slate-600">Pagamento</dt>
          <dd className="text-slate-900">{PAYMENT_METHOD_LABELS[order.metodo]}</dd>
        </>
      )}
      {refunded > 0 && (
        <>
          <dt className="text-slate-600">Devolvido</dt>
          <dd className="text-slate-900">
            {formatBRL(refunded)} ({order.ingressos_cancelados}{' '}
            {order.ingressos_cancelados === 1 ? 'ingresso cancelado' : 'ingressos cancelados'})
          </dd>
          {order.status === 'paid' && (
            <>
              <dt className="text-slate-600">Restante</dt>
              <dd className="text-slate-900">{formatBRL(order.total_centavos - refunded)}</dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}

/**
 * One order in Meus Pedidos: the event, the state, the money, who each ticket is for; its
 * tickets with their e-mails' delivery (re-send, PDFs, a bounced address corrected) open in
 * place, and 'Ver pedido' leads to the order's page (cancelling, the refund's PIX key, progress).
 */
export function MyOrderCard({ order }: { order: MyOrder }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const paidTickets = order.status === 'paid' || order.status === 'refunded';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
              {order.evento.titulo}
            </h2>
            <p className="text-sm text-slate-600">
              {order.evento.data} · Pedido nº {order.numero} · feito em{' '}
              {dayFormat.format(new Date(order.criado_em))}
            </p>
          </div>
          <StatusPill className={STATUS_PILL_CLASSES[order.status]} icon={null}>
            {orderStatusLabel(order)}
          </StatusPill>
        </header>
        <div className="grid gap-4 md:grid-cols-2">
          <Amounts order={order} />
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">
              {order.quantidade_ingressos}{' '}
              {order.quantidade_ingressos === 1 ? 'ingresso' : 'ingressos'} para
            </p>
            <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-600">
              {order.participantes.map((person) => (
                <li key={person.posicao} className="wrap-anywhere">
                  {person.nome} — {person.email}
                </li>
              ))}
            </ul>
          </div>
        </div>
        {(order.faturamento || paidTickets) && (
          <BillingSummary
            orderId={order.id}
            billing={order.faturamento}
            paid={order.status === 'paid'}
            headingLevel={3}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.orderConfirmation(order.id)}
            className={buttonVariants({ className: 'w-full sm:w-auto' })}
          >
            Ver pedido
            <span className="sr-only"> nº {order.numero}</span>
            <ArrowRight aria-hidden />
          </Link>
          {paidTickets && (
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
              {open ? 'Ocultar ingressos' : 'Ingressos e envios'}
            </Button>
          )}
        </div>
        {open && (
          <div id={panelId} className="rounded-lg border border-slate-200">
            <TicketsOfOrder orderId={order.id} />
          </div>
        )}
      </article>
    </li>
  );
}
