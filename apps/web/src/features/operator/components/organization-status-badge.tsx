import {
  ORGANIZATION_STATUS_LABELS,
  type OrganizationStatus,
} from '@bilheteria/domain/organization-roles';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { StatusPill } from '@/components/status-pill';

const STYLES: Record<OrganizationStatus, { className: string; icon: typeof Hourglass }> = {
  pendente: { className: 'bg-amber-100 text-amber-900', icon: Hourglass },
  aprovada: { className: 'bg-emerald-100 text-emerald-900', icon: CircleCheck },
  recusada: { className: 'bg-red-100 text-red-800', icon: CircleX },
};

/** 'Aguardando aprovação', 'Aprovada' or 'Recusada', as a pill. */
export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const { className, icon: Icon } = STYLES[status];
  return (
    <StatusPill className={className} icon={<Icon aria-hidden className="size-3.5" />}>
      {ORGANIZATION_STATUS_LABELS[status]}
    </StatusPill>
  );
}
