/**
 * Group commit: calls made while a batch is being written wait and go together in the next one
 * (at most one batch in flight; `maxBatch` items each). Under load the batches grow by
 * themselves; alone, a call goes at once (the next microtask). Each caller gets its own item's
 * result, or the batch's error.
 */
export function coalesce<T, R>(
  run: (items: T[]) => Promise<R[]>,
  maxBatch = 100,
): (item: T) => Promise<R> {
  let pending: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    try {
      while (pending.length > 0) {
        const batch = pending.slice(0, maxBatch);
        pending = pending.slice(batch.length);
        try {
          const results = await run(batch.map((entry) => entry.item));
          batch.forEach((entry, index) => entry.resolve(results[index]!));
        } catch (error) {
          batch.forEach((entry) => entry.reject(error));
        }
      }
    } finally {
      flushing = false;
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (!flushing) {
        queueMicrotask(() => {
          if (!flushing) void flush();
        });
      }
    });
}
