import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-send';

/** A paid ticket for an event still to come, which stands in the way of erasing the account. */
export interface BlockingTicket {
  id: string;
  evento: string;
  data_evento: string;
}

/**
 * What asking to erase came to: the confirmation link was e-mailed, or paid tickets for future
 * events must be cancelled first (409 with their list). Other refusals (an operator, the sole
 * owner of an organization) throw an ApiRequestError with the server's message.
 */
export type ErasureRequestResult =
  | { kind: 'e-mailed'; message: string }
  | { kind: 'blocked'; message: string; ingressos: BlockingTicket[] };

const CONNECTION_MESSAGE = 'Erro de conexão. Verifique sua internet e tente novamente.';

async function bodyOf(response: Response): Promise<{ message?: unknown; ingressos?: unknown }> {
  try {
    return (await response.json()) as { message?: unknown; ingressos?: unknown };
  } catch {
    return {}; // Not JSON (a proxy's error page): the status will do.
  }
}

/**
 * POST /api/minha-conta/exclusao: 202 {message} once the confirmation link is e-mailed; 409
 * erasureBlockedSchema when tickets stand in the way. Nothing is erased yet: only the link's
 * page does that. Sent once (mutations never retry).
 */
export async function requestErasure(): Promise<ErasureRequestResult> {
  let response: Response;
  try {
    response = await fetch('/api/minha-conta/exclusao', {
      method: 'POST',
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(0, CONNECTION_MESSAGE);
  }
  const body = await bodyOf(response);
  const message = typeof body.message === 'string' ? body.message : null;
  if (response.ok) return { kind: 'e-mailed', message: message ?? '' };
  if (response.status === 409 && message !== null && Array.isArray(body.ingressos)) {
    return { kind: 'blocked', message, ingressos: body.ingressos as BlockingTicket[] };
  }
  throw new ApiRequestError(
    response.status,
    message ?? `Erro ${response.status}`,
    [],
    message !== null,
  );
}

export function useRequestErasure() {
  return useMutation({ mutationFn: requestErasure });
}
