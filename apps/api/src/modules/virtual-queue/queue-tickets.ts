import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed queue ticket a buyer's browser keeps: which place, in which event's queue. Signed
 * with a secret shared by every process (app_meta), so any process checks it without the
 * database and a forged or edited ticket is refused before any query.
 */
export interface QueueTickets {
  sign(entryId: number, eventId: string): Promise<string>;
  /** The place's id, or null when the ticket is not a valid one of this event. */
  verify(ticket: string | undefined, eventId: string): Promise<number | null>;
}

const VERSION = 'f1';
const SIGNATURE_LENGTH = 32;
const TICKET = /^f1\.(\d{1,15})\.([A-Za-z0-9_-]{32})$/;

export function createQueueTickets(secret: () => Promise<string>): QueueTickets {
  async function signatureOf(entryId: number, eventId: string): Promise<string> {
    return createHmac('sha256', await secret())
      .update(`${VERSION}.${entryId}.${eventId.toLowerCase()}`)
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);
  }

  return {
    async sign(entryId, eventId) {
      return `${VERSION}.${entryId}.${await signatureOf(entryId, eventId)}`;
    },
    async verify(ticket, eventId) {
      const match = ticket === undefined ? null : TICKET.exec(ticket);
      if (!match) return null;
      const entryId = Number(match[1]);
      const expected = Buffer.from(await signatureOf(entryId, eventId));
      const given = Buffer.from(match[2]!);
      return timingSafeEqual(expected, given) ? entryId : null;
    },
  };
}
