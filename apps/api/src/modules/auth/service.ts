import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { CachedSession, SessionCache, SessionTarget } from './session-cache';
import { membershipColumn, supportColumn, toSessionUser } from './session-organization';
import {
  confirmedPasswordHash,
  dummyPasswordHash,
  hasUsablePassword,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'Lembrar de mim': the session (and its cookie) lasts 30 days from login. */
export const REMEMBERED_SESSION_MS = 30 * DAY;
/** Without it the cookie ends with the browser; the server drops the session after 12 h idle. */
export const BROWSER_SESSION_IDLE_MS = 12 * HOUR;
/** A session's last-seen time (and idle expiry) is written at most this often. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface NewSession {
  /** The cookie's value. Only its SHA-256 is stored. */
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

export interface AuthService {
  /**
   * The account these credentials open, 'unconfirmed' for the right password of a sign-up whose
   * e-mail is not confirmed yet, or null — the same time (one scrypt) in every case. An account
   * without a password (a participant's) opens with none; a wrong password, on any account,
   * answers null like an unknown e-mail, so only the password's owner learns it is unconfirmed.
   */
  verifyCredentials(email: string, password: string): Promise<SessionUser | 'unconfirmed' | null>;
  /** A new session; in `runner` when given (e.g. the transaction that used an e-mailed link). */
  createSession(
    userId: string,
    options: { persistent: boolean },
    runner?: DbOrTx,
  ): Promise<NewSession>;
  /** The user behind a session token, or null when there is none or it has expired. */
  findSessionUser(token: string): Promise<SessionUser | null>;
  /** The account as a new session sees it (its oldest organization), or null when it is gone. */
  sessionUserById(userId: string, runner?: DbOrTx): Promise<SessionUser | null>;
  deleteSession(token: string): Promise<void>;
  /**
   * Which organization the session works in (issue 28): a member's choice of their
   * organizations (null: their oldest), or the operator's 'Entrar como suporte' (null: out).
   * The caller has checked that the choice is allowed; it is checked again on every request.
   */
  chooseOrganization(
    token: string,
    choice: { organizationId?: string | null; supportOrganizationId?: string | null },
    runner?: DbOrTx,
  ): Promise<void>;
  /** Removes every expired session; returns how many. */
  deleteExpiredSessions(): Promise<number>;
  /**
   * The front door for every write that changes what a session resolves to (its account's
   * role, its memberships, its organization's name or status, the session itself): every
   * process's cached copies are dropped (decision 0032). Call it inside the writing transaction,
   * as its last statement — on PostgreSQL the message goes with the commit — or right after the
   * write with the database.
   */
  invalidateSessions(runner: DbOrTx, target: SessionTarget): Promise<void>;
}

/** The per-process session cache and how its changes travel (absent: every request reads). */
export interface SessionCaching {
  cache: SessionCache;
  publish(runner: DbOrTx, target: SessionTarget): Promise<void>;
}

/** The session id stored for a token: SHA-256, hex. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How passwords are checked; tests pass a spy to see that every login costs one scrypt. */
export interface PasswordChecks {
  verifyPassword: typeof verifyPassword;
  dummyPasswordHash: typeof dummyPasswordHash;
}

export function createAuthService(
  db: Db,
  clock: () => Date = () => new Date(),
  passwords: PasswordChecks = { verifyPassword, dummyPasswordHash },
  caching?: SessionCaching,
): AuthService {
  const cache = caching?.cache;
  const invalidateSessions = (runner: DbOrTx, target: SessionTarget) =>
    caching ? caching.publish(runner, target) : Promise.resolve();

  /**
   * Writes last-seen (and a browser session's sliding expiry) once TOUCH_INTERVAL_MS has passed
   * since it was last written. The session as it now stands, or null when it is gone.
   */
  async function touch(
    id: string,
    session: CachedSession,
    now: Date,
  ): Promise<CachedSession | null> {
    if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return session;
    // Browser sessions slide: 12 h after the last request; remembered ones keep 30 days.
    const expiresAt = session.persistent
      ? session.expiresAt
      : new Date(now.getTime() + BROWSER_SESSION_IDLE_MS);
    const touched = await db
      .update(sessions)
      .set({ lastSeenAt: now, ...(session.persistent ? {} : { expiresAt }) })
      .where(eq(sessions.id, id))
      .returning({ id: sessions.id });
    return touched.length > 0 ? { ...session, lastSeenAt: now, expiresAt } : null;
  }

  /** A copy: the cached one is shared by every request of the session. */
  const copyOf = (user: SessionUser): SessionUser => ({
    ...user,
    organizacao: user.organizacao && { ...user.organizacao },
  });

  // Every request of a signed-in user starts here: a named prepared statement on a PostgreSQL
  // server, planned once per connection rather than on every request.
  const sessionWithUser = db
    .select({
      session: sessions,
      user: users,
      membership: membershipColumn(users.id, sessions.organizationId),
      support: supportColumn(users.role, sessions.supportOrganizationId),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user');
  async function sessionUserById(userId: string, runner: DbOrTx = db) {
    const [found] = await runner
      .select({ user: users, membership: membershipColumn(sql`"users"."id"`, sql`null::uuid`) })
      .from(users)
      .where(eq(users.id, userId));
    return found ? toSessionUser(found.user, found.membership) : null;
  }

  return {
    async verifyCredentials(email, password) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      // An account made for a ticket's participant has no password until they set one: it is
      // checked against the dummy hash, so it costs the same time and answers the same as a
      // wrong password. A sign-up's password waits for its confirmation: checked all the same
      // (one scrypt), it never opens a session, but its owner is told what is missing.
      const usable = row && hasUsablePassword(row.passwordHash) ? row.passwordHash : null;
      const pending = row ? confirmedPasswordHash(row.passwordHash) : null;
      const valid = await passwords.verifyPassword(
        password,
        usable ?? pending ?? (await passwords.dummyPasswordHash()),
      );
      if (!row || !valid) return null;
      if (usable === null) return pending === null ? null : 'unconfirmed';
      if (needsRehash(usable)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, row.id));
      }
      return sessionUserById(row.id);
    },

    async createSession(userId, { persistent }, runner = db) {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(
        now.getTime() + (persistent ? REMEMBERED_SESSION_MS : BROWSER_SESSION_IDLE_MS),
      );
      // This user's expired sessions go now; the periodic sweep catches everyone else's.
      await runner
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
      await runner.insert(sessions).values({
        id: sessionIdOf(token),
        userId,
        persistent,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      });
      return { token, expiresAt, persistent };
    },

    async findSessionUser(token) {
      const id = sessionIdOf(token);
      const cached = cache?.get(id);
      // An entry that looks expired is read again: another process may have slid its expiry.
      if (cached && cached.expiresAt.getTime() > clock().getTime()) {
        const current = await touch(id, cached, clock());
        if (!current) {
          cache?.invalidate({ sessionId: id });
          return null;
        }
        if (current !== cached) cache?.touched(id, current.lastSeenAt, current.expiresAt);
        return copyOf(current.user);
      }
      const ticket = cache?.ticket();
      const [found] = await sessionWithUser.execute({ id });
      if (!found) return null;
      const { session, user, membership, support } = found;
      const now = clock();
      if (session.expiresAt.getTime() <= now.getTime()) {
        await db.delete(sessions).where(eq(sessions.id, id));
        cache?.invalidate({ sessionId: id });
        return null;
      }
      const current = await touch(
        id,
        {
          user: toSessionUser(user, membership, support),
          persistent: session.persistent,
          expiresAt: session.expiresAt,
          lastSeenAt: session.lastSeenAt,
        },
        now,
      );
      if (!current) return null;
      if (cache && ticket) cache.store(ticket, id, current);
      return copyOf(current.user);
    },

    sessionUserById,

    async chooseOrganization(token, choice, runner = db) {
      const id = sessionIdOf(token);
      await runner.update(sessions).set(choice).where(eq(sessions.id, id));
      await invalidateSessions(runner, { sessionId: id });
    },

    async deleteSession(token) {
      const id = sessionIdOf(token);
      await db.delete(sessions).where(eq(sessions.id, id));
      await invalidateSessions(db, { sessionId: id });
    },

    // No message: a cached entry carries its expiry and is never served past it.

    async deleteExpiredSessions() {
      const deleted = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, clock()))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    invalidateSessions,
  };
}
