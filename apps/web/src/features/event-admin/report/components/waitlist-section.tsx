import { WAITLIST_STATUS_LABELS, type WaitlistStatus } from '@bilheteria/domain/waitlist-contract';
import { Ban, CircleCheck, Clock, Hourglass, LogOut, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { EmailAddress } from '@/components/email-address';
import { ResponsiveList } from '@/components/responsive-list';
import { StatusPill } from '@/components/status-pill';
import { Skeleton } from '@/components/ui/skeleton';
import { useWaitlist } from '../api/get-waitlist';
import { countOf, dateTimeLabel } from '../lib/labels';
import { inLineOrder, type WaitlistEntry } from '../lib/waitlist';
import { NothingYet } from './figures-table';

/** The table's name: how tests and screen readers find it. */
export const WAITLIST_TABLE_CAPTION = 'Lista de espera';

const STATUS_LOOK: Record<WaitlistStatus, { className: string; icon: ReactNode }> = {
  waiting: {
    className: 'bg-slate-100 text-slate-700',
    icon: <Hourglass aria-hidden className="size-3.5" />,
  },
  offered: {
    className: 'bg-amber-100 text-amber-900',
    icon: <Send aria-hidden className="size-3.5" />,
  },
  purchased: {
    className: 'bg-green-100 text-green-800',
    icon: <CircleCheck aria-hidden className="size-3.5" />,
  },
  expired: {
    className: 'bg-slate-100 text-slate-700',
    icon: <Clock aria-hidden className="size-3.5" />,
  },
  declined: {
    className: 'bg-red-100 text-red-800',
    icon: <Ban aria-hidden className="size-3.5" />,
  },
  left: {
    className: 'bg-slate-100 text-slate-700',
    icon: <LogOut aria-hidden className="size-3.5" />,
  },
};

function WaitlistStatusPill({ status }: { status: WaitlistStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <StatusPill className={look.className} icon={look.icon}>
      {WAITLIST_STATUS_LABELS[status]}
    </StatusPill>
  );
}

const place = (entry: WaitlistEntry) => (entry.posicao === null ? '—' : `${entry.posicao}º`);
const offerEnds = (entry: WaitlistEntry) =>
  entry.oferta_expira_em ? dateTimeLabel(entry.oferta_expira_em) : '—';

/** Wide screens: the line as a table. */
const HEADER = [
  'Posição',
  'E-mail',
  'Tipo',
  'Quantidade',
  'Status',
  'Entrou em',
  'Oferta expira em',
].map((label) => (
  <th
    key={label}
    scope="col"
    className={
      label === 'Quantidade' ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'
    }
  >
    {label}
  </th>
));

function WaitlistRow({ entry }: { entry: WaitlistEntry }) {
  return (
    <>
      <th
        scope="row"
        className="px-3 py-2.5 font-semibold whitespace-nowrap text-slate-900 tabular-nums"
      >
        {place(entry)}
      </th>
      <td className="max-w-80 px-3 py-2.5 text-slate-900">
        <EmailAddress email={entry.email} className="wrap-break-word" />
      </td>
      <td className="px-3 py-2.5 text-slate-800">{entry.tipo}</td>
      <td className="px-3 py-2.5 text-right text-slate-900 tabular-nums">{entry.quantidade}</td>
      <td className="px-3 py-2.5">
        <WaitlistStatusPill status={entry.status} />
      </td>
      <td className="px-3 py-2.5 text-slate-800">{dateTimeLabel(entry.entrou_em)}</td>
      <td className="px-3 py-2.5 text-slate-800">{offerEnds(entry)}</td>
    </>
  );
}

/** Phones: a card per person in line. */
function WaitlistCard({ entry }: { entry: WaitlistEntry }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold text-slate-900">
          {entry.posicao !== null && <span className="mr-1.5 tabular-nums">{place(entry)} ·</span>}
          <EmailAddress email={entry.email} />
        </p>
        <WaitlistStatusPill status={entry.status} />
      </div>
      <p className="text-slate-700">
        {entry.tipo} · {countOf(entry.quantidade, 'ingresso', 'ingressos')}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-slate-600">Entrou em</dt>
          <dd className="text-slate-900">{dateTimeLabel(entry.entrou_em)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Oferta expira em</dt>
          <dd className="text-slate-900">{offerEnds(entry)}</dd>
        </div>
      </dl>
    </>
  );
}

/** The line: a table on wide screens, a card each on a phone. */
function WaitlistList({ entries }: { entries: readonly WaitlistEntry[] }) {
  return (
    <ResponsiveList
      items={entries}
      itemKey={(entry) => entry.id}
      caption={WAITLIST_TABLE_CAPTION}
      region="Tabela da lista de espera"
      tableClassName="min-w-[48rem]"
      cardClassName="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
      header={HEADER}
      row={(entry) => <WaitlistRow entry={entry} />}
      card={(entry) => <WaitlistCard entry={entry} />}
    />
  );
}

/**
 * Who waits for a seat of a sold-out ticket type (issue 18), in line order: place, e-mail, type,
 * how many, where they are (waiting, offered, bought…), when they joined and when an offer ends.
 */
export function WaitlistSection({ userId, eventId }: { userId: string; eventId: string }) {
  const waitlist = useWaitlist(userId, eventId);
  const entries = waitlist.data ? inLineOrder(waitlist.data.entradas) : [];
  const waiting = entries.filter((entry) => entry.status === 'waiting').length;
  return (
    <section aria-labelledby="lista-de-espera-titulo" className="flex flex-col gap-4">
      <h2
        id="lista-de-espera-titulo"
        className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xl font-semibold text-slate-900"
      >
        <Hourglass aria-hidden className="size-5 text-brand-700" />
        Lista de espera
        {waiting > 0 && (
          <span className="text-sm font-normal text-slate-600 tabular-nums">
            ({countOf(waiting, 'pessoa aguardando', 'pessoas aguardando')})
          </span>
        )}
      </h2>
      {waitlist.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Carregando a lista de espera...</span>
          <Skeleton className="h-10 w-full rounded-lg" />
          <Skeleton className="h-14 w-full rounded-lg" />
        </div>
      ) : waitlist.isError ? (
        <LoadError
          message="Não foi possível carregar a lista de espera. Verifique sua conexão e tente novamente."
          onRetry={() => void waitlist.refetch()}
          retrying={waitlist.isFetching}
        />
      ) : entries.length === 0 ? (
        <NothingYet>Ninguém na lista de espera.</NothingYet>
      ) : (
        <WaitlistList entries={entries} />
      )}
    </section>
  );
}
