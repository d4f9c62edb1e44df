import type { DeliveryStatusText, OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { Ban, CircleCheck, Clock, MailCheck, MailX, RotateCw, TicketCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusPill } from './status-pill';

type TicketStatusText = OrderTicketsResponse['ingressos'][number]['status'];

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
    <StatusPill className={look.className} icon={look.icon}>
      {status}
    </StatusPill>
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
    <StatusPill className={look.className} icon={look.icon}>
      {status}
    </StatusPill>
  );
}
