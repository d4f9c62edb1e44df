import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, freePort, startApiProcess, waitForStatus } from './test/api-process';

// Each test boots the real entry point from source (tsx) on a new database, as `npm start` does:
// on a busy 2-core machine that alone can take most of Vitest's 30 s.
describe('main (the server process)', { timeout: 120_000 }, () => {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;

  afterEach(() => {
    child?.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function start(env: Record<string, string>): { output: () => string } {
    const started = startApiProcess(env);
    child = started.child;
    return started;
  }

  it('serves on the embedded database and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bilheteria-main-'));
    const logs = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
    });
    await waitForStatus(`http://127.0.0.1:${port}/api/health`, 200);
    const events = await fetch(`http://127.0.0.1:${port}/api/eventos/ingressos/eventos`);
    expect(((await events.json()) as { eventos: unknown[] }).eventos.length).toBeGreaterThanOrEqual(
      12,
    );

    const exited = exitOf(child!);
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(logs.output()).toContain('shutting down');
  });

  it('keeps running and answers 503 while PostgreSQL is unreachable', async () => {
    const port = await freePort();
    start({ PORT: String(port), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/bilheteria' });
    const health = await waitForStatus(`http://127.0.0.1:${port}/api/health`, 503);
    expect(await health.json()).toEqual({
      status: 'indisponível',
      database: 'indisponível',
      jobs: null,
    });
    const response = await fetch(`http://127.0.0.1:${port}/api/eventos/ingressos/eventos`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Serviço temporariamente indisponível. Tente novamente em alguns instantes.',
    );
    expect(child!.exitCode).toBeNull();
  });

  // Needs a real PostgreSQL server, so it runs with the PostgreSQL suite (TEST_DATABASE_URL).
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  it.skipIf(!serverUrl)('recovers by itself when PostgreSQL comes back', async () => {
    // The server is given a port where, at first, nothing listens; then a proxy to the real
    // PostgreSQL server opens there, as when a database restarts.
    const name = `bilheteria_test_main_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const target = new URL(serverUrl!);
    const proxyPort = await freePort();
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.host = `127.0.0.1:${proxyPort}`;
    databaseUrl.pathname = `/${name}`;
    let proxy: Server | undefined;
    try {
      const port = await freePort();
      start({ PORT: String(port), DATABASE_URL: databaseUrl.toString(), DEMO_MODE: 'true' });
      await waitForStatus(`http://127.0.0.1:${port}/api/health`, 503);

      proxy = createServer((socket) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        socket.pipe(upstream).pipe(socket);
        socket.on('error', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
      });
      await new Promise<void>((resolve) => proxy!.listen(proxyPort, '127.0.0.1', resolve));

      await waitForStatus(`http://127.0.0.1:${port}/api/health`, 200);
      const events = await fetch(`http://127.0.0.1:${port}/api/eventos/ingressos/eventos`);
      expect(events.status).toBe(200);
      expect(
        ((await events.json()) as { eventos: unknown[] }).eventos.length,
      ).toBeGreaterThanOrEqual(12);
    } finally {
      child?.kill('SIGKILL');
      proxy?.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
