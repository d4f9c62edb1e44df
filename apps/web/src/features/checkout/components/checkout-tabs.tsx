import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import {
  PAYMENT_MESSAGES,
  type CardPaymentResponse,
  type FreeOrderResponse,
} from '@bilheteria/domain/payment-contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CreditCard, Users } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { clearCheckoutAfterPayment } from '../lib/payment';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { orderQueryKey } from '../api/get-order';
import { usePublicKey } from '../api/get-public-key';
import { ConfirmationTab } from './confirmation-tab';
import { ParticipantsTab } from './participants-tab';
import { PaymentTab } from './payment-tab';

export type CheckoutTab = 'participante' | 'pagamento' | 'confirmacao';

/** Positions 1..total not saved yet, in order. */
function unsavedPositions(total: number, saved: ReadonlySet<number>): number[] {
  return Array.from({ length: total }, (_, index) => index + 1).filter(
    (position) => !saved.has(position),
  );
}

/** The order as a card payment leaves it: paid, with its terms. */
function paidByCard(order: OrderView, response: CardPaymentResponse): OrderView {
  return {
    ...order,
    status: 'paid',
    pagamento: {
      metodo: 'credit-card',
      status: response.status,
      parcelas: response.parcelas || 1,
      valor_parcela_centavos: response.valor_parcela_centavos,
      juros_centavos: response.juros_centavos,
      total_pago_centavos: response.total_centavos,
    },
  };
}

/** The order as a free registration leaves it: paid, nothing charged. */
function registeredFree(order: OrderView, response: FreeOrderResponse): OrderView {
  return {
    ...order,
    numero: response.numero,
    status: 'paid',
    pagamento: {
      metodo: 'free',
      status: response.status,
      parcelas: 1,
      valor_parcela_centavos: 0,
      juros_centavos: 0,
      total_pago_centavos: 0,
    },
  };
}

/**
 * Spec §2 main tabs and their rules: Participante (disabled once the purchase is complete),
 * Pagamento (only once every participant is saved, and not after completion), Confirmação
 * (only after completion). The provider's public key is asked for on arrival (spec §7).
 */
export function CheckoutTabs({
  order,
  affiliateCode,
  onOrderClosed,
  onCardInstalmentsChange,
}: {
  order: OrderView;
  affiliateCode: string | null;
  onOrderClosed: () => void;
  /** The card's instalment count while the card is the chosen way to pay, else null. */
  onCardInstalmentsChange: (orderId: string, count: number | null) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const publicKey = usePublicKey();
  const [paidHere, setPaidHere] = useState(false);
  const total = order.quantidade_ingressos;
  const saved = new Set(order.participantes.map((participant) => participant.posicao));
  const unsaved = unsavedPositions(total, saved);
  const allSaved = unsaved.length === 0;
  const completed = paidHere || order.status === 'paid' || order.status === 'refunded';

  const [chosenTab, setChosenTab] = useState<CheckoutTab>(() =>
    completed ? 'confirmacao' : allSaved ? 'pagamento' : 'participante',
  );
  const [current, setCurrent] = useState(() => unsaved[0] ?? 1);
  // After a save the next form (or Pagamento) opens where the button was, at the bottom of a
  // long page: the view and the focus go to its heading, which says where the buyer now is.
  const [focusTarget, setFocusTarget] = useState<'participante' | 'pagamento' | null>(null);
  const focusDone = useCallback(() => setFocusTarget(null), []);

  const enabled: Record<CheckoutTab, boolean> = {
    participante: !completed,
    pagamento: allSaved && !completed,
    confirmacao: completed,
  };
  // A tab that closed meanwhile (a new hold has no participants yet) gives way.
  const tab: CheckoutTab = enabled[chosenTab]
    ? chosenTab
    : completed
      ? 'confirmacao'
      : 'participante';

  /**
   * Spec §4 Card: completed, Confirmação, the toast, and the checkout's storage cleared. An
   * error toast of an earlier attempt goes: it no longer describes anything.
   */
  function complete(paid: (current: OrderView) => OrderView, message: string) {
    queryClient.setQueryData<OrderView>(orderQueryKey(order.id), (current) =>
      paid(current ?? order),
    );
    setPaidHere(true);
    setChosenTab('confirmacao');
    clearCheckoutAfterPayment();
    void notify.dismiss('error');
    void notify.success(message);
    void queryClient.invalidateQueries({ queryKey: orderQueryKey(order.id) });
  }

  function handlePaid(response: CardPaymentResponse) {
    complete((current) => paidByCard(current, response), PAYMENT_MESSAGES.paymentProcessed);
  }

  /** A free order: its registration confirmed, in those words (not 'Pagamento processado'). */
  function handleFreeConfirmed(response: FreeOrderResponse) {
    complete((current) => registeredFree(current, response), PAYMENT_MESSAGES.freeOrderConfirmed);
  }

  /** Spec §4 PIX: on PAID the toast, then /confirmacao with the order (once). */
  const confirmed = useRef(false);
  const handleConfirmed = useCallback(
    (orderId: string) => {
      if (confirmed.current) return;
      confirmed.current = true;
      clearCheckoutAfterPayment();
      void notify.dismiss('error');
      void notify.success(PAYMENT_MESSAGES.paymentConfirmed);
      void navigate(paths.orderConfirmation(orderId));
    },
    [navigate],
  );

  function handleSaved(position: number) {
    const nowSaved = new Set(saved).add(position);
    const stillUnsaved = unsavedPositions(total, nowSaved);
    if (position < total) {
      void notify.success(CHECKOUT_MESSAGES.participantSaved);
      setFocusTarget('participante');
      setCurrent(position + 1);
    } else if (stillUnsaved.length > 0) {
      void notify.success(CHECKOUT_MESSAGES.participantSaved);
      setFocusTarget('participante');
      setCurrent(stillUnsaved[0]!);
    } else {
      void notify.success(CHECKOUT_MESSAGES.allParticipantsSaved);
      setFocusTarget('pagamento');
      setChosenTab('pagamento');
    }
  }

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setChosenTab(value as CheckoutTab)}
      className="gap-6"
    >
      <TabsList aria-label="Etapas da compra" className="grid h-auto w-full grid-cols-3">
        <TabsTrigger value="participante" disabled={!enabled.participante} className="py-2">
          <Users aria-hidden className="hidden sm:block" />
          Participante
        </TabsTrigger>
        <TabsTrigger value="pagamento" disabled={!enabled.pagamento} className="py-2">
          <CreditCard aria-hidden className="hidden sm:block" />
          Pagamento
        </TabsTrigger>
        <TabsTrigger value="confirmacao" disabled={!enabled.confirmacao} className="py-2">
          <CircleCheck aria-hidden className="hidden sm:block" />
          Confirmação
        </TabsTrigger>
      </TabsList>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <TabsContent value="participante">
          <ParticipantsTab
            focusHeading={focusTarget === 'participante'}
            onHeadingFocused={focusDone}
            orderId={order.id}
            eventId={order.evento.id}
            items={order.itens}
            total={total}
            saved={saved}
            current={current}
            onCurrentChange={setCurrent}
            onSaved={handleSaved}
            onOrderClosed={onOrderClosed}
          />
        </TabsContent>
        <TabsContent value="pagamento">
          <PaymentTab
            order={order}
            affiliateCode={affiliateCode}
            sandbox={publicKey.data?.sandbox ?? false}
            focusHeading={focusTarget === 'pagamento'}
            onHeadingFocused={focusDone}
            onPaid={handlePaid}
            onFreeConfirmed={handleFreeConfirmed}
            onConfirmed={handleConfirmed}
            onCardInstalmentsChange={onCardInstalmentsChange}
          />
        </TabsContent>
        <TabsContent value="confirmacao">
          <ConfirmationTab order={order} />
        </TabsContent>
      </div>
    </Tabs>
  );
}
