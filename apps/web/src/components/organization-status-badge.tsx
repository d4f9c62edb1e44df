import {
  ORGANIZATION_STATUS_LABELS,
  type OrganizationStatus,
} from '@bilheteria/domain/organization-roles';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { StatusPill } from '@/components/status-pill';

const LOOKS: Record<OrganizationStatus, { className: string; Icon: typeof Clock }> = {
  pendente: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  aprovada: { className: 'bg-emerald-100 text-emerald-800', Icon: CircleCheck },
  recusada: { className: 'bg-red-100 text-red-800', Icon: CircleX },
};

/** The organization's review state ('Aguardando aprovação', 'Aprovada', 'Recusada'). */
export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const { className, Icon } = LOOKS[status];
  return (
    <StatusPill className={className} icon={<Icon aria-hidden className="size-3.5" />}>
      {ORGANIZATION_STATUS_LABELS[status]}
    </StatusPill>
  );
}
