import { useState } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LazyEventWizard } from './components/lazy-event-wizard';
import { WizardPage } from './components/wizard-page';
import { createDraftKey, emptyWizard, type TicketLocks } from './lib/wizard-values';

const NO_LOCKS: TicketLocks = {};

/**
 * Spec §2 "Create Event" (/create-event, admins only): the five-tab wizard, empty (commission
 * 10 %, maxPerOrder 5), or where this account's draft left it.
 */
export function CreateEventPage() {
  useDocumentTitle('Criar Evento');
  const { user } = useAuth();
  const userId = user?.id ?? 'visitante';
  const [base] = useState(emptyWizard);
  return (
    <WizardPage
      title="Criar Evento"
      intro="Preencha as cinco etapas. Só os dados da aba Evento são necessários para salvar; o que você digitar fica guardado neste navegador até salvar."
    >
      <LazyEventWizard
        key={userId}
        eventId={null}
        baseValues={base}
        locks={NO_LOCKS}
        originalDate={null}
        initialStatus="published"
        draftKey={createDraftKey(userId)}
      />
    </WizardPage>
  );
}
