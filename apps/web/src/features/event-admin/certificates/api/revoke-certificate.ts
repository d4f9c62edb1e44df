import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { certificatesPath, certificatesQueryKey } from './certificate-settings';

/** POST …/certificados/:codigo/revogacao {motivo}; 409 when it already was. */
export function revokeCertificate(eventId: string, code: string, motivo: string): Promise<unknown> {
  return apiSend<unknown>(
    'POST',
    `${certificatesPath(eventId)}/${encodeURIComponent(code)}/revogacao`,
    { body: { motivo } },
  );
}

export function useRevokeCertificate(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, motivo }: { code: string; motivo: string }) =>
      revokeCertificate(eventId, code, motivo),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: certificatesQueryKey(userId, eventId) }),
  });
}
