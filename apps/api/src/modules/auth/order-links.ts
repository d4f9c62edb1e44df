import { orderPagePath } from '@bilheteria/domain/auth-contract';
import type { DbOrTx } from '../../db/client';
import type { AccountLinks } from './account-links';
import type { ParticipantAccountsService } from './participant-accounts';
import { signsInWithPasswordOnly } from './session-organization';

/** Links to an order's page that work on whatever device its e-mail is opened. */
export interface OrderLinks {
  /**
   * The address to put in an e-mail about an order sent to `email`: a single-use link that signs
   * that address's account in (made when missing, as a participant's is) and opens the order.
   * An organizer's or operator's account gets the plain page: they sign in with their password.
   * Written in `runner` (the job's transaction) when given.
   */
  urlFor(
    order: { id: string },
    recipient: { email: string; name?: string | null },
    runner?: DbOrTx,
  ): Promise<string>;
}

export function createOrderLinks({
  db,
  links,
  participants,
  baseUrl,
}: {
  db: DbOrTx;
  links: AccountLinks;
  participants: ParticipantAccountsService;
  baseUrl: string;
}): OrderLinks {
  return {
    async urlFor(order, recipient, runner = db) {
      const page = orderPagePath(order.id);
      const account = await participants.ensureAccount(
        { name: recipient.name ?? '', email: recipient.email },
        runner,
      );
      const passwordOnly = await signsInWithPasswordOnly(runner, {
        id: account.userId,
        role: account.role,
      });
      if (passwordOnly) return `${baseUrl}${page}`;
      const link = await links.issue(runner, {
        purpose: 'order-link',
        userId: account.userId,
        email: account.email,
        redirectPath: page,
      });
      return link.url;
    },
  };
}
