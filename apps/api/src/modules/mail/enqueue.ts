import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emails } from '../../db/schema';
import { enqueue as enqueueJob } from '../../jobs/queue';
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

/**
 * A message into the outbox, in the caller's transaction, with the job that sends it; once per
 * dedupe key. An address no server would take, or one over its hourly limit, is a bounce at once.
 */
export function enqueueEmail({ rendering, clock, domain, mailPerRecipientPerHour }: EnqueueDeps) {
  return async function enqueue(
    tx: DbOrTx,
    email: OutgoingEmail,
  ): Promise<{ id: string; created: boolean }> {
    const to = email.to.trim();
    const sources = email.attachments ?? [];
    for (const source of sources) {
      if (typeof source?.kind !== 'string' || !rendering.rendererFor(source.kind)) {
        throw new Error(`no renderer for attachments of kind '${String(source?.kind)}'`);
      }
    }
    const time = clock();
    // Counted, not locked: a few messages racing past the limit at once do not flood anyone.
    const [recent] = isSendableAddress(to)
      ? await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(emails)
          .where(
            and(
              sql`lower(${emails.toAddress}) = lower(${to})`,
              gt(emails.createdAt, new Date(time.getTime() - RECIPIENT_WINDOW_MS)),
              ne(emails.status, 'bounced'),
            ),
          )
      : [];
    const addressOk = isSendableAddress(to);
    const limited = addressOk && !withinRecipientLimit(recent?.count ?? 0, mailPerRecipientPerHour);
    const sendable = addressOk && !limited;
    const id = randomUUID();
    const inserted = await tx
      .insert(emails)
      .values({
        id,
        dedupeKey: email.dedupeKey,
        toAddress: to,
        subject: oneLineSubject(email.subject),
        html: email.html,
        text: email.text,
        attachments: sources,
        messageId: `<${randomUUID()}@${domain}>`,
        ticketId: email.ticketId ?? null,
        orderId: email.orderId ?? null,
        createdAt: time,
        updatedAt: time,
        // An address no server would take is a bounce at once, shown to whoever can fix it;
        // so is a message over the address's hourly limit.
        ...(sendable
          ? {}
          : {
              status: 'bounced' as const,
              lastError: limited ? RECIPIENT_LIMIT_REASON : 'Endereço de e-mail inválido',
            }),
      })
      .onConflictDoNothing({ target: emails.dedupeKey })
      .returning({ id: emails.id });
    if (inserted.length === 0) {
      const [existing] = await tx
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.dedupeKey, email.dedupeKey));
      if (!existing) throw new Error('e-mail dedupe key conflict without a row');
      return { id: existing.id, created: false };
    }
    if (sendable) {
      // Due at the outbox's own time (the app's clock), like the row.
      await enqueueJob(tx, {
        kind: MAIL_SEND_JOB,
        payload: { emailId: id },
        dedupeKey: id,
        runAt: time,
      });
    }
    return { id, created: true };
  };
}
