import type { CheckInEventsResponse } from '@bilheteria/domain/check-in-contract';
import { Activity, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { Attendance } from './attendance';
import { ScannerLinks } from './scanner-links';

type CheckInEvent = CheckInEventsResponse['eventos'][number];

function activeLinks(count: number): string {
  if (count === 0) return 'Nenhum link ativo';
  return count === 1 ? '1 link ativo' : `${count} links ativos`;
}

/**
 * One event in the dashboard's 'Check-in': its date, 'N de M' checked in, the way to its live
 * page, and its door links. A past event's links are folded away and asked for when opened.
 */
export function EventCheckIn({ event }: { event: CheckInEvent }) {
  const id = useId();
  const titleId = `${id}-titulo`;
  const [opened, setOpened] = useState(false);
  const links = <ScannerLinks eventId={event.id} eventTitleId={titleId} headingLevel={4} />;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              {event.titulo}
            </h3>
            {event.encerrado && <Badge variant="muted">Encerrado</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {event.data} · {event.horario}
          </p>
        </div>
        <Link
          to={paths.checkInLive(event.id)}
          aria-describedby={titleId}
          className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
        >
          <Activity aria-hidden />
          Acompanhar ao vivo
        </Link>
      </div>
      <div className="flex flex-col gap-1">
        <Attendance presentes={event.presentes} total={event.total} />
        <p className="text-sm text-slate-600">{activeLinks(event.links_ativos)}</p>
      </div>
      {event.encerrado ? (
        <details
          className="group rounded-lg border border-slate-200"
          onToggle={(toggle) => {
            if (toggle.currentTarget.open) setOpened(true);
          }}
        >
          <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-medium text-slate-800 select-none">
            <ChevronRight
              aria-hidden
              className="size-4 transition-transform group-open:rotate-90"
            />
            Links de check-in deste evento
          </summary>
          <div className="border-t border-slate-200 p-4">{opened && links}</div>
        </details>
      ) : (
        links
      )}
    </section>
  );
}
