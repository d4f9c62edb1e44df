import { PIX_POLL_INTERVAL_MS, PIX_POLL_LIMIT_MS } from '@bilheteria/domain/constants';
import type { PaymentStatus } from '@bilheteria/domain/payment-contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { apiSend } from '@/lib/api-send';

/** POST /api/pagseguro/notificacao { id, type: 'order' } → the payment's status ('PAID'). */
export async function getPaymentStatus(orderId: string): Promise<PaymentStatus> {
  const { status } = await apiSend<{ status: PaymentStatus }>('POST', '/pagseguro/notificacao', {
    body: { id: orderId, type: 'order' },
  });
  return status;
}

/** Statuses after which the payment's status will not change by itself. */
const SETTLED: ReadonlySet<string | undefined> = new Set<PaymentStatus>([
  'PAID',
  'DECLINED',
  'CANCELED',
  'REFUNDED',
]);

/**
 * Spec §4 PIX: the status every 2 seconds for up to 30 minutes, errors silent; it stops once
 * settled (PAID, or a card's analysis ending in a decline) or at the limit (`timedOut`). Off
 * while `orderId` is null. `check()` asks at once.
 */
export function usePaymentStatusPoll(orderId: string | null) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (orderId === null) return;
    const timer = setTimeout(() => setTimedOut(true), PIX_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [orderId]);

  const query = useQuery({
    queryKey: ['checkout', 'payment-status', orderId],
    queryFn: () => getPaymentStatus(orderId!),
    enabled: orderId !== null && !timedOut,
    retry: false,
    gcTime: 0,
    // The code has only just been shown: the first question comes one interval later.
    initialData: 'WAITING',
    initialDataUpdatedAt: Date.now,
    staleTime: PIX_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchInterval: (current) => (SETTLED.has(current.state.data) ? false : PIX_POLL_INTERVAL_MS),
  });
  const { refetch } = query;
  const check = useCallback(() => void refetch(), [refetch]);
  return { status: query.data, paid: query.data === 'PAID', timedOut, check };
}
