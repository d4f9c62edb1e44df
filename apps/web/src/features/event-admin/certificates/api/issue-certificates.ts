import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { certificatesPath, certificatesQueryKey } from './certificate-settings';

/**
 * POST …/certificados/emissao — 202 with the server's message: the job issues in the
 * background; 409 when the certificate is off or the event has not begun.
 */
export function issueCertificates(eventId: string): Promise<{ message: string }> {
  return apiSend<{ message: string }>('POST', `${certificatesPath(eventId)}/emissao`);
}

/** The list is asked again: the job may already have issued some. */
export function useIssueCertificates(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => issueCertificates(eventId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: certificatesQueryKey(userId, eventId) }),
  });
}
