import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-form';
import type { EditableEvent } from '@bilheteria/domain/organizer-contract';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEditableEvent } from './api/get-editable-event';
import { LazyEventWizard } from './components/lazy-event-wizard';
import { SwapSettingsCard } from './components/swap-settings-card';
import { WizardPage } from './components/wizard-page';
import { editDraftKey, wizardOfEvent } from './lib/wizard-values';

const INTRO =
  'Altere o que precisar e salve. Preços de ingressos já vendidos não mudam, e a quantidade não fica abaixo do que foi vendido e reservado.';

function Loading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando o evento...</span>
      <Skeleton className="h-12 w-full rounded-lg" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

// The wizard's code loads while the event is asked for, not after.
void import('./components/event-wizard');

function NotFound() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">{EVENT_FORM_MESSAGES.notFound}</h2>
      <p className="text-slate-700">
        O evento que você quer editar não existe, foi excluído ou pertence a outro organizador.
      </p>
      <Link to={paths.dashboard()} className={buttonVariants({ variant: 'outline' })}>
        Ir para o Dashboard
      </Link>
    </div>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
        Não foi possível carregar o evento.
      </p>
      <p className="text-sm">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden />
        Tentar novamente
      </Button>
    </div>
  );
}

function EditWizard({ event, userId }: { event: EditableEvent; userId: string }) {
  // The form starts from the answer as it first came; a refetch meanwhile does not reset it.
  const start = useMemo(() => wizardOfEvent(event), [event]);
  return (
    <LazyEventWizard
      eventId={event.id}
      baseValues={start.values}
      locks={start.locks}
      originalDate={event.basics.date || null}
      initialStatus={event.status}
      draftKey={editDraftKey(userId, event.id)}
    />
  );
}

/**
 * The wizard prefilled with one of the organizer's events (/dashboard/eventos/:eventId/editar,
 * issue 17): GET /api/organizador/eventos/:eventId, then PUT on save → /dashboard. A sold type's
 * price is read-only, its quantity not below sold + held, and it cannot be removed. Below it,
 * the event's 'Troca de participante' setting (its own endpoint).
 */
export function EditEventPage() {
  useDocumentTitle('Editar Evento');
  const { eventId = '' } = useParams<{ eventId: string }>();
  const { user } = useAuth();
  const query = useEditableEvent(eventId);

  let body;
  if (query.isPending) body = <Loading />;
  else if (query.isError) {
    body =
      query.error instanceof ApiError &&
      (query.error.status === 404 || query.error.status === 400) ? (
        <NotFound />
      ) : (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <EditWizard key={query.data.id} event={query.data} userId={user?.id ?? 'visitante'} />
        <SwapSettingsCard eventId={query.data.id} />
      </div>
    );
  }

  return (
    <WizardPage
      title={query.data ? `Editar Evento: ${query.data.basics.title}` : 'Editar Evento'}
      intro={INTRO}
    >
      {body}
    </WizardPage>
  );
}
