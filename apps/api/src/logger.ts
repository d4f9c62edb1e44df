import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './config';

/**
 * Fields of database errors that carry the statement's values: drizzle's `query`/`params`,
 * PGlite's `params`/`queryOptions`, pg's `detail` ("Key (email)=(…)", "Failing row contains
 * (…)"), `where` and `internalQuery`.
 */
const DATA_FIELDS = new Set([
  'query',
  'params',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
]);

/** Drizzle writes a failed statement's values into its message, after this. */
const PARAMS_MARKER = '\nparams: ';

/** SQLSTATE class 22 (data exception) messages quote the offending value. */
const QUOTED_VALUE = /"[^"]*"/g;

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function redactedMessage(error: Error & Record<string, unknown>): string {
  let message = error.message;
  const params = message.indexOf(PARAMS_MARKER);
  if (params !== -1) message = message.slice(0, params);
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
    message = message.replace(QUOTED_VALUE, '"[…]"');
  }
  return message;
}

/**
 * A copy of the error without the values of SQL statements, recursively through `cause` and
 * `errors`. The stack begins with the message, so it gets the redacted one; a stack that does
 * not contain the message is dropped rather than trusted.
 */
function redactError(error: Error & Record<string, unknown>, seen: Set<unknown>): Error {
  seen.add(error);
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const key of Object.keys(error)) {
    if (DATA_FIELDS.has(key) || key === 'cause') continue;
    const value = error[key];
    if (key === 'errors' && Array.isArray(value)) {
      copy[key] = value.map((item: unknown) => redactValue(item, seen));
    } else {
      copy[key] = redactValue(value, seen);
    }
  }
  // Not in the loop: `new Error(…, { cause })` makes a cause that Object.keys does not list.
  if (error.cause !== undefined) copy.cause = redactValue(error.cause, seen);
  const message = redactedMessage(error);
  copy.message = message;
  const stack = typeof error.stack === 'string' ? error.stack : undefined;
  copy.stack =
    stack?.includes(error.message) === true
      ? stack.replace(error.message, () => message)
      : `${error.name}: ${message}`;
  return copy as unknown as Error;
}

function redactValue(value: unknown, seen: Set<unknown>): unknown {
  if (!isErrorLike(value)) return value;
  // A cycle (an error that is its own cause) ends here.
  if (seen.has(value)) return undefined;
  return redactError(value, seen);
}

/** pino's `err` serializer, on a copy of the error from which SQL values were removed. */
export function serializeError(error: unknown): unknown {
  return pino.stdSerializers.err(redactValue(error, new Set()) as Error);
}

/**
 * The process's one logger (pino, JSON lines; pretty only for a developer's terminal). Tests pass
 * a destination stream to read what was logged.
 */
export function createLogger(
  config: Pick<AppConfig, 'env' | 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const pretty = config.env === 'development' && process.stdout.isTTY && !destination;
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
