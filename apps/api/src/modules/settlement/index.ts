import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { operatorSettlementRoutes, statementRoutes } from './routes';
import { createSettlementService } from './service';

export { reverseSettlement, SETTLEMENT_CREDIT_JOB } from './ledger';

/**
 * Settlement (issue 29): the organizers' ledger (credits written by a job after `order.paid`,
 * reversed by refunds in their own transaction), their statements, the operator's payouts and
 * the monthly reconciliation. Owns settlement_entries, settlement_payouts and
 * settlement_payout_entries.
 */
export const settlementModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const settlement = createSettlementService({
      db: database.db,
      clock: clock ?? (() => new Date()),
      payableAfterDays: config.settlement.payableAfterDays,
      affiliatePayableAfterDays: config.affiliates.payableAfterDays,
    });
    app.jobHandlers.add(settlement.jobs);
    await app.register(statementRoutes, { prefix: '/api', settlement });
    await app.register(operatorSettlementRoutes, { prefix: '/api', settlement });
  },
  { name: 'settlement', dependencies: ['jobs'] },
);
