import { ACCOUNT_LINK_PAGES } from '@bilheteria/domain/auth-contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emails } from '../../db/schema';

/**
 * Tests' view of the account e-mails: what the outbox holds for an address (the `emails` table
 * every Mailer writes), and the single-use link inside a message.
 */

export type OutboxMessage = typeof emails.$inferSelect;

const LINK = new RegExp(
  `(${ACCOUNT_LINK_PAGES.password}|${ACCOUNT_LINK_PAGES.signIn}|${ACCOUNT_LINK_PAGES.erasure})\\?token=([A-Za-z0-9_-]+)`,
);

export async function messagesTo(database: Database, to: string): Promise<OutboxMessage[]> {
  return database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, to))
    .orderBy(asc(emails.createdAt), asc(emails.id));
}

export interface MailedLink {
  page: string;
  token: string;
  url: string;
}

/** The link a message carries (from its text part), or throws. */
export function linkIn(message: Pick<OutboxMessage, 'text' | 'html'>): MailedLink {
  const match = LINK.exec(message.text);
  if (!match) throw new Error(`no account link in: ${message.text}`);
  const url = /https?:\/\/\S+/.exec(message.text)?.[0] ?? '';
  return { page: match[1]!, token: match[2]!, url };
}

export interface Mailbox {
  /** The messages that arrived since the last look. */
  fresh(): Promise<OutboxMessage[]>;
  /** The one message that arrived since the last look; throws unless exactly one did. */
  next(): Promise<OutboxMessage>;
}

/** One address's mailbox, read as a person would: what is new since the last look. */
export function mailboxOf(database: Database, to: string): Mailbox {
  const seen = new Set<string>();
  const fresh = async () => {
    const arrived = (await messagesTo(database, to)).filter((message) => !seen.has(message.id));
    for (const message of arrived) seen.add(message.id);
    return arrived;
  };
  return {
    fresh,
    async next() {
      const arrived = await fresh();
      if (arrived.length !== 1) {
        throw new Error(`expected one new e-mail to ${to}, got ${arrived.length}`);
      }
      return arrived[0]!;
    },
  };
}
