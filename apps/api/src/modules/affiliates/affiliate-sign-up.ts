import { affiliateCodeCandidate } from '@bilheteria/domain/affiliate';
import {
  AFFILIATE_MESSAGES,
  type AffiliateSignUp,
  type AffiliateSignUpResponse,
} from '@bilheteria/domain/affiliate-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { affiliates, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { AuthService } from '../auth';

const M = AFFILIATE_MESSAGES;
/**
 * The platform's operator pays the affiliates: their account never becomes one. (Kept here until
 * the domain's AFFILIATE_MESSAGES has a text for it.)
 */
export const OPERATOR_CANNOT_JOIN =
  'A conta do operador da plataforma não pode se cadastrar como afiliado.';
/** Two sign-ups in the same millisecond with the same first letters: try the next ones. */
const CODE_ATTEMPTS = 5;

/** A buyer's account becomes an affiliate's, with a code of its own. */
export function affiliateSignUp({
  db,
  sessions,
  clock,
}: {
  db: Db;
  sessions: Pick<AuthService, 'invalidateSessions'>;
  clock: () => Date;
}): (user: SessionUser, input: AffiliateSignUp) => Promise<AffiliateSignUpResponse> {
  return async (user, input) => {
    if (user.role === 'admin') throw new HttpError(409, M.adminCannotJoin);
    if (user.role === 'operador') throw new HttpError(409, OPERATOR_CANNOT_JOIN);
    if (user.role === 'affiliate') throw new HttpError(409, M.alreadyAffiliate);
    const now = clock();
    return db.transaction(async (tx) => {
      // Two tabs submitting at once: the second waits here and finds the first's record.
      const [account] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (account?.role !== 'user') throw new HttpError(409, M.alreadyAffiliate);
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
        const code = affiliateCodeCandidate(input.email, now, attempt);
        const created = await tx
          .transaction(async (savepoint) => {
            await savepoint.insert(affiliates).values({
              code,
              userId: user.id,
              fullName: input.fullName,
              email: input.email,
              cpf: input.cpf,
              phone: input.phone,
              bankDetails: input.bankDetails,
              createdAt: now,
              updatedAt: now,
            });
            await savepoint
              .update(users)
              .set({ role: 'affiliate', affiliateCode: code })
              .where(eq(users.id, user.id));
            // Every session of the account is an affiliate's now.
            await sessions.invalidateSessions(savepoint, { userId: user.id });
            return true;
          })
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) return false;
            throw error;
          });
        if (created) return { codigo: code, nome: input.fullName };
      }
      throw new HttpError(503, M.signUpFailed);
    });
  };
}
