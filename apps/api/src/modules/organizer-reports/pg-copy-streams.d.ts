/** The part of pg-copy-streams 7 (no types of its own) the exports use. */
declare module 'pg-copy-streams' {
  import type { Duplex, Readable, ReadableOptions } from 'node:stream';

  /** A `COPY … TO STDOUT`: given to `client.query`, it streams the rows' bytes. */
  export interface CopyToStreamQuery extends Readable {
    /** Set once submitted: the pg connection whose socket the rows arrive on. */
    connection?: { stream: Duplex };
    rowCount: number;
    submit(connection: unknown): void;
  }

  export function to(text: string, options?: ReadableOptions): CopyToStreamQuery;
}
