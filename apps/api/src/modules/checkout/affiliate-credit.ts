import { AFFILIATE_CODE_PATTERN } from '@bilheteria/domain/affiliate';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliateEvents, affiliates } from '../../db/schema';

/**
 * The referral code a sale is credited to: one that names an affiliate who has joined this
 * event and is not the buyer. Anything else (unknown, not affiliated, the affiliate's own
 * purchase, a malformed code) leaves the sale unattributed; the purchase itself goes on.
 */
export function creditedAffiliate({ db }: { db: Db }) {
  return async function creditedAffiliateCode(
    code: string | null | undefined,
    eventId: string,
    userId: string | null | undefined,
  ): Promise<string | null> {
    const trimmed = code?.trim();
    if (!trimmed || !AFFILIATE_CODE_PATTERN.test(trimmed)) return null;
    const [affiliate] = await db
      .select({ code: affiliates.code, userId: affiliates.userId })
      .from(affiliates)
      .innerJoin(
        affiliateEvents,
        and(eq(affiliateEvents.affiliateId, affiliates.id), eq(affiliateEvents.eventId, eventId)),
      )
      .where(eq(affiliates.code, trimmed.toUpperCase()))
      .limit(1);
    if (!affiliate) return null;
    return userId && affiliate.userId === userId ? null : affiliate.code;
  };
}
