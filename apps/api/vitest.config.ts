import { readdirSync, readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

/**
 * The PostgreSQL suite (`npm run test:pg`, TEST_PGLITE=0): the files whose subject can differ by
 * database engine, which say so by calling `testTargets()` (src/test/test-database.ts). The rest
 * (pure rules, HTTP shapes, roles) runs once, on PGlite, in `npm test`.
 */
function engineSensitiveFiles(): string[] {
  const root = new URL('./', import.meta.url);
  return readdirSync(new URL('src/', root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => readFileSync(new URL(`src/${file}`, root), 'utf8').includes('testTargets()'))
    .map((file) => `src/${file}`);
}

const postgresOnly = process.env.TEST_PGLITE === '0';

export default defineProject({
  test: {
    name: 'api',
    include: postgresOnly ? engineSensitiveFiles() : ['src/**/*.test.ts'],
    // Migrates a template database once per run; each file's database is a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share their worker's loaded modules (the app, PGlite's compiled WASM): importing the
    // app anew for each file cost more than most files' tests. Each file still builds its own
    // app on its own database, and no module keeps state between apps.
    isolate: false,
    // A PGlite start plus migrations takes a few seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'Asia/Tokyo' },
  },
});
