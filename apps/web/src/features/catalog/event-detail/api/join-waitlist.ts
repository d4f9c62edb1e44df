import type { JoinWaitlistRequest, WaitlistJoined } from '@bilheteria/domain/waitlist-contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';

/**
 * POST /api/eventos/:eventId/lista-de-espera — a place in a sold-out type's waiting line:
 * 201 with the message and the place; 409 (already waiting, not sold out) and 400 carry theirs.
 */
export function joinWaitlist(
  eventId: string,
  request: JoinWaitlistRequest,
): Promise<WaitlistJoined> {
  return apiSend<WaitlistJoined>(
    'POST',
    `/eventos/${encodeURIComponent(eventId)}/lista-de-espera`,
    {
      body: request,
    },
  );
}

export function useJoinWaitlist(eventId: string) {
  return useMutation({
    mutationFn: (request: JoinWaitlistRequest) => joinWaitlist(eventId, request),
  });
}
