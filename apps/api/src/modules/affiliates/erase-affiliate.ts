import { erasedEmail, erasedName } from '@bilheteria/domain/personal-data-contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { affiliates } from '../../db/schema';

/**
 * An affiliate's record anonymised with their account (issue 30): name, e-mail, CPF, phone and
 * bank details. The code stays (orders and the ledger name it). Closed payouts keep their lines
 * — who was paid, how much, where — as the payment's financial record (decision 0033).
 */
export async function eraseAffiliate(tx: DbOrTx, userId: string, pseudonym: string): Promise<void> {
  await tx
    .update(affiliates)
    .set({
      fullName: erasedName(pseudonym),
      email: erasedEmail(pseudonym),
      cpf: null,
      phone: null,
      bankDetails: null,
    })
    .where(eq(affiliates.userId, userId));
}
