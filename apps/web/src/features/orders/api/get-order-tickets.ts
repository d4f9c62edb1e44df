import { PIX_POLL_INTERVAL_MS } from '@bilheteria/domain/constants';
import type { DeliveryStatusText, OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** How long a page left open keeps asking about e-mails still on their way. */
export const ORDER_TICKETS_WATCH_MS = 2 * 60 * 1_000;

/** Deliveries that are still moving: the outbox has not sent them, or is trying again. */
const IN_FLIGHT: readonly DeliveryStatusText[] = ['Na fila', 'Tentando novamente'];

export const orderTicketsQueryKey = (orderId: string) => ['order', orderId, 'tickets'] as const;

/** GET /api/pedidos/:id/ingressos — the order's tickets and where each e-mail is. */
export function getOrderTickets(orderId: string, signal?: AbortSignal) {
  return logFailure(
    'Erro ao buscar ingressos do pedido',
    apiGet<OrderTicketsResponse>(
      `/pedidos/${encodeURIComponent(orderId)}/ingressos`,
      signal ? { signal } : {},
    ),
  );
}

/**
 * Nothing left to wait for: every ticket issued, and no e-mail (a participant's or the buyer's
 * summary) queued or being retried. 'Enviado' and 'Devolvido' are final.
 */
export function deliveriesSettled(answer: OrderTicketsResponse): boolean {
  if (!answer.emitidos) return false;
  if (answer.ingressos.some((ticket) => IN_FLIGHT.includes(ticket.email.situacao))) return false;
  return !answer.resumo || !IN_FLIGHT.includes(answer.resumo.entrega.situacao);
}

export const orderTicketsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderTicketsQueryKey(orderId),
    queryFn: ({ signal }) => getOrderTickets(orderId, signal),
  });

/**
 * An order's tickets for its confirmation: asked again every 2 s while tickets are being issued
 * or e-mails are on their way, for up to 2 minutes from the first render, and again from
 * `watch()` (after a re-send, a corrected address or 'Atualizar'). `gaveUp`: the 2 minutes passed with something still
 * on its way (the page offers to ask again).
 */
export function useOrderTickets(orderId: string, enabled = true) {
  const [watchingSince, setWatchingSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const left = ORDER_TICKETS_WATCH_MS - (Date.now() - watchingSince);
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [watchingSince]);

  const query = useQuery({
    ...orderTicketsQueryOptions(orderId),
    enabled,
    // Each answer is news: never served from the cache as fresh.
    staleTime: 0,
    refetchInterval: (current) => {
      const answer = current.state.data;
      if (gaveUp || current.state.status === 'error') return false;
      return answer && deliveriesSettled(answer) ? false : PIX_POLL_INTERVAL_MS;
    },
  });
  /** Watches for another 2 minutes (what changed is asked for by whoever changed it). */
  const watch = useCallback(() => {
    setWatchingSince(Date.now());
    setGaveUp(false);
  }, []);
  const settled = query.data ? deliveriesSettled(query.data) : false;
  return { query, settled, gaveUp: gaveUp && !settled, watch };
}
