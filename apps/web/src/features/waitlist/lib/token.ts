import { waitlistTokenQuerySchema } from '@bilheteria/domain/waitlist-contract';

/**
 * The `token` of an e-mailed link's query string, when it can be one (null sends nothing to the
 * server). Tokens travel in the query only: the server's access log strips `token=`.
 */
export function tokenFrom(params: URLSearchParams): string | null {
  const token = params.get('token');
  return token !== null && waitlistTokenQuerySchema.safeParse({ token }).success ? token : null;
}
