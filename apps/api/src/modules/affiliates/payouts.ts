import type {
  PayoutDetail,
  PayoutOverview,
  PendingPayouts,
} from '@bilheteria/domain/affiliate-contract';
import type { Db } from '../../db/client';
import { closeMonth } from './close-month';
import { markPayoutPaid } from './mark-payout-paid';
import { payoutCsv } from './payout-csv';
import { payoutDetail, payoutsOverview } from './payout-views';
import { pendingPayouts } from './pending-payouts';

export interface PayoutsService {
  overview(): Promise<PayoutOverview>;
  /** 'A fechar': the entries in no payout yet, per affiliate and the month that will pay them. */
  pending(): Promise<PendingPayouts>;
  closeMonth(month: string, adminId: string): Promise<PayoutDetail>;
  detail(payoutId: string): Promise<PayoutDetail>;
  markPaid(payoutId: string, paidOn: string, adminId: string): Promise<PayoutDetail>;
  /** The batch as a CSV for the bank's PIX batch upload, and its file name. */
  csv(payoutId: string): Promise<{ fileName: string; body: string }>;
}

/**
 * The admins' monthly payout. Closing month M takes every ledger entry payable before M ended
 * and not yet in a batch, sums it per affiliate, and makes a batch of the affiliates whose sum
 * is positive (a debit from a refund after payout waits, with the commissions it offsets, for a
 * later month). The month is unique and each entry joins one batch at most, so closing a month
 * twice — two admins at once included — pays nothing twice.
 */
export function createPayoutsService({
  db,
  clock = () => new Date(),
}: {
  db: Db;
  clock?: () => Date;
}): PayoutsService {
  const detail = payoutDetail(db);
  return {
    overview: payoutsOverview({ db, clock }),
    pending: pendingPayouts(db),
    closeMonth: closeMonth({ db, clock, detail }),
    detail,
    markPaid: markPayoutPaid({ db, clock, detail }),
    csv: payoutCsv(detail),
  };
}
