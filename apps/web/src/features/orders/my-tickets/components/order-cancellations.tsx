import type { MyTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { useQueryClient } from '@tanstack/react-query';
import { CancelOrderSlot } from '@/features/orders/cancel-order/cancel-order-slot';
import { myTicketsQueryOptions } from '../api/get-my-tickets';

type Ticket = MyTicketsResponse['eventos'][number]['ingressos'][number];

/** The orders among these tickets that the signed-in user bought, each once, in list order. */
export function ordersBought(tickets: readonly Ticket[]): { id: string; numero: number }[] {
  const seen = new Map<string, number>();
  for (const ticket of tickets) {
    if (ticket.comprador && !seen.has(ticket.pedido_id)) {
      seen.set(ticket.pedido_id, ticket.pedido_numero);
    }
  }
  return [...seen].map(([id, numero]) => ({ id, numero }));
}

/**
 * 'Cancelar pedido' for each order of this event the signed-in user bought (issue 18), with its
 * refunds; an order with nothing to do or show takes no room. A cancellation asks Meus
 * Ingressos again, so its tickets show 'Cancelado'.
 */
export function OrderCancellations({ userId, tickets }: { userId: string; tickets: Ticket[] }) {
  const queryClient = useQueryClient();
  const orders = ordersBought(tickets);
  if (orders.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 empty:hidden">
      {orders.map((order) => (
        <CancelOrderSlot
          key={order.id}
          orderId={order.id}
          headingLevel={3}
          title={`Pedido nº ${order.numero}`}
          compact
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: myTicketsQueryOptions(userId).queryKey })
          }
        />
      ))}
    </div>
  );
}
