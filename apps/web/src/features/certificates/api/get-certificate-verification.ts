import type { CertificateVerification } from '@bilheteria/domain/certificate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';

/**
 * GET /api/certificados/:codigo (public) — 404 when no certificate has the code, 400 when it
 * cannot be one. Those are answers, not failures: only the others are logged.
 */
export async function getCertificateVerification(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  try {
    return await apiGet<CertificateVerification>(
      `/certificados/${encodeURIComponent(code)}`,
      signal ? { signal } : {},
    );
  } catch (error) {
    const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
    const cancelled = error instanceof DOMException && error.name === 'AbortError';
    if (!answered && !cancelled) console.error('Erro ao verificar o certificado', error);
    throw error;
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
