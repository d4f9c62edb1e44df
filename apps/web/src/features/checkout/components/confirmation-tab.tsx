import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { OrderReceipt } from '@/features/orders';
import { receiptOf } from '@/lib/checkout-confirmation';

/** Spec §2 Confirmação, after a card payment: the receipt, once the order reads as paid. */
export function ConfirmationTab({ order }: { order: OrderView }) {
  if (!receiptOf(order)) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Confirmando o pagamento...
      </p>
    );
  }
  return <OrderReceipt order={order} headingLevel={2} />;
}
