import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createLogger, serializeError } from '../logger';
import { testConfig } from '../test/test-app';
import { createTestDatabase, testTargets } from '../test/test-database';

/** A pino destination that keeps every line written to it. */
function captureLogs() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('the err serializer', () => {
  it('drops the values of a failed statement, through every cause', () => {
    const pgError = Object.assign(new Error('new row for relation "users" violates check'), {
      code: '23514',
      detail: 'Failing row contains (1, Maria, maria@empresa.com.br, scrypt$16384$8$1$sal$chave).',
      where: 'SQL function "x" statement 1: maria@empresa.com.br',
      constraint: 'users_email_lowercase',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("name", "email", "password_hash") values ($1, $2, $3)',
      ['Maria', 'maria@empresa.com.br', 'scrypt$16384$8$1$sal$chave'],
      pgError,
    );
    const wrapped = new Error('sign-up failed', { cause: failed });

    const serialized = JSON.stringify(serializeError(wrapped));
    expect(serialized).not.toMatch(/maria@empresa|Maria|scrypt\$|params|Failing row/i);
    const parsed = JSON.parse(serialized) as Record<string, unknown>;
    // What helps find the fault stays: the messages, the statement without values, the stacks.
    expect(parsed.message).toContain('sign-up failed');
    expect(parsed.message).toContain('insert into "users"');
    expect(parsed.message).toContain('violates check');
    expect(parsed.stack).toContain('Failed query: insert into "users"');
    expect(parsed.stack).toMatch(/\n\s+at /);
  });

  it("removes the value a data error's message quotes, and fields that carry values", () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "123.456.789-00"'), {
      code: '22P02',
      query: 'select $1::uuid',
      params: ['123.456.789-00'],
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain('123.456.789-00');
    expect(serialized).toContain('invalid input syntax for type uuid');
    expect(serialized).not.toMatch(/"query"|"params"/);
  });

  it('survives an error that is its own cause', () => {
    const error = new Error('volta');
    (error as { cause?: unknown }).cause = error;
    expect(JSON.stringify(serializeError(error))).toContain('volta');
  });
});

describe.each(testTargets())('logs of database errors on %s', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const logs = captureLogs();

  beforeAll(async () => {
    database = await createTestDatabase(target, { demo: false });
    app = await buildApp({
      config: testConfig(),
      database,
      logger: createLogger({ env: 'test', logLevel: 'info' }, logs.stream),
    });
    await app.ready();
    // Every new account now fails in the database (existing rows are not checked).
    await database.db.execute(
      sql`alter table users add constraint nenhum_cadastro_novo check (false) not valid`,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('logs a failed sign-up without its e-mail, name, password hash or parameters', async () => {
    const email = `vazamento-${target}@empresa.com.br`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Maria Sigilosa', email, password: 'Ingresso2026' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
    });

    const logged = logs.lines.join('');
    const errorLine = logs.lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } })
      .find((line) => line.msg === 'unhandled error');
    // The failure itself is logged, with what identifies it...
    expect(errorLine?.err?.message).toContain('insert into "users"');
    expect(logged).toContain('nenhum_cadastro_novo');
    // ...and nothing of the person or of the statement's values.
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('Maria Sigilosa');
    expect(logged).not.toContain('scrypt$');
    expect(logged).not.toContain('Ingresso2026');
    expect(logged).not.toMatch(/params:|"params"|"detail"|Failing row/);
  });
});
