import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { orderTicketsQueryKey } from '@/features/orders/api/get-order-tickets';
import { CancelOrderSlot } from '@/features/orders/cancel-order/cancel-order-slot';
import { OrderReceipt } from '@/features/orders/components/order-receipt';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** An order whose every ticket was cancelled: which one; its refunds follow. */
function CanceledOrderHeading({ order, headingLevel }: { order: OrderView; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <Ban aria-hidden className="size-14 text-red-700" />
      <Heading className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Pedido nº {order.numero}
      </Heading>
      <p className="text-slate-600">
        {order.evento.titulo} · {order.evento.data}
      </p>
    </div>
  );
}

/**
 * The finished purchase, the same after every way to pay: the checkout's Confirmação tab after a
 * card (or a free registration) and /confirmacao after PIX and boleto. The receipt, then the
 * buyer's 'Cancelar pedido' and refunds; once every ticket is cancelled, the order as cancelled
 * with its refunds. `onChanged` lets the page read its order again after a cancellation.
 */
export function OrderConfirmation({
  order,
  headingLevel,
  onChanged,
}: {
  order: OrderView;
  headingLevel: 1 | 2;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const refunded = order.status === 'refunded';
  return (
    <>
      {refunded ? (
        <CanceledOrderHeading order={order} headingLevel={headingLevel} />
      ) : (
        <OrderReceipt order={order} headingLevel={headingLevel} />
      )}
      {/* The same place in both: a cancellation that empties the order keeps its panel. */}
      <div className="mt-6 empty:hidden">
        <CancelOrderSlot
          orderId={order.id}
          headingLevel={headingLevel === 1 ? 2 : 3}
          onChanged={() => {
            onChanged();
            void queryClient.invalidateQueries({ queryKey: orderTicketsQueryKey(order.id) });
          }}
        />
      </div>
      {refunded && (
        <div className="mt-6 flex justify-center">
          <Link to={paths.events()} className={buttonVariants({ size: 'lg' })}>
            Ver eventos
          </Link>
        </div>
      )}
    </>
  );
}
