import { randomUUID } from 'node:crypto';
import { TICKET_MESSAGES } from '@bilheteria/domain/tickets-contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { buyers, tickets } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { lockOrder } from '../checkout';
import type { MailDeliveries } from '../mail';
import { mayReach, type Viewer } from './ticket-access';
import { DELIVER_TICKET_JOB } from './ticket-jobs';
import { ticketRecord } from './ticket-queries';

/** Queues a re-send of these tickets under `resend` (its messages' and jobs' key). */
async function queueResend(tx: DbOrTx, ticketIds: string[], resend: string): Promise<void> {
  for (const ticketId of ticketIds) {
    await enqueue(tx, {
      kind: DELIVER_TICKET_JOB,
      payload: { ticketId, resend },
      dedupeKey: `${ticketId}:${resend}`,
    });
  }
}

/** Every valid ticket of the order to its participant again; asks within a minute are one. */
export function resendTickets({ db, clock }: { db: Db; clock: () => Date }) {
  return async function resend(orderId: string): Promise<void> {
    const issued = await db
      .select({ id: tickets.id, status: tickets.status })
      .from(tickets)
      .where(eq(tickets.orderId, orderId));
    const valid = issued.filter((ticket) => ticket.status === 'valid');
    // Every ticket cancelled (or refunded): saying 'reenviado' for nothing would mislead. (None
    // issued yet is not that: the issuing job sends them.)
    if (issued.length > 0 && valid.length === 0) {
      throw new HttpError(409, TICKET_MESSAGES.noValidTicketsToResend);
    }
    const minute = Math.floor(clock().getTime() / 60_000);
    await db.transaction((tx) =>
      queueResend(
        tx,
        valid.map((ticket) => ticket.id),
        `reenvio-${minute}`,
      ),
    );
  };
}

/** A bounced ticket's new address: the ticket and its participant change, then it is re-sent. */
export function correctTicketEmail({ db, mail }: { db: Db; mail: MailDeliveries | undefined }) {
  return async function correct(
    orderId: string,
    ticketId: string,
    email: string,
    viewer: Viewer,
  ): Promise<void> {
    const record = await ticketRecord(db, ticketId);
    // Changing where a ticket goes is sales work (as re-sending it is), not reading.
    if (!record || record.order.id !== orderId || !mayReach(record, viewer, ['vendas'])) {
      throw new HttpError(404, TICKET_MESSAGES.ticketNotFound);
    }
    if (record.ticket.status !== 'valid') throw new HttpError(409, TICKET_MESSAGES.ticketCanceled);
    const latest = mail ? (await mail.deliveryStatus([ticketId]))[ticketId] : undefined;
    // The bounce must be of the address the ticket has now: once corrected, it waits for news.
    if (latest?.status !== 'Devolvido' || latest.to !== record.ticket.holderEmail) {
      throw new HttpError(409, TICKET_MESSAGES.onlyBouncedCanBeCorrected);
    }
    await db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      // Only while it is still the bounced address: two corrections at once make one change.
      const [changed] = await tx
        .update(tickets)
        .set({ holderEmail: email, holderUserId: null })
        .where(and(eq(tickets.id, ticketId), eq(tickets.holderEmail, record.ticket.holderEmail)))
        .returning({ id: tickets.id });
      if (!changed) throw new HttpError(409, TICKET_MESSAGES.onlyBouncedCanBeCorrected);
      if (record.buyerId) {
        await tx.update(buyers).set({ email }).where(eq(buyers.id, record.buyerId));
      }
      await queueResend(tx, [ticketId], `correcao-${randomUUID()}`);
    });
  };
}
