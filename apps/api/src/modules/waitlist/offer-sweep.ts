import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orders, ticketTypes, waitlistEntries } from '../../db/schema';
import type { OfferOneType } from './offer-round';

/**
 * The periodic round: offers whose hold ended pass to the next in line, paid ones are marked,
 * and every line with free seats gets its offers. Returns the offers made.
 */
export function sweepOffers({
  db,
  clock,
  wakeJobs,
  offerOne,
}: {
  db: Db;
  clock: () => Date;
  wakeJobs: () => void;
  offerOne: OfferOneType;
}) {
  return async function sweep(): Promise<number> {
    const now = clock();
    // Offers whose order was paid, or ended unpaid (expired, canceled): marked; the seats an
    // ended offer held are free again (the hold sweep returned them) and go to the line below.
    const settled = await db.execute<{ ticket_type_id: string; status: string }>(sql`
      update ${waitlistEntries} as entry
      set status = case when o.status in ('paid', 'refunded') then 'purchased'::waitlist_status
          else 'expired'::waitlist_status end,
        updated_at = ${now}
      from ${orders} as o
      where o.id = entry.order_id and entry.status = 'offered'
        and (o.status in ('paid', 'refunded', 'expired', 'canceled'))
      returning entry.ticket_type_id, entry.status`);
    const freed = rowsOf<{ ticket_type_id: string; status: string }>(settled)
      .filter((row) => row.status === 'expired')
      .map((row) => row.ticket_type_id);
    // Lines whose type has free seats now.
    const open = await db.execute<{ id: string }>(sql`
      select distinct t.id from ${waitlistEntries} w
      join ${ticketTypes} t on t.id = w.ticket_type_id
      where w.status = 'waiting' and t.quantity - t.sold - t.reserved > 0`);
    const ids = [...new Set([...freed, ...rowsOf<{ id: string }>(open).map((row) => row.id)])];
    let offered = 0;
    for (const id of ids.sort()) {
      offered += await db.transaction((tx) => offerOne(tx, id, now));
    }
    if (offered > 0) wakeJobs();
    return offered;
  };
}
