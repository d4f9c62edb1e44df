import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { AccountLinks } from './account-links';
import type { ParticipantAccounts, ParticipantDetails } from './participant-accounts-contract';
import { hasUsablePassword } from './password';

export interface EnsuredAccount {
  userId: string;
  email: string;
  name: string;
  role: (typeof users.$inferSelect)['role'];
  /** This call made the account (false: it was there, and was left as it was). */
  created: boolean;
  /** A fresh 'set-password' link when the account cannot sign in with a password yet. */
  setPasswordUrl: string | null;
}

export interface ParticipantAccountsService extends ParticipantAccounts {
  /** `ensure` with what the admin's POST /api/usuarios answers; joins `runner` when given. */
  ensureAccount(participant: ParticipantDetails, runner?: DbOrTx): Promise<EnsuredAccount>;
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * One account per e-mail for the people tickets are issued to (issue 14): role user, §3's fields
 * where the participant gave them, no password. One statement — INSERT … ON CONFLICT (email) DO
 * UPDATE — makes or finds it, so any number of jobs ensuring the same address at once end with
 * one account. An existing one is left exactly as it was: whoever names an e-mail (a buyer
 * filling in a participant, an organizer) is not its owner, and only the owner changes an
 * account's data.
 */
export function createParticipantAccounts(
  db: Db,
  { links }: { links: AccountLinks },
): ParticipantAccountsService {
  async function ensureAccount(
    participant: ParticipantDetails,
    runner: DbOrTx = db,
  ): Promise<EnsuredAccount> {
    const email = participant.email.trim().toLowerCase();
    const [row] = await runner
      .insert(users)
      .values({
        name: participant.name.trim() || email,
        email,
        role: 'user',
        passwordHash: null,
        phone: blankToNull(participant.phone),
        cpf: blankToNull(participant.cpf),
        city: blankToNull(participant.city),
        state: blankToNull(participant.state),
      })
      // A no-op update rather than DO NOTHING: the existing row is returned (and locked) too.
      .onConflictDoUpdate({ target: users.email, set: { email: sql`${users.email}` } })
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        passwordHash: users.passwordHash,
        // A row inserted by this statement has no deleting/locking transaction yet.
        created: sql<boolean>`(xmax = 0)`,
      });
    if (!row) throw new Error('ensure: the upsert returned no row');
    const setPasswordUrl = hasUsablePassword(row.passwordHash)
      ? null
      : (await links.issue(runner, { purpose: 'set-password', userId: row.id, email })).url;
    return {
      userId: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      created: row.created,
      setPasswordUrl,
    };
  }

  return {
    ensureAccount,
    async ensure(participant, tx) {
      const { userId, setPasswordUrl } = await ensureAccount(participant, tx);
      return { userId, setPasswordUrl };
    },
  };
}
