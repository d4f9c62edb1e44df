import { formatDate, formatTime } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import type { OrganizerEventRow } from '@bilheteria/domain/organizer-contract';
import { CalendarDays, MapPin } from 'lucide-react';
import { EventActions } from './event-actions';
import { EventStatusPill } from '@/components/event-status-pill';
import { ResponsiveList } from '@/components/responsive-list';

/** The table's name: how tests and screen readers find it. */
export const EVENTS_TABLE_CAPTION = 'Meus Eventos';

const when = (iso: string) => {
  const date = new Date(iso);
  return { day: formatDate(date), time: formatTime(date) };
};

/** 'sold/total' and how full, as a bar (the figure says it; the bar repeats it). */
function Sales({ event }: { event: OrganizerEventRow }) {
  const percent =
    event.totalTickets > 0
      ? Math.min(100, Math.round((event.ticketsSold / event.totalTickets) * 100))
      : 0;
  return (
    <div className="flex min-w-20 flex-col gap-1">
      <span className="font-medium text-slate-900 tabular-nums">
        {event.ticketsSold}/{event.totalTickets}
      </span>
      <span aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}

interface ListProps {
  events: readonly OrganizerEventRow[];
  userId: string;
  onDeleted: () => void;
}

interface ItemProps {
  event: OrganizerEventRow;
  userId: string;
  onDeleted: () => void;
}

/** Wide screens: spec §2's table Evento, Data, Status, Vendas, Receita, Ações. */
const HEADER = (
  <>
    <th scope="col" className="px-4 py-2.5 font-medium">
      Evento
    </th>
    <th scope="col" className="px-4 py-2.5 font-medium">
      Data
    </th>
    <th scope="col" className="px-4 py-2.5 font-medium">
      Status
    </th>
    <th scope="col" className="px-4 py-2.5 font-medium">
      Vendas
    </th>
    <th scope="col" className="px-4 py-2.5 text-right font-medium">
      Receita
    </th>
    <th scope="col" className="px-4 py-2.5 font-medium">
      Ações
    </th>
  </>
);

function EventRow({ event, userId, onDeleted }: ItemProps) {
  const { day, time } = when(event.startsAt);
  return (
    <>
      <th scope="row" className="max-w-72 px-4 py-3 font-normal">
        <span className="block font-medium break-words text-slate-900">{event.title}</span>
        <span className="block text-xs text-slate-600">
          {[event.venue, event.city].filter(Boolean).join(', ')}
        </span>
      </th>
      <td className="px-4 py-3 whitespace-nowrap text-slate-800">
        <span className="block">{day}</span>
        <span className="block text-xs text-slate-600">{time}</span>
      </td>
      <td className="px-4 py-3">
        <EventStatusPill status={event.status} canceled={event.canceled} />
      </td>
      <td className="px-4 py-3">
        <Sales event={event} />
      </td>
      <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {formatBRL(event.revenueCents)}
      </td>
      <td className="px-2 py-2">
        <EventActions event={event} userId={userId} layout="icons" onDeleted={onDeleted} />
      </td>
    </>
  );
}

/** Phones: a card per event, the same figures and the actions with their words. */
function EventCard({ event, userId, onDeleted }: ItemProps) {
  const { day, time } = when(event.startsAt);
  const titleId = `evento-${event.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {event.title}
        </h3>
        <EventStatusPill status={event.status} canceled={event.canceled} />
      </div>
      <p className="flex flex-col gap-1 text-sm text-slate-600">
        <span className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {day} · {time}
        </span>
        <span className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {[event.venue, event.city].filter(Boolean).join(', ')}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Vendas</dt>
          <dd>
            <Sales event={event} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Receita</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatBRL(event.revenueCents)}
          </dd>
        </div>
      </dl>
      <EventActions event={event} userId={userId} layout="labels" onDeleted={onDeleted} />
    </article>
  );
}

/** The organizer's events: a table on wide screens, a card each on a phone. */
export function EventsList({ events, userId, onDeleted }: ListProps) {
  return (
    <ResponsiveList
      items={events}
      itemKey={(event) => event.id}
      caption={EVENTS_TABLE_CAPTION}
      header={HEADER}
      row={(event) => <EventRow event={event} userId={userId} onDeleted={onDeleted} />}
      card={(event) => <EventCard event={event} userId={userId} onDeleted={onDeleted} />}
    />
  );
}
