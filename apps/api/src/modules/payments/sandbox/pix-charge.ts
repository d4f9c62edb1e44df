import type { PixInput, ProviderOrder } from '../provider';
import { buildPixCharge, pixTxidFor } from './pix';
import {
  baseOrder,
  BENEFICIARY,
  existingFor,
  newId,
  saveOrder,
  type SandboxDeps,
} from './sandbox-orders';

/** A PIX order: a real BR Code for the amount, waiting until paid (or paid by itself later). */
export function sandboxPixCharge(deps: SandboxDeps & { autoPayMs: number }) {
  const { db, clock } = deps;
  return async function createPix(input: PixInput): Promise<ProviderOrder> {
    const previous = await existingFor(db, input.idempotencyKey);
    if (previous) return previous;
    const { text } = buildPixCharge({
      pixKey: BENEFICIARY.pixKey,
      merchantName: BENEFICIARY.name,
      merchantCity: BENEFICIARY.city,
      txid: pixTxidFor(input.referenceId),
      amountCents: input.amountCents,
    });
    const order = baseOrder(input, clock);
    order.qr_codes = [
      {
        id: newId('QRCO'),
        amount: { value: input.amountCents },
        expiration_date: input.expiresAt.toISOString(),
        text,
        links: [],
      },
    ];
    return saveOrder(deps, input, order, true);
  };
}
