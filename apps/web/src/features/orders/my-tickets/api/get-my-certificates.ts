import type { MyCertificate } from '@bilheteria/domain/certificate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** GET /api/minha-conta/certificados — the signed-in person's certificates of attendance. */
export function getMyCertificates(signal?: AbortSignal): Promise<MyCertificate[]> {
  return logFailure(
    'Erro ao buscar certificados',
    apiGet<MyCertificate[]>('/minha-conta/certificados', signal ? { signal } : {}),
  );
}

/** Where a participant downloads their own certificate (each download is counted). */
export const myCertificatePdfUrl = (code: string) =>
  `/api/minha-conta/certificados/${encodeURIComponent(code)}.pdf`;

export const myCertificatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['my-certificates', userId],
    queryFn: ({ signal }) => getMyCertificates(signal),
  });

/**
 * The certificates' codes by ticket. Asked only once one of the events has begun (`enabled`):
 * before that none can exist.
 */
export function useMyCertificates(userId: string, enabled: boolean) {
  return useQuery({
    ...myCertificatesQueryOptions(userId),
    enabled,
    select: (certificates) =>
      new Map(certificates.map((certificate) => [certificate.ingresso_id, certificate.codigo])),
  });
}
