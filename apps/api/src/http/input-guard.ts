import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './errors';

/**
 * A NUL (PostgreSQL's text cannot hold it) or a lone UTF-16 surrogate (not Unicode, so not
 * UTF-8 either). With the `u` flag a proper surrogate pair is one code point and does not match.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** An object literal, or a dictionary as query-string parsers and routers make (null prototype). */
function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * Whether any string in `root` (keys included, at any depth) is unstorable. Only what JSON and
 * query strings make (strings, arrays, plain objects) is walked. The first levels are walked by
 * recursion, with no list of pending values to allocate (this runs on the params, query and body
 * of every request); below `RECURSION_DEPTH` the walk goes on with a stack of its own, so that a
 * deeply nested body cannot overflow the call stack.
 */
export function hasUnstorableText(root: unknown): boolean {
  return unstorable(root, 0);
}

const RECURSION_DEPTH = 32;

function unstorable(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth === RECURSION_DEPTH) return unstorableBelow(value);
  if (Array.isArray(value)) {
    for (const item of value) if (unstorable(item, depth + 1)) return true;
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      if (UNSTORABLE.test(key) || unstorable(value[key], depth + 1)) return true;
    }
  }
  return false;
}

/** The same walk, iterative: for what lies deeper than `RECURSION_DEPTH`. */
function unstorableBelow(root: object): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null && isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(value[key]);
      }
    }
  }
  return false;
}

/**
 * Refuses, with a pt-BR 400, any request whose params, query string or parsed body (a raw
 * string body included, as the payment webhook's) carries unstorable text — before validation,
 * so no route, service or database ever sees it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    ) {
      done(new HttpError(400, MESSAGES.invalidText));
      return;
    }
    done();
  });
}
