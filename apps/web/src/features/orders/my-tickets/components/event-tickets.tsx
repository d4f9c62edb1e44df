import type { MyTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { OrderCancellations } from './order-cancellations';
import { TicketCard } from './ticket-card';

type EventGroup = MyTicketsResponse['eventos'][number];

/**
 * One event of Meus Ingressos: when and where, 'Encerrado' once over, what its buyer may do with
 * the orders (issue 18), then its tickets.
 */
export function EventTickets({
  group,
  userId,
  certificates,
}: {
  group: EventGroup;
  userId: string;
  /** The certificates' codes by ticket id (issue 31). */
  certificates?: ReadonlyMap<string, string> | undefined;
}) {
  const { evento, ingressos } = group;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <header className="flex gap-4">
        <img
          src={evento.imagem}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="hidden size-24 shrink-0 rounded-lg object-cover sm:block"
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
              <Link
                to={paths.event(evento.id)}
                className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {evento.titulo}
              </Link>
            </h2>
            {evento.encerrado && (
              <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                Encerrado
              </span>
            )}
          </div>
          <ul className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-4">
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4 shrink-0 text-slate-500" />
              {evento.data}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4 shrink-0 text-slate-500" />
              {evento.horario}
            </li>
            <li className="flex items-start gap-1.5">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span>
                {evento.local} · {evento.cidade}
                <span className="block text-slate-500">{evento.endereco}</span>
              </span>
            </li>
          </ul>
        </div>
      </header>
      <OrderCancellations userId={userId} tickets={ingressos} />
      <ul
        aria-label={ingressos.length === 1 ? 'Ingresso' : `${ingressos.length} ingressos`}
        className="flex flex-col gap-4"
      >
        {ingressos.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard
              ticket={ticket}
              eventId={evento.id}
              eventOver={evento.encerrado}
              eventHeadingId={headingId}
              certificateCode={certificates?.get(ticket.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
