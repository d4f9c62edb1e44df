import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { QueueAccountEmail } from './account-email-job';
import { hashPassword, unconfirmedPasswordHash } from './password';

/**
 * A sign-up: a new address gets an account whose password waits for the e-mailed confirmation;
 * a taken one is told by e-mail. The same (nothing) for the caller either way.
 */
export function signUp({
  db,
  queue,
  wakeJobs,
}: {
  db: Db;
  queue: QueueAccountEmail;
  wakeJobs: () => void;
}): (input: { name: string; email: string; password: string }) => Promise<void> {
  return async ({ name, email, password }) => {
    // Hashed first, whatever follows: a taken address costs the same time as a new one.
    const passwordHash = unconfirmedPasswordHash(await hashPassword(password));
    await db.transaction(async (tx) => {
      // The unique index decides between two sign-ups racing for one e-mail.
      const [created] = await tx
        .insert(users)
        .values({ name, email: email.toLowerCase(), passwordHash, role: 'user' })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      await queue(tx, { type: 'signup', email, userId: created?.id ?? null });
    });
    wakeJobs();
  };
}

/**
 * 'Esqueceu a senha?' (a reset link if the address has an account), a buyer's "send me my
 * tickets" (a sign-in link if it has an account or tickets) and the confirmation link again (if
 * the address has a sign-up waiting for it): only a job is written.
 */
export function requestLink({
  db,
  queue,
  wakeJobs,
  type,
}: {
  db: Db;
  queue: QueueAccountEmail;
  wakeJobs: () => void;
  type: 'forgot-password' | 'ticket-link' | 'resend-confirmation';
}): (email: string) => Promise<void> {
  return async (email) => {
    await queue(db, { type, email });
    wakeJobs();
  };
}
