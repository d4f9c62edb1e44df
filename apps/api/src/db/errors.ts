/** SQLSTATE of an error from either driver, looking through drizzle's wrapping (`cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint said no (23505): someone else inserted the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** A foreign key said no (23503): the row referred to is gone (an event deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23503';
}

/**
 * The database undid a transaction because it met another one: a deadlock (40P01) or a
 * serialization failure (40001). Nothing of it was written; the same request sent again can
 * go through. Lock order (checkout/order-lock.ts) is what keeps these from happening.
 */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}
