import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Every run starts from an empty embedded database, seeded with the demo catalog.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bilheteria-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-results.json' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built app, as `npm start` runs it (the test command builds first).
    command: 'node ../apps/api/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      // Every journey signs in from the same address: the default 10 attempts per 15 min would
      // turn the later ones into 429s (the limit itself is proven by the API's tests).
      AUTH_RATE_LIMIT_MAX: '1000',
      // The sandbox pays a waiting PIX or boleto by itself after 20 s by default: a journey would
      // race it. Here payments arrive when a test makes them (the page's 'Simular pagamento', or
      // the same call from the test, as a bank paying elsewhere).
      SANDBOX_AUTO_PAY_MS: '0',
      // The affiliate journey moves the ledger's clock past an event and its refund window
      // (PUT /api/test/relogio, decision 0020); nothing else reads that clock.
      TEST_CLOCK_CONTROL: 'true',
      // A build elsewhere (a parallel worktree's, say) can be served instead of apps/web/dist.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
