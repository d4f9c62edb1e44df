import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyers, tickets } from '../../db/schema';
import type { ParticipantAccounts } from '../auth';
import { lockOrder } from '../checkout';
import type { MailDeliveries, Mailer } from '../mail';
import { participantTicketEmail } from './templates';
import { ticketAttachments, ticketEmailKey } from './ticket-jobs';
import { ticketRecord } from './ticket-queries';

export interface DeliverTicketDeps {
  db: Db;
  baseUrl: string;
  participants: ParticipantAccounts;
  mailer: Mailer & MailDeliveries;
}

/**
 * Per ticket, in one transaction: the participant's account (made or found, with a fresh
 * set-password link while it has no password), linked as the ticket's holder, and their own
 * e-mail queued in the outbox once (dedupe `ticket:<id>`). A failure anywhere leaves nothing
 * behind and the job runs again; a run after the e-mail was queued changes nothing.
 */
export function deliverTicket({ db, baseUrl, participants, mailer }: DeliverTicketDeps) {
  return async function deliver(
    ticketId: string,
    /** A re-send's own key: its message is a new one, once per key. */
    resend: string | null,
  ): Promise<void> {
    const record = await ticketRecord(db, ticketId);
    if (!record || record.ticket.status === 'canceled') return;
    if (resend === null) {
      const sent = await mailer.deliveryStatus([ticketId]);
      if (sent[ticketId] && record.holderUserId !== null) return;
    }

    const [participant] = record.buyerId
      ? await db.select().from(buyers).where(eq(buyers.id, record.buyerId))
      : [];
    await db.transaction(async (tx) => {
      // The order first (checkout/order-lock.ts): the e-mail below refers to it, and a refund
      // holding it while it waits for this ticket would otherwise wait on us as we wait on it.
      await lockOrder(tx, record.order.id);
      const [ticket] = await tx
        .select({ status: tickets.status })
        .from(tickets)
        .where(eq(tickets.id, ticketId));
      // Refunded since it was read (a refund holds the order while it cancels): no e-mail.
      if (!ticket || ticket.status === 'canceled') return;
      const account = await participants.ensure(
        {
          email: record.ticket.holderEmail,
          name: record.ticket.holderName,
          phone: participant?.mobilePhone ?? null,
          cpf: participant?.cpf ?? null,
          city: participant?.city ?? null,
          state: participant?.state ?? null,
        },
        tx,
      );
      await tx
        .update(tickets)
        .set({ holderUserId: account.userId })
        .where(eq(tickets.id, ticketId));
      const email = participantTicketEmail(record, {
        baseUrl,
        setPasswordUrl: account.setPasswordUrl,
      });
      await mailer.enqueue(tx, {
        dedupeKey:
          resend === null ? ticketEmailKey(ticketId) : `${ticketEmailKey(ticketId)}:${resend}`,
        to: record.ticket.holderEmail,
        ...email,
        attachments: ticketAttachments(ticketId),
        ticketId,
        orderId: record.order.id,
      });
    });
  };
}
