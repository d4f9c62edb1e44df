import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { buyers } from '../../db/schema';
import { participantColumns, type ParticipantFields } from './buyers';

/**
 * A paid order's participant at `position` becomes someone else (the swap of a participant):
 * the same row, new fields. Runs in the caller's transaction, which already holds the order's
 * row (checkout/order-lock.ts). Answers the row's id, or null when the order has no participant
 * there.
 */
export async function replaceParticipant(
  tx: Tx,
  { orderId, position }: { orderId: string; position: number },
  fields: ParticipantFields,
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .update(buyers)
    .set(participantColumns(fields, now))
    .where(and(eq(buyers.orderId, orderId), eq(buyers.position, position)))
    .returning({ id: buyers.id });
  return row?.id ?? null;
}
