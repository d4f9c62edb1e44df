import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseConfig } from '../apps/api/src/config';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

/**
 * What the benchmarks need to run servers beside themselves: start them, stop them all (also
 * when the script dies), and wait until they answer.
 */
export class ServerProcesses {
  #children: ChildProcess[] = [];
  #stopping = false;
  /** Children stopped one by one through `stop`: their exit is expected. */
  #stopped = new WeakSet<ChildProcess>();

  constructor() {
    process.on('exit', () => this.stopAll());
  }

  /** Runs `command`; an unexpected exit (not one we asked for) is reported on stderr. */
  start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code && code !== 0 && !this.#stopping && !this.#stopped.has(child)) {
        console.error(`${command} ${args.join(' ')} exited with ${code}`);
      }
    });
    this.#children.push(child);
    return child;
  }

  /**
   * Stops one child and resolves once it has exited — so what it held is released (an embedded
   * database's folder, a `--cpu-prof` profile written at exit); SIGKILL after `graceMs`.
   */
  async stop(child: ChildProcess, graceMs = 15_000): Promise<void> {
    this.#stopped.add(child);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  stopAll(): void {
    this.#stopping = true;
    this.#children.forEach((child) => child.kill('SIGTERM'));
  }
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

/**
 * Where a benchmark's data lives: the PostgreSQL server named by DATABASE_URL, in a database of
 * its own (dropped by `drop`), else the embedded PGlite in a temporary folder (`dataDir`, removed
 * by `drop`).
 */
export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  config: DatabaseConfig;
  /** PGlite's folder (the server's DATA_DIR holds it under `pglite/`); null on PostgreSQL. */
  dataDir: string | null;
  drop(): Promise<void>;
}

export async function createBenchDatabase(name: string, poolMax: number): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
    return {
      kind: 'pglite',
      config: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = `bilheteria_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${database}`;
  return {
    kind: 'postgres',
    config: { kind: 'postgres', url: benchUrl.toString(), poolMax },
    dataDir: null,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${database}" with (force)`);
      await dropper.end();
    },
  };
}

/** Debian's Chromium's flags for headless runs here (../shared/TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

// ---------------------------------------------------------------- figures and the built server

/** The p-th percentile of already sorted values (nearest rank), to 2 decimals. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)]!.toFixed(2));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** ours ÷ baseline to 3 decimals (0 without a baseline). */
export const ratioOf = (ours: number, baseline: number) =>
  baseline > 0 ? Number((ours / baseline).toFixed(3)) : 0;

/** The machine's 1, 5 and 15-minute load: a shared machine's noise, printed with the figures. */
export const loadAverage = () => os.loadavg().map((load) => Number(load.toFixed(2)));

/** The repository's root. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The newest modification time of any file under `dirs`. */
function newestMtime(dirs: string[]): number {
  let newest = 0;
  for (const dir of dirs) {
    for (const name of readdirSync(dir, { recursive: true }) as string[]) {
      const stat = statSync(path.join(dir, name));
      if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

/**
 * apps/api/dist/main.js, built again when any of its sources is newer, or the build
 * BENCH_SERVER_ENTRY names.
 */
export function ensureServerBuilt(): string {
  const root = repositoryRoot;
  if (process.env.BENCH_SERVER_ENTRY) return path.resolve(root, process.env.BENCH_SERVER_ENTRY);
  const entry = path.join(root, 'apps/api/dist/main.js');
  const sources = ['apps/api/src', 'apps/api/drizzle', 'packages/domain/src'].map((dir) =>
    path.join(root, dir),
  );
  if (!existsSync(entry) || statSync(entry).mtimeMs < newestMtime(sources)) {
    console.log('apps/api/dist/main.js is older than its sources: npm run build -w apps/api');
    execSync('npm run build -w apps/api', { cwd: root, stdio: 'inherit' });
  }
  return entry;
}

/** The bench's database, and how a server process of ours is pointed at it. */
export interface BenchTarget extends BenchDatabase {
  serverEnv: NodeJS.ProcessEnv;
}

export async function createBenchTarget(name: string, poolMax: number): Promise<BenchTarget> {
  const database = await createBenchDatabase(name, poolMax);
  const serverEnv: NodeJS.ProcessEnv =
    database.config.kind === 'pglite'
      ? { DATA_DIR: database.dataDir!, DATABASE_URL: '' }
      : { DATABASE_URL: database.config.url, DATABASE_POOL_MAX: String(poolMax) };
  return { ...database, serverEnv };
}

/**
 * Our built server as production runs it (no demo data), on 127.0.0.1:`port`, with
 * BENCH_SERVER_NODE_ARGS's node flags (e.g. a CPU profile); resolves once it answers its health.
 */
/**
 * The V8 flags the server runs with (`npm start`; decision 0036): the benches measure the
 * server as it runs. BENCH_SERVER_NODE_ARGS adds to them.
 */
export { SERVER_NODE_FLAGS };

export async function startOurServer(
  servers: ServerProcesses,
  entry: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<ChildProcess> {
  const child = servers.start(
    'node',
    [
      ...SERVER_NODE_FLAGS,
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      entry,
    ],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO_MODE: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
  );
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

/**
 * Requests to our server as a signed-in session (its cookie), over kept-alive sockets, each
 * answer's whole body read. `close` ends the sockets once the bench is done.
 */
export function sessionHttp(cookieName: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  function send(
    baseUrl: string,
    method: 'GET' | 'POST',
    pathname: string,
    token: string,
    body?: unknown,
  ): Promise<{ status: number; body: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${baseUrl}${pathname}`,
        {
          method,
          agent,
          headers: {
            cookie: `${cookieName}=${token}`,
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }
  return { send, close: () => agent.destroy() };
}
