import { randomBytes } from 'node:crypto';
import { erasedEmail, erasedName } from '@bilheteria/domain/personal-data-contract';
import type { DbOrTx } from '../../db/client';
import { eraseAffiliate } from '../affiliates';
import { eraseAccount, type SessionTarget } from '../auth';
import { erasePayerBilling } from '../billing';
import { eraseCertificates } from '../certificates';
import { eraseParticipants } from '../checkout';
import { eraseMessages, scrubMessagesMentioning } from '../mail';
import { eraseMember } from '../organizations';
import { erasePayers } from '../payments';
import { eraseRefundKeys } from '../refunds';
import { eraseTicketHolders } from '../tickets';
import { eraseWaitlistEntries } from '../waitlist';
import {
  addressesOf,
  orderIdsOf,
  participantIdsOf,
  replacementsFor,
  type Person,
} from './person-reads';
import { eraseAnswers } from '../registration';

/** A fresh pseudonym: random, kept nowhere but in the rows it replaces the person in. */
export const newPseudonym = () => randomBytes(6).toString('hex');

/**
 * The person anonymised everywhere, in the caller's transaction (issue 30, decision 0033):
 * each owning module rewrites its own tables. Orders, amounts, tickets' codes, refunds and
 * the settlement and affiliate ledgers stay as they are, pointing at the anonymised account.
 */
export async function erasePerson(
  tx: DbOrTx,
  person: Person,
  deps: {
    now: Date;
    /** The confirming link, kept used under the pseudonym (a second click is recognised). */
    keepTokenId?: string;
    invalidateSessions: (tx: DbOrTx, target: SessionTarget) => Promise<void>;
  },
): Promise<void> {
  const pseudonym = newPseudonym();
  const orderIds = await orderIdsOf(tx, person.id);
  const addresses = await addressesOf(tx, person, orderIds);
  const buyerIds = await participantIdsOf(tx, person.id, addresses);
  const replacements = await replacementsFor(
    tx,
    person,
    { orderIds, addresses, buyerIds },
    { name: erasedName(pseudonym), email: erasedEmail(pseudonym) },
  );
  if (buyerIds.length > 0) {
    await eraseAnswers(tx, buyerIds);
    await eraseParticipants(tx, buyerIds, pseudonym);
  }
  await eraseCertificates(tx, { userId: person.id, emails: addresses }, pseudonym);
  await eraseTicketHolders(tx, { userId: person.id, emails: addresses }, pseudonym);
  await erasePayerBilling(tx, orderIds, pseudonym);
  await erasePayers(tx, orderIds, pseudonym, replacements);
  await eraseRefundKeys(tx, orderIds);
  await eraseMessages(tx, { addresses }, pseudonym);
  await scrubMessagesMentioning(tx, replacements);
  await eraseWaitlistEntries(tx, { addresses }, pseudonym);
  await eraseAffiliate(tx, person.id, pseudonym);
  await eraseMember(
    tx,
    { userId: person.id, emails: addresses, pseudonym, now: deps.now },
    replacements,
  );
  await eraseAccount(
    tx,
    {
      userId: person.id,
      emails: addresses,
      pseudonym,
      ...(deps.keepTokenId ? { keepTokenId: deps.keepTokenId } : {}),
    },
    deps.now,
  );
  // Last: on PostgreSQL the cache's message goes out with the commit.
  await deps.invalidateSessions(tx, { userId: person.id });
}
