import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';

/**
 * POST /api/minha-conta/exclusao/confirmar {token}: erases the account of the e-mailed link
 * (200 {message}; the server ends its sessions) or 400 {message: erasureLinkInvalid}.
 */
export function confirmErasure(token: string): Promise<{ message: string }> {
  return apiSend<{ message: string }>('POST', '/minha-conta/exclusao/confirmar', {
    body: { token },
  });
}

export function useConfirmErasure() {
  return useMutation({ mutationFn: confirmErasure });
}
