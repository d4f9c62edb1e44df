import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectionSignature } from './lib/hold';
import { Redirect } from '@/components/redirect';
import {
  parseSelectedTickets,
  readSelectedTickets,
  type SelectedTicket,
} from '@/lib/checkout-storage';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { normaliseAffiliateCode, readSaleAttributionCode } from '@/lib/referral';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStickyWhenItFits } from '@/lib/use-sticky-when-it-fits';
import { cn } from '@/lib/utils';
import { CheckoutHeader } from './components/checkout-header';
import { CheckoutTabs } from './components/checkout-tabs';
import { CouponCard } from './components/coupon-card';
import { HoldCountdown } from './components/hold-countdown';
import { CheckoutSkeleton, HoldExpired, HoldFailed, HoldRefused } from './components/hold-states';
import { OrderSummary } from './components/order-summary';
import { chosenInstalment, instalmentsOf } from './lib/card-form';
import { useOrderHold } from './use-order-hold';

interface CheckoutState {
  selectedTickets?: unknown;
  affiliateCode?: unknown;
}

/** Spec §2: the tickets from the navigation state, else from local storage. */
function selectionFrom(state: unknown): {
  tickets: SelectedTicket[];
  affiliateCode: string | null;
} {
  const { selectedTickets, affiliateCode } = (state ?? {}) as CheckoutState;
  const fromState = parseSelectedTickets(selectedTickets);
  const code = typeof affiliateCode === 'string' ? normaliseAffiliateCode(affiliateCode) : null;
  return {
    tickets: fromState.length > 0 ? fromState : readSelectedTickets(),
    affiliateCode: code ?? readSaleAttributionCode(),
  };
}

/** No tickets anywhere: back to the list with the spec's error (once, even in StrictMode). */
function NoTickets() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void notify.error(CHECKOUT_MESSAGES.noTicketSelected);
    void navigate(paths.events(), { replace: true });
  }, [navigate]);
  return null;
}

/**
 * Where the summary stays on desktop while the page scrolls: below the band where toasts show
 * (they start at 76 px, under the header), so none covers 'Resumo do pedido' (Tailwind top-44).
 */
const ASIDE_TOP_PX = 176;

function CheckoutScreen({
  tickets,
  affiliateCode,
}: {
  tickets: SelectedTicket[];
  affiliateCode: string | null;
}) {
  const hold = useOrderHold(tickets, affiliateCode);
  const eventPath = paths.event(tickets[0]!.eventId);
  const order = hold.phase === 'held' ? hold.order : undefined;
  // The card's instalment count chosen on Pagamento, for the order it was chosen on: the
  // summary shows its interest and total (the server's figures) as soon as it is chosen.
  const [cardInstalments, setCardInstalments] = useState<{
    orderId: string;
    count: number;
  } | null>(null);
  const chooseCardInstalments = useCallback(
    (orderId: string, count: number | null) =>
      setCardInstalments(count === null ? null : { orderId, count }),
    [],
  );
  const instalment =
    order && cardInstalments?.orderId === order.id
      ? chosenInstalment(instalmentsOf(order), cardInstalments.count)
      : null;
  const release = hold.phase === 'held' ? hold.release : undefined;
  // Paid (or since cancelled): the Confirmação tab is the whole page — nothing about paying
  // (the subtitle, the coupon) is left to act on.
  const finished = order?.status === 'paid' || order?.status === 'refunded';
  const [asideFits, watchAside] = useStickyWhenItFits<HTMLElement>(ASIDE_TOP_PX);

  let main;
  switch (hold.phase) {
    case 'holding':
      main = <CheckoutSkeleton />;
      break;
    case 'failed':
      main = <HoldFailed message={hold.message} retrying={hold.retrying} onRetry={hold.retry} />;
      break;
    case 'refused':
      main = <HoldRefused message={hold.message} eventPath={eventPath} />;
      break;
    case 'queued':
      // The sale is behind the virtual queue (issue 32): the buyer waits there, the selection
      // kept, and comes back here once admitted.
      main = (
        <>
          <CheckoutSkeleton label="Levando você para a fila virtual..." />
          <Redirect
            to={paths.virtualQueue(hold.eventId)}
            state={{ selectedTickets: tickets, affiliateCode }}
          />
        </>
      );
      break;
    case 'held':
      main = hold.ended ? (
        <HoldExpired onReserveAgain={hold.reserveAgain} />
      ) : hold.carryingOver ? (
        <CheckoutSkeleton label="Restaurando os dados dos participantes..." />
      ) : (
        // A new hold starts the tabs afresh (its own participants and tab rules).
        <CheckoutTabs
          key={hold.order.id}
          order={hold.order}
          affiliateCode={affiliateCode}
          onOrderClosed={hold.refresh}
          onCardInstalmentsChange={chooseCardInstalments}
        />
      );
      break;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <CheckoutHeader
        backTo={eventPath}
        onLeave={release}
        finished={finished}
        status={
          // A boleto keeps the seats until its due day: days, not a countdown.
          hold.phase === 'held' &&
          !hold.ended &&
          hold.order.status === 'reserved' &&
          hold.order.pagamento?.metodo !== 'boleto' ? (
            <HoldCountdown key={hold.order.id} endsAt={hold.endsAt} onEnd={hold.refresh} />
          ) : null
        }
      />
      <div className="mt-6 grid gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">{main}</div>
        <aside
          ref={watchAside}
          aria-label="Resumo da compra"
          className={cn('flex flex-col gap-4 lg:self-start', asideFits && 'lg:sticky lg:top-44')}
        >
          <OrderSummary order={order} tickets={tickets} instalment={instalment} onLeave={release} />
          {!finished && <CouponCard key={order?.id ?? 'sem-pedido'} order={order} />}
        </aside>
      </div>
    </div>
  );
}

/** Spec §2 'Finalizar Compra' at /checkout. */
export function CheckoutPage() {
  useDocumentTitle('Finalizar Compra');
  const location = useLocation();
  // Read once: the page works on the selection it arrived with.
  const [{ tickets, affiliateCode }] = useState(() => selectionFrom(location.state));
  if (tickets.length === 0) return <NoTickets />;
  return (
    <CheckoutScreen
      key={selectionSignature(tickets)}
      tickets={tickets}
      affiliateCode={affiliateCode}
    />
  );
}
