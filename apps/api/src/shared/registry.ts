import type { FastifyInstance } from 'fastify';

/**
 * Entries that modules contribute to another module by key (job handlers, attachment
 * renderers): added while the app is built, read once it runs. So nothing is added after a
 * worker may have looked, adding after the app is ready throws, and so does a key given twice.
 */
export interface Registry<T> {
  add(entries: Record<string, T>): void;
}

/** A registry that writes into `target` (the record its owner reads) until `app` is ready. */
export function createRegistry<T>(
  app: FastifyInstance,
  what: string,
  target: Record<string, T>,
): Registry<T> {
  let open = true;
  app.addHook('onReady', async () => {
    open = false;
  });
  return {
    add(entries) {
      if (!open) throw new Error(`${what} added after the app is ready`);
      for (const [key, entry] of Object.entries(entries)) {
        if (Object.hasOwn(target, key)) throw new Error(`${what} '${key}' added twice`);
        target[key] = entry;
      }
    },
  };
}
