import type { DbOrTx } from '../../db/client';

/**
 * The accounts made for tickets' participants (issue 14): one per e-mail, role user, and no
 * password until its owner sets one through an e-mailed single-use link (never the e-mail as the
 * password, as the spec would have it).
 */
export interface ParticipantDetails {
  email: string;
  name: string;
  phone?: string | null;
  cpf?: string | null;
  city?: string | null;
  state?: string | null;
}

export interface ParticipantAccounts {
  /**
   * The account for this e-mail, made or found (idempotent: a retried job finds the same one).
   * `setPasswordUrl` is a fresh single-use, expiring link when the account has no password yet
   * (to put in the participant's e-mail), null when it has one. The link lasts 7 days: the
   * ticket e-mail is read when it suits its reader; after that, 'Esqueceu a senha?' sends another.
   * With `tx`, the account and the link are written in the caller's transaction.
   */
  ensure(
    participant: ParticipantDetails,
    tx?: DbOrTx,
  ): Promise<{ userId: string; setPasswordUrl: string | null }>;
}
