import { erasedEmail, erasedName } from '@bilheteria/domain/personal-data-contract';
import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentionsAny, scrubJson, type Replacement } from '../../db/scrub';
import { payments, sandboxOrders } from '../../db/schema';

/**
 * Who paid a person's orders, anonymised (issue 30): the attempts' payer name and e-mail, and the
 * built-in sandbox's copy of the provider's order (customer, card holder, boleto holder), where
 * each of the person's values is replaced. Amounts, methods and statuses stay.
 */
export async function erasePayers(
  tx: DbOrTx,
  orderIds: readonly string[],
  pseudonym: string,
  replacements: readonly Replacement[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const attempts = await tx
    .update(payments)
    .set({ payerName: erasedName(pseudonym), payerEmail: erasedEmail(pseudonym) })
    .where(inArray(payments.orderId, [...orderIds]))
    .returning({ id: payments.id });
  if (attempts.length === 0) return;
  await tx
    .update(sandboxOrders)
    .set({ order: scrubJson(sandboxOrders.order, replacements) })
    .where(
      and(
        inArray(
          sandboxOrders.referenceId,
          attempts.map((attempt) => attempt.id),
        ),
        mentionsAny(sandboxOrders.order, replacements),
      ),
    );
}
