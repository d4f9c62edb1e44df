import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from '../config';
import { clientErrorMessage, MESSAGES } from './errors';
import { apiSecurityHeaders, securityHeadersFor } from './security-headers';

type FrameworkErrorOptions = Required<
  Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>
>;

/** What a connection-level error answers: Node's choice of status, in our words. */
function connectionErrorAnswer(code: string): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    return { status: 408, message: MESSAGES.requestTimeout };
  }
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: MESSAGES.headersTooLarge };
  return { status: 400, message: MESSAGES.badRequest };
}

/**
 * The errors Fastify answers before any route, hook or error handler of ours runs, in our shape:
 * a pt-BR `{ message }` with our security headers, never the framework's code or the URL.
 *
 * - `frameworkErrors`: a path that does not decode (`/api/pedidos/%`), a path parameter longer
 *   than the router's `maxParamLength` (the route's hooks do not run: headers are set here).
 * - `clientErrorHandler`: what Node's HTTP parser refuses (headers over its size limit — a very
 *   long URL counts as one —, malformed requests, timeouts). There is no request or response
 *   yet, only the socket, so the answer is written raw.
 */
export function frameworkErrorOptions(config: AppConfig): FrameworkErrorOptions {
  const headersFor = securityHeadersFor(config);
  const rawHeaders = Object.entries(apiSecurityHeaders(config))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

  const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'framework error');
    reply
      .code(status)
      .headers(headersFor(request.url))
      .header('x-request-id', request.id)
      .type('application/json; charset=utf-8')
      .send({
        message: status >= 500 ? MESSAGES.internal : clientErrorMessage(status, error.code),
      });
  };

  const clientErrorHandler = (error: ConnectionError, socket: Socket) => {
    // A reset connection, or one Node has already closed: nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = connectionErrorAnswer(error.code);
    const body = JSON.stringify({ message });
    // As Node does: never write into a response already under way on this connection.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          'connection: close\r\n' +
          rawHeaders +
          `\r\n${body}`,
      );
    }
    socket.destroy(error);
  };

  return { frameworkErrors, clientErrorHandler };
}
