/**
 * npm run bench:web
 *
 * Lighthouse (mobile preset: Lighthouse's default config — formFactor mobile, simulated
 * throttling) on the production build of the web app: `/`, `/events` and one `/events/:id` (the
 * first event of GET /api/eventos/ingressos/eventos), served by our built server
 * (apps/api/dist/main.js, fresh temp DATA_DIR, DEMO_MODE=true, LOG_LEVEL=warn, NODE_ENV=production)
 * on a free port. Each page is run BENCH_RUNS times, interleaved, and the median is reported.
 *
 * The machine is noisy, so the same run also measures a baseline: a tiny static page (one h1, one
 * paragraph, one small inline script) served by a bare node:http server in its own process. The
 * script prints our performance score and LCP relative to it (ours / baseline).
 *
 * Home JS: every script request Lighthouse's network-requests audit records while loading `/`
 * (union over the runs). Each body is fetched again from the server and gzipped here at level 9
 * (what `npm run build` pre-compresses to, and what a gzip-only client receives); the target is
 * checked against that sum. The bytes on the wire (Lighthouse's transferSize — Chromium asks for
 * brotli, so usually smaller) are listed alongside for information. 1 kB = 1000 bytes, as Vite
 * prints its build sizes.
 *
 * Targets: performance ≥ 95 and accessibility ≥ 95 on each page, home JS ≤ 150 kB gzip. PASS/FAIL
 * is printed per target; the exit code is non-zero on a FAIL only with BENCH_STRICT=1.
 * Writes bench/results/web.json.
 *
 * Options (environment):
 *   BENCH_RUNS       Lighthouse runs per page, median reported (default 3).
 *   BENCH_STRICT=1   exit 1 when a target is missed.
 *   WEB_DIST_DIR     serve this web build and skip `npm run build` (apps/api/dist must exist),
 *                    e.g. `cd apps/web && npx vite build --outDir /tmp/x-dist --emptyOutDir`
 *                    then `WEB_DIST_DIR=/tmp/x-dist npm run bench:web`.
 *   BENCH_SKIP_BUILD=1  skip `npm run build` and serve apps/web/dist as it is.
 *   CHROMIUM_PATH    the browser (default /usr/bin/chromium).
 *   BENCH_KEEP_REPORTS=1  also write each Lighthouse JSON report to a temp folder (printed).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants, gzipSync } from 'node:zlib';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, ServerProcesses, waitFor } from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const strict = process.env.BENCH_STRICT === '1';
const keepReports = process.env.BENCH_KEEP_REPORTS === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const givenDist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : undefined;
const skipBuild = Boolean(givenDist) || process.env.BENCH_SKIP_BUILD === '1';
const TARGETS = { performance: 95, accessibility: 95, homeJsGzipKB: 150 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The baseline: a minimal page, served from memory by node:http in a process of its own. */
const BASELINE_SERVER = `
import http from 'node:http';
const page = \`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Baseline</title>
    <meta name="description" content="Página mínima de referência do benchmark." />
  </head>
  <body>
    <main>
      <h1>Eventos corporativos</h1>
      <p id="ano">Página mínima de referência, servida da memória.</p>
    </main>
    <script>
      document.getElementById('ano').textContent += ' ' + new Date().getFullYear();
    </script>
  </body>
</html>
\`;
http
  .createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
      .end(page);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

const servers = new ServerProcesses();
let chrome: LaunchedChrome | undefined;
process.on('exit', () => chrome?.process.kill('SIGKILL'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number | null, digits = 0): number | null =>
  value === null ? null : Number(value.toFixed(digits));
const kB = (bytes: number): number => Number((bytes / 1000).toFixed(1));
const show = (value: number | null, unit = ''): string =>
  value === null ? 'n/a' : `${value}${unit}`;

interface RunMetrics {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
}

interface Run extends RunMetrics {
  runtimeError?: string;
  warnings: string[];
  failedAccessibilityAudits: string[];
  benchmarkIndex: number | null;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode?: number;
}

const METRIC_AUDITS: Record<Exclude<keyof RunMetrics, 'performance' | 'accessibility'>, string> = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
};

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function numeric(lhr: Result, audit: string): number | null {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function toRun(lhr: Result): Run {
  const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, METRIC_AUDITS.lcpMs),
    tbtMs: numeric(lhr, METRIC_AUDITS.tbtMs),
    cls: numeric(lhr, METRIC_AUDITS.cls),
    fcpMs: numeric(lhr, METRIC_AUDITS.fcpMs),
    speedIndexMs: numeric(lhr, METRIC_AUDITS.speedIndexMs),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}` } : {}),
    warnings: lhr.runWarnings.map(String),
    failedAccessibilityAudits: accessibilityRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}

function scriptRequests(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? []).filter(
    (item) =>
      /^https?:/.test(item.url) &&
      (item.resourceType === 'Script' || /\.m?js(\?|$)/.test(new URL(item.url).pathname)),
  );
}

function medianMetrics(list: Run[]): RunMetrics {
  const pick = (key: keyof RunMetrics) => median(list.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: round(pick('lcpMs')),
    tbtMs: round(pick('tbtMs')),
    cls: round(pick('cls'), 3),
    fcpMs: round(pick('fcpMs')),
    speedIndexMs: round(pick('speedIndexMs')),
  };
}

interface Page {
  name: string;
  path: string;
  url: string;
  baseline?: true;
  runs: Run[];
  scripts: Map<string, { transfer: number[]; resourceSize: number }>;
}

async function main(): Promise<void> {
  const apiMain = path.join(root, 'apps/api/dist/main.js');
  if (!skipBuild) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  } else if (!existsSync(apiMain)) {
    throw new Error(`${apiMain} is missing: build the API first (npm run build -w apps/api)`);
  }
  const webDist = givenDist ?? path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: build the web app first`);
  }
  const lighthouseVersion = (
    JSON.parse(
      readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8'),
    ) as { version: string }
  ).version;

  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const oursPort = await freePort();
  servers.start('node', [apiMain], {
    PORT: String(oursPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
  });
  const ours = `http://127.0.0.1:${oursPort}`;
  await waitFor(`${ours}/api/health`);

  const baselinePort = await freePort();
  servers.start('node', ['--input-type=module', '--eval', BASELINE_SERVER], {
    PORT: String(baselinePort),
  });
  const baselineUrl = `http://127.0.0.1:${baselinePort}/`;
  await waitFor(baselineUrl);

  const list = (await (await fetch(`${ours}/api/eventos/ingressos/eventos`)).json()) as {
    eventos: { id: string }[];
  };
  const eventId = list.eventos[0]?.id;
  if (!eventId) throw new Error('the demo catalog returned no events');

  const pages: Page[] = [
    { name: 'baseline', path: '/', url: baselineUrl, baseline: true, runs: [], scripts: new Map() },
    { name: 'home', path: '/', url: `${ours}/`, runs: [], scripts: new Map() },
    { name: 'events', path: '/events', url: `${ours}/events`, runs: [], scripts: new Map() },
    {
      name: 'event detail',
      path: `/events/${eventId}`,
      url: `${ours}/events/${eventId}`,
      runs: [],
      scripts: new Map(),
    },
  ];

  chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser: string;
  };
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  };
  const reportsDir = keepReports ? mkdtempSync(path.join(os.tmpdir(), 'bench-web-reports-')) : null;

  console.log(
    `Lighthouse ${lighthouseVersion}, ${version.Browser}, mobile preset (simulated throttling), ` +
      `${runs} run(s) per page, median reported; web build ${webDist}\n`,
  );
  let settings: Result['configSettings'] | undefined;
  // Interleaved (baseline, home, events, detail, baseline, ...) so drift hits every page alike.
  for (let iteration = 1; iteration <= runs; iteration++) {
    for (const page of pages) {
      const started = Date.now();
      const result = await lighthouse(page.url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      settings ??= lhr.configSettings;
      const run = toRun(lhr);
      page.runs.push(run);
      for (const item of scriptRequests(lhr)) {
        const entry = page.scripts.get(item.url) ?? { transfer: [], resourceSize: 0 };
        entry.transfer.push(item.transferSize ?? 0);
        entry.resourceSize = Math.max(entry.resourceSize, item.resourceSize ?? 0);
        page.scripts.set(item.url, entry);
      }
      if (reportsDir) {
        const file = `${page.name.replace(/\W+/g, '-')}-${iteration}.json`;
        writeFileSync(path.join(reportsDir, file), JSON.stringify(lhr));
      }
      console.log(
        `  run ${iteration}/${runs}  ${page.name.padEnd(12)}  performance ${show(run.performance).padStart(3)}` +
          `  accessibility ${show(run.accessibility).padStart(3)}  LCP ${show(round0(run.lcpMs), ' ms')}` +
          `  (${((Date.now() - started) / 1000).toFixed(1)} s)` +
          (run.runtimeError ? `  runtime error ${run.runtimeError}` : ''),
      );
    }
  }
  chrome.kill();
  chrome = undefined;
  if (reportsDir) console.log(`\nLighthouse reports: ${reportsDir}`);

  // Home JS: fetch each script again and gzip it here.
  const home = pages.find((page) => page.name === 'home')!;
  const homeRuns = home.runs.length;
  const files = [];
  for (const [url, entry] of home.scripts) {
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    files.push({
      file: url.startsWith(ours) ? url.slice(ours.length) : url,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION }).length,
      transferBytes: median(entry.transfer) ?? 0,
      seenInRuns: `${entry.transfer.length}/${homeRuns}`,
    });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzip = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const totalTransfer = files.reduce((sum, file) => sum + file.transferBytes, 0);
  const totalRaw = files.reduce((sum, file) => sum + file.rawBytes, 0);

  const baseline = medianMetrics(pages[0]!.runs);
  const results = pages.map((page) => {
    const metrics = medianMetrics(page.runs);
    const failed = [...new Set(page.runs.flatMap((run) => run.failedAccessibilityAudits))].sort();
    const errors = [
      ...new Set(page.runs.flatMap((run) => (run.runtimeError ? [run.runtimeError] : []))),
    ];
    const warnings = [...new Set(page.runs.flatMap((run) => run.warnings))];
    return {
      page: page.name,
      path: page.path,
      ...(page.baseline ? { baseline: true } : {}),
      median: metrics,
      ratioToBaseline: page.baseline
        ? undefined
        : {
            performance: ratio(metrics.performance, baseline.performance),
            lcp: ratio(metrics.lcpMs, baseline.lcpMs),
          },
      failedAccessibilityAudits: failed,
      runtimeErrors: errors,
      warnings,
      runs: page.runs.map((run) => ({
        performance: run.performance,
        accessibility: run.accessibility,
        lcpMs: round0(run.lcpMs),
        tbtMs: round0(run.tbtMs),
        cls: round(run.cls, 3),
        fcpMs: round0(run.fcpMs),
        speedIndexMs: round0(run.speedIndexMs),
        benchmarkIndex: run.benchmarkIndex,
      })),
    };
  });

  console.log(
    '\npage           perf  a11y     LCP ms   TBT ms    CLS   FCP ms   perf/base  LCP/base',
  );
  for (const result of results) {
    const m = result.median;
    console.log(
      [
        result.page.padEnd(13),
        show(m.performance).padStart(5),
        show(m.accessibility).padStart(5),
        show(m.lcpMs).padStart(10),
        show(m.tbtMs).padStart(8),
        show(m.cls).padStart(6),
        show(m.fcpMs).padStart(8),
        show(result.ratioToBaseline?.performance ?? null).padStart(10),
        show(result.ratioToBaseline?.lcp ?? null).padStart(9),
      ].join(' '),
    );
  }
  for (const result of results) {
    if (result.failedAccessibilityAudits.length)
      console.log(
        `  ${result.page}: failed accessibility audits: ${result.failedAccessibilityAudits.join(', ')}`,
      );
    if (result.runtimeErrors.length)
      console.log(`  ${result.page}: runtime errors: ${result.runtimeErrors.join(', ')}`);
  }

  console.log(
    `\nJS loaded by / (${files.length} files; gzip = body gzipped here at level 9; wire = Lighthouse transferSize)`,
  );
  console.log('     gzip kB    wire kB     raw kB  file');
  for (const file of files) {
    console.log(
      `  ${String(kB(file.gzipBytes)).padStart(9)}  ${String(kB(file.transferBytes)).padStart(9)}  ${String(kB(file.rawBytes)).padStart(9)}  ${file.file}` +
        (file.seenInRuns === `${homeRuns}/${homeRuns}` ? '' : `  (in ${file.seenInRuns} runs)`),
    );
  }
  console.log(
    `  ${String(kB(totalGzip)).padStart(9)}  ${String(kB(totalTransfer)).padStart(9)}  ${String(kB(totalRaw)).padStart(9)}  total`,
  );

  const checks = [
    ...results
      .filter((result) => !result.baseline)
      .flatMap((result) => [
        {
          target: `${result.page} performance ≥ ${TARGETS.performance}`,
          value: result.median.performance,
          pass: (result.median.performance ?? 0) >= TARGETS.performance,
        },
        {
          target: `${result.page} accessibility ≥ ${TARGETS.accessibility}`,
          value: result.median.accessibility,
          pass: (result.median.accessibility ?? 0) >= TARGETS.accessibility,
        },
      ]),
    {
      target: `home JS ≤ ${TARGETS.homeJsGzipKB} kB gzip`,
      value: kB(totalGzip),
      pass: kB(totalGzip) <= TARGETS.homeJsGzipKB,
    },
  ];
  console.log('\ntargets');
  for (const check of checks) {
    console.log(`  ${check.pass ? 'PASS' : 'FAIL'}  ${check.target}  (${show(check.value)})`);
  }
  const allPass = checks.every((check) => check.pass);

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const output = {
    benchmark: 'web',
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    chromium: version.Browser,
    lighthouse: lighthouseVersion,
    preset: {
      formFactor: settings?.formFactor,
      throttlingMethod: settings?.throttlingMethod,
      throttling: settings?.throttling,
      screenEmulation: settings?.screenEmulation,
    },
    runsPerPage: runs,
    benchmarkIndex: median(pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex))),
    webBuild: givenDist
      ? `WEB_DIST_DIR=${givenDist}`
      : skipBuild
        ? 'apps/web/dist (not rebuilt)'
        : 'npm run build',
    eventId,
    targets: TARGETS,
    pages: results,
    homeJs: {
      method:
        'script requests of the network-requests audit on / (union over runs); gzipBytes = body gzipped at level 9 here; transferBytes = Lighthouse transferSize (brotli from our server), median over runs; 1 kB = 1000 bytes',
      totalGzipKB: kB(totalGzip),
      totalTransferKB: kB(totalTransfer),
      totalRawKB: kB(totalRaw),
      files,
    },
    checks,
    pass: allPass,
  };
  writeFileSync(path.join(root, 'bench/results/web.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.log(
    `\n${allPass ? 'all targets met' : 'some targets missed'}; written: bench/results/web.json`,
  );
  rmSync(work, { recursive: true, force: true });
  if (!allPass && strict) process.exitCode = 1;
}

function round0(value: number | null): number | null {
  return round(value, 0);
}

function ratio(ours: number | null, base: number | null): number | null {
  return ours === null || base === null || base === 0 ? null : Number((ours / base).toFixed(3));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    servers.stopAll();
    chrome?.process.kill('SIGKILL');
  });
