import { randomUUID } from 'node:crypto';
import { encodeTicketQr, ticketQrMessage } from '@bilheteria/domain/ticket-qr';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyers, orderItems, tickets } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { lockOrder } from '../checkout';
import type { TicketSigningKey } from './signing-key';
import { DELIVER_TICKET_JOB, ORDER_SUMMARY_JOB } from './ticket-jobs';
import { holderNameOf, newTicketCode, normalizeEmail, ticketTypesByPosition } from './ticket-rules';

export interface IssueTicketsDeps {
  db: Db;
  signingKey: () => Promise<TicketSigningKey>;
  clock: () => Date;
  randomBytes: (size: number) => Uint8Array;
}

/**
 * `order.paid`: one ticket per participant, in one transaction (all or none), each position
 * once whatever the number of runs (order + position is unique); then a delivery job per
 * ticket and the order's summary job, queued in the same transaction.
 */
export function issueTickets({ db, signingKey, clock, randomBytes }: IssueTicketsDeps) {
  return async function issue(orderId: string): Promise<void> {
    const key = await signingKey();
    const missing = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.status !== 'paid') return [];
      const items = await tx
        .select({
          ticketTypeId: orderItems.ticketTypeId,
          name: orderItems.name,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const participants = await tx.select().from(buyers).where(eq(buyers.orderId, orderId));
      const byPosition = new Map(participants.map((row) => [row.position, row]));
      const issued = new Set(
        (
          await tx
            .select({ position: tickets.position })
            .from(tickets)
            .where(eq(tickets.orderId, orderId))
        ).map((row) => row.position),
      );

      const now = clock();
      const absent: number[] = [];
      const rows: (typeof tickets.$inferInsert)[] = [];
      ticketTypesByPosition(items).forEach((seat, index) => {
        const position = index + 1;
        if (issued.has(position)) return;
        const participant = byPosition.get(position);
        if (!participant) {
          absent.push(position);
          return;
        }
        const id = randomUUID();
        const code = newTicketCode(randomBytes);
        const fields = {
          ticketId: id,
          eventId: order.eventId,
          ticketTypeId: seat.ticketTypeId,
          code,
        };
        rows.push({
          id,
          orderId,
          position,
          buyerId: participant.id,
          eventId: order.eventId,
          ticketTypeId: seat.ticketTypeId,
          code,
          holderName: holderNameOf(participant.firstName, participant.lastName),
          holderEmail: normalizeEmail(participant.email),
          qrPayload: encodeTicketQr(fields, key.sign(ticketQrMessage(fields))),
          issuedAt: now,
        });
      });
      if (rows.length > 0) {
        await tx
          .insert(tickets)
          .values(rows)
          .onConflictDoNothing({ target: [tickets.orderId, tickets.position] });
      }
      const all = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.orderId, orderId))
        .orderBy(asc(tickets.position));
      for (const ticket of all) {
        await enqueue(tx, {
          kind: DELIVER_TICKET_JOB,
          payload: { ticketId: ticket.id },
          dedupeKey: ticket.id,
        });
      }
      if (all.length > 0) {
        await enqueue(tx, { kind: ORDER_SUMMARY_JOB, payload: { orderId }, dedupeKey: orderId });
      }
      return absent;
    });
    // A paid order always has its participants (payment requires them); if one is missing the
    // others are issued and the job stays visible, retried and finally kept dead for a human.
    if (missing.length > 0) {
      throw new Error(`order ${orderId}: no participant at position(s) ${missing.join(', ')}`);
    }
  };
}
