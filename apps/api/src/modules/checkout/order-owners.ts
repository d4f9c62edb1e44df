import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Gives an account the orders paid (or being paid) under its e-mail that no account owns yet.
 * Called once the person proved the address — an e-mailed link used, or a signed-in visit to
 * Meus Pedidos — so a guest's order follows its buyer to any device. An order made by a signed-in
 * account keeps that account: only ownerless orders are taken. The paying attempt's address
 * decides for a paid order; an unpaid one follows any attempt's (the buyer may come back to pay
 * a boleto on another device).
 */
export function attachOrdersPaidBy(db: Db) {
  return async function attach(email: string, userId: string, now: Date): Promise<number> {
    const address = email.trim().toLowerCase();
    const attached = await db.execute(sql`
      update orders o set user_id = ${userId}::uuid, updated_at = ${now.toISOString()}::timestamptz
      where o.user_id is null
        and exists (
          select 1 from payments p
          where p.order_id = o.id
            and lower(p.payer_email) = ${address}
            and (o.paid_by_payment_id is null or p.id = o.paid_by_payment_id)
        )
      returning o.id`);
    return rowsOf<{ id: string }>(attached).length;
  };
}
