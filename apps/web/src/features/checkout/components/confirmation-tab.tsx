import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { useQueryClient } from '@tanstack/react-query';
import { OrderConfirmation } from '@/features/orders';
import { receiptOf } from '@/lib/checkout-confirmation';
import { orderQueryKey } from '../api/get-order';

/**
 * Spec §2 Confirmação, after a card payment or a free registration: the same finished
 * confirmation /confirmacao shows after PIX and boleto (the receipt, the tickets, 'Cancelar
 * pedido'), once the order reads as paid.
 */
export function ConfirmationTab({ order }: { order: OrderView }) {
  const queryClient = useQueryClient();
  if (!receiptOf(order) && order.status !== 'refunded') {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Confirmando o pagamento...
      </p>
    );
  }
  return (
    <OrderConfirmation
      order={order}
      headingLevel={2}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: orderQueryKey(order.id) })}
    />
  );
}
