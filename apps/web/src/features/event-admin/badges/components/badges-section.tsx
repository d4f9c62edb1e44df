import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { IdCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useBadges } from '../api/get-badges';
import { BadgeLayoutForm } from './badge-layout-form';
import { PrintBadgesForm } from './print-badges-form';
import { usePermissions } from '../../lib/use-permission';

const printedText = (count: number) =>
  count === 1 ? '1 crachá impresso' : `${count.toLocaleString('pt-BR')} crachás impressos`;

function BadgesSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando os crachás...</span>
      <Skeleton aria-hidden className="h-5 w-40" />
      <Skeleton aria-hidden className="h-32 w-full rounded-lg" />
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/**
 * 'Crachás' (issue 31): the event's badge layout, how many badges were printed, and 'Imprimir
 * crachás' for everyone or a filtered set. One participant's badge is printed from their row in
 * the participant list and at the door.
 */
export function BadgesSection({
  userId,
  eventId,
  report,
}: {
  userId: string;
  eventId: string;
  report: EventReport;
}) {
  const badges = useBadges(userId, eventId);
  const can = usePermissions();
  const view = badges.data;
  const ticketTypes = report.byTicketType.map((type) => ({
    id: type.ticketTypeId,
    name: type.name,
  }));
  const nobody = report.occupancy.valid === 0;
  return (
    <section
      aria-labelledby="crachas-titulo"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="crachas-titulo"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <IdCard aria-hidden className="size-5 text-brand-700" />
          Crachás
        </h2>
        {view && (
          <p className="text-sm text-slate-700 tabular-nums">{printedText(view.impressos)}</p>
        )}
      </div>
      {badges.isPending ? (
        <BadgesSkeleton />
      ) : badges.isError && !view ? (
        <LoadError
          message="Não foi possível carregar os crachás. Verifique sua conexão e tente novamente."
          onRetry={() => void badges.refetch()}
          retrying={badges.isFetching}
        />
      ) : (
        view && (
          <div className="grid gap-4 lg:grid-cols-2">
            <Panel title="Modelo">
              {!view.salvo && (
                <p className="text-xs text-slate-600">
                  Modelo padrão: ajuste e salve para usar outro.
                </p>
              )}
              <BadgeLayoutForm
                userId={userId}
                eventId={eventId}
                layout={view.layout}
                canEdit={can('eventos:editar')}
              />
            </Panel>
            <Panel title="Imprimir crachás">
              {nobody ? (
                <p className="text-sm text-slate-600">
                  Nenhum participante ainda: cada ingresso pago ganha um crachá para imprimir.
                </p>
              ) : (
                <PrintBadgesForm eventId={eventId} ticketTypes={ticketTypes} />
              )}
            </Panel>
          </div>
        )
      )}
    </section>
  );
}
