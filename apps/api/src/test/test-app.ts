import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { silentLogger } from './test-database';

/**
 * Configuration for tests: defaults, no caching unless asked, no web build needed, and a bot
 * check that costs one PBKDF2 iteration per attempt (botcheck.test.ts proves the real cost).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BOTCHECK_COST: '1' });
  return {
    ...base,
    // Every request of a file comes from one IP; mail-limits.test.ts sets the real limit.
    checkout: { ...base.checkout, freeOrdersPerIpPerHour: 100_000 },
    catalogCacheTtlMs: 0,
    webDistDir: '/nonexistent-web-dist',
    // Jobs run when a test says so (`app.jobs.drain()`), on the test's clock.
    jobs: { pollIntervalMs: 0, leaseMs: 120_000 },
    // Admissions of virtual queues run when a test says so (`app.virtualQueue.tick()`).
    virtualQueueTickMs: 0,
    // A file sends many messages to its few test addresses; mail-limits.test.ts sets its own.
    mailPerRecipientPerHour: 100_000,
    ...overrides,
  };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  isReady?: () => boolean;
  clock?: () => Date;
  wrapPaymentProvider?: AppDependencies['wrapPaymentProvider'];
  /** Runs on the built app before it is ready, e.g. to register routes only a test needs. */
  setUp?: (app: FastifyInstance) => PromiseLike<unknown> | void;
}

export async function createTestApp(
  database: Database,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    logger: silentLogger,
    ...(options.isReady ? { isReady: options.isReady } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.wrapPaymentProvider ? { wrapPaymentProvider: options.wrapPaymentProvider } : {}),
  });
  await options.setUp?.(app);
  await app.ready();
  return app;
}
