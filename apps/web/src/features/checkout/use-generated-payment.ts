import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { PixPaymentRequest } from '@bilheteria/domain/payment-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Payer } from './lib/payer';
import { forgetPaymentKey, paymentKeyFor, type StoredPaymentMethod } from './lib/payment';
import { orderChangedOnServer, outcomeUnknown, type PaymentFailure } from './lib/payment-errors';
import { notify } from '@/lib/notify';
import { orderQueryKey } from './api/get-order';
import { runBotcheck } from './api/run-botcheck';
import { paymentBase } from './payment-body';

export type Generation<Result> =
  | { phase: 'idle' }
  | { phase: 'generating' }
  | { phase: 'ready'; result: Result }
  | { phase: 'failed'; failure: PaymentFailure };

export interface GeneratedPayment<Result> {
  state: Generation<Result>;
  /** 'Gerar…' / 'Tentar novamente': with the payer's errors shown when incomplete. */
  start: () => void;
  /** A new code (the last one expired): a new key. */
  restart: () => void;
}

/**
 * PIX and boleto: generated only when the buyer presses 'Gerar PIX' / 'Gerar boleto', never by
 * choosing the tab — a charge fixes the amount (the coupon locks) and keeps the seats, which a
 * buyer only looking at the ways to pay has not asked for. The bot check runs first, then the
 * call with this order's stored Idempotency-Key (a reload answers the same code). A refused
 * attempt forgets the key; one without an answer keeps it for the retry.
 */
export function useGeneratedPayment<Result>({
  method,
  order,
  affiliateCode,
  busy,
  onBusyChange,
  requirePayer,
  create,
  failureOf,
  generatedMessage,
}: {
  method: StoredPaymentMethod;
  order: OrderView;
  affiliateCode: string | null;
  /** Another payment call is running. */
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  /** The payer, or the errors shown and the first invalid field focused. */
  requirePayer: () => Payer | null;
  create: (body: PixPaymentRequest, idempotencyKey: string) => Promise<Result>;
  failureOf: (error: unknown) => PaymentFailure;
  generatedMessage: string;
}): GeneratedPayment<Result> {
  const queryClient = useQueryClient();
  const [state, setState] = useState<Generation<Result>>({ phase: 'idle' });
  const running = useRef(false);

  async function generate(payer: Payer) {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'generating' });
    onBusyChange(true);
    const key = paymentKeyFor(order.id, method);
    try {
      const token = await runBotcheck(queryClient);
      const result = await create(paymentBase(order, payer, token, affiliateCode), key);
      setState({ phase: 'ready', result });
      void notify.success(generatedMessage);
      // The server keeps the seats for the PIX's 30 minutes (the boleto's due day): the
      // countdown follows.
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(order.id) });
    } catch (error) {
      if (!outcomeUnknown(error)) forgetPaymentKey(order.id, method);
      if (orderChangedOnServer(error)) {
        void queryClient.invalidateQueries({ queryKey: orderQueryKey(order.id) });
      }
      const failure = failureOf(error);
      setState({ phase: 'failed', failure });
      void notify.error(failure.message, failure.description);
    } finally {
      running.current = false;
      onBusyChange(false);
    }
  }

  return {
    state,
    start: () => {
      if (busy) return;
      const payer = requirePayer();
      if (payer) void generate(payer);
    },
    restart: () => {
      forgetPaymentKey(order.id, method);
      const payer = requirePayer();
      if (payer) void generate(payer);
    },
  };
}
