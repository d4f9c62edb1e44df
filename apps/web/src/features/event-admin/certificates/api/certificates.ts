import type { OrganizerCertificatesView } from '@bilheteria/domain/certificate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { certificatesPath, certificatesQueryKey } from './certificate-settings';

/** GET …/certificados — the figures and every certificate issued for the event. */
export function getCertificates(
  eventId: string,
  signal?: AbortSignal,
): Promise<OrganizerCertificatesView> {
  return logFailure(
    'Erro ao buscar os certificados',
    apiGet<OrganizerCertificatesView>(certificatesPath(eventId), signal ? { signal } : {}),
  );
}

export const certificatesQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: [...certificatesQueryKey(userId, eventId), 'list'],
    queryFn: ({ signal }) => getCertificates(eventId, signal),
  });

export function useCertificates(userId: string, eventId: string) {
  return useQuery(certificatesQueryOptions(userId, eventId));
}
