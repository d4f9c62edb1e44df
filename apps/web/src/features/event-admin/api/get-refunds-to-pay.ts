import type { refundsToPaySchema } from '@bilheteria/domain/refund-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { organizerQueryKey } from './get-organizer-events';

/** The contract names the schema only (no `RefundsToPay` type exported): its answer's type. */
export type RefundsToPay = z.infer<typeof refundsToPaySchema>;

/** GET /api/organizador/reembolsos-a-pagar — boleto refunds the organizer must send by PIX. */
export function getRefundsToPay(signal?: AbortSignal): Promise<RefundsToPay> {
  return logFailure(
    'Erro ao buscar reembolsos a pagar',
    apiGet<RefundsToPay>('/organizador/reembolsos-a-pagar', signal ? { signal } : {}),
  );
}

export const refundsToPayQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...organizerQueryKey(userId), 'refunds-to-pay'],
    queryFn: ({ signal }) => getRefundsToPay(signal),
  });

export function useRefundsToPay(userId: string) {
  return useQuery(refundsToPayQueryOptions(userId));
}
