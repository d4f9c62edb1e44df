import type { DbOrTx } from '../../db/client';

/**
 * What the rest of the API sees of e-mail (issue 14): messages are queued in the caller's
 * transaction into the `emails` outbox and sent by a job. Attachments are named by what to
 * render at send time (a ticket's PDF, its QR, its calendar file), never stored as bytes.
 */

/** An attachment to render when the message is sent, e.g. `{ kind: 'ticket-pdf', ticketId }`. */
export interface AttachmentSource {
  kind: string;
  [key: string]: unknown;
}

/** A rendered attachment; with `cid` it is inline (an `<img src="cid:…">` in the HTML). */
export interface RenderedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** Renders the attachments of one `kind` (registered by the module that owns them). */
export type AttachmentRenderer = (source: AttachmentSource) => Promise<RenderedAttachment>;

export interface OutgoingEmail {
  /** One message per purpose ('ticket:<id>', 'order-summary:<id>'): a second enqueue is a no-op. */
  dedupeKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: AttachmentSource[];
  /** What the message is about, for delivery status on screen. */
  ticketId?: string;
  orderId?: string;
}

/** Delivery as people see it: 'Enviado', 'Tentando novamente', 'Devolvido' (and still queued). */
export type DeliveryStatus = 'Na fila' | 'Enviado' | 'Tentando novamente' | 'Devolvido';

export interface Mailer {
  /** Queues the message once (per dedupeKey) and the job that sends it, inside `tx`. */
  enqueue(tx: DbOrTx, email: OutgoingEmail): Promise<{ id: string; created: boolean }>;
}

/** A Mailer that also queues many messages in a few statements (answers in the order given). */
export interface BulkMailer extends Mailer {
  enqueueMany(tx: DbOrTx, batch: OutgoingEmail[]): Promise<{ id: string; created: boolean }[]>;
}

/** One message's delivery, for the screens that show it (a ticket's, an order's e-mails). */
export interface EmailDelivery {
  emailId: string;
  to: string;
  subject: string;
  status: DeliveryStatus;
  /** When the SMTP server (or, without SMTP_URL, the local dev mailbox) took it. */
  sentAt: Date | null;
  /** Why it bounced (the server's reply), only when 'Devolvido'. */
  reason: string | null;
  ticketId: string | null;
  orderId: string | null;
  createdAt: Date;
}

/** Delivery status where people look (issue 14): to the buyer, the organizer. */
export interface MailDeliveries {
  /** Each ticket's latest message (a re-send after a corrected address replaces the first). */
  deliveryStatus(ticketIds: readonly string[]): Promise<Record<string, EmailDelivery>>;
  /** Every message about the order, oldest first. */
  deliveryByOrder(orderId: string): Promise<EmailDelivery[]>;
}

/** Delivery of messages a module keeps the ids of (a certificate's e-mail, issue 31). */
export interface MailDeliveriesById {
  deliveryByIds(emailIds: readonly string[]): Promise<Record<string, EmailDelivery>>;
}
