/**
 * npm run bench:catalog
 *
 * Load on the hot catalog reads — the event list, one event's detail, and that event's page as a
 * browser asks for it (HTML with its tags and inlined stylesheet, Brotli) — against our built
 * server (embedded database, demo data, production settings), and in the same run against a
 * bare Fastify route that answers the same bytes from memory. Prints req/s, p50, p99 and the
 * ratio ours/baseline; writes bench/results/catalog.json.
 *
 * Options (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_SERVER_ENTRY (another build of our server to measure instead of apps/api/dist/main.js,
 * e.g. before/after, as in bench:rush).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import autocannon from 'autocannon';
import { ServerProcesses, waitFor } from './support';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OURS_PORT = 3201;
const BASELINE_PORT = 3202;
const TARGETS = { ratio: 0.8, p99Ms: 25 };

interface Measure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** autocannon supports a warm-up phase its published types do not list yet. */
type CannonOptions = autocannon.Options & { warmup?: { connections: number; duration: number } };

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measure> {
  const options: CannonOptions = {
    url,
    headers,
    connections,
    duration,
    warmup: { connections, duration: 2 },
  };
  const result = await autocannon(options);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const servers = new ServerProcesses();

async function main(): Promise<void> {
  const entry = path.resolve(root, process.env.BENCH_SERVER_ENTRY ?? 'apps/api/dist/main.js');
  if (!process.env.BENCH_SERVER_ENTRY && !existsSync(entry)) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-'));

  servers.start('node', [entry], {
    PORT: String(OURS_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const ours = `http://127.0.0.1:${OURS_PORT}`;
  await waitFor(`${ours}/api/health`);

  const list = Buffer.from(
    await (await fetch(`${ours}/api/eventos/ingressos/eventos`)).arrayBuffer(),
  );
  const { eventos } = JSON.parse(list.toString()) as { eventos: { id: string }[] };
  const detailPath = `/api/eventos/ingressos/evento/${eventos[0]!.id}`;
  const detail = Buffer.from(await (await fetch(`${ours}${detailPath}`)).arrayBuffer());
  // The page as a browser asks for it: compressed, as kept by the server (web-app.ts).
  const pagePath = `/event/${eventos[0]!.id}`;
  const pageHeaders = { 'accept-encoding': 'br' };
  const pageResponse = await fetch(`${ours}${pagePath}`, { headers: pageHeaders });
  if (pageResponse.headers.get('content-encoding') !== 'br') throw new Error('page not in Brotli');
  // fetch() decompresses; the baseline sends the bytes our server sent, compressed again alike.
  const pageHtml = Buffer.from(await pageResponse.arrayBuffer());
  const page = brotliCompressSync(pageHtml, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } });
  writeFileSync(path.join(work, 'list.json'), list);
  writeFileSync(path.join(work, 'detail.json'), detail);
  writeFileSync(path.join(work, 'page.html.br'), page);

  const json = 'application/json; charset=utf-8';
  servers.start('node', [path.join(root, 'bench/baseline-server.mjs')], {
    PORT: String(BASELINE_PORT),
    BASELINE_FILES: JSON.stringify([
      { name: 'list', file: path.join(work, 'list.json'), type: json },
      { name: 'detail', file: path.join(work, 'detail.json'), type: json },
      {
        name: 'page',
        file: path.join(work, 'page.html.br'),
        type: 'text/html; charset=utf-8',
        encoding: 'br',
      },
    ]),
  });
  const baseline = `http://127.0.0.1:${BASELINE_PORT}`;
  await waitFor(`${baseline}/list`);

  const endpoints = [
    {
      name: 'GET /api/eventos/ingressos/eventos',
      ours: `${ours}/api/eventos/ingressos/eventos`,
      baseline: `${baseline}/list`,
      bytes: list.length,
    },
    {
      name: 'GET /api/eventos/ingressos/evento/:id',
      ours: `${ours}${detailPath}`,
      baseline: `${baseline}/detail`,
      bytes: detail.length,
    },
    {
      name: 'GET /event/:id (the page, Brotli)',
      ours: `${ours}${pagePath}`,
      baseline: `${baseline}/page`,
      bytes: page.length,
      headers: pageHeaders,
    },
  ];

  console.log(`autocannon: ${connections} connections, ${duration} s per run (+2 s warm-up)\n`);
  const results = [];
  for (const endpoint of endpoints) {
    const headers = 'headers' in endpoint ? endpoint.headers : {};
    const base = await measure(endpoint.baseline, headers);
    const mine = await measure(endpoint.ours, headers);
    const ratio = Number((mine.requestsPerSecond / base.requestsPerSecond).toFixed(3));
    const meets = ratio >= TARGETS.ratio && mine.p99Ms <= TARGETS.p99Ms;
    results.push({
      endpoint: endpoint.name,
      bytes: endpoint.bytes,
      baseline: base,
      ours: mine,
      ratio,
      meetsTarget: meets,
    });
    console.log(endpoint.name, `(${endpoint.bytes} bytes)`);
    console.log(
      `  baseline  ${base.requestsPerSecond} req/s   p50 ${base.p50Ms} ms   p99 ${base.p99Ms} ms`,
    );
    console.log(
      `  ours      ${mine.requestsPerSecond} req/s   p50 ${mine.p50Ms} ms   p99 ${mine.p99Ms} ms   errors ${mine.errors}, non-2xx ${mine.non2xx}`,
    );
    console.log(
      `  ratio ours/baseline ${ratio}  →  ${meets ? 'meets' : 'MISSES'} target (ratio ≥ ${TARGETS.ratio}, p99 ≤ ${TARGETS.p99Ms} ms)\n`,
    );
  }

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const output = {
    benchmark: 'catalog',
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections,
    durationSeconds: duration,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    targets: TARGETS,
    results,
  };
  writeFileSync(
    path.join(root, 'bench/results/catalog.json'),
    `${JSON.stringify(output, null, 2)}\n`,
  );
  console.log('written: bench/results/catalog.json');
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => servers.stopAll());
