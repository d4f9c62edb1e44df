import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { spentTokens } from '../../db/schema';

/**
 * Single use for tokens and bot-check solutions: the first `spend` of an id wins, every later
 * one is refused, in every process (a primary key in the database). Rows go once expired.
 */
export interface SpentTokens {
  /** True the first time this id is spent; false for a replay. */
  spend(id: string, expiresAt: Date): Promise<boolean>;
  deleteExpired(now: Date): Promise<void>;
}

export function createSpentTokens(db: Db): SpentTokens {
  return {
    async spend(id, expiresAt) {
      try {
        await db.insert(spentTokens).values({ id, expiresAt });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async deleteExpired(now) {
      await db.delete(spentTokens).where(lt(spentTokens.expiresAt, now));
    },
  };
}
