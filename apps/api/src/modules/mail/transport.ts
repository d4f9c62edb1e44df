import { createTransport, type SendMailOptions } from 'nodemailer';

/** What the outbox needs of a way out: send one built message, and close. */
export interface MailTransport {
  /** 'smtp' through SMTP_URL; 'local' builds the message and keeps it (the dev mailbox). */
  readonly kind: 'smtp' | 'local';
  /** Resolves once the server accepted the message (its 250 reply), rejects with why not. */
  send(message: SendMailOptions): Promise<{ response?: string; serverMessageId?: string }>;
  /** Lets deliveries under way finish, then closes the connections. */
  close(): Promise<void>;
}

/** Never read local files or fetch URLs named in a message: attachments are buffers only. */
const NO_OUTSIDE_ACCESS = { disableFileAccess: true, disableUrlAccess: true } as const;

export interface SmtpTransportOptions {
  /** Connections kept open to the server (nodemailer's pool). */
  maxConnections?: number;
}

/**
 * A pool of SMTP connections to SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`; URL
 * parameters override these defaults). Timeouts are kept short so a try always ends well within
 * a job's lease: a server that does not answer is a failure to retry, not a job held for minutes.
 */
export function smtpTransport(url: string, options: SmtpTransportOptions = {}): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections ?? 4,
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
    ...NO_OUTSIDE_ACCESS,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(message);
      return {
        response: info.response,
        ...(typeof info.serverMessageId === 'string'
          ? { serverMessageId: info.serverMessageId }
          : {}),
      };
    },
    async close() {
      // Idle connections close at once; one in the middle of a delivery finishes it first.
      transporter.close();
    },
  };
}

/** Builds the message as it would go out (so a broken one fails here too) and sends it nowhere. */
export function localTransport(): MailTransport {
  return {
    kind: 'local',
    async send(message) {
      await buildMessage(message);
      return {};
    },
    async close() {},
  };
}

const builder = createTransport({ streamTransport: true, buffer: true, ...NO_OUTSIDE_ACCESS });

/** The message's raw source (RFC 5322, an .eml file), built as the SMTP transport builds it. */
export async function buildMessage(message: SendMailOptions): Promise<Buffer> {
  const info = await builder.sendMail(message);
  return info.message as Buffer;
}
