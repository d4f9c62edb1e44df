import { CalendarPlus, SearchX, Wallet } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useSearchAndPage } from '@/lib/use-search-and-page';
import { useOrganizerEvents } from '../api/get-organizer-events';
import { CheckInSection } from '@/features/check-in';
import { EventsList } from './events-list';
import { RefundsToPayPanel } from './refunds-to-pay-panel';
import { SummaryCards, SummarySkeleton } from './summary-cards';

function ListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando seus eventos...</span>
      <Skeleton className="h-10 w-full rounded-lg" />
      <Skeleton className="h-16 w-full rounded-lg" />
      <Skeleton className="h-16 w-full rounded-lg" />
      <Skeleton className="h-16 w-full rounded-lg" />
    </div>
  );
}

function NoEventsYet() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
        <CalendarPlus aria-hidden className="size-7 text-brand-700" />
      </span>
      <p className="text-lg font-semibold text-slate-900">Nenhum evento ainda</p>
      <p className="max-w-md text-sm text-slate-600">
        Crie seu primeiro evento com ingressos, agenda, palestrantes e perguntas frequentes. Salve
        como rascunho ou publique quando estiver pronto.
      </p>
      <Link to={paths.createEvent()} className={buttonVariants({ className: 'mt-2' })}>
        <CalendarPlus aria-hidden />
        Criar Evento
      </Link>
    </div>
  );
}

function NothingFound({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <SearchX aria-hidden className="size-8 text-slate-500" />
      <p className="text-lg font-semibold text-slate-900">Nenhum evento encontrado</p>
      <p className="max-w-md text-sm break-words text-slate-600">
        Nenhum dos seus eventos tem “{search}” no título, no local ou na cidade.
      </p>
      <Button variant="outline" onClick={onClear}>
        Mostrar todos os eventos
      </Button>
    </div>
  );
}

/**
 * Spec §2 'Meus Eventos', the organizer's tab: the totals, the events (searchable, 20 a page)
 * with their actions, the boleto refunds to pay by PIX (issue 18), then the doors' check-in
 * (issue 15) and, for the platform's operator alone, the way to the affiliates' payouts (issue 16).
 * Every figure is the server's, a sum of paid orders.
 */
export function MyEventsPanel({
  userId,
  platformOperator,
}: {
  userId: string;
  /** Affiliates' payouts are the platform's: other organizers are not shown the way there. */
  platformOperator: boolean;
}) {
  const listTitle = useRef<HTMLHeadingElement>(null);
  const { search, page, setSearch, setPage } = useSearchAndPage(listTitle);
  const events = useOrganizerEvents(userId, { pagina: page, busca: search });

  // The last event of the last page was deleted: the page before it is the last one now.
  const data = events.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !events.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [data, events.isPlaceholderData, page, lastPage, setPage]);

  const focusList = useCallback(() => listTitle.current?.focus(), []);

  return (
    <div className="flex flex-col gap-8">
      {data ? (
        <SummaryCards summary={data.summary} computedAt={data.computedAt} />
      ) : (
        events.isPending && <SummarySkeleton />
      )}

      <section aria-labelledby="lista-eventos-titulo" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2
            id="lista-eventos-titulo"
            ref={listTitle}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight text-slate-900 outline-none"
          >
            Seus eventos
            {data && data.total > 0 && (
              <span className="ml-2 text-sm font-normal text-slate-600 tabular-nums">
                ({data.total})
              </span>
            )}
          </h2>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <SearchField
              label="Buscar nos seus eventos"
              placeholder="Título, local ou cidade"
              value={search}
              onSearch={setSearch}
            />
            {platformOperator && (
              <Link
                to={paths.payouts()}
                className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
              >
                <Wallet aria-hidden />
                Repasses de afiliados
              </Link>
            )}
          </div>
        </div>

        {events.isPending ? (
          <ListSkeleton />
        ) : events.isError && !data ? (
          <LoadError
            message="Não foi possível carregar seus eventos. Verifique sua conexão e tente novamente."
            onRetry={() => void events.refetch()}
            retrying={events.isFetching}
          />
        ) : data && data.total === 0 && search === '' ? (
          <NoEventsYet />
        ) : data && data.events.length === 0 && search !== '' ? (
          <NothingFound search={search} onClear={() => setSearch('')} />
        ) : (
          data && (
            <div
              aria-busy={events.isPlaceholderData}
              className={events.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            >
              <EventsList events={data.events} userId={userId} onDeleted={focusList} />
            </div>
          )
        )}

        {events.isError && data && (
          <LoadError
            message="Não foi possível atualizar a lista de eventos."
            onRetry={() => void events.refetch()}
            retrying={events.isFetching}
            className="py-6"
          />
        )}

        {data && (
          <Pager
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
            label="Páginas dos seus eventos"
            busy={events.isPlaceholderData}
          />
        )}
      </section>

      <RefundsToPayPanel userId={userId} />

      {/* The section sets its own top margin for the page it used to close; the gap does here. */}
      <div className="[&>section]:mt-0">
        <CheckInSection />
      </div>
    </div>
  );
}
