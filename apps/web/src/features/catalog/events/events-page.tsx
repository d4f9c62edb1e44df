import {
  DEFAULT_FILTERS,
  applyEventFilters,
  hasActiveFilters,
  type EventFilters,
} from '@bilheteria/domain/event-filters';
import { CalendarDays, LayoutGrid, Search, SearchX } from 'lucide-react';
import { Suspense, lazy, startTransition, useCallback, useMemo, useState } from 'react';
import { useEvents } from '@/api/get-events';
import { EventGrid, EventGridSkeleton } from '@/components/event-grid';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CATALOG_MESSAGES } from '@/lib/catalog-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActiveFilterChips } from './active-filter-chips';
import { eventCountLabel } from './labels';
import { ListControlsSlot } from './list-controls-slot';
import { useEventListParams, type EventListTab } from './use-event-list-params';

/** Skeleton cards while the catalog loads: two full rows of the three-column grid. */
const LOADING_CARDS = 6;

// The calendar (react-day-picker and its locale) is heavy: only the calendar tab loads it.
const loadDateSearch = () => import('@/components/date-search');
const DateSearch = lazy(() => loadDateSearch().then((module) => ({ default: module.DateSearch })));

/** Keeps the typed text (spaces included) while the URL holds its trimmed form. */
function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The URL changed elsewhere (a chip removed, 'Limpar todos', back button).
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  return (
    <div role="search" className="relative min-w-0 flex-1">
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        type="search"
        aria-label="Buscar eventos"
        placeholder="Buscar eventos..."
        autoComplete="off"
        className="h-11 pl-9"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

function LoadingCalendar() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[auto_minmax(0,1fr)]">
      <span className="sr-only">Carregando calendário...</span>
      <Skeleton className="h-[23rem] w-full rounded-xl lg:w-80" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p role="alert" className="max-w-md text-red-800">
        {CATALOG_MESSAGES.listFailed}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

function EmptyState({
  onClear,
  onShowAll,
}: {
  onClear: (() => void) | null;
  onShowAll: (() => void) | null;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
        <SearchX aria-hidden className="size-7 text-brand-700" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{CATALOG_MESSAGES.noEvents}</p>
      <p className="max-w-sm text-sm text-slate-600">
        Tente outra busca ou ajuste os filtros para ver mais eventos.
      </p>
      {onClear ? (
        <Button className="mt-2" onClick={onClear}>
          Limpar filtros
        </Button>
      ) : (
        onShowAll && (
          <Button className="mt-2" onClick={onShowAll}>
            Ver todos os eventos
          </Button>
        )
      )}
    </div>
  );
}

const CLEARED: Partial<EventFilters> = {
  search: DEFAULT_FILTERS.search,
  categories: DEFAULT_FILTERS.categories,
  cities: DEFAULT_FILTERS.cities,
  price: DEFAULT_FILTERS.price,
  day: DEFAULT_FILTERS.day,
};

/**
 * Spec §2 "Event list page" (/events): search, filters popover, sort, removable chips, list and
 * calendar tabs. All of it lives in the query string (see use-event-list-params.ts); filtering
 * and sorting happen here over the catalog (or an affiliate's events).
 */
export function EventsPage() {
  useDocumentTitle('Eventos Corporativos');
  const { filters, updateFilters, tab, setTab, affiliateCode, clearAffiliateCode } =
    useEventListParams();
  const events = useEvents(affiliateCode);

  // The calendar marks every day the other filters leave; the chosen day narrows the list.
  const beforeDay = useMemo(
    () => (events.data ? applyEventFilters(events.data, { ...filters, day: null }) : null),
    [events.data, filters],
  );
  const shown = useMemo(
    () => (beforeDay && filters.day ? beforeDay.filter((e) => e.day === filters.day) : beforeDay),
    [beforeDay, filters.day],
  );
  const filtered = hasActiveFilters(filters);
  // The list's first covers (its largest paint) come before the filters' and sort's code.
  const [coversIn, setCoversIn] = useState(false);
  // A transition: React renders the controls in slices rather than in one long task.
  const markCoversIn = useCallback(() => startTransition(() => setCoversIn(true)), []);
  const listed = tab === 'lista' && shown !== null && shown.length > 0;
  const controlsReady = coversIn || events.isError || (!events.isPending && !listed);
  const clearAll = () => updateFilters(CLEARED);

  let listContent;
  if (events.isPending)
    listContent = (
      <EventGridSkeleton count={LOADING_CARDS} label={CATALOG_MESSAGES.loadingEvents} />
    );
  else if (events.isError) listContent = <ErrorState onRetry={() => void events.refetch()} />;
  else if (!shown || shown.length === 0)
    listContent = (
      <EmptyState
        onClear={filtered ? clearAll : null}
        onShowAll={affiliateCode ? clearAffiliateCode : null}
      />
    );
  // The first row (up to 3 cards) is on screen when the list opens.
  else
    listContent = (
      <EventGrid events={shown} aboveTheFold={3} onAboveTheFoldCoverSettled={markCoversIn} />
    );

  let calendarContent;
  if (events.isPending) calendarContent = <LoadingCalendar />;
  else if (events.isError) calendarContent = <ErrorState onRetry={() => void events.refetch()} />;
  else
    calendarContent = (
      <Suspense fallback={<LoadingCalendar />}>
        <DateSearch
          events={beforeDay ?? []}
          selected={filters.day}
          onSelect={(day) => updateFilters({ day })}
        />
      </Suspense>
    );

  return (
    <>
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 pb-6 pt-8 sm:pt-12">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Eventos Corporativos
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Congressos, fóruns, workshops e palestras sobre RPA, inteligência artificial, blockchain
            e gestão de documentos.
          </p>

          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <SearchBox
              value={filters.search}
              onChange={(search) => updateFilters({ search }, { replace: true })}
            />
            <div className="flex min-w-0 gap-3">
              <ListControlsSlot
                ready={controlsReady}
                filters={filters}
                onFiltersChange={updateFilters}
                resultCount={shown ? shown.length : null}
                onSortChange={(sort) => updateFilters({ sort })}
              />
            </div>
          </div>

          <div className="mt-4 empty:hidden">
            <ActiveFilterChips
              filters={filters}
              onChange={updateFilters}
              onClearAll={clearAll}
              affiliateCode={affiliateCode}
              onClearAffiliate={clearAffiliateCode}
              showDay={tab === 'lista'}
            />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-8">
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value as EventListTab)}
          className="gap-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label="Modo de exibição">
              <TabsTrigger value="lista">
                <LayoutGrid aria-hidden />
                Lista
              </TabsTrigger>
              <TabsTrigger
                value="calendario"
                onPointerEnter={() => void loadDateSearch()}
                onFocus={() => void loadDateSearch()}
              >
                <CalendarDays aria-hidden />
                Calendário
              </TabsTrigger>
            </TabsList>
            <p aria-live="polite" className="text-sm font-medium text-slate-600">
              {shown ? eventCountLabel(shown.length) : ''}
            </p>
          </div>
          <TabsContent value="lista">
            <h2 className="sr-only">Lista de eventos</h2>
            {listContent}
          </TabsContent>
          <TabsContent value="calendario">{calendarContent}</TabsContent>
        </Tabs>
      </div>
    </>
  );
}
