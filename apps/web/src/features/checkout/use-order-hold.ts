import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { participantSchema } from '@bilheteria/domain/participant';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { VIRTUAL_QUEUE_REFUSAL_CODE } from '@bilheteria/domain/virtual-queue-contract';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-send';
import { clearSelectedTickets, type SelectedTicket } from '@/lib/checkout-storage';
import {
  clearStoredHold,
  holdFor,
  rememberOrderId,
  renewHold,
  selectionSignature,
  type StoredHold,
} from './lib/hold';
import { readSavedParticipant, saveParticipant as storeParticipant } from './lib/participants';
import { paymentUnderWay } from './lib/order-state';
import { forgetPayments } from './lib/payment';
import { cancelOrder } from './api/cancel-order';
import { orderHoldQueryOptions, useOrderHoldQuery } from './api/create-order';
import { orderQueryOptions, useOrder } from './api/get-order';
import { saveParticipant } from './api/save-participant';
import { validateCoupon } from './api/validate-coupon';

/** Statuses that end a hold before payment: the buyer may reserve again. */
const ENDED = new Set<OrderView['status']>(['expired', 'canceled']);

/** Answers that a retry with the same tickets cannot change: the buyer must choose again. */
const REFUSED = new Set([400, 404, 409, 422]);

export type OrderHold =
  | { phase: 'holding' }
  /** The server could not be reached (or failed): retried with the same key. */
  | { phase: 'failed'; message: string; retry: () => void; retrying: boolean }
  /** The server refused this selection (no seats left, sales closed, limits). */
  | { phase: 'refused'; message: string }
  /** The event's virtual queue is on and this buyer was not admitted yet: to the queue. */
  | { phase: 'queued'; eventId: string }
  | {
      phase: 'held';
      order: OrderView;
      /** Local time (ms) at which the hold ends, from the server's own clock difference. */
      endsAt: number;
      /** The hold is over (expired or canceled): 'Reservar novamente'. */
      ended: boolean;
      /** Asks the server again (the countdown reached zero). */
      refresh: () => void;
      /** A new hold for the same selection; participants and coupon carried over. */
      reserveAgain: () => void;
      /** Participants and coupon are being moved to the new hold. */
      carryingOver: boolean;
      /**
       * The buyer leaves by the checkout's own way out ('Voltar ao evento', 'Voltar para
       * Eventos'): the seats go back at once, and a return starts a new hold.
       */
      release: () => void;
    };

/** How long the hold has left by the server's clock, when the answer was given. */
export function holdRemainingMs(order: OrderView): number {
  return Date.parse(order.expira_em) - Date.parse(order.agora);
}

/** Saved participants (and the coupon) of an ended hold, brought to the new one. */
async function carryOver(order: OrderView, coupon: string | null): Promise<void> {
  for (let position = 1; position <= order.quantidade_ingressos; position++) {
    const stored = readSavedParticipant(position);
    if (!stored) continue;
    const participant = participantSchema.safeParse(stored);
    if (!participant.success) continue;
    try {
      const { id } = await saveParticipant({
        orderId: order.id,
        position,
        participant: participant.data,
      });
      storeParticipant(position, stored, id);
    } catch {
      // That participant is saved again by hand; the form still has the data.
    }
  }
  if (coupon) {
    await validateCoupon({ code: coupon, orderId: order.id }).catch(() => undefined);
  }
}

/**
 * The order that holds this selection's seats (DESIGN "The heart"): asked for on arrival with
 * the selection's Idempotency-Key, so a reload or a retry answers the same order; a different
 * selection cancels the previous order (best effort) and takes a new key.
 */
export function useOrderHold(
  tickets: readonly SelectedTicket[],
  affiliateCode: string | null,
): OrderHold {
  const queryClient = useQueryClient();
  const signature = selectionSignature(tickets);
  const [{ hold, replacedOrderId }, setHold] = useState<{
    hold: StoredHold;
    replacedOrderId: string | null;
  }>(() => holdFor(signature));
  const [carryingOver, setCarryingOver] = useState(false);

  useEffect(() => {
    if (replacedOrderId) void cancelOrder(replacedOrderId);
  }, [replacedOrderId]);

  const request = { idempotencyKey: hold.idempotencyKey, tickets, affiliateCode };
  const creation = useOrderHoldQuery(request);
  const created = creation.data;
  const order = useOrder(created?.id, created, creation.dataUpdatedAt);

  useEffect(() => {
    if (created) rememberOrderId(hold, created.id);
  }, [created, hold]);

  if (creation.isPending) return { phase: 'holding' };
  if (creation.isError) {
    const error = creation.error;
    const eventId = tickets[0]?.eventId;
    if (
      error instanceof ApiRequestError &&
      error.status === 409 &&
      error.code === VIRTUAL_QUEUE_REFUSAL_CODE &&
      eventId
    ) {
      return { phase: 'queued', eventId };
    }
    if (error instanceof ApiError && REFUSED.has(error.status)) {
      return { phase: 'refused', message: error.message };
    }
    const status = error instanceof ApiError ? error.status : 0;
    return {
      phase: 'failed',
      // A 429 says when to come back; a network error or a 5xx gets the spec's sentence.
      message: status === 0 || status >= 500 ? CHECKOUT_MESSAGES.holdFailed : error.message,
      retry: () => void creation.refetch(),
      retrying: creation.isFetching,
    };
  }

  const current = order.data ?? creation.data;
  const receivedAt = order.data ? order.dataUpdatedAt : creation.dataUpdatedAt;
  const remaining = holdRemainingMs(current);

  function reserveAgain() {
    const coupon = current.cupom?.nome ?? null;
    const renewed = renewHold(signature);
    setHold({ hold: renewed, replacedOrderId: null });
    setCarryingOver(true);
    queryClient
      .fetchQuery(
        orderHoldQueryOptions({ idempotencyKey: renewed.idempotencyKey, tickets, affiliateCode }),
      )
      .then(async (renewedOrder) => {
        await carryOver(renewedOrder, coupon);
        // Read now, whether or not the page already watches this order.
        await queryClient.fetchQuery({ ...orderQueryOptions(renewedOrder.id), staleTime: 0 });
      })
      // A failed hold shows through the query's own error state.
      .catch(() => undefined)
      .finally(() => setCarryingOver(false));
  }

  function release() {
    // Paid, ended, or a payment that may still arrive (a PIX or boleto, a card in analysis):
    // nothing to give back.
    if (current.status !== 'reserved' || paymentUnderWay(current)) return;
    clearStoredHold();
    forgetPayments();
    clearSelectedTickets();
    void cancelOrder(current.id);
  }

  return {
    phase: 'held',
    order: current,
    release,
    endsAt: receivedAt + remaining,
    ended: ENDED.has(current.status) || (current.status === 'reserved' && remaining <= 0),
    refresh: () => void order.refetch(),
    reserveAgain,
    carryingOver,
  };
}
