import type { PGlite } from '@electric-sql/pglite';
import { is, Placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client';

/** Runs a statement made by `prepareStatement` with its placeholders' values; rows as arrays. */
export type Statement = (values: Record<string, unknown>) => Promise<{ rows: unknown[][] }>;

/**
 * A statement rendered once from drizzle's `sql` (values as `sql.placeholder`s) and run straight
 * through the driver: node-postgres prepares it by name once per connection, PGlite runs it as
 * it is. For the statements every buyer of a rush runs, which drizzle would otherwise build (or
 * run through its prepared-query wrappers) and map again on every call. Rows are arrays, read
 * by the caller in the order of the statement's columns.
 */
export function prepareStatement(db: Db, name: string, query: SQL): Statement {
  // The casing the database's drizzle instance has (db/client.ts): column keys → snake_case.
  const { sql: text, params } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(query);
  const names = params.map((value) => {
    if (!is(value, Placeholder)) throw new Error(`${name}: values must be placeholders`);
    return value.name;
  });
  const valuesOf = (values: Record<string, unknown>) => names.map((key) => values[key]);
  const client = (db as Db & { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (values) =>
      client.query<unknown[]>({ name, text, values: valuesOf(values), rowMode: 'array' });
  }
  // PGlite by its shape: its module is loaded only when the database is PGlite (db/client.ts).
  if (isPglite(client)) {
    return (values) => client.query<unknown[]>(text, valuesOf(values), { rowMode: 'array' });
  }
  throw new Error(`${name}: the database is neither a pg pool nor PGlite`);
}

function isPglite(client: unknown): client is PGlite {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as PGlite).query === 'function' &&
    typeof (client as PGlite).exec === 'function' &&
    typeof (client as PGlite).dumpDataDir === 'function'
  );
}

/** A placeholder cast to its column's type, so a prepared statement needs no guessing. */
export const param = (name: string, type: string) =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** A timestamp as whole milliseconds since the epoch (a JavaScript Date's own precision). */
export function epochMs(column: SQLWrapper): SQL {
  return sql`floor(extract(epoch from ${column}) * 1000)::bigint`;
}
