import { formatTime } from '@bilheteria/domain/dates';
import type { OrganizerVirtualQueueView } from '@bilheteria/domain/virtual-queue-contract';
import { Users } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useVirtualQueue } from '../api/virtual-queue-settings';
import { waitFigure } from '../lib/settings-form';
import { VirtualQueueForm } from './virtual-queue-form';
import { usePermissions } from '../../lib/use-permission';

function QueueSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando a fila virtual...</span>
      <Skeleton aria-hidden className="h-5 w-40" />
      <Skeleton aria-hidden className="h-32 w-full rounded-lg" />
    </div>
  );
}

/** Whether the queue holds buyers now: 'Ativa desde 20:03', or why not. */
function stateText(view: OrganizerVirtualQueueView): string {
  if (view.ativa) {
    return view.ativa_desde ? `Ativa desde ${formatTime(new Date(view.ativa_desde))}` : 'Ativa';
  }
  return view.modo === 'automatica' ? 'Desligada agora: liga sozinha no pico' : 'Desligada';
}

/** The live figures, asked again every 5 s. */
function QueueFigures({ view }: { view: OrganizerVirtualQueueView }) {
  const figures: [label: string, value: string][] = [
    ['Na fila', view.aguardando.toLocaleString('pt-BR')],
    ['Admitidos', view.admitidos.toLocaleString('pt-BR')],
    ['Desistiram', view.desistentes.toLocaleString('pt-BR')],
    ['Espera estimada', waitFigure(view.espera_estimada_segundos)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Fila virtual' (issue 32): how the event's sale lets buyers in at its peak — off, on at a
 * rate, or automatic — and, live, who is in the queue, admitted or gave up.
 */
export function VirtualQueueSection({ userId, eventId }: { userId: string; eventId: string }) {
  const queue = useVirtualQueue(userId, eventId);
  const can = usePermissions();
  const view = queue.data;
  return (
    <section
      aria-labelledby="fila-virtual-titulo"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="fila-virtual-titulo"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <Users aria-hidden className="size-5 text-brand-700" />
          Fila virtual
        </h2>
        {view && (
          <p
            className={cn(
              'rounded-full px-2.5 py-0.5 text-sm font-medium',
              view.ativa ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-700',
            )}
          >
            {stateText(view)}
          </p>
        )}
      </div>
      {queue.isPending ? (
        <QueueSkeleton />
      ) : queue.isError && !view ? (
        <LoadError
          message="Não foi possível carregar a fila virtual. Verifique sua conexão e tente novamente."
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : (
        view && (
          <div className="grid gap-6 lg:grid-cols-2">
            <VirtualQueueForm
              userId={userId}
              eventId={eventId}
              settings={view}
              canEdit={can('eventos:editar')}
            />
            <div className="flex min-w-0 flex-col gap-2">
              <h3 className="text-base font-semibold text-slate-900">Agora</h3>
              <QueueFigures view={view} />
              <p className="text-xs text-slate-600">Os números se renovam a cada 5 segundos.</p>
            </div>
          </div>
        )
      )}
    </section>
  );
}
