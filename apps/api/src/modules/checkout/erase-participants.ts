import { erasedEmail, erasedName } from '@bilheteria/domain/personal-data-contract';
import { inArray, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { buyers } from '../../db/schema';

const isIdList = (ids: readonly string[] | SQLWrapper): ids is readonly string[] =>
  Array.isArray(ids);

/**
 * Participants' forms anonymised (issue 30: a person's erasure, an event's retention): the row
 * stays — its ticket and order keep their shape — with the pseudonym for name and e-mail and
 * every other field empty. The terms' acceptance time stays: it says the form was agreed to.
 */
export async function eraseParticipants(
  tx: DbOrTx,
  buyerIds: readonly string[] | SQLWrapper,
  pseudonym: string,
): Promise<void> {
  await tx
    .update(buyers)
    .set({
      firstName: erasedName(pseudonym),
      lastName: '',
      email: erasedEmail(pseudonym),
      businessPhone: '',
      mobilePhone: '',
      company: '',
      jobTitle: '',
      department: '',
      segment: '',
      companySize: '',
      responsibilityLevel: '',
      state: '',
      city: '',
      cpf: null,
    })
    .where(isIdList(buyerIds) ? inArray(buyers.id, buyerIds) : inArray(buyers.id, buyerIds));
}
