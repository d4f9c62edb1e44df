import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { emails } from '../../db/schema';
import { coalesce } from '../../jobs/coalesce';
import { enqueue as enqueueJob } from '../../jobs/queue';
import type { JobHandler, JobOutcome } from '../../jobs/worker';
import type {
  AttachmentRenderer,
  AttachmentSource,
  EmailDelivery,
  MailDeliveries,
  Mailer,
  OutgoingEmail,
  RenderedAttachment,
} from './contract';
import {
  MAIL_SEND_JOB,
  classifyFailure,
  deliveryStatusOf,
  describeSendFailure,
  isSendableAddress,
  mailRetryDelayMs,
  messageIdDomain,
  oneLineSubject,
  providerMessageIdOf,
  RECIPIENT_LIMIT_REASON,
  RECIPIENT_WINDOW_MS,
  withinRecipientLimit,
  type SendFailure,
} from './send-rules';
import { buildMessage, localTransport, smtpTransport, type MailTransport } from './transport';

export type EmailRow = typeof emails.$inferSelect;

/** What the dev mailbox lists of a message. */
export type EmailSummary = Pick<
  EmailRow,
  'id' | 'toAddress' | 'subject' | 'status' | 'attempts' | 'createdAt' | 'sentAt'
>;

export interface MailService extends Mailer, MailDeliveries {
  /** The `mail.send` job, for the worker (app.ts merges it into the job handlers). */
  readonly jobs: Record<string, JobHandler>;
  /**
   * Attachment renderers by kind ('ticket-pdf', …), added by the modules that own them. Read at
   * send time, so one added after the service was made is used.
   */
  readonly renderers: Record<string, AttachmentRenderer>;
  /** 'smtp' with SMTP_URL; 'local' keeps messages in the outbox, shown at /dev/emails. */
  readonly delivery: 'smtp' | 'local';
  /** The From header of every message (MAIL_FROM). */
  readonly from: string;
  /** Newest first; `to` narrows to one recipient. */
  list(options?: { to?: string; limit?: number }): Promise<EmailSummary[]>;
  find(id: string): Promise<EmailRow | null>;
  /** The message's attachments, rendered now as they were when it was sent. */
  renderAttachments(row: EmailRow): Promise<RenderedAttachment[]>;
  /** The message's raw source (.eml), rebuilt as it was sent. */
  source(row: EmailRow): Promise<Buffer>;
  /** Lets sends under way finish, then closes the SMTP connections. */
  close(): Promise<void>;
}

export interface MailServiceOptions {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'mailPerRecipientPerHour'> & {
    jobs: Pick<AppConfig['jobs'], 'leaseMs'>;
  };
  renderers: Record<string, AttachmentRenderer>;
  clock?: () => Date;
  logger: FastifyBaseLogger;
  /** The retry jitter's source, in [0, 1) (tests pin it). */
  random?: () => number;
  /** Another way out than SMTP_URL's (tests). */
  transport?: MailTransport;
  /** SMTP connections kept open (default 4). */
  maxConnections?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** While a service is closing, a due message waits this long for the next process. */
const CLOSED_RETRY_MS = 5_000;

/**
 * The e-mail outbox (issue 14, docs/decisions/0015): a message is a row, written in the caller's
 * transaction with the job that sends it, before anything goes out — so none is lost. The job
 * claims the row ('sending', one more attempt), renders its attachments, sends it with its
 * stable Message-ID and records 'sent' with the server's queue id. A server that is down or
 * answers 4xx is tried again (2 s doubling, at most ~36 s apart, for as long as it takes); a 5xx
 * about the message or its recipient is final: 'bounced', with the reply. Without SMTP_URL the
 * message is built, kept as sent and shown in the dev mailbox.
 */
export function createMailService({
  db,
  config,
  renderers,
  clock = () => new Date(),
  logger,
  random = Math.random,
  maxConnections,
  transport: out = config.smtpUrl
    ? smtpTransport(config.smtpUrl, maxConnections ? { maxConnections } : {})
    : localTransport(),
}: MailServiceOptions): MailService {
  const domain = messageIdDomain(config.mailFrom);
  const leaseMs = config.jobs.leaseMs;
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  /**
   * Messages the server accepted whose 'sent' could not be written (the database away): the
   * next try records them instead of sending again. Only a crash of this process between the
   * server's 250 and that write can send a message twice (decision 0015).
   */
  const acceptedNotRecorded = new Map<string, string | null>();

  function rendererFor(kind: string): AttachmentRenderer | undefined {
    return Object.hasOwn(renderers, kind) ? renderers[kind] : undefined;
  }

  async function renderAll(sources: unknown): Promise<RenderedAttachment[]> {
    const list = Array.isArray(sources) ? (sources as AttachmentSource[]) : [];
    return Promise.all(
      list.map(async (source) => {
        const render = rendererFor(source.kind);
        if (!render) throw new Error(`no renderer for attachments of kind '${source.kind}'`);
        return render(source);
      }),
    );
  }

  function messageOf(row: EmailRow, attachments: RenderedAttachment[]): SendMailOptions {
    return {
      from: config.mailFrom,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: row.messageId,
      // The same on every try, like the Message-ID: a resent copy is the same message.
      date: row.createdAt,
      headers: { 'Auto-Submitted': 'auto-generated' },
      attachments: attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
        ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
      })),
    };
  }

  const now = () => clock();
  const later = (ms: number) => new Date(now().getTime() + ms);

  /**
   * Records messages the server accepted as 'sent' — all that were accepted while the previous
   * write ran, in one statement (group commit: the outbox's writes are its cost on PGlite).
   */
  const recordSent = coalesce(
    async (accepted: { id: string; providerMessageId: string | null }[]) => {
      const time = now().toISOString();
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
    const time = now();
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

  async function retryLater(row: EmailRow, reason: string): Promise<JobOutcome> {
    await db
      .update(emails)
      .set({ status: 'failed', lastError: reason, updatedAt: now() })
      .where(and(eq(emails.id, row.id), eq(emails.status, 'sending')));
    return { again: later(mailRetryDelayMs(row.attempts, random())) };
  }

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
      attachments = await renderAll(row.attachments);
    } catch (error) {
      logger.warn(
        { email: { id, attempts: row.attempts }, err: error },
        'e-mail attachment failed',
      );
      return retryLater(row, `Anexo não gerado: ${describeSendFailure(asFailure(error), '')}`);
    }

    let accepted: { response?: string; serverMessageId?: string };
    try {
      accepted = await out.send(messageOf(row, attachments));
    } catch (error) {
      const failure = asFailure(error);
      const reason = describeSendFailure(failure, row.toAddress);
      if (classifyFailure(failure) === 'bounce') {
        logger.warn({ email: { id, code: failure.responseCode } }, 'e-mail bounced');
        await db
          .update(emails)
          .set({ status: 'bounced', lastError: reason, updatedAt: now() })
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

  function tracked(id: string): Promise<JobOutcome> {
    const running = send(id);
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running)).catch(() => {});
    return running;
  }

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

  return {
    renderers,
    delivery: out.kind,
    from: config.mailFrom,

    jobs: {
      [MAIL_SEND_JOB]: {
        run: (payload) => {
          const id = payload.emailId;
          if (typeof id !== 'string') throw new Error('mail.send job without emailId');
          return tracked(id);
        },
        // SMTP failures never count here (they come back as "again"); only a database that
        // fails the handler does — and a message is not given up for that either.
        maxAttempts: 1_000,
        // After a restart, messages waiting for their next try are due at once.
        dueAtStart: true,
      },
    },

    async enqueue(tx: DbOrTx, email: OutgoingEmail) {
      const to = email.to.trim();
      const sources = email.attachments ?? [];
      for (const source of sources) {
        if (typeof source?.kind !== 'string' || !rendererFor(source.kind)) {
          throw new Error(`no renderer for attachments of kind '${String(source?.kind)}'`);
        }
      }
      const time = now();
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
      const limited =
        addressOk && !withinRecipientLimit(recent?.count ?? 0, config.mailPerRecipientPerHour);
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
    },

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

    async deliveryByOrder(orderId) {
      if (!UUID.test(orderId)) return [];
      const rows = await db
        .select()
        .from(emails)
        .where(eq(emails.orderId, orderId))
        .orderBy(emails.createdAt, emails.id);
      return rows.map(toDelivery);
    },

    async list({ to, limit = 100 } = {}) {
      return db
        .select({
          id: emails.id,
          toAddress: emails.toAddress,
          subject: emails.subject,
          status: emails.status,
          attempts: emails.attempts,
          createdAt: emails.createdAt,
          sentAt: emails.sentAt,
        })
        .from(emails)
        .where(to ? eq(emails.toAddress, to) : undefined)
        .orderBy(desc(emails.createdAt), desc(emails.id))
        .limit(limit);
    },

    async find(id) {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(emails).where(eq(emails.id, id));
      return row ?? null;
    },

    renderAttachments: (row) => renderAll(row.attachments),

    async source(row) {
      return buildMessage(messageOf(row, await renderAll(row.attachments)));
    },

    async close() {
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
