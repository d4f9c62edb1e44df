import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A clock that end-to-end tests can move forward (TEST_CLOCK_CONTROL, honoured only with
 * NODE_ENV=test): the browser journey of issue 16 must see a commission become payable after
 * the event and the refund window, months away. Only the affiliate ledger and payouts read it;
 * sessions, holds and jobs keep the real time, so other journeys on the same server are not
 * disturbed.
 */
export interface AdjustableClock {
  now: () => Date;
  setOffset(ms: number): void;
}

export function adjustableClock(base: () => Date = () => new Date()): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    setOffset: (ms) => {
      offsetMs = ms;
    },
  };
}

const MAX_OFFSET_MS = 2 * 365 * 24 * 60 * 60 * 1_000;

export const testClockRoutes: FastifyPluginAsyncZod<{ clock: AdjustableClock }> = async (
  app,
  { clock },
) => {
  app.put(
    '/test/relogio',
    {
      schema: {
        hide: true,
        body: z.object({ avanco_ms: z.number().int().min(0).max(MAX_OFFSET_MS) }),
        response: { 200: z.object({ agora: z.string() }) },
      },
    },
    async (request) => {
      clock.setOffset(request.body.avanco_ms);
      return { agora: clock.now().toISOString() };
    },
  );
};
