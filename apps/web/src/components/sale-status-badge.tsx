import { SALE_STATUS_LABELS, type SaleStatus } from '@bilheteria/domain/affiliate-texts';
import { CircleCheck, Clock, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusPill } from './status-pill';

const SALE_STATUS_LOOK: Record<SaleStatus, { className: string; icon: ReactNode }> = {
  pago: {
    className: 'bg-green-100 text-green-800',
    icon: <CircleCheck aria-hidden className="size-3.5" />,
  },
  pendente: {
    className: 'bg-amber-100 text-amber-900',
    icon: <Clock aria-hidden className="size-3.5" />,
  },
  estornado: {
    className: 'bg-slate-100 text-slate-700',
    icon: <Undo2 aria-hidden className="size-3.5" />,
  },
};

/** A commission's state (spec §4): 'Pago', 'Pendente', or 'Estornado' once the sale is refunded. */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const look = SALE_STATUS_LOOK[status];
  return (
    <StatusPill className={look.className} icon={look.icon}>
      {SALE_STATUS_LABELS[status]}
    </StatusPill>
  );
}
