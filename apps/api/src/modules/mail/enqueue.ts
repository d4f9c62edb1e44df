import { randomUUID } from 'node:crypto';
import { and, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emails } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { enqueueAll } from '../../jobs/queue';
import type { AttachmentRendering } from './attachments';
import type { OutgoingEmail } from './contract';
import {
  MAIL_SEND_JOB,
  isSendableAddress,
  oneLineSubject,
  RECIPIENT_LIMIT_REASON,
  RECIPIENT_WINDOW_MS,
  withinRecipientLimit,
} from './send-rules';

export interface EnqueueDeps {
  rendering: AttachmentRendering;
  clock: () => Date;
  /** The Message-IDs' domain (MAIL_FROM's). */
  domain: string;
  mailPerRecipientPerHour: number;
}

export interface Enqueued {
  id: string;
  created: boolean;
}

/**
 * Messages into the outbox, in the caller's transaction, each with the job that sends it; once
 * per dedupe key. An address no server would take, or one over its hourly limit, is a bounce at
 * once. However many messages, four statements: the recipients' recent counts, the messages,
 * the ones that existed, the jobs — an issue run queues thousands of certificates' e-mails.
 * Answers in the order given.
 */
export function enqueueEmails({ rendering, clock, domain, mailPerRecipientPerHour }: EnqueueDeps) {
  return async function enqueueMany(tx: DbOrTx, batch: OutgoingEmail[]): Promise<Enqueued[]> {
    if (batch.length === 0) return [];
    for (const email of batch) {
      for (const source of email.attachments ?? []) {
        if (typeof source?.kind !== 'string' || !rendering.rendererFor(source.kind)) {
          throw new Error(`no renderer for attachments of kind '${String(source?.kind)}'`);
        }
      }
    }
    const time = clock();
    const messages = batch.map((email) => {
      const to = email.to.trim();
      return { email, to, key: to.toLowerCase(), addressOk: isSendableAddress(to) };
    });

    // Counted, not locked: a few messages racing past the limit at once do not flood anyone.
    const addresses = [...new Set(messages.filter((m) => m.addressOk).map((m) => m.key))];
    const recent = new Map<string, number>();
    if (addresses.length > 0) {
      const address = sql<string>`lower(${emails.toAddress})`;
      const counts = await tx
        .select({ address, count: sql<number>`count(*)::int` })
        .from(emails)
        .where(
          and(
            inArray(address, addresses),
            gt(emails.createdAt, new Date(time.getTime() - RECIPIENT_WINDOW_MS)),
            ne(emails.status, 'bounced'),
          ),
        )
        .groupBy(address);
      for (const row of counts) recent.set(row.address, row.count);
    }

    const rows = messages.map(({ email, to, key, addressOk }) => {
      const count = recent.get(key) ?? 0;
      const limited = addressOk && !withinRecipientLimit(count, mailPerRecipientPerHour);
      const sendable = addressOk && !limited;
      // The batch's own messages count toward the limit of the ones after them.
      if (sendable) recent.set(key, count + 1);
      return {
        sendable,
        values: {
          id: randomUUID(),
          dedupe_key: email.dedupeKey,
          to_address: to,
          subject: oneLineSubject(email.subject),
          html: email.html,
          text: email.text,
          attachments: email.attachments ?? [],
          message_id: `<${randomUUID()}@${domain}>`,
          ticket_id: email.ticketId ?? null,
          order_id: email.orderId ?? null,
          // An address no server would take is a bounce at once, shown to whoever can fix it;
          // so is a message over the address's hourly limit.
          status: sendable ? 'queued' : 'bounced',
          last_error: sendable
            ? null
            : limited
              ? RECIPIENT_LIMIT_REASON
              : 'Endereço de e-mail inválido',
        },
      };
    });

    // One JSON parameter for the rows, as jobs' enqueueAll: the query builder's multi-row INSERT
    // (500 messages × 14 values) cost more to build than to run.
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ${emails} (id, dedupe_key, to_address, subject, html, text, attachments,
          message_id, ticket_id, order_id, status, last_error, created_at, updated_at)
        select r.id, r.dedupe_key, r.to_address, r.subject, r.html, r.text, r.attachments,
          r.message_id, r.ticket_id, r.order_id, r.status::email_status, r.last_error,
          ${time.toISOString()}::timestamptz, ${time.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify(rows.map((row) => row.values))}::json)
          as r(id uuid, dedupe_key text, to_address text, subject text, html text, text text,
            attachments jsonb, message_id text, ticket_id uuid, order_id uuid, status text,
            last_error text)
        on conflict (dedupe_key) do nothing
        returning id`),
    );
    const created = new Set(inserted.map((row) => row.id));
    const existingKeys = rows.filter((row) => !created.has(row.values.id));
    const existing = new Map<string, string>();
    if (existingKeys.length > 0) {
      const found = await tx
        .select({ id: emails.id, dedupeKey: emails.dedupeKey })
        .from(emails)
        .where(
          inArray(
            emails.dedupeKey,
            existingKeys.map((row) => row.values.dedupe_key),
          ),
        );
      for (const row of found) existing.set(row.dedupeKey, row.id);
    }

    // Due at the outbox's own time (the app's clock), like the rows.
    await enqueueAll(
      tx,
      rows
        .filter((row) => row.sendable && created.has(row.values.id))
        .map((row) => ({
          kind: MAIL_SEND_JOB,
          payload: { emailId: row.values.id },
          dedupeKey: row.values.id,
          runAt: time,
        })),
    );

    return rows.map((row) => {
      if (created.has(row.values.id)) return { id: row.values.id, created: true };
      const id = existing.get(row.values.dedupe_key);
      if (!id) throw new Error('e-mail dedupe key conflict without a row');
      return { id, created: false };
    });
  };
}

/** One message (enqueueEmails with a batch of one). */
export function enqueueEmail(deps: EnqueueDeps) {
  const enqueueMany = enqueueEmails(deps);
  return async function enqueue(tx: DbOrTx, email: OutgoingEmail): Promise<Enqueued> {
    const [answer] = await enqueueMany(tx, [email]);
    return answer!;
  };
}
