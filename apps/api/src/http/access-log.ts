import { withoutLinkToken } from '@bilheteria/domain/link-token';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The URL as the access log writes it: the secrets of e-mailed links replaced. */
export const loggedUrl = (url: string): string => withoutLinkToken(url, '[redacted]');

/**
 * One access-log line per request, written when it completes (Fastify's default writes two:
 * "incoming request" and "request completed"; the first adds nothing the second lacks and
 * costs a serialisation on every request).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
