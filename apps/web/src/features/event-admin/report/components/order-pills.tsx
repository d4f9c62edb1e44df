import { formatBRL } from '@bilheteria/domain/money';
import {
  REFUND_STATE_LABELS,
  type OrganizerOrder,
  type RefundState,
} from '@bilheteria/domain/refund-contract';
import { Ban, Banknote, CircleCheck, Clock, KeyRound, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusPill } from '@/components/status-pill';
import { orderStatusLabel, REFUND_REASON_LABELS } from '../lib/orders';

const ORDER_LOOK: Record<string, { className: string; icon: ReactNode }> = {
  paid: {
    className: 'bg-green-100 text-green-800',
    icon: <CircleCheck aria-hidden className="size-3.5" />,
  },
  refunded: {
    className: 'bg-red-100 text-red-800',
    icon: <Ban aria-hidden className="size-3.5" />,
  },
};
const OTHER_ORDER = {
  className: 'bg-slate-100 text-slate-700',
  icon: <Clock aria-hidden className="size-3.5" />,
};

/** 'Pago', or 'Cancelado' once every ticket was refunded. */
export function OrderStatusPill({ status }: { status: string }) {
  const look = ORDER_LOOK[status] ?? OTHER_ORDER;
  return (
    <StatusPill className={look.className} icon={look.icon}>
      {orderStatusLabel(status)}
    </StatusPill>
  );
}

const REFUND_LOOK: Record<RefundState, { className: string; icon: ReactNode }> = {
  pendente: {
    className: 'bg-amber-100 text-amber-900',
    icon: <Clock aria-hidden className="size-3.5" />,
  },
  concluido: {
    className: 'bg-green-100 text-green-800',
    icon: <Undo2 aria-hidden className="size-3.5" />,
  },
  aguardando_chave: {
    className: 'bg-slate-100 text-slate-700',
    icon: <KeyRound aria-hidden className="size-3.5" />,
  },
  a_pagar: {
    className: 'bg-amber-100 text-amber-900',
    icon: <Banknote aria-hidden className="size-3.5" />,
  },
};

/** A refund's state in words: 'Reembolso em andamento', 'Reembolsado', … */
export function RefundStatePill({ state }: { state: RefundState }) {
  const look = REFUND_LOOK[state];
  return (
    <StatusPill className={look.className} icon={look.icon}>
      {REFUND_STATE_LABELS[state]}
    </StatusPill>
  );
}

const ticketsCount = (count: number) => (count === 1 ? '1 ingresso' : `${count} ingressos`);

/** The order's refunds, oldest first: how much, its state, why and how many tickets. */
export function RefundList({ order }: { order: OrganizerOrder }) {
  if (order.reembolsos.length === 0) return null;
  return (
    <ul aria-label={`Reembolsos do pedido nº ${order.numero}`} className="flex flex-col gap-1.5">
      {order.reembolsos.map((refund) => (
        <li key={refund.id} className="flex flex-col gap-0.5 text-xs">
          <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatBRL(refund.valor_centavos)}
            </span>
            <RefundStatePill state={refund.situacao} />
          </span>
          <span className="text-slate-600">
            {REFUND_REASON_LABELS[refund.motivo]}
            {refund.ingressos.length > 0 && ` · ${ticketsCount(refund.ingressos.length)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
