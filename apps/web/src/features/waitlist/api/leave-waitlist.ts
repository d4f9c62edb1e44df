import type { WaitlistMessage } from '@bilheteria/domain/waitlist-contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';

/** POST /api/lista-de-espera/sair { token } — out of the line ('Você saiu da lista de espera.'). */
export function leaveWaitlist(token: string): Promise<WaitlistMessage> {
  return apiSend<WaitlistMessage>('POST', '/lista-de-espera/sair', { body: { token } });
}

export function useLeaveWaitlist() {
  return useMutation({ mutationFn: (token: string) => leaveWaitlist(token) });
}
