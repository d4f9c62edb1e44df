import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { runMigrations } from '../db/migrate';
import { ensureReferenceData } from '../db/reference-data';
import { hashPassword } from '../modules/auth';
import { serverUrl, silentLogger } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder: each file's database starts from it. */
    pgliteTemplateFile: string | null;
    /** A migrated database on the PostgreSQL server that each file's database is copied from. */
    postgresTemplateName: string | null;
    /** The demo accounts' password hashes (production scrypt settings), made once per run. */
    demoPasswordHashes: Record<string, string>;
  }
}

/** Schema and reference data: what every database has before its seed. */
async function migrate(database: Database): Promise<void> {
  await runMigrations(database);
  await ensureReferenceData(database.db);
}

/**
 * Builds once per run what each test file's database would otherwise build for itself (about
 * 6 s on PGlite: start, initdb, migrations, five scrypt hashes): a migrated PGlite data folder
 * kept as a tarball, a migrated template database on the PostgreSQL server, and the demo
 * accounts' hashes. Test files then start from copies (test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<void>)[] = [];
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => [account.password, await hashPassword(account.password)]),
  );
  project.provide('demoPasswordHashes', Object.fromEntries(hashes) as Record<string, string>);

  let pgliteTemplateFile: string | null = null;
  if (process.env.TEST_PGLITE !== '0') {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'bilheteria-pglite-template-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, silentLogger);
    try {
      if (database.kind !== 'pglite') throw new Error('expected an embedded database');
      await migrate(database);
      const tarball = await database.client.dumpDataDir('none');
      pgliteTemplateFile = path.join(folder, 'pgdata.tar');
      await writeFile(pgliteTemplateFile, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteTemplateFile', pgliteTemplateFile);

  let postgresTemplateName: string | null = null;
  const url = serverUrl();
  if (url) {
    const name = `bilheteria_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database "${name}"`);
    cleanups.push(() => adminQuery(url, `drop database if exists "${name}" with (force)`));
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const database = await openDatabase(
      { kind: 'postgres', url: templateUrl.toString(), poolMax: 1 },
      silentLogger,
    );
    try {
      await migrate(database);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
      await database.close();
    }
    postgresTemplateName = name;
  }
  project.provide('postgresTemplateName', postgresTemplateName);

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
