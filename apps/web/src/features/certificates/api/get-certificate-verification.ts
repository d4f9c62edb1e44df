import type { CertificateVerification } from '@bilheteria/domain/certificate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/**
 * GET /api/certificados/:codigo (public) — 404 when no certificate has the code, 400 when it
 * cannot be one. Those are answers, not failures: only the others are logged.
 */
export async function getCertificateVerification(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  const request = apiGet<CertificateVerification>(
    `/certificados/${encodeURIComponent(code)}`,
    signal ? { signal } : {},
  );
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    return logFailure('Erro ao verificar o certificado', Promise.reject(error));
  }
}

export const certificateVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) => getCertificateVerification(code, signal),
  });

export function useCertificateVerification(code: string) {
  return useQuery(certificateVerificationQueryOptions(code));
}
