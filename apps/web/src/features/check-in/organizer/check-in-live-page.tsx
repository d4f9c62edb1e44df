import { AlertTriangle, ArrowLeft, RotateCw, WifiOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOccupancy } from './api/get-occupancy';
import { ConflictsPanel } from './components/conflicts-panel';
import {
  PerGatePanel,
  PerTypePanel,
  RecentScansPanel,
  TotalPanel,
} from './components/occupancy-panels';
import { ScannerLinks } from './components/scanner-links';
import { formatClock } from './lib/format';

function BackToDashboard() {
  return (
    <Link
      to={paths.dashboard()}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Voltar ao Dashboard
    </Link>
  );
}

function LiveSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando o check-in do evento...</span>
      <div aria-hidden className="flex flex-col gap-2">
        <Skeleton className="h-8 w-full max-w-md" />
        <Skeleton className="h-4 w-56" />
      </div>
      <Skeleton aria-hidden className="h-36 w-full rounded-xl" />
      <div aria-hidden className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    </div>
  );
}

/**
 * An event's check-in, live, at /dashboard/check-in/<eventId> (issue 15): 'N de M' inside, per
 * ticket type, per gate, the last scans and the conflicts left by offline scanners, asked again
 * every 2.5 s; and the event's door links, for the organizer standing at the door.
 */
export function CheckInLivePage() {
  const { eventId = '' } = useParams();
  const occupancy = useOccupancy(eventId);
  const { data } = occupancy;
  useDocumentTitle(data ? `Check-in: ${data.evento.titulo}` : 'Check-in');

  if (occupancy.isPending) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <LiveSkeleton />
      </section>
    );
  }

  if (!data) {
    const notFound = occupancy.error instanceof ApiError && occupancy.error.status === 404;
    return (
      <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
        <BackToDashboard />
        <div className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
          <AlertTriangle aria-hidden className="size-8 text-red-700" />
          {notFound ? (
            <>
              <h1 className="text-2xl font-bold text-slate-900">Evento não encontrado</h1>
              <p className="max-w-md text-red-800">
                Este evento não existe ou foi removido. Escolha um evento em Check-in, no Dashboard.
              </p>
            </>
          ) : (
            <>
              <h1 className="text-2xl font-bold text-slate-900">Check-in</h1>
              <p role="alert" className="max-w-md text-red-800">
                Não foi possível carregar o check-in do evento. Verifique sua conexão e tente
                novamente.
              </p>
              <Button
                variant="outline"
                onClick={() => void occupancy.refetch()}
                disabled={occupancy.isFetching}
              >
                <RotateCw
                  aria-hidden
                  className={occupancy.isFetching ? 'animate-spin' : undefined}
                />
                Tentar novamente
              </Button>
            </>
          )}
        </div>
      </section>
    );
  }

  const stale = occupancy.isRefetchError;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <BackToDashboard />
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">Check-in ao vivo</p>
          <h1
            id="check-in-evento"
            className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
          >
            {data.evento.titulo}
          </h1>
          <p className="mt-1 text-slate-600">
            {data.evento.data} · {data.evento.horario}
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <span
            aria-hidden
            className={`size-2 rounded-full ${stale ? 'bg-amber-500' : 'animate-pulse bg-emerald-500'}`}
          />
          <span>
            Atualizado às{' '}
            <time dateTime={data.atualizado_em} className="tabular-nums">
              {formatClock(data.atualizado_em)}
            </time>
          </span>
        </p>
      </header>
      {stale && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
        >
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          Sem resposta do servidor agora: os números são os da última atualização. Tentando de novo…
        </p>
      )}
      <TotalPanel presentes={data.presentes} total={data.total} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PerTypePanel types={data.por_tipo} />
        <PerGatePanel gates={data.por_portao} />
      </div>
      <ConflictsPanel conflicts={data.conflitos} />
      <RecentScansPanel eventId={data.evento.id} scans={data.ultimas_leituras} />
      <section
        aria-labelledby="check-in-links"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div>
          <h2 id="check-in-links" className="text-lg font-semibold text-slate-900">
            Portões e links
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Cada link abre o leitor de ingressos no celular da equipe, sem login. Revogue um link
            perdido e crie outro.
          </p>
        </div>
        <ScannerLinks eventId={data.evento.id} eventTitleId="check-in-evento" headingLevel={3} />
      </section>
    </section>
  );
}
