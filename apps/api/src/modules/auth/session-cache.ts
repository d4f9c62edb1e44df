import type { SessionUser } from '@bilheteria/domain/auth-contract';

/**
 * What a signed-in request needs from its session, kept per process (decision 0032) so most
 * requests skip the `session_with_user` round trip. Dropped on every change that alters what
 * the session resolves to (a message from any process: see session-changes.ts), and never older
 * than `maxAgeMs` whatever happens to the messages.
 */
export interface CachedSession {
  user: SessionUser;
  persistent: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** What a change is about: one session, every session of an account, of an organization, all. */
export type SessionTarget =
  { sessionId: string } | { userId: string } | { organizationId: string } | { all: true };

export interface SessionCacheOptions {
  /** Sessions kept at most (least recently used go first); 0 turns the cache off. */
  maxEntries: number;
  /** A safety net: an entry older than this is read again, even if no message came. */
  maxAgeMs: number;
  /** Real time in ms (not the app's clock, which tests move): ages and quarantines. */
  now?: () => number;
}

/**
 * After a change, its sessions are read from the database and not kept for this long. A message
 * sent inside a transaction (Redis) can arrive before the commit: a read in that gap sees the old
 * rows, and must not be kept. The transactions that send these end right after (decision 0032).
 */
export const QUARANTINE_MS = 5_000;

/** Past this many quarantined keys, the ended ones are swept out. */
const QUARANTINE_PRUNE_AT = 1_000;

interface Entry extends CachedSession {
  sessionId: string;
  storedAt: number;
}

/** A read's ticket: where the cache stood when the read began. */
export interface ReadTicket {
  readonly generation: number;
}

export interface SessionCache {
  /** False while changes cannot be heard (listener down): nothing is served or kept then. */
  readonly online: boolean;
  get(sessionId: string): CachedSession | undefined;
  /** Taken before reading the database; `store` keeps the result only if nothing changed since. */
  ticket(): ReadTicket;
  store(ticket: ReadTicket, sessionId: string, session: CachedSession): void;
  /** A touch (last seen, sliding expiry) made by this process. */
  touched(sessionId: string, lastSeenAt: Date, expiresAt: Date): void;
  invalidate(target: SessionTarget): void;
  /** The listener is up (again: whatever was missed is dropped) or down. */
  setOnline(online: boolean): void;
  readonly size: number;
}

export function createSessionCache({
  maxEntries,
  maxAgeMs,
  now = () => performance.now(),
}: SessionCacheOptions): SessionCache {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least used.
  const entries = new Map<string, Entry>();
  // Bumped by every change: a read that began before one must not keep what it read.
  let generation = 0;
  let online = false;
  const quarantined = new Map<string, number>();
  let allQuarantinedUntil = 0;

  const keyOf = (target: SessionTarget): string =>
    'sessionId' in target
      ? `s:${target.sessionId}`
      : 'userId' in target
        ? `u:${target.userId}`
        : 'organizationId' in target
          ? `o:${target.organizationId}`
          : '*';

  function isQuarantined(entry: Entry, at: number): boolean {
    if (at < allQuarantinedUntil) return true;
    const keys = [`s:${entry.sessionId}`, `u:${entry.user.id}`];
    if (entry.user.organizacao) keys.push(`o:${entry.user.organizacao.id}`);
    for (const key of keys) {
      const until = quarantined.get(key);
      if (until === undefined) continue;
      if (at < until) return true;
      quarantined.delete(key);
    }
    return false;
  }

  function matches(entry: Entry, target: SessionTarget): boolean {
    if ('sessionId' in target) return entry.sessionId === target.sessionId;
    if ('userId' in target) return entry.user.id === target.userId;
    // Only the session's own organization is in what it resolves to (its name, role, status).
    if ('organizationId' in target) return entry.user.organizacao?.id === target.organizationId;
    return true;
  }

  function clear(): void {
    generation += 1;
    entries.clear();
  }

  const enabled = maxEntries > 0 && maxAgeMs > 0;

  return {
    get online() {
      return online;
    },
    get size() {
      return entries.size;
    },

    get(sessionId) {
      if (!enabled || !online) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      entries.delete(sessionId);
      if (now() - entry.storedAt >= maxAgeMs) return undefined;
      entries.set(sessionId, entry);
      return entry;
    },

    ticket: () => ({ generation }),

    store(ticket, sessionId, session) {
      if (!enabled || !online || ticket.generation !== generation) return;
      const entry: Entry = { ...session, sessionId, storedAt: now() };
      if (isQuarantined(entry, entry.storedAt)) return;
      entries.delete(sessionId);
      entries.set(sessionId, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },

    touched(sessionId, lastSeenAt, expiresAt) {
      const entry = entries.get(sessionId);
      if (entry) Object.assign(entry, { lastSeenAt, expiresAt });
    },

    invalidate(target) {
      generation += 1;
      const until = now() + QUARANTINE_MS;
      if ('all' in target) {
        allQuarantinedUntil = until;
        entries.clear();
        return;
      }
      if (quarantined.size >= QUARANTINE_PRUNE_AT) {
        const at = now();
        for (const [key, ends] of quarantined) if (ends <= at) quarantined.delete(key);
      }
      quarantined.set(keyOf(target), until);
      if ('sessionId' in target) {
        entries.delete(target.sessionId);
        return;
      }
      for (const [id, entry] of entries) if (matches(entry, target)) entries.delete(id);
    },

    setOnline(value) {
      // Either way the entries go: messages may have been missed while nobody listened.
      clear();
      online = value;
    },
  };
}
