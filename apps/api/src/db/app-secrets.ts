import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';

/** A small key/value store on `app_meta`, shared by every process on the same database. */
export interface AppMetaStore {
  read(key: string): Promise<string | null>;
  /** Writes unless the key already exists (the first writer wins); read back to see the winner. */
  write(key: string, value: string): Promise<void>;
}

export function appMetaStore(db: Db): AppMetaStore {
  return {
    async read(key) {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      return row?.value ?? null;
    },
    async write(key, value) {
      await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
    },
  };
}

/**
 * A random secret made once per installation and kept in the database, so every API process
 * signs and checks with the same one and restarts keep it (signing keys for tokens, say).
 */
export async function loadOrCreateSecret(store: AppMetaStore, key: string): Promise<string> {
  const existing = await store.read(key);
  if (existing) return existing;
  await store.write(key, randomBytes(32).toString('base64url'));
  const winner = await store.read(key);
  if (!winner) throw new Error(`secret ${key} could not be stored`);
  return winner;
}

/** An async value computed on first use and kept; a failure is not kept, so the next use retries. */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
