/** Every settlement query's key starts with one of these (issue 29). */
export const settlementKeys = {
  statement: (organizationId: string) => ['settlement', 'statement', organizationId] as const,
  operatorPayouts: () => ['settlement', 'operator-payouts'] as const,
  operatorPayout: (payoutId: string) =>
    ['settlement', 'operator-payouts', 'detail', payoutId] as const,
  reconciliation: (month: string) => ['settlement', 'reconciliation', month] as const,
};
