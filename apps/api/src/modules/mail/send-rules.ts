import type { DeliveryStatus } from './contract';

/**
 * The outbox's rules, pure (the service does the I/O around them): when to try a message
 * again, which SMTP failures are final, what of a failure is kept, and what people are shown.
 */

/** The job kind that sends one message of the outbox. */
export const MAIL_SEND_JOB = 'mail.send';

/** The longest wait between two tries, jitter included (issue 14: out within 60 s of SMTP's return). */
export const MAX_RETRY_DELAY_MS = 36_000;
const FIRST_RETRY_DELAY_MS = 2_000;
const RETRY_DELAY_CAP_MS = 30_000;

/**
 * How long after failed try `attempt` (1, 2, …) to try again: 2 s doubling, at most 30 s, plus
 * up to a fifth more (`jitter` in [0, 1)) so messages that failed together do not all come back
 * at the same instant. Never more than MAX_RETRY_DELAY_MS: with the worker's 1 s poll, a message
 * waiting for a server that is down goes out well within 60 s after the server is back.
 */
export function mailRetryDelayMs(attempt: number, jitter: number): number {
  const base = Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempt - 1), RETRY_DELAY_CAP_MS);
  const spread = Math.min(Math.max(jitter, 0), 0.999);
  return Math.min(Math.round(base * (1 + spread / 5)), MAX_RETRY_DELAY_MS);
}

/** What nodemailer tells of a failed send (the fields we read). */
export interface SendFailure {
  code?: string | undefined;
  responseCode?: number | undefined;
  response?: string | undefined;
  command?: string | undefined;
  message?: string | undefined;
}

export type FailureKind = 'bounce' | 'retry';

/**
 * A bounce is final: the server refused this message or its recipient with a 5xx (RFC 5321:
 * a permanent negative reply; 503 "bad sequence" excepted), or the address can never be sent to.
 * Everything else is tried again: the server unreachable or timing out, 4xx answers, and 5xx
 * answers that are about us rather than the message — a refused login (EAUTH) or sender
 * (MAIL FROM: a wrong MAIL_FROM would otherwise bounce every message) or a greeting refusal.
 */
export function classifyFailure(failure: SendFailure): FailureKind {
  const { code, responseCode, command } = failure;
  if (code === 'EENVELOPE' && command === 'API' && responseCode === undefined) return 'bounce';
  const permanent =
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503;
  if (!permanent) return 'retry';
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return 'retry';
  return command === 'MAIL FROM' ? 'retry' : 'bounce';
}

const EMAIL_IN_TEXT = /[^\s<>()[\]:;,"']+@[^\s<>()[\]:;,"']+/g;

/**
 * The failure as kept in `last_error`: the SMTP reply (or the network error's code) on one line,
 * at most 300 characters, with every address but the recipient's own replaced — a server's
 * reply may quote other mailboxes; nothing else personal is in it.
 */
export function describeSendFailure(failure: SendFailure, recipient: string): string {
  const reply = failure.response?.trim();
  const detail =
    reply && reply.length > 0
      ? `SMTP ${reply}`
      : [failure.code, firstLine(failure.message)].filter(Boolean).join(': ') ||
        'erro desconhecido';
  const oneLine = detail.replace(/\s+/g, ' ').replace(/\s*params:.*$/i, '');
  const own = recipient.toLowerCase();
  return oneLine
    .replace(EMAIL_IN_TEXT, (found) =>
      found.toLowerCase().replace(/^</, '') === own ? found : '<endereço>',
    )
    .slice(0, 300);
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0] ?? '';
}

/**
 * The SMTP server's own id for an accepted message, when its 250 reply names one: Postfix's
 * "queued as 4F3A2B1C", Exim's "id=1qXyZ-000abc-12", or a Message-ID the server gave the copy
 * (Microsoft 365, Amazon SES: nodemailer reads those as `serverMessageId`).
 */
export function providerMessageIdOf(
  response: string | undefined,
  serverMessageId?: string,
): string | null {
  if (serverMessageId) return serverMessageId.slice(0, 200);
  if (!response) return null;
  const match =
    /queued as ([A-Za-z0-9][A-Za-z0-9._@<>-]{2,})/i.exec(response) ??
    /\bid=([A-Za-z0-9][A-Za-z0-9._@<>-]{2,})/i.exec(response);
  return match ? match[1]!.slice(0, 200) : null;
}

/** The outbox's own states (`emails.status`). */
export type EmailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'bounced';

/**
 * What people are shown of a message: sent; bounced; being retried (a try failed, or one is
 * under way again); or still queued (nothing tried yet, or the first try under way).
 */
export function deliveryStatusOf(row: { status: EmailStatus; attempts: number }): DeliveryStatus {
  switch (row.status) {
    case 'sent':
      return 'Enviado';
    case 'bounced':
      return 'Devolvido';
    case 'failed':
      return 'Tentando novamente';
    case 'sending':
      return row.attempts > 1 ? 'Tentando novamente' : 'Na fila';
    case 'queued':
      return 'Na fila';
  }
}

/**
 * One address, as the outbox accepts it: no display name, no list, no line breaks (a header
 * injection), a dot in the domain or a local one ('localhost', '.local' are fine in development).
 */
export function isSendableAddress(address: string): boolean {
  if (address.length > 254) return false;
  return /^[^\s@<>(),;:"\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(
    address,
  );
}

/** A subject on one header line: line breaks and other control characters become spaces. */
export function oneLineSubject(subject: string): string {
  // eslint-disable-next-line no-control-regex
  return subject.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** The domain our Message-IDs are minted under: MAIL_FROM's ('bilheteria.local' by default). */
export function messageIdDomain(mailFrom: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom.trim());
  return match?.[1]?.toLowerCase() ?? 'bilheteria.local';
}

/** The window of the per-recipient limit (MAIL_PER_RECIPIENT_PER_HOUR). */
export const RECIPIENT_WINDOW_MS = 60 * 60_000;

/** Why a message over the per-recipient limit was kept unsent (shown where deliveries are). */
export const RECIPIENT_LIMIT_REASON = 'Não enviado: limite de e-mails por hora para este endereço';

/**
 * Whether one more message may go to an address that was sent `recent` messages (those not
 * refused) in the last hour: at most `perHour`. Anyone can name any address in a free order or a
 * form; this keeps the platform from flooding an inbox whatever the flow.
 */
export function withinRecipientLimit(recent: number, perHour: number): boolean {
  return recent < perHour;
}
