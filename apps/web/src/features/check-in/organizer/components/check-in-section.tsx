import { AlertTriangle, RotateCw, ScanLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCheckInEvents } from '../api/get-check-in-events';
import { EventCheckIn } from './event-check-in';

function CheckInSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando os eventos...</span>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          aria-hidden
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,1fr)_13rem_auto] md:items-center md:gap-6"
        >
          <div className="flex flex-col gap-2">
            <Skeleton className="h-5 w-full max-w-sm" />
            <Skeleton className="h-4 w-48" />
          </div>
          <div className="flex flex-col gap-2">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-2 w-full" />
          </div>
          <Skeleton className="h-9 w-full md:w-80" />
        </div>
      ))}
    </div>
  );
}

/**
 * The dashboard's 'Check-in' (issue 15), for admins: every event door staff can be sent to,
 * upcoming first, one compact row each: its check-ins so far, its live page and, folded, its door
 * links (see `EventCheckIn`).
 */
export function CheckInSection() {
  const events = useCheckInEvents();
  return (
    <section aria-labelledby="check-in-titulo" className="mt-10 flex flex-col gap-4">
      <div>
        <h2
          id="check-in-titulo"
          className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900"
        >
          <ScanLine aria-hidden className="size-6 text-brand-700" />
          Check-in
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          Crie um link para cada portão e envie à equipe da entrada: ela lê os ingressos pelo
          celular, sem login, e continua lendo mesmo sem internet. Acompanhe quantas pessoas já
          entraram.
        </p>
      </div>
      {events.isPending ? (
        <CheckInSkeleton />
      ) : events.isError ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
          <AlertTriangle aria-hidden className="size-8 text-red-700" />
          <p role="alert" className="max-w-md text-red-800">
            Não foi possível carregar os eventos para check-in. Verifique sua conexão e tente
            novamente.
          </p>
          <Button
            variant="outline"
            onClick={() => void events.refetch()}
            disabled={events.isFetching}
          >
            <RotateCw aria-hidden className={events.isFetching ? 'animate-spin' : undefined} />
            Tentar novamente
          </Button>
        </div>
      ) : events.data.eventos.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-lg font-semibold text-slate-900">Nenhum evento para check-in</p>
          <p className="max-w-md text-sm text-slate-600">
            Os eventos aparecem aqui assim que forem criados, com os links de check-in da portaria.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {events.data.eventos.map((event) => (
            <EventCheckIn key={event.id} event={event} />
          ))}
        </div>
      )}
    </section>
  );
}
