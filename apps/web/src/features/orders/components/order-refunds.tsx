import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import { refundsOf } from '@/lib/checkout-confirmation';

/**
 * The order's refunds (issue 12), when it has any: a payment that arrived for an order already
 * paid, or after its seats were gone, went back by itself — 'Estorno de R$ X em <data>' with
 * the reason. Nothing at all for an order without one.
 */
export function OrderRefunds({
  order,
  headingLevel,
}: {
  order: Pick<OrderView, 'estornos'>;
  headingLevel: 2 | 3;
}) {
  const headingId = useId();
  const refunds = refundsOf(order);
  if (refunds.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-4 text-left"
    >
      <Heading
        id={headingId}
        className="flex items-center gap-2 text-sm font-semibold text-amber-950"
      >
        <Undo2 aria-hidden className="size-4" />
        {refunds.length === 1 ? 'Estorno' : 'Estornos'}
      </Heading>
      <ul className="mt-3 flex flex-col gap-3">
        {refunds.map((refund, index) => (
          <li key={index} className="text-sm">
            <p className="font-semibold tabular-nums text-slate-900">{refund.title}</p>
            <p className="mt-0.5 text-slate-700">{refund.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
