import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { MyOrdersResponse } from '@bilheteria/domain/my-orders-contract';
import type { Db } from '../../db/client';
import type { BillingService } from '../billing';
import { listMyOrders } from './my-orders';
import { attachOrdersPaidBy } from './order-owners';

/** Who owns each order after the guest moment, and what an owner sees. */
export interface OrderOwners {
  /** Gives the account the ownerless orders paid under its (proved) e-mail; answers how many. */
  attachByEmail(email: string, userId: string): Promise<number>;
  /** Meus Pedidos; a signed-in person's address is proved, so their guest orders join first. */
  myOrders(user: SessionUser): Promise<MyOrdersResponse>;
}

export function createOrderOwners(
  db: Db,
  { clock, billing }: { clock: () => Date; billing: Pick<BillingService, 'billingsOf'> },
): OrderOwners {
  const attach = attachOrdersPaidBy(db);
  const list = listMyOrders(db, billing);
  return {
    attachByEmail: (email, userId) => attach(email, userId, clock()),
    async myOrders(user) {
      await attach(user.email, user.id, clock());
      return list(user.id);
    },
  };
}
