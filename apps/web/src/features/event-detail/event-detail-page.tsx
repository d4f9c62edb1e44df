import { PendingFeaturePage } from '@/components/pending-feature-page';

export function EventDetailPage() {
  return <PendingFeaturePage title="Detalhes do evento" />;
}
