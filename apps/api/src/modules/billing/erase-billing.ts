import { erasedName } from '@bilheteria/domain/personal-data-contract';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderBilling } from '../../db/schema';

/**
 * The payer's data of a person's orders anonymised (issue 30): name, CPF and finance e-mail; a
 * person's (PF) address too. A company's (PJ) CNPJ, razão social, address and the nota fiscal's
 * number and date stay: they are the company's tax records, not the person's.
 */
export async function erasePayerBilling(
  tx: DbOrTx,
  orderIds: readonly string[],
  pseudonym: string,
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orderBilling)
    .set({
      payerName: erasedName(pseudonym),
      payerCpf: '',
      financeEmail: null,
      address: sql`case when ${orderBilling.tipoPessoa} = 'PF' then null else ${orderBilling.address} end`,
    })
    .where(inArray(orderBilling.orderId, [...orderIds]));
}
