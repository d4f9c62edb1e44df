import { PERSONAL_DATA_MESSAGES as M } from '@bilheteria/domain/personal-data-contract';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { linkIdOf, type AuthModule, type SessionTarget } from '../auth';
import type { Mailer } from '../mail';
import { erasePerson } from './erase-person';
import { erasureConfirmationEmail } from './erasure-email';
import { openTicketsOf, personById, soleOwnerships, type Person } from './person-reads';

/** Why an account cannot be erased (now): the 409's body. */
export class ErasureRefused extends Error {
  constructor(
    message: string,
    readonly tickets: { id: string; evento: string; data_evento: string }[] = [],
  ) {
    super(message);
  }
}

export interface ErasureDeps {
  db: Db;
  links: AuthModule['links'];
  mailer: Mailer;
  invalidateSessions: (tx: DbOrTx, target: SessionTarget) => Promise<void>;
  wakeJobs: () => void;
  clock: () => Date;
}

/**
 * 'Excluir minha conta' (issue 30): asking sends a single-use link to the account's address;
 * the link's token confirms. Both check what stands in the way — the operator's account, an
 * organization with no other Dono, paid tickets for events still to come — the second again,
 * inside the erasing transaction, whose every write is undone if it refuses.
 */
export function createErasure({
  db,
  links,
  mailer,
  invalidateSessions,
  wakeJobs,
  clock,
}: ErasureDeps) {
  async function refusal(runner: DbOrTx, person: Person): Promise<ErasureRefused | null> {
    if (person.role === 'operador') return new ErasureRefused(M.operatorCannotErase);
    if ((await soleOwnerships(runner, person.id)).length > 0) {
      return new ErasureRefused(M.soleOwnerCannotErase);
    }
    const open = await openTicketsOf(runner, person, clock());
    if (open.length > 0) {
      return new ErasureRefused(
        M.erasureBlockedByTickets,
        open.map((ticket) => ({
          id: ticket.id,
          evento: ticket.evento,
          data_evento: ticket.startsAt.toISOString(),
        })),
      );
    }
    return null;
  }

  return {
    async request(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const person = await personById(tx, userId);
        if (!person || person.anonymizedAt) throw new HttpError(404, M.alreadyErased);
        const refused = await refusal(tx, person);
        if (refused) throw refused;
        const link = await links.issue(tx, {
          purpose: 'erase-account',
          userId: person.id,
          email: person.email,
        });
        await mailer.enqueue(tx, {
          dedupeKey: `account-erasure:${linkIdOf(link.token)}`,
          to: person.email,
          ...erasureConfirmationEmail({ name: person.name, url: link.url }),
        });
      });
      wakeJobs();
    },

    /** True when this call erased the account; false when its link had done so already. */
    async confirm(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await links.consume(tx, token, ['erase-account']);
        if (!used.ok) {
          if (used.failure === 'used') return false;
          throw new HttpError(400, M.erasureLinkInvalid);
        }
        const person = used.userId ? await personById(tx, used.userId, true) : null;
        if (!person) throw new HttpError(400, M.erasureLinkInvalid);
        if (person.anonymizedAt) return false;
        const refused = await refusal(tx, person);
        if (refused) throw refused;
        await erasePerson(tx, person, {
          now: clock(),
          keepTokenId: linkIdOf(token),
          invalidateSessions,
        });
        return true;
      });
    },
  };
}

export type Erasure = ReturnType<typeof createErasure>;
