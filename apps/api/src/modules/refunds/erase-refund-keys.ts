import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refunds } from '../../db/schema';

/**
 * The PIX keys given for a person's refunds, once the money went back (issue 30): a key is a CPF,
 * e-mail or phone. A refund still to be paid keeps it — the organizer needs it to pay.
 */
export async function eraseRefundKeys(tx: DbOrTx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(refunds)
    .set({ pixKey: null })
    .where(and(inArray(refunds.orderId, [...orderIds]), eq(refunds.status, 'done')));
}
