import type { Database } from './client';

/** A statement sent with positional parameters ($1, $2…) under a name of its own. */
export interface PreparedStatement {
  /** Unique per statement text: PostgreSQL keeps one plan per name and connection. */
  name: string;
  text: string;
}

export type RunStatement = <Row extends Record<string, unknown>>(
  statement: PreparedStatement,
  values: unknown[],
) => Promise<Row[]>;

/**
 * Runs a hot statement through the driver itself: on a PostgreSQL server as a named prepared
 * statement, parsed and planned once per connection (drizzle's `execute` sends an unnamed one,
 * planned on every call — for a statement run thousands of times a second, planning was half its
 * cost); on PGlite through its client (one in-process connection, nothing to save).
 */
export function statementRunner(database: Database): RunStatement {
  if (database.kind === 'pglite') {
    return async <Row extends Record<string, unknown>>(
      statement: PreparedStatement,
      values: unknown[],
    ) => (await database.client.query<Row>(statement.text, values)).rows;
  }
  return async <Row extends Record<string, unknown>>(
    statement: PreparedStatement,
    values: unknown[],
  ) =>
    (await database.pool.query<Row>({ name: statement.name, text: statement.text, values })).rows;
}
