import type { Db } from '../../db/client';
import { recordCommissions } from '../affiliates';
import { recordSettlement, SETTLEMENT_CREDIT_JOB } from './ledger';
import { organizationPayouts } from './payouts';
import { monthlyReconciliation } from './reconciliation';
import { organizationStatement, payoutDetail, statementExport } from './statement';

export interface SettlementServiceOptions {
  db: Db;
  clock: () => Date;
  /** Days after an event ends before its money can be paid out (ORGANIZER_PAYABLE_AFTER_DAYS). */
  payableAfterDays: number;
  /** The affiliates' own delay, for the commissions the credit job records first. */
  affiliatePayableAfterDays: number;
}

export function createSettlementService(options: SettlementServiceOptions) {
  const { db, clock } = options;
  return {
    statement: organizationStatement(options),
    exportStatement: statementExport(options),
    payoutDetail: (payoutId: string, organizationId?: string) =>
      payoutDetail(db, payoutId, clock(), organizationId),
    payouts: organizationPayouts(options),
    reconcile: monthlyReconciliation(options),
    jobs: {
      [SETTLEMENT_CREDIT_JOB]: {
        run: async (payload: Record<string, unknown>) => {
          const orderId = payload.orderId;
          if (typeof orderId !== 'string') throw new Error('settlement.credit without orderId');
          await recordSettlement(db, orderId, {
            payableAfterDays: options.payableAfterDays,
            recordCommissions: (runner, id) =>
              recordCommissions(runner, id, {
                payableAfterDays: options.affiliatePayableAfterDays,
              }),
          });
        },
      },
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
