/** `execute` answers `{ rows }` with node-postgres and PGlite alike. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
