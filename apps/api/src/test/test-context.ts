import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp, type TestAppOptions } from './test-app';
import { createTestBrowser, type TestBrowser } from './test-browser';
import { createTestDatabase, type TestDatabaseOptions, type TestTarget } from './test-database';

/** A clock tests move by hand: call it for the current time, pass it as the app's `clock`. */
export interface TestClock {
  (): Date;
  set(time: Date): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date): TestClock {
  let now = start;
  return Object.assign(() => now, {
    set(time: Date) {
      now = time;
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  });
}

export interface TestContext {
  /** The file's database (available once its `beforeAll` has run). */
  readonly database: Database;
  /** The app built on it, ready to `inject`. */
  readonly app: FastifyInstance;
  /**
   * The buyer's browser: `inject` through it carries the cookies the API set before (the buyer
   * key that makes an order theirs, a session). `ctx.app.inject` is a stranger.
   */
  readonly buyer: TestBrowser;
  /** Another browser, with no cookies yet. */
  newBrowser(): TestBrowser;
}

export type UseTestAppOptions = TestDatabaseOptions & TestAppOptions;

/**
 * One database and one app for the enclosing `describe`: made in `beforeAll`, closed in
 * `afterAll`. With a `clock`, the demo data is seeded as of its time unless `now` says otherwise.
 * Hooks the caller registers after this one run after the app is ready (and close before it).
 */
export function useTestApp(target: TestTarget, options: UseTestAppOptions = {}): TestContext {
  const { demo, now, ...appOptions } = options;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    const seedTime = now ?? options.clock?.();
    database = await createTestDatabase(target, {
      ...(demo === undefined ? {} : { demo }),
      ...(seedTime ? { now: seedTime } : {}),
    });
    app = await createTestApp(database, appOptions);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useTestApp: the ${name} is made in beforeAll`);
    return value;
  };
  const appNow = () => ready(app, 'app');
  const buyer = createTestBrowser(appNow);
  return {
    buyer,
    newBrowser: () => createTestBrowser(appNow),
    get database() {
      return ready(database, 'database');
    },
    get app() {
      return ready(app, 'app');
    },
  };
}
