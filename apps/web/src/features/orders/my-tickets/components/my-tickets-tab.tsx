import type { MyTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { ArrowRight, CalendarDays, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { TicketStatusBadge } from '@/components/ticket-badges';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useMyTickets } from '../api/get-my-tickets';

/** The dashboard shows the first events' tickets; /meus-ingressos, all of them with their QR. */
const SHOWN_EVENTS = 4;

type Group = MyTicketsResponse['eventos'][number];

function EventGroup({ group }: { group: Group }) {
  const { evento, ingressos } = group;
  const titleId = `meus-ingressos-${evento.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
            {evento.titulo}
          </h3>
          {evento.encerrado && <Badge variant="muted">Encerrado</Badge>}
        </div>
        <p className="flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:gap-4">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {evento.data} · {evento.horario}
          </span>
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {evento.local}, {evento.cidade}
          </span>
        </p>
        <ul
          aria-label={`Ingressos de ${evento.titulo}`}
          className="flex flex-col divide-y divide-slate-100"
        >
          {ingressos.map((ticket) => (
            <li
              key={ticket.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{ticket.tipo}</span>
                <span className="text-slate-600"> · {ticket.participante.nome}</span>
                <span className="block font-mono text-xs text-slate-500">{ticket.codigo}</span>
              </span>
              <TicketStatusBadge status={ticket.status} />
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/** Tickets bought for others are not the buyer's tickets: their orders are in Meus Pedidos. */
function OrdersHint() {
  return (
    <p className="text-sm text-slate-600">
      Comprou ingressos para outras pessoas?{' '}
      <Link
        to={paths.myOrders()}
        className="rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Ver Meus Pedidos
      </Link>
    </p>
  );
}

function TicketsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando seus ingressos...</span>
      <Skeleton className="h-32 w-full rounded-xl" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  );
}

/**
 * Spec §2 'Meus Ingressos' on the dashboard, for every role: the account's tickets by event
 * (upcoming first, as the server orders them), each with its type, participant and state, from
 * the same answer as /meus-ingressos, where the QR codes, PDFs and calendar files are.
 */
export function MyTicketsTab({ userId }: { userId: string }) {
  const tickets = useMyTickets(userId);
  if (tickets.isPending) return <TicketsSkeleton />;
  if (tickets.isError) {
    return (
      <LoadError
        message="Não foi possível carregar seus ingressos. Verifique sua conexão e tente novamente."
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
      />
    );
  }
  const groups = tickets.data.eventos;
  if (groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
          <Ticket aria-hidden className="size-7 text-brand-700" />
        </span>
        <p className="text-lg font-semibold text-slate-900">Você ainda não tem ingressos</p>
        <p className="max-w-md text-sm text-slate-600">
          Os ingressos comprados para você aparecem aqui assim que o pagamento é confirmado.
        </p>
        <Link to={paths.events()} className={buttonVariants({ className: 'mt-2' })}>
          Explorar Eventos
        </Link>
        <OrdersHint />
      </div>
    );
  }
  const ticketCount = groups.reduce((sum, group) => sum + group.ingressos.length, 0);
  const hidden = groups.length - SHOWN_EVENTS;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {ticketCount} {ticketCount === 1 ? 'ingresso' : 'ingressos'} em {groups.length}{' '}
        {groups.length === 1 ? 'evento' : 'eventos'}. Os QR codes e os PDFs estão em Meus Ingressos.
      </p>
      <ul className="flex flex-col gap-3">
        {groups.slice(0, SHOWN_EVENTS).map((group) => (
          <EventGroup key={group.evento.id} group={group} />
        ))}
      </ul>
      <Link
        to={paths.myTickets()}
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        {hidden > 0
          ? `Ver todos os ingressos (mais ${hidden} ${hidden === 1 ? 'evento' : 'eventos'})`
          : 'Ver ingressos com QR code'}
        <ArrowRight aria-hidden />
      </Link>
      <OrdersHint />
    </div>
  );
}
