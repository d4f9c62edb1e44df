import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isRefundStatus } from '../../shared/payment-states';
import type { AttemptRecords } from './attempt-records';
import { PaymentProviderError, type PaymentProvider, type ProviderOrder } from './provider';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A provider notification; false when its authenticity token is forged or missing. */
export function handleNotification({
  db,
  provider,
  records,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  records: AttemptRecords;
  clock: () => Date;
}): (rawBody: string, authenticityToken: string | undefined) => Promise<boolean> {
  return async (rawBody, authenticityToken) => {
    let notified: ProviderOrder | null;
    try {
      notified = await provider.parseNotification(rawBody, authenticityToken);
    } catch (error) {
      // Signed, but not an order: nothing to act on.
      if (error instanceof PaymentProviderError) return false;
      throw error;
    }
    if (!notified) return false;
    let [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, notified.providerOrderId));
    if (!payment && UUID.test(notified.referenceId)) {
      // An attempt whose answer never reached us: its reference is its id.
      [payment] = await db
        .update(payments)
        .set({ providerOrderId: notified.providerOrderId, updatedAt: clock() })
        .where(and(eq(payments.id, notified.referenceId), isNull(payments.providerOrderId)))
        .returning();
    }
    if (!payment) return true; // not ours: nothing to do
    // Trust, but verify: the provider's own answer decides (PAYMENTS.md, webhooks).
    if (isRefundStatus(payment.status)) return true;
    try {
      await records.refresh(payment);
    } catch (error) {
      // PagBank sends it again later; reconciliation asks meanwhile.
      if (error instanceof PaymentProviderError) {
        throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
      }
      throw error;
    }
    return true;
  };
}
