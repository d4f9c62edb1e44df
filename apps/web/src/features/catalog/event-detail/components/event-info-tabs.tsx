import {
  groupAgendaByDay,
  type AgendaDay,
  type AgendaEntry,
  type EventDetail,
} from '@bilheteria/domain/event-view';
import { Building2, CalendarDays, ChevronDown, Clock, MapPin, Navigation } from 'lucide-react';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { EventPage } from '@/api/get-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { sanitizeHtml } from '@/lib/sanitize-html';

const panelClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';
const panelHeading = 'text-xl font-semibold text-slate-900';

function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="mt-4 text-slate-600">{children}</p>;
}

/** Only the sanitised description ever reaches innerHTML. */
function Description({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe.trim()) return <EmptyLine>Nenhuma descrição disponível.</EmptyLine>;
  return (
    <div
      className="mt-4 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mb-1.5 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-5 [&>:last-child]:mb-0"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        <Icon aria-hidden className="absolute left-0 top-0.5 size-5 text-brand-700" />
        {label}
      </dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Organizado por': the organization's public name (issue 28), after its logo when it has one. */
function Organizer({ event }: { event: Pick<EventPage, 'organizer' | 'organizerLogo'> }) {
  return (
    <span className="flex items-center gap-2">
      {event.organizerLogo && (
        <img
          src={event.organizerLogo}
          alt={event.organizer}
          width={32}
          height={32}
          loading="lazy"
          className="size-8 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
        />
      )}
      <span className="min-w-0 break-words">{event.organizer}</span>
    </span>
  );
}

function AboutTab({ event }: { event: EventPage }) {
  return (
    <div className={panelClass}>
      <h2 className={panelHeading}>Sobre o evento</h2>
      <Description html={event.description} />
      <h3 className="mt-8 border-t border-slate-200 pt-6 text-lg font-semibold text-slate-900">
        Informações
      </h3>
      <dl className="mt-4 grid gap-5 sm:grid-cols-2">
        <Fact icon={CalendarDays} label="Data de início">
          {event.date}
        </Fact>
        <Fact icon={CalendarDays} label="Data de término">
          {event.endDate}
        </Fact>
        <Fact icon={Clock} label="Horário">
          {event.time}
        </Fact>
        <Fact icon={MapPin} label="Local">
          {event.location}
        </Fact>
        <Fact icon={Navigation} label="Endereço">
          {event.address || 'Não informado'}
        </Fact>
        <Fact icon={Building2} label="Organizado por">
          <Organizer event={event} />
        </Fact>
      </dl>
    </div>
  );
}

function AgendaEntries({ entries }: { entries: AgendaEntry[] }) {
  return (
    <ol className="divide-y divide-slate-200">
      {entries.map((entry, index) => (
        <li
          key={`${entry.time}-${index}`}
          className="grid gap-1 py-4 first:pt-0 last:pb-0 sm:grid-cols-[8.5rem_1fr] sm:gap-4"
        >
          <p className="text-sm font-semibold tabular-nums text-brand-700">{entry.time}</p>
          <div>
            <p className="font-medium text-slate-900">{entry.title}</p>
            {entry.speaker && <p className="mt-0.5 text-sm text-slate-600">{entry.speaker}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Agenda days; a day whose date cannot be read (never from our API) would not break the page. */
function agendaDays(agenda: AgendaEntry[]): AgendaDay[] {
  try {
    return groupAgendaByDay(agenda);
  } catch {
    return [{ day: '', label: 'Programação', entries: agenda }];
  }
}

function AgendaTab({ event }: { event: EventDetail }) {
  const days = useMemo(() => agendaDays(event.agenda), [event.agenda]);
  const [first] = days;
  return (
    <div className={panelClass}>
      <h2 className={panelHeading}>Agenda</h2>
      {!first ? (
        <EmptyLine>A programação deste evento ainda não foi divulgada.</EmptyLine>
      ) : days.length === 1 ? (
        <>
          <h3 className="mb-4 mt-4 font-semibold text-slate-900">{first.label}</h3>
          <AgendaEntries entries={first.entries} />
        </>
      ) : (
        <Tabs defaultValue={first.day} className="mt-4 gap-5">
          <TabsList
            aria-label="Dias do evento"
            className="h-auto w-full flex-wrap justify-start sm:w-fit"
          >
            {days.map((day) => (
              <TabsTrigger key={day.day} value={day.day} className="py-1.5">
                {day.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {days.map((day) => (
            <TabsContent key={day.day} value={day.day}>
              <AgendaEntries entries={day.entries} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('pt-BR'))
    .join('');
}

function SpeakersTab({ event }: { event: EventDetail }) {
  return (
    <div className={panelClass}>
      <h2 className={panelHeading}>Palestrantes</h2>
      {event.speakers.length === 0 ? (
        <EmptyLine>Os palestrantes deste evento ainda não foram anunciados.</EmptyLine>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {event.speakers.map((speaker) => (
            <li
              key={`${speaker.name}-${speaker.company}`}
              className="flex items-center gap-4 rounded-xl border border-slate-200 p-4"
            >
              {speaker.image ? (
                <img
                  src={speaker.image}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-full bg-slate-100 object-cover sm:size-[72px]"
                />
              ) : (
                <span
                  aria-hidden
                  className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-900 sm:size-[72px]"
                >
                  {initials(speaker.name)}
                </span>
              )}
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{speaker.name}</h3>
                <p className="text-sm text-slate-700">{speaker.role}</p>
                <p className="text-sm text-slate-600">{speaker.company}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FaqTab({ event }: { event: EventDetail }) {
  return (
    <div className={panelClass}>
      <h2 className={panelHeading}>Perguntas frequentes</h2>
      {event.faqs.length === 0 ? (
        <EmptyLine>Ainda não há perguntas frequentes sobre este evento.</EmptyLine>
      ) : (
        <div className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {event.faqs.map((faq) => (
            <details key={faq.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 leading-relaxed text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      )}
    </div>
  );
}

const TABS = [
  ['sobre', 'Sobre'],
  ['agenda', 'Agenda'],
  ['palestrantes', 'Palestrantes'],
  ['faq', 'FAQ'],
] as const;

/** Spec §2 detail tabs: Sobre, Agenda, Palestrantes, FAQ. */
export function EventInfoTabs({ event }: { event: EventPage }) {
  return (
    <Tabs defaultValue="sobre">
      <TabsList aria-label="Informações do evento" className="h-11 w-full sm:w-fit">
        {TABS.map(([value, label]) => (
          <TabsTrigger key={value} value={value} className="flex-auto px-2 sm:px-5">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="sobre">
        <AboutTab event={event} />
      </TabsContent>
      <TabsContent value="agenda">
        <AgendaTab event={event} />
      </TabsContent>
      <TabsContent value="palestrantes">
        <SpeakersTab event={event} />
      </TabsContent>
      <TabsContent value="faq">
        <FaqTab event={event} />
      </TabsContent>
    </Tabs>
  );
}
