import { createHash } from 'node:crypto';
import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

export interface AttemptLimitOptions {
  /** Attempts allowed per client IP and, separately, per e-mail address in each window. */
  max: number;
  timeWindowMs: number;
}

/*
 * The counters are shared by every process and every limiter (see modules/rate-limit), so each
 * key names its route: login and sign-up count apart, and neither meets the coupon limiter's
 * bare IP keys.
 */
/** What one counter counts by: the client, the e-mail asked about, the order… */
export type AttemptKey = (request: FastifyRequest) => string;

/** Per client: as the plugin's default key, IPv4 or the IPv6 /64 network. */
export const byIp: AttemptKey = (request) =>
  `${request.routeOptions.url}|ip|${normalizeIP(request.ip)}`;

/**
 * Per value of a (validated) body field. Hashed: the key is stored (database or Redis) and an
 * e-mail address is personal data.
 */
export function byBodyField(field: string): AttemptKey {
  return (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    const value = typeof body?.[field] === 'string' ? body[field] : '';
    return `${request.routeOptions.url}|${field}|${createHash('sha256').update(value).digest('base64url')}`;
  };
}

/** The body has been validated: the e-mail is trimmed and lower-cased already. */
export const byEmail: AttemptKey = byBodyField('email');

/**
 * A preHandler (it runs after validation, so the e-mail is known) counting attempts on one
 * route once per key: by default per client IP and, separately, per e-mail. Any over the limit
 * → 429 with a pt-BR message and Retry-After. Counters are shared by every API process (the
 * store registered in modules/rate-limit: the database, or Redis).
 *
 * A signed-in caller's counters (every key but the IP's) are their own: what another account
 * asks about the same ticket or order — refused or not — never spends them, so nobody can lock
 * an owner out of their own resource. It may also run inside a handler, after the caller's right
 * to the resource was checked, to count only what was allowed.
 */
export function attemptLimit(
  app: FastifyInstance,
  { max, timeWindowMs }: AttemptLimitOptions,
  keys: readonly AttemptKey[] = [byIp, byEmail],
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limiters = keys.map((keyGenerator) =>
    app.createRateLimit({
      max,
      timeWindow: timeWindowMs,
      keyGenerator:
        keyGenerator === byIp
          ? byIp
          : (request) => {
              const key = keyGenerator(request);
              return request.user ? `${key}|by|${request.user.id}` : key;
            },
    }),
  );

  return async (request, reply) => {
    const results = await Promise.all(limiters.map((limit) => limit(request)));
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (exceeded.length === 0) return;
    const wait = Math.max(
      ...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)),
    );
    reply.header('retry-after', String(Math.max(1, wait)));
    request.log.warn({ route: request.routeOptions.url }, 'too many attempts');
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
  };
}
