import type { DeliveryStatusText, OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { Ban, CircleCheck, Clock, MailCheck, MailX, RotateCw, TicketCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type TicketStatusText = OrderTicketsResponse['ingressos'][number]['status'];

const PILL =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

const TICKET_STATUS_LOOK: Record<TicketStatusText, { className: string; icon: ReactNode }> = {
  Confirmado: {
    className: 'bg-green-100 text-green-800',
    icon: <CircleCheck aria-hidden className="size-3.5" />,
  },
  Utilizado: {
    className: 'bg-slate-100 text-slate-700',
    icon: <TicketCheck aria-hidden className="size-3.5" />,
  },
  Cancelado: {
    className: 'bg-red-100 text-red-800',
    icon: <Ban aria-hidden className="size-3.5" />,
  },
};

/** A ticket's state: 'Confirmado', 'Utilizado' (checked in) or 'Cancelado'. */
export function TicketStatusBadge({ status }: { status: TicketStatusText }) {
  const look = TICKET_STATUS_LOOK[status];
  return (
    <span className={cn(PILL, look.className)}>
      {look.icon}
      {status}
    </span>
  );
}

const DELIVERY_LOOK: Record<DeliveryStatusText, { className: string; icon: ReactNode }> = {
  'Na fila': {
    className: 'bg-slate-100 text-slate-700',
    icon: <Clock aria-hidden className="size-3.5" />,
  },
  'Tentando novamente': {
    className: 'bg-amber-100 text-amber-900',
    icon: <RotateCw aria-hidden className="size-3.5" />,
  },
  Enviado: {
    className: 'bg-green-100 text-green-800',
    icon: <MailCheck aria-hidden className="size-3.5" />,
  },
  Devolvido: {
    className: 'bg-red-100 text-red-800',
    icon: <MailX aria-hidden className="size-3.5" />,
  },
};

/**
 * Where an e-mail is: 'Na fila', 'Tentando novamente', 'Enviado' or 'Devolvido' (the
 * recipient's server refused it for good). The words carry it; colour and icon only repeat them.
 */
export function DeliveryBadge({ status }: { status: DeliveryStatusText }) {
  const look = DELIVERY_LOOK[status];
  return (
    <span className={cn(PILL, look.className)}>
      {look.icon}
      {status}
    </span>
  );
}
