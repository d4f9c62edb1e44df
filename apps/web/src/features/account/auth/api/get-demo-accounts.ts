import type { DemoAccount } from '@bilheteria/domain/auth-contract';
import { useEffect, useState } from 'react';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/auth/demo-accounts: the demo box's accounts. The server answers only in demo mode
 * (404 otherwise), so a failure just means "no demo box": it is neither retried nor logged.
 * Asked once per visit of the login page, outside the query cache: the accounts never change
 * while the server runs, and this keeps the page's chunk apart from the catalog's query code.
 */
export function useDemoAccounts(): DemoAccount[] {
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<{ accounts: DemoAccount[] }>('/auth/demo-accounts', { signal: controller.signal }).then(
      (answer) => setAccounts(answer.accounts),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return accounts;
}
