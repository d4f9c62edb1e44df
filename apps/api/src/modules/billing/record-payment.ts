import type { BillingAddress, TipoPessoa } from '@bilheteria/domain/billing-contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderBilling, orders } from '../../db/schema';
import { canAccessOrder, type OrderAccess } from '../checkout';

/** What a payment body said about who pays and the nota fiscal (validated by its schema). */
export interface PaymentBilling {
  orderId: string;
  access: OrderAccess;
  payerName: string;
  /** 11 digits. */
  payerCpf: string;
  tipoPessoa: TipoPessoa;
  cnpj: string | null;
  razaoSocial: string | null;
  inscricaoMunicipal: string | null;
  address: BillingAddress | null;
  financeEmail: string | null;
  invoiceRequested: boolean;
}

/**
 * Keeps a payment attempt's billing data on its order, before the charge: the latest attempt's
 * data wins while the order is unpaid, and the same body sent again writes the same row. An
 * order the caller may not reach, or one no longer waiting for payment, is left alone here: the
 * payment that follows refuses it with its own message.
 */
export function recordPaymentBilling(db: Db) {
  return async function recordPayment(input: PaymentBilling): Promise<void> {
    const [order] = await db
      .select({
        eventId: orders.eventId,
        status: orders.status,
        buyerKeyHash: orders.buyerKeyHash,
        userId: orders.userId,
      })
      .from(orders)
      .where(eq(orders.id, input.orderId));
    if (!order || order.status !== 'reserved' || !canAccessOrder(order, input.access)) return;
    const values = {
      tipoPessoa: input.tipoPessoa,
      payerName: input.payerName,
      payerCpf: input.payerCpf,
      cnpj: input.tipoPessoa === 'PJ' ? input.cnpj : null,
      razaoSocial: input.tipoPessoa === 'PJ' ? input.razaoSocial : null,
      inscricaoMunicipal: input.tipoPessoa === 'PJ' ? input.inscricaoMunicipal : null,
      address: input.address,
      financeEmail: input.financeEmail,
      invoiceRequested: input.invoiceRequested,
    };
    // The order's row decides, in the statement itself, that it is still unpaid: a payment
    // confirmed between the read above and this write keeps the data it was paid with.
    await db
      .insert(orderBilling)
      .values({ orderId: input.orderId, eventId: order.eventId, ...values })
      .onConflictDoUpdate({
        target: orderBilling.orderId,
        set: { ...values, updatedAt: sql`now()` },
        setWhere: sql`exists (select 1 from ${orders} where ${orders.id} = ${input.orderId} and ${orders.status} = 'reserved')`,
      });
  };
}
