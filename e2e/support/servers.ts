import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The e2e servers (playwright.config.ts), on E2E_PORT (3100) and the two ports after it. The
 * config waits for `main` only; a spec on another one waits for it with `waitForServer`.
 */
const mainPort = Number(process.env.E2E_PORT ?? 3100);
const at = (port: number) => ({ port, url: `http://localhost:${port}` });

export const SERVERS = {
  /** Nearly every spec; the bot check at a low cost (BOTCHECK_COST=10). */
  main: at(mainPort),
  /** The journeys that publish events of their own (organizer, refunds). */
  catalog: at(mainPort + 1),
  /** The bot check at its real cost (1000), for one purchase in the browser. */
  realCost: at(mainPort + 2),
};

/**
 * Until the server of `request`'s base URL answers its health check: a server Playwright started
 * without waiting for it (it seeds its database while the first specs run).
 */
export async function waitForServer(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await request.get('/api/health', { timeout: 5_000 })).status();
        } catch {
          return 0;
        }
      },
      { message: 'the server answers /api/health', timeout: 120_000, intervals: [250, 500, 1_000] },
    )
    .toBe(200);
}
