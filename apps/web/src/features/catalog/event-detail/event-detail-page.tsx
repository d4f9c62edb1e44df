import { CLOSED_SALE_NOTICES } from '@bilheteria/domain/event-view';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useEvent, type EventPage } from '@/api/get-event';
import { buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { REF_QUERY_PARAM, takeReferralCodeFrom } from '@/lib/referral';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import {
  EventDetailSkeleton,
  EventIdMissing,
  EventLoadError,
  EventNotFound,
} from './components/event-detail-states';
import { EventHero } from './components/event-hero';
import { EventInfoTabs } from './components/event-info-tabs';
import { TicketPanel } from './components/ticket-panel';
import { useStickyWhenItFits } from '@/lib/use-sticky-when-it-fits';

/**
 * The affiliate info box: its code and its requests are for signed-in affiliates only, loaded
 * after the page (a visitor's event page never pays for them).
 */
const AffiliateBox = lazy(async () => ({
  default: (await import('./components/affiliate-box')).AffiliateBox,
}));

function AffiliateBoxSlot({ eventId }: { eventId: string }) {
  const { status, user } = useAuth();
  if (status !== 'signedIn' || user?.role !== 'affiliate' || !user.affiliateCode) return null;
  return (
    <Suspense fallback={null}>
      <AffiliateBox userId={user.id} code={user.affiliateCode} eventId={eventId} />
    </Suspense>
  );
}

/** 404, or 400 for an id that cannot be an event's: either way there is no such event. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function RelatedEvents() {
  return (
    <section aria-labelledby="mais-eventos-titulo" className="mx-auto mb-12 max-w-6xl px-4">
      <div className="flex flex-col items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:p-8">
        <div>
          <h2 id="mais-eventos-titulo" className="text-lg font-semibold text-slate-900">
            Eventos relacionados
          </h2>
          <p className="text-slate-600">
            Conheça outros congressos, fóruns e workshops corporativos.
          </p>
        </div>
        <Link to={paths.events()} className={buttonVariants({ variant: 'outline' })}>
          Ver mais eventos
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </section>
  );
}

/** The panel's sticky top on desktop: below the 64 px header, with room (Tailwind's top-24). */
const PANEL_TOP_PX = 96;

/**
 * An event that no longer sells (unpublished after selling, or cancelled): its buyers still read
 * the page, told why nothing can be bought.
 */
function ClosedSaleNotice({ event }: { event: EventPage }) {
  if (event.saleState === 'publicado') return null;
  const notice = CLOSED_SALE_NOTICES[event.saleState];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6">
      <section
        aria-labelledby="aviso-vendas-titulo"
        className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <h2 id="aviso-vendas-titulo" className="font-semibold">
            {notice.label}
          </h2>
          <p className="text-sm">{notice.text}</p>
        </div>
      </section>
    </div>
  );
}

function EventDetailView({ event }: { event: EventPage }) {
  const [panelFits, watchPanel] = useStickyWhenItFits<HTMLElement>(PANEL_TOP_PX);
  return (
    <article>
      <EventHero event={event} />
      <ClosedSaleNotice event={event} />
      {/* One column of at most the screen on a phone: a long line in the aside (the affiliate's
          link) is cut inside it instead of widening the page (issue 33). */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10 lg:py-12">
        <div className="min-w-0">
          <EventInfoTabs event={event} />
        </div>
        <aside
          ref={watchPanel}
          aria-label="Compra de ingressos"
          className={cn(
            'flex min-w-0 flex-col gap-4 lg:self-start',
            panelFits && 'lg:sticky lg:top-24',
          )}
        >
          <TicketPanel key={event.id} event={event} />
          <AffiliateBoxSlot eventId={event.id} />
        </aside>
      </div>
      <RelatedEvents />
    </article>
  );
}

function EventDetailScreen({ id }: { id: string }) {
  const event = useEvent(id);
  const [searchParams] = useSearchParams();
  const notFound = event.isError && isNotFound(event.error);

  // A visitor referred by an affiliate (?ref=X) keeps the code for the checkout.
  useEffect(() => {
    takeReferralCodeFrom(searchParams, REF_QUERY_PARAM);
  }, [searchParams]);

  useDocumentTitle(
    event.data?.title ??
      (notFound
        ? 'Evento não encontrado'
        : event.isError
          ? 'Erro ao carregar detalhes do evento'
          : null),
  );

  if (event.isPending) return <EventDetailSkeleton />;
  if (event.isError) {
    return notFound ? <EventNotFound /> : <EventLoadError onRetry={() => void event.refetch()} />;
  }
  return <EventDetailView event={event.data} />;
}

/** Spec §2 "Event detail page", at /event/:id and /events/:id. */
export function EventDetailPage() {
  const { id } = useParams();
  if (!id) return <EventIdMissing />;
  return <EventDetailScreen key={id} id={id} />;
}
