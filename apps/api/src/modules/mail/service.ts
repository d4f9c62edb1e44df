import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';
import type { JobHandler } from '../../jobs/worker';
import { attachmentRendering, messageOf } from './attachments';
import type {
  AttachmentRenderer,
  MailDeliveries,
  MailDeliveriesById,
  BulkMailer,
  RenderedAttachment,
} from './contract';
import { deliveryStatus, isUuid } from './delivery-status';
import { enqueueEmail, enqueueEmails } from './enqueue';
import { sendDue } from './send-due';
import { MAIL_SEND_JOB, messageIdDomain } from './send-rules';
import { buildMessage, localTransport, smtpTransport, type MailTransport } from './transport';

export type EmailRow = typeof emails.$inferSelect;

/** What the dev mailbox lists of a message. */
export type EmailSummary = Pick<
  EmailRow,
  'id' | 'toAddress' | 'subject' | 'status' | 'attempts' | 'createdAt' | 'sentAt'
>;

export interface MailService extends BulkMailer, MailDeliveries, MailDeliveriesById {
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

/**
 * The e-mail outbox (docs/decisions/0015): a message is a row, written in the caller's
 * transaction with the job that sends it, before anything goes out — so none is lost
 * (enqueue.ts); the job sends it (send-due.ts). A server that is down or answers 4xx is tried
 * again (2 s doubling, at most ~36 s apart, for as long as it takes); a 5xx about the message or
 * its recipient is final: 'bounced', with the reply. Without SMTP_URL the message is built, kept
 * as sent and shown in the dev mailbox.
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
  const rendering = attachmentRendering(renderers);
  const enqueueDeps = {
    rendering,
    clock,
    domain: messageIdDomain(config.mailFrom),
    mailPerRecipientPerHour: config.mailPerRecipientPerHour,
  };
  const sending = sendDue({
    db,
    clock,
    leaseMs: config.jobs.leaseMs,
    logger,
    random,
    out,
    from: config.mailFrom,
    rendering,
  });
  const rendered = async (row: EmailRow) =>
    messageOf(config.mailFrom, row, await rendering.renderAll(row.attachments));

  return {
    renderers,
    delivery: out.kind,
    from: config.mailFrom,

    jobs: {
      [MAIL_SEND_JOB]: {
        run: (payload) => {
          const id = payload.emailId;
          if (typeof id !== 'string') throw new Error('mail.send job without emailId');
          return sending.send(id);
        },
        // SMTP failures never count here (they come back as "again"); only a database that
        // fails the handler does — and a message is not given up for that either.
        maxAttempts: 1_000,
        // After a restart, messages waiting for their next try are due at once.
        dueAtStart: true,
      },
    },

    enqueue: enqueueEmail(enqueueDeps),
    enqueueMany: enqueueEmails(enqueueDeps),
    ...deliveryStatus({ db }),

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
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(emails).where(eq(emails.id, id));
      return row ?? null;
    },

    renderAttachments: (row) => rendering.renderAll(row.attachments),

    async source(row) {
      return buildMessage(await rendered(row));
    },

    close: () => sending.close(),
  };
}
