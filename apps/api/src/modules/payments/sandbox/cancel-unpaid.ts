import { eq } from 'drizzle-orm';
import { sandboxOrders } from '../../../db/schema';
import { toProviderOrder } from '../pagbank/order-json';
import { PaymentProviderError, type ProviderOrder } from '../provider';
import { lockSandboxOrder, notFoundMessage, type SandboxDeps } from './sandbox-orders';

/** A waiting boleto cancelled, or a PIX code withdrawn (it lapses now), so neither is paid. */
export function sandboxCancelUnpaid({ db, clock }: SandboxDeps) {
  return async function cancelUnpaid(
    providerOrderId: string,
  ): Promise<{ canceled: boolean; order: ProviderOrder }> {
    const result = await db.transaction(async (tx) => {
      const order = await lockSandboxOrder(tx, providerOrderId);
      if (!order) throw new PaymentProviderError('not-found', notFoundMessage);
      const waiting = order.charges.find((each) => each.status === 'WAITING');
      const qrCode = order.qr_codes[0];
      let canceled = false;
      if (waiting) {
        waiting.status = 'CANCELED';
        canceled = true;
      } else if (qrCode && order.charges.length === 0) {
        // Withdrawn: the code lapses now, as a dynamic PIX code removed by its receiver.
        qrCode.expiration_date = clock().toISOString();
        canceled = true;
      }
      if (canceled) {
        await tx
          .update(sandboxOrders)
          .set({ order, autoPayAt: null, updatedAt: clock() })
          .where(eq(sandboxOrders.id, providerOrderId));
      }
      return { canceled, order };
    });
    return { canceled: result.canceled, order: toProviderOrder(result.order) };
  };
}
