import type { CreateUsuario } from '@bilheteria/domain/auth-contract';
import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/worker';
import type { Mailer } from '../mail';
import { ACCOUNT_EMAIL_JOB, accountEmailJob, accountEmailQueue } from './account-email-job';
import type { AccountLinks } from './account-links';
import { createUser } from './create-user';
import type { EnsuredAccount, ParticipantAccountsService } from './participant-accounts';
import type { AuthService } from './service';
import { setPasswordByLink, signInByLink, type LinkSignIn } from './sign-in-by-link';
import { requestLink, signUp } from './sign-up';
import type { TicketHolders } from './ticket-holders';

export { ACCOUNT_EMAIL_JOB } from './account-email-job';
export type { LinkSignIn } from './sign-in-by-link';

/**
 * Accounts by e-mail (docs/decisions/0016): sign-up, 'Esqueceu a senha?' and "send me my
 * tickets" answer the same whatever the address, in the same time: the request only writes a
 * job; the job looks the address up and e-mails a single-use link, or nothing. The links then set
 * a password or sign the browser in.
 */
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
  /** The sign-up's confirmation link again, if the address has a sign-up waiting for it. */
  requestConfirmationLink(email: string): Promise<void>;
  /** A 'set-password' or 'reset-password' link's new password; signs the browser in. */
  setPasswordByLink(input: {
    token: string;
    password: string;
    remember: boolean;
  }): Promise<LinkSignIn>;
  /** A 'confirm-signup', 'ticket-link' or 'order-link' link, used: signs the browser in. */
  signInByLink(input: { token: string; remember: boolean }): Promise<LinkSignIn>;
  /**
   * A signed-in person proved their address (a password login of a confirmed account): the
   * orders paid under it join the account, so the order page opens on any device.
   */
  addressProved(email: string, userId: string): Promise<void>;
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
  /**
   * An e-mailed link proved the account's address: the orders paid under it join the account
   * (checkout's order owners). Runs after the sign-in is committed.
   */
  onAddressProved?: (email: string, userId: string) => Promise<unknown>;
  /** Asks the job worker to look now (the e-mail goes out within the poll interval anyway). */
  wakeJobs?: () => void;
  clock?: () => Date;
}

export function createAccountsByEmail({
  db,
  auth,
  links,
  participants,
  mailer,
  ticketHolders,
  onAddressProved,
  wakeJobs = () => {},
  clock = () => new Date(),
}: AccountsByEmailOptions): AccountsByEmail {
  const linkDeps = { db, auth, links, ...(onAddressProved ? { onAddressProved } : {}) };
  const queue = accountEmailQueue(clock);
  return {
    signUp: signUp({ db, queue, wakeJobs }),
    requestPasswordReset: requestLink({ db, queue, wakeJobs, type: 'forgot-password' }),
    requestTicketLink: requestLink({ db, queue, wakeJobs, type: 'ticket-link' }),
    requestConfirmationLink: requestLink({ db, queue, wakeJobs, type: 'resend-confirmation' }),
    setPasswordByLink: setPasswordByLink(linkDeps),
    signInByLink: signInByLink(linkDeps),
    async addressProved(email, userId) {
      await onAddressProved?.(email, userId);
    },
    createUser: createUser({ db, participants, mailer }),
    jobs: {
      [ACCOUNT_EMAIL_JOB]: accountEmailJob({ db, links, participants, mailer, ticketHolders }),
    },
  };
}
