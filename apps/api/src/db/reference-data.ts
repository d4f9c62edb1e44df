import { EVENT_CATEGORIES } from '@bilheteria/domain/constants';
import type { DbOrTx } from './client';
import { categories } from './schema';

/** The spec's eight categories exist in every installation, demo or not. Idempotent. */
export async function ensureReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(categories)
    .values(EVENT_CATEGORIES.map((name, position) => ({ name, position })))
    .onConflictDoNothing({ target: categories.name });
}
