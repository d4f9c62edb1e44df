import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type SessionUser } from '@bilheteria/domain/auth-contract';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'Lembrar de mim': the session (and its cookie) lasts 30 days from login. */
export const REMEMBERED_SESSION_MS = 30 * DAY;
/** Without it the cookie ends with the browser; the server drops the session after 12 h idle. */
export const BROWSER_SESSION_IDLE_MS = 12 * HOUR;
/** A session's last-seen time (and idle expiry) is written at most this often. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

type UserRow = typeof users.$inferSelect;

export interface NewSession {
  /** The cookie's value. Only its SHA-256 is stored. */
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

export interface AuthService {
  /** Creates an account with role 'user'. 409 when the e-mail is taken. */
  register(input: { name: string; email: string; password: string }): Promise<SessionUser>;
  /** The account these credentials open, or null — the same time either way. */
  verifyCredentials(email: string, password: string): Promise<SessionUser | null>;
  createSession(userId: string, options: { persistent: boolean }): Promise<NewSession>;
  /** The user behind a session token, or null when there is none or it has expired. */
  findSessionUser(token: string): Promise<SessionUser | null>;
  deleteSession(token: string): Promise<void>;
  /** Removes every expired session; returns how many. */
  deleteExpiredSessions(): Promise<number>;
}

/** The session id stored for a token: SHA-256, hex. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    affiliateCode: row.role === 'affiliate' ? row.affiliateCode : null,
  };
}

export function createAuthService(db: Db, clock: () => Date = () => new Date()): AuthService {
  return {
    async register({ name, email, password }) {
      const passwordHash = await hashPassword(password);
      // The unique index decides between two sign-ups racing for one e-mail.
      const [row] = await db
        .insert(users)
        .values({ name, email: email.toLowerCase(), passwordHash, role: 'user' })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!row) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      return toSessionUser(row);
    },

    async verifyCredentials(email, password) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      const valid = await verifyPassword(
        password,
        row?.passwordHash ?? (await dummyPasswordHash()),
      );
      // An account made for a ticket's participant has no password until they set one.
      if (!row?.passwordHash || !valid) return null;
      if (needsRehash(row.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, row.id));
      }
      return toSessionUser(row);
    },

    async createSession(userId, { persistent }) {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(
        now.getTime() + (persistent ? REMEMBERED_SESSION_MS : BROWSER_SESSION_IDLE_MS),
      );
      // This user's expired sessions go now; the periodic sweep catches everyone else's.
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
      await db.insert(sessions).values({
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
      const [found] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id));
      if (!found) return null;
      const { session, user } = found;
      const now = clock();
      if (session.expiresAt.getTime() <= now.getTime()) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({
            lastSeenAt: now,
            // Browser sessions slide: 12 h after the last request; remembered ones keep 30 days.
            ...(session.persistent
              ? {}
              : { expiresAt: new Date(now.getTime() + BROWSER_SESSION_IDLE_MS) }),
          })
          .where(eq(sessions.id, id));
      }
      return toSessionUser(user);
    },

    async deleteSession(token) {
      await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
    },

    async deleteExpiredSessions() {
      const deleted = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, clock()))
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
