import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/client';
import { isTransactionConflict } from '../db/errors';

export const errorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Erro' });

export const MESSAGES = {
  invalidInput: 'Dados inválidos.',
  notFound: 'Recurso não encontrado.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em alguns instantes.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  payloadTooLarge: 'O corpo da requisição é grande demais.',
  badRequest: 'Requisição inválida.',
  invalidText: 'Os dados enviados contêm caracteres inválidos.',
  invalidUrl: 'O endereço da requisição é inválido.',
  urlTooLong: 'O endereço da requisição é longo demais.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  requestTimeout: 'A requisição demorou demais. Tente novamente.',
  forbidden: 'Acesso negado.',
  tooManyRequests: 'Muitas requisições. Aguarde um pouco e tente novamente.',
} as const;

/** Fastify's own 4xx errors, by code, in pt-BR. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_ERR_BAD_URL: MESSAGES.invalidUrl,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.urlTooLong,
};

/** Any other 4xx (a plugin's, the framework's) by its status; the rest say "invalid request". */
const CLIENT_ERRORS_BY_STATUS: Record<number, string> = {
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  408: MESSAGES.requestTimeout,
  413: MESSAGES.payloadTooLarge,
  414: MESSAGES.urlTooLong,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
  431: MESSAGES.headersTooLarge,
};

/** The pt-BR message of a client error that carries no message meant for the caller. */
export function clientErrorMessage(status: number, code?: string): string {
  return (
    (code && FASTIFY_CLIENT_ERRORS[code]) || CLIENT_ERRORS_BY_STATUS[status] || MESSAGES.badRequest
  );
}

/** An error whose pt-BR message is meant for the caller, thrown by services and routes. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

/** Seconds a client should wait before retrying while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

export function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ message: MESSAGES.unavailable });
}

/**
 * One error handler for the whole API: validation → 400 with the messages of each field;
 * database down, or a deadlock the database undid → 503; other client errors keep their status
 * with a pt-BR message; anything else → 500 without internals (the log keeps them).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message,
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? MESSAGES.invalidInput, errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendUnavailable(reply);
    }
    if (isTransactionConflict(error)) {
      // Nothing was written and a retry can pass: a 503 to retry, never a 500. Still logged as
      // an error — each one is a lock order to fix, not something to get used to.
      request.log.error({ err: error }, 'transaction conflict');
      return sendUnavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(status, error.code) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MESSAGES.internal });
  });
}

/** Unknown API paths answer JSON; anything else is left to the web app's fallback. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
