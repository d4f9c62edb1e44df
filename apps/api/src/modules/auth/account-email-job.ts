import { randomUUID } from 'node:crypto';
import type { AccountLinkPurpose } from '@bilheteria/domain/auth-contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import type { Mailer } from '../mail';
import {
  accountExistsEmail,
  confirmSignupEmail,
  resetPasswordEmail,
  ticketLinkEmail,
  type AccountEmail,
} from './account-emails';
import type { AccountLinks } from './account-links';
import type { ParticipantAccountsService } from './participant-accounts';
import { confirmedPasswordHash } from './password';
import type { TicketHolders } from './ticket-holders';
import { signsInWithPasswordOnly } from './session-organization';

export const ACCOUNT_EMAIL_JOB = 'auth.account-email';

export type AccountEmailJob =
  | { type: 'signup'; email: string; userId: string | null }
  | { type: 'forgot-password'; email: string }
  | { type: 'resend-confirmation'; email: string }
  | { type: 'ticket-link'; email: string };

export type QueueAccountEmail = (runner: DbOrTx, job: AccountEmailJob) => Promise<void>;

/** Queues the job; each request is its own job (no dedupe across requests). */
export function accountEmailQueue(clock: () => Date): QueueAccountEmail {
  return async (runner, job) => {
    await enqueue(runner, {
      kind: ACCOUNT_EMAIL_JOB,
      payload: job,
      dedupeKey: randomUUID(),
      runAt: clock(),
    });
  };
}

/**
 * The job: looks the address up and e-mails a single-use link, or nothing (the request that
 * queued it answered the same either way).
 */
export function accountEmailJob({
  db,
  links,
  participants,
  mailer,
  ticketHolders,
}: {
  db: Db;
  links: AccountLinks;
  participants: ParticipantAccountsService;
  mailer: Mailer;
  ticketHolders: TicketHolders;
}): JobHandler {
  /**
   * One link and its e-mail, in one transaction. The e-mail's key is the job's: a job run again
   * after a crash makes a spare link nobody receives, never a second e-mail.
   */
  async function sendLink(
    jobId: string,
    link: { purpose: AccountLinkPurpose; userId: string | null; email: string },
    render: (url: string) => AccountEmail,
    runner?: DbOrTx,
  ): Promise<void> {
    const write = async (tx: DbOrTx) => {
      const { url } = await links.issue(tx, link);
      await mailer.enqueue(tx, {
        dedupeKey: `account-email:${jobId}`,
        to: link.email,
        ...render(url),
      });
    };
    if (runner) await write(runner);
    else await db.transaction(write);
  }

  const accountOf = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  };

  async function runJob(job: AccountEmailJob, jobId: string): Promise<void> {
    const email = job.email.toLowerCase();
    switch (job.type) {
      case 'signup': {
        if (job.userId !== null) {
          // This request made the account: its owner confirms the address.
          const [user] = await db.select().from(users).where(eq(users.id, job.userId));
          if (!user || confirmedPasswordHash(user.passwordHash) === null) return;
          await sendLink(jobId, { purpose: 'confirm-signup', userId: user.id, email }, (url) =>
            confirmSignupEmail({ name: user.name, url }),
          );
          return;
        }
        // The address had an account: tell its owner, with a way in if it was them.
        const owner = await accountOf(email);
        if (!owner) return;
        await sendLink(jobId, { purpose: 'reset-password', userId: owner.id, email }, (url) =>
          accountExistsEmail({ name: owner.name, url }),
        );
        return;
      }
      case 'resend-confirmation': {
        // Only a sign-up still waiting for its confirmation gets the link again.
        const pending = await accountOf(email);
        if (!pending || confirmedPasswordHash(pending.passwordHash) === null) return;
        await sendLink(jobId, { purpose: 'confirm-signup', userId: pending.id, email }, (url) =>
          confirmSignupEmail({ name: pending.name, url }),
        );
        return;
      }
      case 'forgot-password': {
        const owner = await accountOf(email);
        if (!owner) return;
        await sendLink(jobId, { purpose: 'reset-password', userId: owner.id, email }, (url) =>
          resetPasswordEmail({ name: owner.name, url }),
        );
        return;
      }
      case 'ticket-link': {
        const owner = await accountOf(email);
        if (owner && (await signsInWithPasswordOnly(db, owner))) {
          // Organizers and affiliates sign in with their password only: they get a reset link.
          await sendLink(jobId, { purpose: 'reset-password', userId: owner.id, email }, (url) =>
            resetPasswordEmail({ name: owner.name, url }),
          );
          return;
        }
        if (owner) {
          await sendLink(jobId, { purpose: 'ticket-link', userId: owner.id, email }, (url) =>
            ticketLinkEmail({ name: owner.name, url }),
          );
          return;
        }
        // No account yet, but tickets under this address: the participant's account, as the
        // tickets job makes it, then the link.
        const holder = await ticketHolders.find(email);
        if (!holder) return;
        await db.transaction(async (tx) => {
          const account = await participants.ensureAccount(holder, tx);
          if (account.role !== 'user') return;
          await sendLink(
            jobId,
            { purpose: 'ticket-link', userId: account.userId, email },
            (url) => ticketLinkEmail({ name: account.name, url }),
            tx,
          );
        });
        return;
      }
    }
  }

  return { run: (payload, job) => runJob(payload as AccountEmailJob, job.id) };
}
