import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** What a person may fix in their own account (issue 30: PATCH /api/minha-conta/dados). */
export interface AccountDetails {
  name: string;
  phone: string;
  cpf: string;
  city: string;
  state: string;
}

/**
 * Writes the account's own details ('' clears one); the e-mail is the login and stays. The
 * caller drops cached sessions (the name shows in them). Null when the account is gone.
 */
export async function updateAccountDetails(
  runner: DbOrTx,
  userId: string,
  details: AccountDetails,
) {
  const orNull = (value: string) => (value === '' ? null : value);
  const [row] = await runner
    .update(users)
    .set({
      name: details.name,
      phone: orNull(details.phone),
      cpf: orNull(details.cpf),
      city: orNull(details.city),
      state: orNull(details.state),
    })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
