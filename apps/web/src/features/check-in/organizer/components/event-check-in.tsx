import type { CheckInEventsResponse } from '@bilheteria/domain/check-in-contract';
import { Activity, ChevronDown, Link2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { Attendance } from './attendance';
import { ScannerLinks } from './scanner-links';

type CheckInEvent = CheckInEventsResponse['eventos'][number];

function activeLinks(count: number): string {
  if (count === 0) return 'Nenhum link ativo';
  return count === 1 ? '1 link ativo' : `${count} links ativos`;
}

/**
 * One event in the dashboard's 'Check-in', as a row: its date, 'N de M' checked in, how many door
 * links work, the way to its live page, and 'Links de check-in', a disclosure with the links and
 * 'Criar link de check-in'. It starts open only for an event with an active link (a door that may
 * be running now); its links are asked for when it first opens, and it stays mounted once opened,
 * so the link just created is still there after a fold.
 */
export function EventCheckIn({ event }: { event: CheckInEvent }) {
  const id = useId();
  const titleId = `${id}-titulo`;
  const panelId = `${id}-links`;
  const toggle = useRef<HTMLButtonElement>(null);
  // Read once: a link created or revoked afterwards never folds the disclosure under the user.
  const [open, setOpen] = useState(() => event.links_ativos > 0);
  const [opened, setOpened] = useState(open);
  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_13rem_auto] md:items-center md:gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="font-semibold break-words text-slate-900">
              {event.titulo}
            </h3>
            {event.encerrado && <Badge variant="muted">Encerrado</Badge>}
          </div>
          <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600">
            <span>
              {event.data} · {event.horario}
            </span>
            <span
              className={cn(
                'inline-flex items-center gap-1',
                event.links_ativos > 0 && 'font-medium text-emerald-800',
              )}
            >
              <Link2 aria-hidden className="size-3.5" />
              {activeLinks(event.links_ativos)}
            </span>
          </p>
        </div>
        <Attendance presentes={event.presentes} total={event.total} size="small" />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={paths.checkInLive(event.id)}
            aria-describedby={titleId}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Activity aria-hidden />
            Acompanhar ao vivo
          </Link>
          <Button
            ref={toggle}
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            aria-describedby={titleId}
            onClick={() => {
              setOpen(!open);
              setOpened(true);
            }}
          >
            Links de check-in
            <ChevronDown
              aria-hidden
              className={cn(
                'transition-transform motion-reduce:transition-none',
                open && 'rotate-180',
              )}
            />
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="border-t border-slate-200 bg-slate-50 px-4 py-4 sm:px-5"
      >
        {opened && (
          <ScannerLinks
            eventId={event.id}
            eventTitleId={titleId}
            headingLevel={4}
            namedBy={toggle}
          />
        )}
      </div>
    </section>
  );
}
