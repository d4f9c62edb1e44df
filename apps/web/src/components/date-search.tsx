import { dayOfLocalDate, formatCalendarDay, localDateOfDay } from '@bilheteria/domain/calendar-day';
import { calendarDay } from '@bilheteria/domain/dates';
import { daysWithEvents, eventsOnDay } from '@bilheteria/domain/event-filters';
import type { EventListItem } from '@bilheteria/domain/event-view';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { useId, useMemo, useSyncExternalStore } from 'react';
import type { Modifiers } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { CATALOG_MESSAGES } from '@/lib/catalog-messages';
import { paths } from '@/lib/paths';

export interface DateSearchProps {
  /** The events the calendar marks and lists (already filtered by the caller, if it wants). */
  events: readonly EventListItem[];
  /** The chosen São Paulo day, 'YYYY-MM-DD', or null. */
  selected: string | null;
  onSelect: (day: string | null) => void;
}

type DayButtonLabel = (date: Date, modifiers: Modifiers, ...rest: unknown[]) => string;

/** The locale's own day label ('segunda-feira, 8 de dezembro de 2026, selecionado'), if any. */
const localeDayLabel: unknown = ptBR.labels?.labelDayButton;

function defaultDayLabel(date: Date, modifiers: Modifiers, ...rest: unknown[]): string {
  if (typeof localeDayLabel === 'function') {
    return (localeDayLabel as DayButtonLabel)(date, modifiers, ...rest);
  }
  return date.toLocaleDateString('pt-BR', { dateStyle: 'full' });
}

/** Screen readers hear which days have events, as sighted users see the dot. */
const labels = {
  labelDayButton: (date: Date, modifiers: Modifiers, ...rest: unknown[]) => {
    const label = defaultDayLabel(date, modifiers, ...rest);
    return modifiers.hasEvents ? `${label}, com eventos` : label;
  },
};

/** Wide screens show two months side by side: more days with events in view at once. */
const TWO_MONTHS_QUERY = '(min-width: 1280px)';

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia(TWO_MONTHS_QUERY);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => window.matchMedia(TWO_MONTHS_QUERY).matches,
    () => false,
  );
}

/** The month to open on: the chosen day's, else the next event's, else the last event's. */
function openingMonth(selected: string | null, days: string[], today: string): Date | undefined {
  const day = selected ?? days.find((candidate) => candidate >= today) ?? days.at(-1);
  return (day && localDateOfDay(day)) || undefined;
}

/** One event of the day picked; its 'Ver detalhes' link is described by the event's title. */
function DayEvent({ event }: { event: EventListItem }) {
  const titleId = useId();
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <img
        src={event.image}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        className="hidden aspect-video w-28 shrink-0 self-start rounded-lg object-cover sm:block"
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
        <Badge>{event.category}</Badge>
        <h4 id={titleId} className="font-semibold leading-snug text-slate-900">
          {event.title}
        </h4>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-3.5 shrink-0" />
            {event.date}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-3.5 shrink-0" />
            {event.time}
          </span>
        </p>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {event.location}
        </p>
        <Link
          to={paths.eventCard(event.id)}
          aria-describedby={titleId}
          className="mt-2 inline-flex w-full items-center justify-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
        >
          Ver detalhes
        </Link>
      </div>
    </li>
  );
}

/**
 * Spec §2 "Date search component": a date picker labelled 'Buscar eventos por data' with a
 * 'Limpar' button; days with events carry a dot; picking a day lists that day's events.
 * Days are São Paulo days ('YYYY-MM-DD'), shown on the picker as local dates of the same
 * number so the right cell is marked in any time zone. Heavy (react-day-picker): load lazily.
 */
export function DateSearch({ events, selected, onSelect }: DateSearchProps) {
  const headingId = useId();
  const today = calendarDay(new Date());
  const twoMonths = useWideScreen();

  const { eventDays, eventDates } = useMemo(() => {
    const days = [...daysWithEvents(events)].sort();
    return {
      eventDays: days,
      eventDates: days.map(localDateOfDay).filter((date): date is Date => date !== null),
    };
  }, [events]);

  const selectedDate = selected ? (localDateOfDay(selected) ?? undefined) : undefined;
  const selectedLabel = selected ? (formatCalendarDay(selected) ?? selected) : null;
  const dayEvents = selected ? eventsOnDay(events, selected) : [];

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start"
    >
      <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
        <h2
          id={headingId}
          className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <CalendarDays aria-hidden className="size-5 text-brand-700" />
          Buscar eventos por data
        </h2>
        <Calendar
          mode="single"
          numberOfMonths={twoMonths ? 2 : 1}
          // With two months, a day shown in both grids would be two buttons of the same name.
          showOutsideDays={!twoMonths}
          classNames={{ months: 'relative flex flex-col gap-4 sm:flex-row sm:gap-8' }}
          className="mx-auto p-0"
          selected={selectedDate}
          onSelect={(date: Date | undefined) => onSelect(date ? dayOfLocalDate(date) : null)}
          defaultMonth={openingMonth(selected, eventDays, today)}
          today={localDateOfDay(today) ?? undefined}
          modifiers={{ hasEvents: eventDates }}
          modifiersClassNames={{
            hasEvents:
              'after:pointer-events-none after:absolute after:bottom-1.5 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full after:bg-brand-600 data-[selected=true]:after:bg-white',
          }}
          labels={labels}
        />
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <span aria-hidden className="size-1.5 rounded-full bg-brand-600" />
            Dias com eventos
          </p>
          <Button variant="outline" size="sm" onClick={() => onSelect(null)} disabled={!selected}>
            Limpar
          </Button>
        </div>
      </div>

      <div aria-live="polite" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        {selectedLabel === null ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <CalendarDays aria-hidden className="size-10 text-slate-300" />
            <p className="text-sm text-slate-600">
              Escolha um dia no calendário para ver os eventos dessa data.
            </p>
          </div>
        ) : (
          <>
            <h3 className="text-lg font-semibold text-slate-900">Eventos em {selectedLabel}</h3>
            {dayEvents.length === 0 ? (
              <p className="mt-4 text-sm text-slate-600">{CATALOG_MESSAGES.noEventsOnDay}</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-100">
                {dayEvents.map((event) => (
                  <DayEvent key={event.id} event={event} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
