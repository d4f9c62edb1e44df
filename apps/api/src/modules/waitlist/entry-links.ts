import { createHash, randomBytes } from 'node:crypto';
import { WAITLIST_MESSAGES as M } from '@bilheteria/domain/waitlist-contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { HttpError } from '../../http/errors';

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(24).toString('base64url');

/** The addresses the e-mails link to, each carrying its entry's token. */
export interface WaitlistLinks {
  offer(token: string): string;
  leave(token: string): string;
}

export function waitlistLinks(baseUrl: string): WaitlistLinks {
  return {
    offer: (token) => `${baseUrl}/lista-de-espera/oferta?token=${token}`,
    leave: (token) => `${baseUrl}/lista-de-espera/sair?token=${token}`,
  };
}

/** The entry a link's token names (leave or offer token), or 404 'link inválido'. */
export async function entryOf(runner: DbOrTx, token: string, lock = false) {
  const hash = hashOf(token);
  const query = runner
    .select()
    .from(waitlistEntries)
    .where(
      sql`${waitlistEntries.leaveTokenHash} = ${hash} or ${waitlistEntries.offerTokenHash} = ${hash}`,
    );
  const [entry] = lock ? await query.for('update') : await query;
  if (!entry) throw new HttpError(404, M.linkInvalid);
  return entry;
}
