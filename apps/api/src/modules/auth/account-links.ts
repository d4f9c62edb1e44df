import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_LINK_PAGES,
  ACCOUNT_LINK_TOKEN_PATTERN,
  ACCOUNT_LINK_TTL_MS,
  ACCOUNT_MESSAGES,
  type AccountLinkPurpose,
} from '@bilheteria/domain/auth-contract';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { accountTokens } from '../../db/schema';

/**
 * Single-use links sent by e-mail (issue 14, docs/decisions/0016). The token is 32 random bytes
 * (256 bits, base64url); only its SHA-256 is stored, as `account_tokens.id`. A link expires
 * (ACCOUNT_LINK_TTL_MS), dies when used — a conditional UPDATE takes it, so two uses racing get
 * one success — and using one kills its siblings: every other unused link of the same family
 * sent to that address.
 */

/** Links that change the password die together; so do ticket links. */
const FAMILIES: Record<AccountLinkPurpose, readonly AccountLinkPurpose[]> = {
  'set-password': ['set-password', 'reset-password', 'confirm-signup'],
  'reset-password': ['set-password', 'reset-password', 'confirm-signup'],
  'confirm-signup': ['set-password', 'reset-password', 'confirm-signup'],
  'ticket-link': ['ticket-link'],
  'order-link': ['order-link'],
  'erase-account': ['erase-account'],
};

/** Which page each link opens. */
const PAGE_OF: Record<AccountLinkPurpose, string> = {
  'set-password': ACCOUNT_LINK_PAGES.password,
  'reset-password': ACCOUNT_LINK_PAGES.password,
  'confirm-signup': ACCOUNT_LINK_PAGES.signIn,
  'ticket-link': ACCOUNT_LINK_PAGES.signIn,
  'order-link': ACCOUNT_LINK_PAGES.signIn,
  'erase-account': ACCOUNT_LINK_PAGES.erasure,
};

export type LinkFailure = 'invalid' | 'expired' | 'used';

export const LINK_FAILURE_MESSAGES: Record<LinkFailure, string> = {
  invalid: ACCOUNT_MESSAGES.linkInvalid,
  expired: ACCOUNT_MESSAGES.linkExpired,
  used: ACCOUNT_MESSAGES.linkUsed,
};

export interface IssuedLink {
  /** The secret that goes in the URL; never stored. */
  token: string;
  url: string;
  expiresAt: Date;
}

export interface LinkRecord {
  purpose: AccountLinkPurpose;
  userId: string | null;
  email: string;
  /** Where the browser goes once signed in, when the link names a page (an order's). */
  redirectPath: string | null;
  expiresAt: Date;
}

export type LinkState = ({ status: 'valid' } & LinkRecord) | { status: LinkFailure };

export interface AccountLinks {
  /** A new link for this account, written in `runner` (the caller's transaction, if any). */
  issue(
    runner: DbOrTx,
    link: {
      purpose: AccountLinkPurpose;
      userId: string | null;
      email: string;
      redirectPath?: string;
    },
  ): Promise<IssuedLink>;
  /** What a token is, without using it. */
  inspect(token: string, purposes?: readonly AccountLinkPurpose[]): Promise<LinkState>;
  /**
   * Uses the link once, inside `tx`: the one caller whose conditional UPDATE takes it gets its
   * record; every other unused link of its family to the same address dies with it.
   */
  consume(
    tx: DbOrTx,
    token: string,
    purposes: readonly AccountLinkPurpose[],
  ): Promise<({ ok: true } & LinkRecord) | { ok: false; failure: LinkFailure }>;
}

/** The stored id of a link's token: SHA-256, hex. */
export function linkIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The site's address for links: PUBLIC_URL, else this server on localhost. */
export function publicBaseUrl(config: { publicUrl: string | undefined; port: number }): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

export function createAccountLinks(
  db: Db,
  { baseUrl, clock = () => new Date() }: { baseUrl: string; clock?: () => Date },
): AccountLinks {
  const isPurpose = (value: string, purposes?: readonly AccountLinkPurpose[]) =>
    (purposes ?? (Object.keys(FAMILIES) as AccountLinkPurpose[])).includes(
      value as AccountLinkPurpose,
    );

  return {
    async issue(runner, { purpose, userId, email, redirectPath }) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + ACCOUNT_LINK_TTL_MS[purpose]);
      await runner.insert(accountTokens).values({
        id: linkIdOf(token),
        purpose,
        userId,
        email: email.toLowerCase(),
        redirectPath: redirectPath ?? null,
        expiresAt,
        createdAt: clock(),
      });
      return { token, url: `${baseUrl}${PAGE_OF[purpose]}?token=${token}`, expiresAt };
    },

    async inspect(token, purposes) {
      if (!ACCOUNT_LINK_TOKEN_PATTERN.test(token)) return { status: 'invalid' };
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.id, linkIdOf(token)));
      if (!row || !isPurpose(row.purpose, purposes)) return { status: 'invalid' };
      if (row.usedAt) return { status: 'used' };
      if (row.expiresAt.getTime() <= clock().getTime()) return { status: 'expired' };
      return {
        status: 'valid',
        purpose: row.purpose as AccountLinkPurpose,
        userId: row.userId,
        email: row.email,
        redirectPath: row.redirectPath,
        expiresAt: row.expiresAt,
      };
    },

    async consume(tx, token, purposes) {
      if (!ACCOUNT_LINK_TOKEN_PATTERN.test(token)) return { ok: false, failure: 'invalid' };
      const id = linkIdOf(token);
      const [target] = await tx
        .select({ purpose: accountTokens.purpose, email: accountTokens.email })
        .from(accountTokens)
        .where(eq(accountTokens.id, id));
      if (!target || !isPurpose(target.purpose, purposes)) return { ok: false, failure: 'invalid' };
      const family = [...FAMILIES[target.purpose as AccountLinkPurpose]];
      const sameFamily = and(
        eq(accountTokens.email, target.email),
        inArray(accountTokens.purpose, family),
        isNull(accountTokens.usedAt),
      );
      // Uses of one address's links take turns: its open links are locked in one order, so two
      // siblings used at once cannot deadlock — the second finds itself already dead.
      await tx
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(sameFamily)
        .orderBy(accountTokens.id)
        .for('update');
      const now = clock();
      const [taken] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.id, id),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!taken) {
        const [row] = await tx
          .select({ usedAt: accountTokens.usedAt })
          .from(accountTokens)
          .where(eq(accountTokens.id, id));
        return { ok: false, failure: row?.usedAt ? 'used' : 'expired' };
      }
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(sameFamily, ne(accountTokens.id, id)));
      return {
        ok: true,
        purpose: taken.purpose as AccountLinkPurpose,
        userId: taken.userId,
        email: taken.email,
        redirectPath: taken.redirectPath,
        expiresAt: taken.expiresAt,
      };
    },
  };
}
