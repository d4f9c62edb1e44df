import { formatDate, formatTime } from '@bilheteria/domain/dates';
import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-texts';
import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { ArrowLeft, CalendarDays, ExternalLink, FileQuestion, Pencil } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EventStatusPill } from '@/components/event-status-pill';
import { ExportMenu } from '@/features/event-admin/exports/export-menu';
import { LoadError } from '@/components/load-error';
import { UpdatedAt } from '@/components/relative-time';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancellation } from './api/get-cancellation';
import { useEventReport } from './api/get-event-report';
import { retentionOf } from './api/update-retention';
import { BreakdownsSection } from './components/breakdowns-section';
import { CancelEventAction } from './components/cancel-event-action';
import { CancellationPanel } from './components/cancellation-panel';
import { OccupancySection } from './components/occupancy-section';
import { ReportLists } from './components/report-lists';
import { RetentionCard } from './components/retention-card';
import { RevenueSection } from './components/revenue-section';
import { SalesSection } from './components/sales-section';
import { LazyCertificateSection } from '../certificates/components/lazy-certificate-section';
import { usePermissions } from '../lib/use-permission';
import { useEventQuestions } from '../wizard/api/event-questions';
import { BadgesSection } from '../badges/components/badges-section';
import { VirtualQueueSection } from '../virtual-queue/components/virtual-queue-section';

function BackToDashboard() {
  return (
    <Link
      to={paths.dashboard()}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Voltar ao Dashboard
    </Link>
  );
}

/** '05 de Março, 2027, 09:00 – 18:00', or both days when it spans more than one. */
function eventSpan(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const startDay = formatDate(start);
  const endDay = formatDate(end);
  return startDay === endDay
    ? `${startDay}, ${formatTime(start)} – ${formatTime(end)}`
    : `${startDay}, ${formatTime(start)} – ${endDay}, ${formatTime(end)}`;
}

function ReportSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Carregando o relatório...</span>
      <Skeleton className="h-9 w-2/3 max-w-xl" />
      <div aria-hidden className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-14 text-center">
      <FileQuestion aria-hidden className="size-10 text-slate-500" />
      <h1 className="text-2xl font-bold text-slate-900">{EVENT_FORM_MESSAGES.notFound}</h1>
      <p className="max-w-md text-slate-600">
        O evento que você está procurando não existe ou foi removido.
      </p>
      <Link to={paths.dashboard()} className={buttonVariants({ className: 'mt-2' })}>
        Ver Meus Eventos
      </Link>
    </div>
  );
}

function ReportHeader({
  report,
  canceled,
  cancelAction,
}: {
  report: EventReport;
  /** Cancelled by its organizer (issue 18): no public page any more. */
  canceled: boolean;
  cancelAction: ReactNode;
}) {
  const { event } = report;
  const can = usePermissions();
  const questions = useEventQuestions(can('exportacoes') ? event.id : null);
  const consents = (questions.data?.perguntas ?? []).filter(
    (question) => question.tipo === 'consentimento' || question.tipo === 'sim_nao',
  );
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0 lg:flex-1">
        <p className="text-sm font-medium text-brand-700">Relatório do evento</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {event.title}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {eventSpan(event.startsAt, event.endsAt)}
          </span>
          <EventStatusPill status={event.status} canceled={canceled} />
        </p>
        <UpdatedAt iso={report.computedAt} className="mt-1 text-xs text-slate-600" />
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
        {event.status === 'published' && !canceled && (
          <Link to={paths.event(event.id)} className={buttonVariants({ variant: 'outline' })}>
            <ExternalLink aria-hidden />
            Ver página
          </Link>
        )}
        {can('eventos:editar') && (
          <Link to={paths.editEvent(event.id)} className={buttonVariants({ variant: 'outline' })}>
            <Pencil aria-hidden />
            Editar
          </Link>
        )}
        {can('exportacoes') && (
          <ExportMenu
            eventId={event.id}
            scopeLabel="este evento"
            primary={{ kind: 'participantes', format: 'csv' }}
            consents={consents}
          />
        )}
        {can('eventos:editar') && cancelAction}
      </div>
    </header>
  );
}

function Report({ userId, eventId }: { userId: string; eventId: string }) {
  const report = useEventReport(userId, eventId);
  const cancellation = useCancellation(userId, eventId, { enabled: report.isSuccess });
  const progressHeading = useRef<HTMLHeadingElement>(null);
  const can = usePermissions();
  useDocumentTitle(report.data ? `Relatório: ${report.data.event.title}` : 'Relatório do evento');

  if (report.isPending) return <ReportSkeleton />;
  if (report.isError && !report.data) {
    const { error } = report;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <NotFound />;
    }
    return (
      <LoadError
        message="Não foi possível carregar o relatório. Verifique sua conexão e tente novamente."
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  const data = report.data;
  const progress = cancellation.data;
  const canceled = Boolean(progress?.cancelado_em);
  return (
    <div className="flex flex-col gap-10">
      <ReportHeader
        report={data}
        canceled={canceled}
        cancelAction={
          // Offered once the server said the event is not cancelled.
          progress && (
            <CancelEventAction
              userId={userId}
              eventId={data.event.id}
              title={data.event.title}
              paidOrders={data.revenue.paidOrders}
              canceled={canceled}
              afterCancelled={progressHeading}
            />
          )
        }
      />
      {progress && canceled && (
        <CancellationPanel progress={progress} userId={userId} heading={progressHeading} />
      )}
      <RevenueSection revenue={data.revenue} />
      <OccupancySection eventId={data.event.id} occupancy={data.occupancy} />
      <SalesSection report={data} />
      <BreakdownsSection report={data} />
      <ReportLists userId={userId} eventId={data.event.id} eventStartsAt={data.event.startsAt} />
      <LazyCertificateSection userId={userId} eventId={data.event.id} />
      <BadgesSection userId={userId} eventId={data.event.id} report={data} />
      <VirtualQueueSection userId={userId} eventId={data.event.id} />
      <RetentionCard
        userId={userId}
        eventId={data.event.id}
        retention={retentionOf(data)}
        canEdit={can('eventos:editar')}
      />
    </div>
  );
}

/**
 * An organizer's event report at /dashboard/eventos/:eventId/relatorio (issue 17; the route
 * lets admins only in, the server answers 404 for another organizer's event): revenue with
 * instalment interest apart, live occupancy, sales by ticket type and by day, coupons,
 * affiliates, payment methods, the participants, and this event's exports. Issue 18 adds the
 * orders with their refunds, the waiting list, and cancelling the event with its refunds'
 * progress.
 */
export function EventReportPage() {
  const { eventId = '' } = useParams();
  const { user } = useAuth();
  if (!user) return null; // The route guard lets only admins through.
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <BackToDashboard />
      <Report key={eventId} userId={user.id} eventId={eventId} />
    </section>
  );
}
