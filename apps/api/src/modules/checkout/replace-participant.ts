import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { buyers } from '../../db/schema';
import { participantColumns, type ParticipantFields } from './buyers';
import { saveParticipantAnswers } from './participant-answers';

/**
 * A paid order's participant at `position` becomes someone else (the swap of a participant):
 * the same row, new fields, and the new person's answers to the event's questions in place of
 * the previous one's (checked as POST /api/comprador checks them: 400 at
 * `respostas.<pergunta_id>`). Runs in the caller's transaction, which already holds the order's
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
  if (!row) return null;
  await saveParticipantAnswers(tx, {
    orderId,
    position,
    buyerId: row.id,
    respostas: fields.respostas,
    now,
    replace: true,
  });
  return row.id;
}
