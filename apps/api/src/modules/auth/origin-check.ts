import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { HttpError, isApiPath } from '../../http/errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origin the request was addressed to (protocol from X-Forwarded-Proto with trustProxy). */
function requestOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * CSRF: a mutating API request that says it comes from another site (its `Origin` header is
 * present and is not ours) is refused with 403 before anything else runs. Requests without an
 * Origin — curl, servers, later the payment webhooks — pass; browsers always send one on a
 * cross-site POST, and the SameSite=Lax cookie is not sent on one anyway.
 */
export function registerOriginCheck(app: FastifyInstance, config: AppConfig): void {
  // Our own origin: PUBLIC_URL's when it is set, else the one each request was addressed to.
  const publicOrigin = config.publicUrl ? originOf(config.publicUrl) : null;
  // A callback hook, not an async one: it runs on every request, and most return at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!MUTATING.has(request.method) || !isApiPath(request.url)) return done();
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    const own = publicOrigin ?? requestOrigin(request);
    if (own === null || originOf(origin) !== own) {
      request.log.warn({ origin }, 'cross-origin request refused');
      return done(new HttpError(403, AUTH_MESSAGES.foreignOrigin));
    }
    done();
  });
}
