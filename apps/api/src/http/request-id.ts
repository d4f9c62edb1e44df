import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A UUID fits; so does a proxy's or a client's own id, if it is this plain. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The caller's `X-Request-Id` when it has the plain shape above (so a proxy's id carries through
 * to our logs), else undefined and the server makes its own: the id is echoed into every log
 * line and the response, so nothing arbitrary may pass.
 */
export function acceptedRequestId(request: IncomingMessage): string | undefined {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && ACCEPTED_REQUEST_ID.test(header) ? header : undefined;
}
