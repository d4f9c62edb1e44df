import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { EventWizardProps } from './event-wizard';

/*
 * The wizard is one lazily loaded module that both pages (create and edit) import. Imported
 * directly by the two, every icon it uses would count as shared between screens and move into
 * the `icons` chunk that the home page loads (vite.config.ts, docs/decisions/0007).
 */
const EventWizard = lazy(async () => ({
  default: (await import('./event-wizard')).EventWizard,
}));

export function WizardLoading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando o formulário...</span>
      <Skeleton className="h-12 w-full rounded-lg" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

export function LazyEventWizard(props: EventWizardProps) {
  return (
    <Suspense fallback={<WizardLoading />}>
      <EventWizard {...props} />
    </Suspense>
  );
}
