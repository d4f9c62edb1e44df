// `npm run cluster`: Debian's nginx on PORT (default 3000) in front of N API processes (the
// built apps/api/dist/main.js, each with its jobs worker) on one PostgreSQL server, and on Redis
// when REDIS_URL is set. Issue 32; docs/decisions/0037.
//
//   npm run cluster                       2 processes, DATABASE_URL or
//                                         postgres://postgres@127.0.0.1:5432/bilheteria
//   npm run cluster -- --processes 4      or CLUSTER_PROCESSES=4
//
// The processes listen on 127.0.0.1, ports PORT+1…PORT+N (CLUSTER_BASE_PORT moves them). The
// first one migrates and seeds; the others start once it answers /api/health. nginx's files
// (configuration, pid, error log, temporary files) live in a folder of their own under the
// system's temporary folder, removed at the end. Ctrl-C or SIGTERM: nginx stops taking requests
// and finishes those under way, then the processes close (each finishes its requests and jobs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureNginx, nginxArgs, nginxConfig, nginxUser } from './nginx.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bilheteria';
const READY_TIMEOUT_MS = 120_000;

const { values: flags } = parseArgs({
  options: {
    processes: { type: 'string', short: 'n' },
    'nginx-workers': { type: 'string' },
    'access-log': { type: 'boolean' },
  },
});

const processes = Number(flags.processes ?? process.env.CLUSTER_PROCESSES ?? 2);
const port = Number(process.env.PORT ?? 3000);
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? port + 1);
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
  fail(`--processes (or CLUSTER_PROCESSES) must be a whole number from 1 to 64, not ${processes}`);
}
const apiPorts = Array.from({ length: processes }, (_, index) => basePort + index);

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

/** The database named in `url`, created when missing (the user needs CREATEDB for that). */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) fail(`DATABASE_URL names no database: ${url}`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  try {
    await admin.connect();
  } catch (error) {
    fail(`PostgreSQL at ${adminUrl.host} does not answer (${error.message}); is it running?`);
  }
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await admin.query(`create database ${admin.escapeIdentifier(name)}`);
      console.log(`cluster: database ${name} created`);
    }
  } catch (error) {
    fail(`could not create database ${name} (${error.message}); create it with: createdb ${name}`);
  } finally {
    await admin.end();
  }
}

async function healthy(apiPort) {
  try {
    return (await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function waitHealthy(apiPort, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    if (await healthy(apiPort)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

// ------------------------------------------------------------------ the processes

let stopping = false;
/** @type {Map<number, import('node:child_process').ChildProcess>} */
const apis = new Map();
/** @type {import('node:child_process').ChildProcess | null} */
let nginx = null;
let runDir = '';

/**
 * Children get a process group of their own: a terminal's Ctrl-C reaches only this script,
 * which stops them in order (nginx first, so no request goes to a closing process).
 */
function startApi(apiPort) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, 'apps/api/dist/main.js')],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        // One proxy (our nginx) in front: the client's address and scheme come from it.
        TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
      },
    },
  );
  apis.set(apiPort, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // nginx's passive check already routes around it; bring it back.
    console.error(`cluster: process on :${apiPort} exited (${signal ?? code}); restarting in 1 s`);
    setTimeout(() => {
      if (!stopping) startApi(apiPort);
    }, 1_000).unref();
  });
  return child;
}

function exited(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\ncluster: stopping nginx, then the API processes…');
  // SIGQUIT: nginx's graceful stop (finishes the requests under way).
  nginx?.kill('SIGQUIT');
  await Promise.race([exited(nginx), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  nginx?.kill('SIGKILL');
  for (const child of apis.values()) child.kill('SIGTERM');
  // close-with-grace in main.ts gives each 10 s; then no mercy.
  const killer = setTimeout(() => {
    for (const child of apis.values()) child.kill('SIGKILL');
  }, 12_000);
  await Promise.all([...apis.values()].map(exited));
  clearTimeout(killer);
  if (runDir) rmSync(runDir, { recursive: true, force: true });
  console.log('cluster: stopped');
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('exit', () => {
  // Last resort if this script dies another way: no orphans.
  nginx?.kill('SIGKILL');
  for (const child of apis.values()) child.kill('SIGKILL');
});

async function main() {
  await import('./ensure-built.mjs');
  const nginxBinary = ensureNginx();
  if (!nginxBinary) process.exit(1);
  await ensureDatabase(databaseUrl);

  const [first, ...others] = apiPorts;
  console.log(`cluster: process 1 on :${first} migrates and seeds…`);
  if (!(await waitHealthy(first, startApi(first)))) {
    fail(`the process on :${first} did not answer /api/health in ${READY_TIMEOUT_MS / 1000} s`);
  }
  const ready = await Promise.all(others.map((apiPort) => waitHealthy(apiPort, startApi(apiPort))));
  const notReady = others.filter((_, index) => !ready[index]);
  if (notReady.length > 0) {
    console.error(`cluster: no answer from :${notReady.join(', :')}`);
    await stopAll(1);
  }

  runDir = mkdtempSync(path.join(os.tmpdir(), 'bilheteria-nginx-'));
  const configFile = path.join(runDir, 'nginx.conf');
  const workers = flags['nginx-workers'] ?? process.env.CLUSTER_NGINX_WORKERS ?? 'auto';
  writeFileSync(
    configFile,
    nginxConfig({
      listenPort: port,
      upstreamPorts: apiPorts,
      runDir,
      workerProcesses: workers === 'auto' ? 'auto' : Number(workers),
      user: nginxUser(),
      accessLog: flags['access-log'] ?? false,
    }),
  );
  nginx = spawn(nginxBinary, nginxArgs(runDir, configFile), {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nginx.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `cluster: nginx exited (${signal ?? code}); its log: ${path.join(runDir, 'error.log')}`,
    );
    void stopAll(1);
  });
  const deadline = Date.now() + 10_000;
  while (!(await healthy(port))) {
    if (stopping) return;
    if (Date.now() > deadline) {
      console.error(`cluster: nginx does not answer on :${port}`);
      return stopAll(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `cluster: Bilheteria em http://localhost:${port} — nginx → ${processes} processos ` +
      `(:${apiPorts.join(', :')}) em ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}` +
      `${process.env.REDIS_URL ? ' + Redis' : ''}; nginx em ${runDir}. Ctrl-C para parar.`,
  );
}

main().catch((error) => {
  console.error(error);
  void stopAll(1);
});
