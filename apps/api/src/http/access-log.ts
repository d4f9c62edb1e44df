import { withoutLinkToken } from '@bilheteria/domain/link-token';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * A path segment the log may keep: an id (a UUID, with a file extension or not), or short, plain
 * characters (words, numbers, slugs). Anything else — an e-mail, a long token — is replaced; so
 * is a run of 8 digits once dots and dashes are left out (a CPF or a phone, typed bare or not).
 */
const UUID_SEGMENT =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z]{1,5})?$/i;
const PLAIN_SEGMENT = /^[A-Za-z0-9._-]{0,40}$/;
const DIGIT_RUN = /\d{8}/;

const loggedSegment = (segment: string): string =>
  UUID_SEGMENT.test(segment) ||
  (PLAIN_SEGMENT.test(segment) && !DIGIT_RUN.test(segment.replace(/[.-]/g, '')))
    ? segment
    : REDACTED;

/** Every value replaced, every key kept: a search (`?q=`, `?busca=`) is personal data. */
const loggedQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1
        ? loggedSegment(pair)
        : `${loggedSegment(pair.slice(0, equals))}=${REDACTED}`;
    })
    .join('&');

/**
 * The URL as the access log writes it: no query value (searches carry names, e-mails, CPFs; links
 * carry their token), no scanner token, and no path segment that is not plainly an id or a word.
 */
export function loggedUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const mark = withoutHash.indexOf('?');
  const path = withoutLinkToken(mark === -1 ? withoutHash : withoutHash.slice(0, mark), REDACTED);
  const keptPath = path
    .split('/')
    .map((segment) => (segment === REDACTED ? segment : loggedSegment(segment)))
    .join('/');
  return mark === -1 ? keptPath : `${keptPath}?${loggedQuery(withoutHash.slice(mark + 1))}`;
}

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
