import { MAX_TICKETS_PER_ORDER } from '@bilheteria/domain/constants';
import { CLOSED_SALE_NOTICES, type TicketOption } from '@bilheteria/domain/event-view';
import { formatBRL, formatPrice } from '@bilheteria/domain/money';
import { WAITLIST_MAX_SEATS } from '@bilheteria/domain/waitlist';
import {
  TICKET_LIMIT_MESSAGES,
  increaseBlockedBy,
  quantityOf,
  selectionProblem,
  selectionSubtotalCents,
  totalSelected,
  withQuantity,
  type TicketSelection,
} from '@bilheteria/domain/ticket-selection';
import { Share2, Ticket } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { EventPage, EventPageTicket } from '@/api/get-event';
import { getVirtualQueueState } from '@/api/get-virtual-queue-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { saveSelectedTickets } from '@/lib/checkout-storage';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { REF_QUERY_PARAM, readSaleAttributionCode, takeReferralCodeFrom } from '@/lib/referral';
import { cn } from '@/lib/utils';
import { clampSelection, toSelectedTickets } from '../selected-tickets';
import { selectionServiceFeeCents } from '../service-fee';
import { shareEvent, shareableUrl } from '../share-event';
import { QuantityStepper } from './quantity-stepper';

/*
 * A sold-out type's waiting list (issue 18) validates with the contract's zod schema: its code
 * loads only for an event with a sold-out type, after the page (docs/decisions/0007).
 */
const WaitlistJoin = lazy(async () => ({
  default: (await import('./waitlist-join')).WaitlistJoin,
}));

/** Below this many seats left, the panel says how many remain. */
const FEW_LEFT = 10;

function stockHint(ticket: TicketOption): string | null {
  if (ticket.available <= 0) return null;
  if (ticket.available === 1) return 'Último ingresso';
  if (ticket.available <= FEW_LEFT) return `Últimos ${ticket.available} ingressos`;
  return null;
}

function perOrderHint(ticket: TicketOption): string | null {
  const limit = Math.min(ticket.available, ticket.maxPerOrder);
  if (ticket.available <= 0 || limit >= MAX_TICKETS_PER_ORDER || limit >= ticket.available) {
    return null;
  }
  return `Máximo de ${limit} por pedido`;
}

/**
 * The most seats a sold-out type's waiting list may ask for: 5, and never more than one order
 * of the type may take (the API refuses more — a request it could never fill).
 */
function waitlistMostSeats(ticket: EventPageTicket): number {
  return Math.max(1, Math.min(WAITLIST_MAX_SEATS, ticket.typeMaxPerOrder));
}

function TicketRow({
  eventId,
  ticket,
  selection,
  onChange,
  closed,
}: {
  eventId: string;
  ticket: EventPageTicket;
  selection: TicketSelection;
  onChange: (next: TicketSelection) => void;
  /** The event no longer sells: the type is shown, nothing to choose. */
  closed: boolean;
}) {
  const quantity = quantityOf(selection, ticket.id);
  const blockedBy = increaseBlockedBy(ticket, selection);
  const soldOut = ticket.available <= 0;
  const nameId = `ingresso-${ticket.id}`;
  const hints = [stockHint(ticket), perOrderHint(ticket)].filter(Boolean);

  return (
    <li
      aria-labelledby={nameId}
      className={cn('flex flex-col gap-3 px-5 py-4', quantity > 0 && 'bg-brand-50/60')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold text-slate-900">
            {ticket.name}
          </h3>
          {ticket.description && (
            <p className="mt-1 text-sm leading-snug text-slate-600">{ticket.description}</p>
          )}
        </div>
        {soldOut && (
          <Badge variant="danger" className="shrink-0">
            Esgotado
          </Badge>
        )}
      </div>
      <div className="flex items-end justify-between gap-3">
        <div>
          <p
            className={cn(
              'text-lg font-bold tabular-nums',
              soldOut ? 'text-slate-500' : 'text-slate-900',
            )}
          >
            {formatPrice(ticket.priceCents)}
          </p>
          {hints.map((hint) => (
            <p key={hint} className="text-xs font-medium text-amber-800">
              {hint}
            </p>
          ))}
        </div>
        {!closed && (
          <QuantityStepper
            ticketName={ticket.name}
            quantity={quantity}
            blockedReason={blockedBy && TICKET_LIMIT_MESSAGES[blockedBy]}
            onDecrease={() => onChange(withQuantity(ticket, selection, quantity - 1))}
            onIncrease={() => onChange(withQuantity(ticket, selection, quantity + 1))}
          />
        )}
      </div>
      {soldOut && !closed && (
        <Suspense fallback={null}>
          <WaitlistJoin
            eventId={eventId}
            ticketId={ticket.id}
            ticketName={ticket.name}
            mostSeats={waitlistMostSeats(ticket)}
          />
        </Suspense>
      )}
    </li>
  );
}

/**
 * Spec §2/§5 ticket panel: quantities per type within the order rules, subtotal and total,
 * 'Comprar Ingressos' (to /checkout) and 'Compartilhar Evento'; a sold-out type offers its
 * waiting list (issue 18). When the organization's buyers pay the platform's fee (issue 29),
 * 'Taxa de serviço: R$ X' for the selection, in the total too (the checkout's coupon lowers it).
 */
export function TicketPanel({ event }: { event: EventPage }) {
  const [selection, setSelection] = useState<TicketSelection>({});
  // The event is refetched while the visitor chooses: when its tickets change (fewer left, a
  // type withdrawn), the selection is brought back within the new limits at once.
  const [ticketsClampedFor, setTicketsClampedFor] = useState(event.tickets);
  if (ticketsClampedFor !== event.tickets) {
    setTicketsClampedFor(event.tickets);
    setSelection(clampSelection(event.tickets, selection));
  }
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const count = totalSelected(selection);
  const closedNotice =
    event.saleState === 'publicado' ? null : CLOSED_SALE_NOTICES[event.saleState];
  const subtotalCents = selectionSubtotalCents(event.tickets, selection);
  // Null when the buyer pays no fee: the panel then shows no fee line, as before issue 29.
  const feeCents = selectionServiceFeeCents(event, selection);

  async function buy() {
    const problem = selectionProblem(event.tickets, selection);
    if (problem) {
      void notify.error(problem);
      return;
    }
    const selectedTickets = toSelectedTickets(event, selection);
    saveSelectedTickets(selectedTickets);
    // Who is credited with the sale: this address's ?ref, else a recent ?ref or the catalog link
    // the visitor came through.
    const affiliateCode =
      takeReferralCodeFrom(searchParams, REF_QUERY_PARAM) ?? readSaleAttributionCode();
    // While the sale is behind its virtual queue (issue 32), the buyer waits there first; when
    // the question cannot be answered, the checkout itself sends the buyer in if needed.
    const queued = await getVirtualQueueState(event.id)
      .then((state) => state.ativa)
      .catch(() => false);
    void navigate(queued ? paths.virtualQueue(event.id) : paths.checkout(), {
      state: { selectedTickets, affiliateCode },
    });
  }

  return (
    <section
      id="ingressos"
      aria-labelledby="ingressos-titulo"
      // Every type in full, never a list scrolling inside the panel (where a 4th type hid under
      // the subtotal): the page scrolls instead (the aside stays in view only when it fits).
      className="flex scroll-mt-20 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="shrink-0 border-b border-slate-200 px-5 py-4">
        <h2 id="ingressos-titulo" className="text-lg font-semibold text-slate-900">
          Ingressos
        </h2>
        <p className="text-sm text-slate-600">Até {MAX_TICKETS_PER_ORDER} ingressos por pessoa.</p>
      </header>
      {event.tickets.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600">
          Nenhum ingresso disponível para este evento.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {event.tickets.map((ticket) => (
            <TicketRow
              key={ticket.id}
              eventId={event.id}
              ticket={ticket}
              selection={selection}
              onChange={setSelection}
              closed={closedNotice !== null}
            />
          ))}
        </ul>
      )}
      <div className="flex shrink-0 flex-col gap-4 border-t border-slate-200 bg-slate-50 px-5 py-5">
        <dl className="flex flex-col gap-1.5 text-sm">
          <div className="flex justify-between text-slate-600">
            <dt>
              Subtotal{' '}
              <span className="text-slate-500">
                ({count} {count === 1 ? 'ingresso' : 'ingressos'})
              </span>
            </dt>
            <dd className="tabular-nums">{formatBRL(subtotalCents)}</dd>
          </div>
          {feeCents !== null && (
            <div className="flex justify-between text-slate-600">
              <dt>Taxa de serviço:</dt>
              <dd className="tabular-nums">{formatBRL(feeCents)}</dd>
            </div>
          )}
          <div className="flex justify-between text-base font-semibold text-slate-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatBRL(subtotalCents + (feeCents ?? 0))}</dd>
          </div>
        </dl>
        {closedNotice && (
          <p id="compra-encerrada" className="text-sm font-medium text-red-800">
            {closedNotice.label}: não é possível comprar ingressos.
          </p>
        )}
        <Button
          size="lg"
          className="w-full"
          onClick={() => void buy()}
          disabled={closedNotice !== null}
          aria-describedby={closedNotice ? 'compra-encerrada' : undefined}
        >
          <Ticket aria-hidden />
          Comprar Ingressos
        </Button>
        <Button
          variant="outline"
          className="w-full"
          onClick={() =>
            void shareEvent({
              title: event.title,
              // This page's address without the referrer's code: sharing credits nobody.
              url: shareableUrl(location.pathname, location.search, window.location.origin),
            })
          }
        >
          <Share2 aria-hidden />
          Compartilhar Evento
        </Button>
      </div>
    </section>
  );
}
