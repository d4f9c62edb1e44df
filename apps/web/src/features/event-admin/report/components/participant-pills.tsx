import { formatTime } from '@bilheteria/domain/dates';
import type { ParticipantRow } from '@bilheteria/domain/organizer-contract';
import { Ban, CircleCheck, Clock, MailQuestion } from 'lucide-react';
import { StatusPill } from '@/components/status-pill';
import { DeliveryBadge } from '@/components/ticket-badges';
import { deliveryStatus } from '../lib/labels';

/** Check-in: 'Presente' (and when), 'Sem check-in' yet, or 'Cancelado' (the ticket no longer counts). */
export function CheckInPill({ participant }: { participant: ParticipantRow }) {
  if (participant.status === 'canceled') {
    return (
      <StatusPill
        className="bg-red-100 text-red-800"
        icon={<Ban aria-hidden className="size-3.5" />}
      >
        Cancelado
      </StatusPill>
    );
  }
  if (participant.status === 'used') {
    const at = participant.checkedInAt ? new Date(participant.checkedInAt) : null;
    return (
      <span className="inline-flex flex-wrap items-center gap-x-1.5">
        <StatusPill
          className="bg-green-100 text-green-800"
          icon={<CircleCheck aria-hidden className="size-3.5" />}
        >
          Presente
        </StatusPill>
        {at && (
          <time dateTime={participant.checkedInAt!} className="text-xs text-slate-600">
            às {formatTime(at)}
          </time>
        )}
      </span>
    );
  }
  return (
    <StatusPill
      className="bg-slate-100 text-slate-700"
      icon={<Clock aria-hidden className="size-3.5" />}
    >
      Sem check-in
    </StatusPill>
  );
}

/** The ticket e-mail's delivery, as Meus Ingressos shows it; 'Sem e-mail' when none was queued. */
export function EmailPill({ emailStatus }: { emailStatus: string | null }) {
  const status = deliveryStatus(emailStatus);
  if (status) return <DeliveryBadge status={status} />;
  return (
    <StatusPill
      className="bg-slate-100 text-slate-700"
      icon={<MailQuestion aria-hidden className="size-3.5" />}
    >
      {emailStatus ?? 'Sem e-mail'}
    </StatusPill>
  );
}
