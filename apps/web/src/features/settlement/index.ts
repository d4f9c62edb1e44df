/**
 * Settlement (issue 29): who is owed what. The organization's statement, the operator's payouts
 * to organizations and the monthly reconciliation of the money received.
 */
export { StatementPage } from './statement/statement-page';
export { OperatorPayoutsPage } from './payouts/operator-payouts-page';
export { ReconciliationPage } from './reconciliation/reconciliation-page';
