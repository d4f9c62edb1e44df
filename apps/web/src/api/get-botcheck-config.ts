import type { BotcheckConfig } from '@bilheteria/domain/payment-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/botcheck/config: which bot check the payment runs (ALTCHA or reCAPTCHA v3); the virtual queue's door runs the same. */
export function getBotcheckConfig(signal?: AbortSignal): Promise<BotcheckConfig> {
  return apiGet<BotcheckConfig>('/botcheck/config', signal ? { signal } : {});
}

export const botcheckConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['botcheck-config'],
    queryFn: ({ signal }) => getBotcheckConfig(signal),
    staleTime: 60 * 60 * 1000,
    // A payment is waiting on it: it answers at once, right or wrong.
    retry: false,
  });
