import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * fastify-type-provider-zod's validator compiler, except that headers which pass unchanged stay
 * the request's own. Fastify keeps a headers schema's output beside the raw headers, and from
 * then on every read of `request.headers` (the route's, the cookie and compression plugins'…)
 * copies both into a new object. When every header the schema answers is the very value the
 * request carried — no transform, no default — that merged object is the raw headers, so the
 * validator answers "valid" without a value: nothing is kept and no copy is ever made. Any other
 * answer (an error, a header the schema changed) is zod's, as before.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema);
  if (routeSchema.httpPart !== 'headers') return validate;
  return (data) => {
    const result = validate(data) as {
      error?: Error | FastifySchemaValidationError[];
      value?: unknown;
    };
    return result.error === undefined && unchanged(result.value, data) ? {} : result;
  };
};

/** Whether every key of `value` holds exactly what `headers` holds under it. */
function unchanged(value: unknown, headers: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (typeof headers !== 'object' || headers === null) return false;
  for (const key in value) {
    const own = (value as Record<string, unknown>)[key];
    if (own !== (headers as Record<string, unknown>)[key]) return false;
  }
  return true;
}
