import { EVENT_STATUS_LABELS, type EventSaveStatus } from '@bilheteria/domain/event-texts';
import { Ban, CircleCheck, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusPill } from './status-pill';

const LOOK: Record<EventSaveStatus, { className: string; icon: ReactNode }> = {
  published: {
    className: 'bg-green-100 text-green-800',
    icon: <CircleCheck aria-hidden className="size-3.5" />,
  },
  draft: {
    className: 'bg-slate-100 text-slate-700',
    icon: <PencilLine aria-hidden className="size-3.5" />,
  },
};

/**
 * Spec §4: an organizer's event is 'Ativo' (published) or 'Rascunho' (draft); one its organizer
 * cancelled (issue 18) reads 'Evento cancelado' whatever its status.
 */
export function EventStatusPill({
  status,
  canceled = false,
}: {
  status: EventSaveStatus;
  canceled?: boolean;
}) {
  if (canceled) {
    return (
      <StatusPill
        className="bg-red-100 text-red-800"
        icon={<Ban aria-hidden className="size-3.5" />}
      >
        Evento cancelado
      </StatusPill>
    );
  }
  const look = LOOK[status];
  return (
    <StatusPill className={look.className} icon={look.icon}>
      {EVENT_STATUS_LABELS[status]}
    </StatusPill>
  );
}
