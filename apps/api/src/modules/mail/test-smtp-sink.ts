import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server on loopback for tests and the mail bench (smtp-server): it takes every
 * message, answers "250 Message queued as <id>" as Postfix does, and keeps what it got. It can
 * be taken down and brought back on the same port, and told to refuse a recipient.
 */

export interface ReceivedMail {
  /** The message's source, unless the sink was started with `keepRaw: false`. */
  raw: Buffer | null;
  messageId: string | null;
  from: string | null;
  to: string[];
  /** Date.now() when the message's data ended (the 250 was then sent). */
  receivedAt: number;
  queueId: string;
}

export interface SmtpSink {
  readonly port: number;
  /** `smtp://127.0.0.1:<port>` */
  readonly url: string;
  readonly received: ReceivedMail[];
  readonly isUp: boolean;
  /** Listens (again) on the same port. */
  up(): Promise<void>;
  /** Stops listening and drops open connections: clients see the server gone. */
  down(): Promise<void>;
  /** Answers RCPT TO for `address` with this reply (e.g. 550 or 451) until `accept`. */
  refuse(address: string, code: number, message: string): void;
  accept(address: string): void;
  close(): Promise<void>;
}

/** The Message-ID header of a raw message (its header block only). */
export function messageIdOf(raw: Buffer): string | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1');
  const match = /^message-id:\s*(<[^>\r\n]+>)/im.exec(head);
  return match?.[1] ?? null;
}

export async function startSmtpSink({
  port = 0,
  keepRaw = true,
}: { port?: number; keepRaw?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, { code: number; message: string }>();
  let server: SMTPServer | null = null;
  let boundPort = port;

  function create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      banner: 'sink de teste',
      closeTimeout: 50,
      size: 25 * 1024 * 1024,
      onRcptTo(address, _session, callback) {
        const refusal = refusals.get(address.address.toLowerCase());
        if (!refusal) return callback();
        const error = new Error(refusal.message) as Error & { responseCode: number };
        error.responseCode = refusal.code;
        return callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        let head: Buffer | null = null;
        stream.on('data', (chunk: Buffer) => {
          if (keepRaw) chunks.push(chunk);
          else if (head === null || head.length < 8192) {
            head = head ? Buffer.concat([head, chunk]) : chunk;
          }
        });
        stream.on('end', () => {
          const raw = keepRaw ? Buffer.concat(chunks) : null;
          const queueId = randomBytes(6).toString('hex').toUpperCase();
          const from = session.envelope.mailFrom;
          received.push({
            raw,
            messageId: messageIdOf(raw ?? head ?? Buffer.alloc(0)),
            from: from ? from.address : null,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            receivedAt: Date.now(),
            queueId,
          });
          callback(null, `Message queued as ${queueId}`);
        });
      },
    });
  }

  async function up(): Promise<void> {
    if (server) return;
    const next = create();
    next.on('error', () => {}); // a client that went away mid-session is not the test's failure
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => {
        next.server.off('error', reject);
        resolve();
      });
    });
    const address = next.server.address();
    if (address && typeof address === 'object') boundPort = address.port;
    server = next;
  }

  async function down(): Promise<void> {
    const current = server;
    if (!current) return;
    server = null;
    await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await up();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    get isUp() {
      return server !== null;
    },
    up,
    down,
    refuse(address, code, message) {
      refusals.set(address.toLowerCase(), { code, message });
    },
    accept(address) {
      refusals.delete(address.toLowerCase());
    },
    close: down,
  };
}
