import { randomUUID } from 'node:crypto';
import {
  LINK_REDIRECTS,
  type AccountLinkPurpose,
  type CreateUsuario,
  type SessionUser,
} from '@bilheteria/domain/auth-contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import type { Mailer } from '../mail';
import {
  accountExistsEmail,
  confirmSignupEmail,
  resetPasswordEmail,
  setPasswordEmail,
  ticketLinkEmail,
  type AccountEmail,
} from './account-emails';
import { LINK_FAILURE_MESSAGES, type AccountLinks, type LinkFailure } from './account-links';
import type { EnsuredAccount, ParticipantAccountsService } from './participant-accounts';
import { confirmedPasswordHash, hashPassword, unconfirmedPasswordHash } from './password';
import { toSessionUser, type AuthService, type NewSession } from './service';
import type { TicketHolders } from './ticket-holders';

/**
 * Accounts by e-mail (issue 14, docs/decisions/0016): sign-up, 'Esqueceu a senha?' and "send me
 * my tickets" answer the same whatever the address, in the same time: the request only writes a
 * job; the job looks the address up and e-mails a single-use link, or nothing. The links then set
 * a password or sign the browser in.
 */

export const ACCOUNT_EMAIL_JOB = 'auth.account-email';

type AccountEmailJob =
  | { type: 'signup'; email: string; userId: string | null }
  | { type: 'forgot-password'; email: string }
  | { type: 'ticket-link'; email: string };

const PASSWORD_LINKS = ['set-password', 'reset-password'] as const;
const SIGN_IN_LINKS = ['confirm-signup', 'ticket-link'] as const;

export interface LinkSignIn {
  user: SessionUser;
  session: NewSession;
  redirectTo: (typeof LINK_REDIRECTS)[AccountLinkPurpose];
}

export interface AccountsByEmail {
  /**
   * A sign-up: a new address gets an account whose password waits for the e-mailed confirmation;
   * a taken one is told by e-mail. The same (nothing) for the caller either way.
   */
  signUp(input: { name: string; email: string; password: string }): Promise<void>;
  /** 'Esqueceu a senha?': a reset link to the address if it has an account. */
  requestPasswordReset(email: string): Promise<void>;
  /** A buyer's "send me my tickets": a sign-in link if the address has an account or tickets. */
  requestTicketLink(email: string): Promise<void>;
  /** A 'set-password' or 'reset-password' link's new password; signs the browser in. */
  setPasswordByLink(input: {
    token: string;
    password: string;
    remember: boolean;
  }): Promise<LinkSignIn>;
  /** A 'confirm-signup' or 'ticket-link' link, used: signs the browser in. */
  signInByLink(input: { token: string; remember: boolean }): Promise<LinkSignIn>;
  /** POST /api/usuarios: the account (made or found), with a set-password link e-mailed. */
  createUser(input: CreateUsuario): Promise<EnsuredAccount & { linkSent: boolean }>;
  jobs: Record<string, JobHandler>;
}

export interface AccountsByEmailOptions {
  db: Db;
  auth: AuthService;
  links: AccountLinks;
  participants: ParticipantAccountsService;
  mailer: Mailer;
  ticketHolders: TicketHolders;
  /** Asks the job worker to look now (the e-mail goes out within the poll interval anyway). */
  wakeJobs?: () => void;
  clock?: () => Date;
}

function linkError(failure: LinkFailure): HttpError {
  return new HttpError(failure === 'invalid' ? 400 : 410, LINK_FAILURE_MESSAGES[failure]);
}

export function createAccountsByEmail({
  db,
  auth,
  links,
  participants,
  mailer,
  ticketHolders,
  wakeJobs = () => {},
  clock = () => new Date(),
}: AccountsByEmailOptions): AccountsByEmail {
  /** Queues the job; each request is its own job (no dedupe across requests). */
  async function queue(runner: DbOrTx, job: AccountEmailJob): Promise<void> {
    await enqueue(runner, {
      kind: ACCOUNT_EMAIL_JOB,
      payload: job,
      dedupeKey: randomUUID(),
      runAt: clock(),
    });
  }

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
        if (owner && owner.role !== 'user') {
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

  /** Uses the link and signs its user in, all in one transaction. */
  async function signInWith(
    token: string,
    purposes: readonly AccountLinkPurpose[],
    remember: boolean,
    change: (
      tx: DbOrTx,
      user: typeof users.$inferSelect,
      purpose: AccountLinkPurpose,
    ) => Promise<typeof users.$inferSelect | null>,
  ): Promise<LinkSignIn> {
    return db.transaction(async (tx) => {
      const used = await links.consume(tx, token, purposes);
      if (!used.ok) throw linkError(used.failure);
      const [found] = used.userId
        ? await tx.select().from(users).where(eq(users.id, used.userId)).for('update')
        : [];
      const user = found ? await change(tx, found, used.purpose) : null;
      if (!user) throw linkError('invalid');
      const session = await auth.createSession(user.id, { persistent: remember }, tx);
      return { user: toSessionUser(user), session, redirectTo: LINK_REDIRECTS[used.purpose] };
    });
  }

  return {
    async signUp({ name, email, password }) {
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
    },

    async requestPasswordReset(email) {
      await queue(db, { type: 'forgot-password', email });
      wakeJobs();
    },

    async requestTicketLink(email) {
      await queue(db, { type: 'ticket-link', email });
      wakeJobs();
    },

    async setPasswordByLink({ token, password, remember }) {
      // A cheap look first, so a dead link costs no scrypt; the UPDATE below decides.
      const state = await links.inspect(token, PASSWORD_LINKS);
      if (state.status !== 'valid') throw linkError(state.status);
      const passwordHash = await hashPassword(password);
      return signInWith(token, PASSWORD_LINKS, remember, async (tx, user) => {
        // A new password ends every session the account had (whoever knew the old one).
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        const [changed] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, user.id))
          .returning();
        return changed ?? null;
      });
    },

    signInByLink({ token, remember }) {
      return signInWith(token, SIGN_IN_LINKS, remember, async (tx, user, purpose) => {
        if (purpose === 'ticket-link') return user.role === 'user' ? user : null;
        // 'confirm-signup': the address is proved, the password chosen at sign-up turns on.
        const confirmed = confirmedPasswordHash(user.passwordHash);
        if (confirmed === null) return user;
        const [changed] = await tx
          .update(users)
          .set({ passwordHash: confirmed })
          .where(eq(users.id, user.id))
          .returning();
        return changed ?? null;
      });
    },

    async createUser(input) {
      return db.transaction(async (tx) => {
        const account = await participants.ensureAccount(
          {
            name: input.Nome,
            email: input.email,
            phone: input.telefone ?? null,
            cpf: input.CPF || null,
            city: input.Cidade ?? null,
            state: input.Estado ?? null,
          },
          tx,
        );
        if (account.setPasswordUrl) {
          await mailer.enqueue(tx, {
            dedupeKey: `account-email:usuario:${randomUUID()}`,
            to: account.email,
            ...setPasswordEmail({
              name: account.name,
              email: account.email,
              url: account.setPasswordUrl,
            }),
          });
        }
        return { ...account, linkSent: account.setPasswordUrl !== null };
      });
    },

    jobs: {
      [ACCOUNT_EMAIL_JOB]: {
        run: (payload, job) => runJob(payload as AccountEmailJob, job.id),
      },
    },
  };
}
