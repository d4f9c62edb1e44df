// `npm test`: every test of the project, in order — unit and API tests (Vitest; the API suite
// runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set), then
// the end-to-end tests in Debian's Chromium (installed here when missing).
//
//   node scripts/test.mjs                  build, Vitest, Playwright (and its servers' logs checked)
//   node scripts/test.mjs --no-e2e         build-free: Vitest only
//   node scripts/test.mjs --e2e-only       build, Playwright only
//   node scripts/test.mjs --postgres-only  the API suite on the PostgreSQL server only
//
// Prints each runner's own summary, then one line `N passed, M failed`, and records the
// counts in test-results/summary-<suite>.json for .ci/run.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';

const root = new URL('..', import.meta.url);
const args = new Set(process.argv.slice(2));
const postgresOnly = args.has('--postgres-only');
const e2eOnly = args.has('--e2e-only');
const runVitest = !e2eOnly;
const runE2e = !postgresOnly && !args.has('--no-e2e');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

mkdirSync(new URL('test-results/', root), { recursive: true });

function run(command, commandArgs, options = {}) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

function readJson(relative) {
  const file = new URL(relative, root);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`\nChromium not found at ${chromium}; installing Debian's package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['install', '-y', 'chromium'], { env }) !== 0) {
      run('apt-get', ['update'], { env });
      run('apt-get', ['install', '-y', 'chromium'], { env });
    }
    if (existsSync(chromium)) return true;
  }
  console.error(
    `\nThe end-to-end tests need Chromium at ${chromium}.\n` +
      `Install it with:  sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at another Chromium/Chrome binary.`,
  );
  return false;
}

/** Newest modification time (ms) of the files under `relative`, skipping build outputs. */
function newestSource(relative) {
  const path = new URL(relative, root);
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  // Files only: a directory's own time changes when the build adds its output folder.
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'test-results', '.vite'].includes(entry.name)) continue;
    const child = `${relative}/${entry.name}`;
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSource(child) : statSync(new URL(child, root)).mtimeMs,
    );
  }
  return newest;
}

/**
 * `npm install` (and CI's `npm ci`) has just built the app: building it again here would cost
 * CI minutes for the same bytes. The build is fresh when both outputs are newer than every
 * source file the build reads.
 */
function buildIsFresh() {
  const outputs = ['apps/api/dist/main.js', 'apps/web/dist/index.html'].map(
    (file) => new URL(file, root),
  );
  if (!outputs.every((file) => existsSync(file))) return false;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = [
    'apps/api',
    'apps/web',
    'packages/domain',
    'package-lock.json',
    'tsconfig.base.json',
  ];
  return sources.every((source) => newestSource(source) < builtAt);
}

const totals = { passed: 0, failed: 0 };
let exitCode = 0;
const suiteName = postgresOnly ? 'postgres' : e2eOnly ? 'e2e' : 'all';

if (runE2e) {
  // The end-to-end tests run the built app, exactly as `npm start` does.
  if (buildIsFresh()) {
    console.log('\nThe build is newer than every source file: not building again.');
  } else if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('Build failed.');
    process.exit(1);
  }
}

if (runVitest) {
  const vitestArgs = [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/vitest-${suiteName}.json`,
  ];
  const env = { ...process.env };
  if (postgresOnly) {
    if (!env.TEST_DATABASE_URL && !env.DATABASE_URL) {
      console.error(
        '--postgres-only needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
      );
      process.exit(1);
    }
    vitestArgs.push('--project', 'api');
    env.TEST_PGLITE = '0';
  }
  rmSync(new URL(`test-results/vitest-${suiteName}.json`, root), { force: true });
  const status = run('npx', vitestArgs, { env });
  const report = readJson(`test-results/vitest-${suiteName}.json`);
  const passed = report?.numPassedTests ?? 0;
  // A file that fails to load fails no single test; count it so the run is not green.
  const failed =
    report?.numFailedTests || (status === 0 ? 0 : Math.max(1, report?.numFailedTestSuites ?? 1));
  console.log(`Vitest: ${passed} passed, ${failed} failed`);
  totals.passed += passed;
  totals.failed += failed;
  if (status !== 0) exitCode = 1;
}

if (runE2e) {
  if (!ensureChromium()) {
    totals.failed += 1;
    exitCode = 1;
  } else {
    rmSync(new URL('test-results/e2e-results.json', root), { force: true });
    const status = run('npx', ['playwright', 'test'], { cwd: new URL('e2e/', root) });
    const report = readJson('test-results/e2e-results.json');
    const passed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
    const failed = report?.stats?.unexpected || (status === 0 ? 0 : 1);
    console.log(`Playwright: ${passed} passed, ${failed} failed`);
    totals.passed += passed;
    totals.failed += failed;
    if (status !== 0) exitCode = 1;
    // What the servers logged during those journeys: no personal data, token or 5xx.
    if (run('node', ['scripts/check-server-logs.mjs']) === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      exitCode = 1;
    }
  }
}

writeFileSync(new URL(`test-results/summary-${suiteName}.json`, root), JSON.stringify(totals));
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
