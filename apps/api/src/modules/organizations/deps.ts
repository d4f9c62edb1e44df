import type { Db } from '../../db/client';
import type { AuthService, ParticipantAccounts } from '../auth';
import type { Mailer } from '../mail';

/** What the organizations' use cases work with. */
export interface OrganizationDeps {
  db: Db;
  auth: AuthService;
  participants: ParticipantAccounts;
  mailer: Mailer;
  /** The site's public address, for the links in e-mails. */
  baseUrl: string;
  clock: () => Date;
  /** Sends the queued e-mails now rather than at the jobs' next round. */
  wakeJobs: () => void;
}
