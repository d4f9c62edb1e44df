import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxOrders } from '../../../db/schema';
import { parsePagBankOrder } from '../pagbank/order-json';
import { PaymentProviderError } from '../provider';
import { barcodeOf } from './boleto';
import { renderBoletoPdf } from './boleto-pdf';
import { BENEFICIARY, ourNumberFor } from './sandbox-orders';

/** The PDF of the sandbox order's boleto, drawn from what the order stores. */
export function sandboxBoletoPdf({ db }: { db: Db }) {
  return async function boletoPdf(providerOrderId: string): Promise<Buffer> {
    const [row] = await db
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, providerOrderId));
    const order = row ? parsePagBankOrder(row.order) : null;
    const charged = order?.charges.find((each) => each.payment_method.boleto);
    const boleto = charged?.payment_method.boleto;
    if (!order || !charged || !boleto) {
      throw new PaymentProviderError('not-found', 'Boleto não encontrado.');
    }
    const digitableLine = boleto.barcode;
    const barcode = barcodeOf(digitableLine);
    return renderBoletoPdf({
      beneficiary: { name: BENEFICIARY.name, taxId: BENEFICIARY.taxId },
      payer: { name: boleto.holder?.name ?? '', taxId: boleto.holder?.tax_id ?? '' },
      amountCents: charged.amount.value,
      dueDate: boleto.due_date,
      digitableLine,
      barcode,
      orderNumber: ourNumberFor(order.reference_id),
      instructions: [boleto.instruction_lines?.line_1, boleto.instruction_lines?.line_2].filter(
        (line): line is string => Boolean(line),
      ),
    });
  };
}
