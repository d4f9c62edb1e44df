import { erasedEmail, erasedName } from '@bilheteria/domain/personal-data-contract';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens, sessions, users } from '../../db/schema';

/**
 * An account erased at its owner's request (issue 30), inside the erasure's transaction: the
 * row stays (orders and ledgers point at it) under the pseudonym, with no password, contact or
 * document; every session and link goes, but the link that confirmed the erasure, kept used
 * under the pseudonym so a second click is recognised. The caller drops cached sessions.
 */
export async function eraseAccount(
  tx: DbOrTx,
  target: { userId: string; emails: readonly string[]; pseudonym: string; keepTokenId?: string },
  now: Date,
): Promise<void> {
  const { userId, emails, pseudonym, keepTokenId } = target;
  await tx
    .update(users)
    .set({
      name: erasedName(pseudonym),
      email: erasedEmail(pseudonym),
      passwordHash: null,
      phone: null,
      cpf: null,
      city: null,
      state: null,
      anonymizedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const theirs = or(
    eq(accountTokens.userId, userId),
    emails.length > 0 ? inArray(accountTokens.email, [...emails]) : undefined,
  );
  await tx
    .delete(accountTokens)
    .where(keepTokenId ? and(theirs, ne(accountTokens.id, keepTokenId)) : theirs);
  if (keepTokenId) {
    await tx
      .update(accountTokens)
      .set({ email: erasedEmail(pseudonym), redirectPath: null })
      .where(eq(accountTokens.id, keepTokenId));
  }
}
