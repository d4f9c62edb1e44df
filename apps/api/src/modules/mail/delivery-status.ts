import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';
import type { EmailDelivery, MailDeliveries, MailDeliveriesById } from './contract';
import { deliveryStatusOf } from './send-rules';

type EmailRow = typeof emails.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be an id at all (anything else is found nowhere, without asking). */
export const isUuid = (id: string) => UUID.test(id);

function toDelivery(row: EmailRow): EmailDelivery {
  const status = deliveryStatusOf(row);
  return {
    emailId: row.id,
    to: row.toAddress,
    subject: row.subject,
    status,
    sentAt: row.sentAt,
    reason: status === 'Devolvido' ? row.lastError : null,
    ticketId: row.ticketId,
    orderId: row.orderId,
    createdAt: row.createdAt,
  };
}

/** How the messages about tickets and orders went, as people read it. */
export function deliveryStatus({ db }: { db: Db }): MailDeliveries & MailDeliveriesById {
  return {
    async deliveryStatus(ticketIds) {
      const ids = [...new Set(ticketIds)].filter((ticketId) => UUID.test(ticketId));
      if (ids.length === 0) return {};
      const rows = await db
        .selectDistinctOn([emails.ticketId])
        .from(emails)
        .where(inArray(emails.ticketId, ids))
        .orderBy(emails.ticketId, desc(emails.createdAt));
      return Object.fromEntries(rows.map((row) => [row.ticketId!, toDelivery(row)]));
    },

    async deliveryByIds(emailIds) {
      const ids = [...new Set(emailIds)].filter((emailId) => UUID.test(emailId));
      if (ids.length === 0) return {};
      const rows = await db.select().from(emails).where(inArray(emails.id, ids));
      return Object.fromEntries(rows.map((row) => [row.id, toDelivery(row)]));
    },

    async deliveryByOrder(orderId) {
      if (!UUID.test(orderId)) return [];
      const rows = await db
        .select()
        .from(emails)
        .where(eq(emails.orderId, orderId))
        .orderBy(emails.createdAt, emails.id);
      return rows.map(toDelivery);
    },
  };
}
