import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../apps/api/src/config';

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
