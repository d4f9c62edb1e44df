import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { SERVERS } from './support/servers';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

/**
 * Three servers, each the built app (`npm start`) on an empty embedded database seeded with the
 * demo catalog (a fresh one every run):
 * - main: nearly every spec. The bot check's proof of work is cheap here (BOTCHECK_COST=10,
 *   NODE_ENV=test only) so that a purchase costs a participant form, not seconds of hashing.
 * - catalog: the journeys that publish events of their own (organizer, refunds). The public
 *   catalog the read-only specs count (14 events, their order, the carousel) stays the seed's
 *   on the main server while those run in parallel.
 * - real-cost: the default cost (1000), for the one purchase that solves the real proof of work
 *   in the browser (payment.spec.ts).
 * Playwright waits only for the main one; the other two start meanwhile and their specs wait for
 * them (support/servers.ts).
 */
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'bilheteria-e2e-'));

/** The environment every server shares. */
const serverEnv = {
  DATABASE_URL: '',
  NODE_ENV: 'test',
  DEMO_MODE: 'true',
  LOG_LEVEL: 'info',
  // Every journey signs in from the same address: the default 10 attempts per 15 min would
  // turn the later ones into 429s (the limit itself is proven by the API's tests).
  AUTH_RATE_LIMIT_MAX: '1000',
  FREE_ORDERS_PER_IP_PER_HOUR: '1000',
  MAIL_PER_RECIPIENT_PER_HOUR: '1000',
  // The sandbox pays a waiting PIX or boleto by itself after 20 s by default: a journey would
  // race it. Here payments arrive when a test makes them (the page's 'Simular pagamento', or
  // the same call from the test, as a bank paying elsewhere).
  SANDBOX_AUTO_PAY_MS: '0',
  // The affiliate journey moves the ledger's clock past an event and its refund window
  // (PUT /api/test/relogio, decision 0020); nothing else reads that clock.
  TEST_CLOCK_CONTROL: 'true',
  // A build elsewhere (a parallel worktree's, say) can be served instead of apps/web/dist.
  ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
};

/**
 * Each server's log, at level info (the access log too), goes to a file that
 * scripts/check-server-logs.mjs reads after the run: no personal data, token or 5xx may be in it.
 */
const LOG_DIR = path.resolve(import.meta.dirname, '../test-results/e2e-server-logs');
mkdirSync(LOG_DIR, { recursive: true });

const server = (name: keyof typeof SERVERS, env: Record<string, string>) => ({
  // The built app, as `npm start` runs it (the test command builds first).
  command: `node ${SERVER_NODE_FLAGS.join(' ')} ../apps/api/dist/main.js > ${path.join(LOG_DIR, `${name}.log`)}`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ...serverEnv, PORT: String(SERVERS[name].port), DATA_DIR: dataDir(), ...env },
});

/** The spec files named, as a testMatch. */
const specs = (...names: string[]) => new RegExp(`/tests/(${names.join('|')})\\.spec\\.ts$`);

/** Journeys that change what they buy, check in or pay: one at a time on the main server. */
const JOURNEYS = specs(
  'affiliates',
  'buyer-orders',
  'check-in',
  'check-in-camera',
  'payment',
  'tickets',
);
/**
 * Journeys that add events to the public catalog, or set the catalog organization's fee (issue
 * 29): one at a time on the catalog server.
 */
const CATALOG_JOURNEYS = specs(
  'organizer',
  'refunds',
  'settlement',
  'registration-questions',
  'certificates',
  // Turns an event's virtual queue on (issue 32): on an event of its own, beside those above.
  'virtual-queue',
);
const SETUP = /\/tests\/auth\.setup\.ts$/;

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // Two workers on the 2-core machine: the read-only specs test by test, each journey group
  // one file after another beside them.
  workers: 2,
  // A flaky test is fixed, never retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-results.json' }]],
  use: {
    baseURL: SERVERS.main.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // On failure: the trace of the steps, the console and the API calls, and a screenshot of the
    // end. Its screencast and DOM snapshots would cost about a quarter of the run's CPU on every
    // passing test: `--trace retain-on-failure` brings them back when a failure needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The demo accounts signed in once, through the login page's demo box (support/auth.ts).
    { name: 'setup', testMatch: SETUP, fullyParallel: true, use: desktop },
    {
      name: 'journeys',
      testMatch: JOURNEYS,
      dependencies: ['setup'],
      workers: 1,
      use: desktop,
    },
    {
      name: 'catalog-journeys',
      testMatch: CATALOG_JOURNEYS,
      dependencies: ['setup'],
      workers: 1,
      use: { ...desktop, baseURL: SERVERS.catalog.url },
    },
    // Specs that read the seed's data and change nothing another spec reads (at most a seat
    // hold or an account of their own): all at once.
    {
      name: 'read-only',
      testIgnore: [JOURNEYS, CATALOG_JOURNEYS, SETUP],
      dependencies: ['setup'],
      fullyParallel: true,
      use: desktop,
    },
  ],
  webServer: [
    {
      ...server('main', { BOTCHECK_COST: '10' }),
      url: `${SERVERS.main.url}/api/health`,
    },
    // No url: Playwright does not wait for these two (support/servers.ts does, in their specs).
    server('catalog', { BOTCHECK_COST: '10' }),
    // The default cost, named: a BOTCHECK_COST in the shell must not lower it.
    server('realCost', { BOTCHECK_COST: '1000' }),
  ],
});
