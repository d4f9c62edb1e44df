import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-send';

/**
 * What went wrong, in the server's words: its `message`, then what its `errors` add (a 400's
 * field messages, 'Escolha ao menos um ingresso…'); `fallback` when it was not the server's.
 */
export function problemOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const details =
    error instanceof ApiRequestError
      ? error.errors.map((item) => item.message).filter((text) => text !== error.message)
      : [];
  return [error.message, ...new Set(details)].join(' ');
}
