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
function ipKey(request: FastifyRequest): string {
  // As the plugin's default key: IPv4, or the IPv6 /64 network.
  return `${request.routeOptions.url}|ip|${normalizeIP(request.ip)}`;
}

function emailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  // The body has been validated: the e-mail is trimmed and lower-cased already. Hashed: the
  // key is stored (database or Redis) and an e-mail address is personal data.
  const email = typeof body?.email === 'string' ? body.email : '';
  return `${request.routeOptions.url}|email|${createHash('sha256').update(email).digest('base64url')}`;
}

/**
 * A preHandler (it runs after validation, so the e-mail is known) counting attempts on one
 * route twice: per client IP and per e-mail. Either over the limit → 429 with a pt-BR message
 * and Retry-After. Counters are shared by every API process (the store registered in
 * modules/rate-limit: the database, or Redis).
 */
export function attemptLimit(
  app: FastifyInstance,
  { max, timeWindowMs }: AttemptLimitOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const perIp = app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: ipKey });
  const perEmail = app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: emailKey });

  return async (request, reply) => {
    const results = await Promise.all([perIp(request), perEmail(request)]);
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (exceeded.length === 0) return;
    const wait = Math.max(
      ...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)),
    );
    reply.header('retry-after', String(Math.max(1, wait)));
    request.log.warn({ route: request.routeOptions.url }, 'too many sign-in attempts');
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
  };
}
