import { PendingFeaturePage } from '@/components/pending-feature-page';

export function EventsPage() {
  return <PendingFeaturePage title="Eventos Corporativos" />;
}
