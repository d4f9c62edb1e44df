import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';
import { coalesce } from '../../jobs/coalesce';
import type { JobOutcome } from '../../jobs/worker';
import { messageOf, type AttachmentRendering } from './attachments';
import type { RenderedAttachment } from './contract';
import {
  classifyFailure,
  describeSendFailure,
  mailRetryDelayMs,
  providerMessageIdOf,
  type SendFailure,
} from './send-rules';
import type { MailTransport } from './transport';

type EmailRow = typeof emails.$inferSelect;

/** While a service is closing, a due message waits this long for the next process. */
const CLOSED_RETRY_MS = 5_000;

interface OutboxRowsDeps {
  db: Db;
  clock: () => Date;
  /** The job's lease: a 'sending' row older than this was left by a process that died. */
  leaseMs: number;
}

/** The outbox rows' claims and 'sent' records, each batched with those made at the same time. */
function outboxRows({ db, clock, leaseMs }: OutboxRowsDeps) {
  /**
   * Records messages the server accepted as 'sent' — all that were accepted while the previous
   * write ran, in one statement (group commit: the outbox's writes are its cost on PGlite).
   */
  const recordSent = coalesce(
    async (accepted: { id: string; providerMessageId: string | null }[]) => {
      const time = clock().toISOString();
      const values = sql.join(
        accepted.map(({ id, providerMessageId }) => sql`(${id}::uuid, ${providerMessageId}::text)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${emails} set status = 'sent', sent_at = ${time}::timestamptz,
          provider_message_id = accepted.provider_id, last_error = null,
          updated_at = ${time}::timestamptz
        from (values ${values}) as accepted (id, provider_id)
        where ${emails.id} = accepted.id and ${emails.status} in ('queued', 'sending', 'failed')`);
      return accepted.map(() => undefined);
    },
  );

  /**
   * Takes messages for one try each (status 'sending', one more attempt) unless they are done
   * or a live try holds them: those that start together are claimed in one statement.
   */
  const claimMany = coalesce(async (ids: string[]): Promise<(EmailRow | null)[]> => {
    const time = clock();
    const staleBefore = new Date(time.getTime() - leaseMs);
    const unique = [...new Set(ids)];
    const rows = await db
      .update(emails)
      .set({ status: 'sending', attempts: sql`${emails.attempts} + 1`, updatedAt: time })
      .where(
        and(
          inArray(emails.id, unique),
          or(
            inArray(emails.status, ['queued', 'failed']),
            // A try whose process died mid-send (its job's lease ran out): take it again.
            and(eq(emails.status, 'sending'), lte(emails.updatedAt, staleBefore)),
          ),
        ),
      )
      .returning();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // The same message asked twice in one batch is claimed for the first asker only.
    return ids.map((id) => {
      const row = byId.get(id) ?? null;
      byId.delete(id);
      return row;
    });
  });

  /** Takes the message for one try, unless it is done or another live try holds it. */
  async function claim(id: string): Promise<EmailRow | { again: Date } | null> {
    const row = await claimMany(id);
    if (row) return row;
    const [current] = await db
      .select({ status: emails.status, updatedAt: emails.updatedAt })
      .from(emails)
      .where(eq(emails.id, id));
    if (current?.status === 'sending') {
      return { again: new Date(current.updatedAt.getTime() + leaseMs) };
    }
    return null; // sent, bounced, or gone: nothing to do
  }

  return { recordSent, claim };
}

export interface SendDueDeps extends OutboxRowsDeps {
  logger: FastifyBaseLogger;
  /** The retry jitter's source, in [0, 1). */
  random: () => number;
  out: MailTransport;
  from: string;
  rendering: AttachmentRendering;
}

/**
 * The `mail.send` job: claims the row ('sending', one more attempt), renders its attachments,
 * sends it with its stable Message-ID and records 'sent' with the server's queue id. A server
 * that is down or answers 4xx is tried again; a 5xx about the message or its recipient is final.
 */
export function sendDue({ db, clock, leaseMs, logger, random, out, from, rendering }: SendDueDeps) {
  const { recordSent, claim } = outboxRows({ db, clock, leaseMs });
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  /**
   * Messages the server accepted whose 'sent' could not be written (the database away): the
   * next try records them instead of sending again. Only a crash of this process between the
   * server's 250 and that write can send a message twice (decision 0015).
   */
  const acceptedNotRecorded = new Map<string, string | null>();
  const later = (ms: number) => new Date(clock().getTime() + ms);

  async function retryLater(row: EmailRow, reason: string): Promise<JobOutcome> {
    await db
      .update(emails)
      .set({ status: 'failed', lastError: reason, updatedAt: clock() })
      .where(and(eq(emails.id, row.id), eq(emails.status, 'sending')));
    return { again: later(mailRetryDelayMs(row.attempts, random())) };
  }

  async function send(id: string): Promise<JobOutcome> {
    if (closed) return { again: later(CLOSED_RETRY_MS) };
    if (acceptedNotRecorded.has(id)) {
      await recordSent({ id, providerMessageId: acceptedNotRecorded.get(id) ?? null });
      acceptedNotRecorded.delete(id);
      return;
    }
    const claimed = await claim(id);
    if (claimed === null) return;
    if (!('id' in claimed)) return claimed;
    const row = claimed;

    let attachments: RenderedAttachment[];
    try {
      attachments = await rendering.renderAll(row.attachments);
    } catch (error) {
      logger.warn(
        { email: { id, attempts: row.attempts }, err: error },
        'e-mail attachment failed',
      );
      return retryLater(row, `Anexo não gerado: ${describeSendFailure(asFailure(error), '')}`);
    }

    let accepted: { response?: string; serverMessageId?: string };
    try {
      accepted = await out.send(messageOf(from, row, attachments));
    } catch (error) {
      const failure = asFailure(error);
      const reason = describeSendFailure(failure, row.toAddress);
      if (classifyFailure(failure) === 'bounce') {
        logger.warn({ email: { id, code: failure.responseCode } }, 'e-mail bounced');
        await db
          .update(emails)
          .set({ status: 'bounced', lastError: reason, updatedAt: clock() })
          .where(and(eq(emails.id, id), eq(emails.status, 'sending')));
        return;
      }
      logger.warn(
        { email: { id, attempts: row.attempts, code: failure.code ?? failure.responseCode } },
        'e-mail not sent; it will be tried again',
      );
      return retryLater(row, reason);
    }

    const providerMessageId = providerMessageIdOf(accepted.response, accepted.serverMessageId);
    try {
      await recordSent({ id, providerMessageId });
    } catch (error) {
      acceptedNotRecorded.set(id, providerMessageId);
      throw error;
    }
  }

  return {
    /** One try of the message, tracked so that closing waits for it. */
    send(id: string): Promise<JobOutcome> {
      const running = send(id);
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running)).catch(() => {});
      return running;
    },
    /** Lets sends under way finish, then closes the SMTP connections. */
    async close(): Promise<void> {
      closed = true;
      await Promise.allSettled([...inFlight]);
      await out.close();
    },
  };
}

function asFailure(error: unknown): SendFailure {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  return error;
}
