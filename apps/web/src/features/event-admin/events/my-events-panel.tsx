import { CalendarPlus, SearchX } from 'lucide-react';
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
import { usePermissions } from '../lib/use-permission';

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

function NoEventsYet({ canCreate }: { canCreate: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
        <CalendarPlus aria-hidden className="size-7 text-brand-700" />
      </span>
      <p className="text-lg font-semibold text-slate-900">Nenhum evento ainda</p>
      {canCreate ? (
        <>
          <p className="max-w-md text-sm text-slate-600">
            Crie seu primeiro evento com ingressos, agenda, palestrantes e perguntas frequentes.
            Salve como rascunho ou publique quando estiver pronto.
          </p>
          <Link to={paths.createEvent()} className={buttonVariants({ className: 'mt-2' })}>
            <CalendarPlus aria-hidden />
            Criar Evento
          </Link>
        </>
      ) : (
        <p className="max-w-md text-sm text-slate-600">A organização ainda não criou eventos.</p>
      )}
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
 * Spec §2 'Meus Eventos', the organizer's tab, as the role in the organization allows (issue
 * 28): the totals and the events (searchable, 20 a page) with their actions, the boleto refunds
 * to pay by PIX (issue 18, 'vendas'), then the doors' check-in (issue 15, 'checkin'). A Check-in
 * member, who sees no events, has the doors only. Every figure is the server's, a sum of paid
 * orders.
 */
export function MyEventsPanel({ userId }: { userId: string }) {
  const can = usePermissions();
  if (!can('eventos:ver')) return can('checkin') ? <CheckInSection /> : null;
  return (
    <div className="flex flex-col gap-8">
      <OrganizationEvents userId={userId} canCreate={can('eventos:editar')} />
      {can('vendas') && <RefundsToPayPanel userId={userId} />}
      {can('checkin') && (
        // The section sets its own top margin for the page it used to close; the gap does here.
        <div className="[&>section]:mt-0">
          <CheckInSection />
        </div>
      )}
    </div>
  );
}

/** The totals and the organization's events with their actions. */
function OrganizationEvents({ userId, canCreate }: { userId: string; canCreate: boolean }) {
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
          <NoEventsYet canCreate={canCreate} />
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
    </div>
  );
}
