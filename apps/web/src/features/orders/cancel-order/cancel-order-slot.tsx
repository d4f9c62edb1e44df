import { lazy, Suspense } from 'react';
import type { CancelOrderPanelProps } from './cancel-order-panel';

/*
 * The panel, its dialog and the PIX key forms validate with the contract's zod schemas: they
 * load after the page that shows them, so zod stays out of that page's first code
 * (docs/decisions/0007).
 */
const CancelOrderPanel = lazy(async () => ({
  default: (await import('./cancel-order-panel')).CancelOrderPanel,
}));

/** An order's 'Cancelar pedido' and refunds (issue 18), loaded with its code on first use. */
export function CancelOrderSlot(props: CancelOrderPanelProps) {
  return (
    <Suspense fallback={null}>
      <CancelOrderPanel {...props} />
    </Suspense>
  );
}
