import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { scheduleBy } from '../../jobs/queue';
import { isPaidStatus, REFUND_PENDING, REFUNDED } from '../../shared/payment-states';
import type { CouponsService } from '../checkout';
import type { PaymentRow } from './attempt';
import { markOrderPaid, type MarkPaidResult } from './mark-paid';
import type { PaymentProvider, ProviderOrder } from './provider';
import { nextCheckAt, RECONCILE_PAYMENT_JOB } from './reconcile-schedule';

/** What every use case does with an attempt once the provider has been asked. */
export interface AttemptRecords {
  /** Stores what the provider said of an attempt (its status by `nextStatusSql`). */
  recordAnswer(row: PaymentRow, answer: ProviderOrder): Promise<PaymentRow>;
  /** A paid attempt settles its order (idempotent); its follow-up jobs are woken. */
  settle(row: PaymentRow): Promise<MarkPaidResult>;
  /** Asks the provider about a known attempt, stores its answer and settles a paid one. */
  refresh(row: PaymentRow): Promise<PaymentRow>;
  /** PIX and boleto keep their seats until their own end (PIX 30 min, boleto's due date). */
  extendHold(orderId: string, until: Date): Promise<void>;
  /** A waiting PIX or boleto is looked at again soon (its notification may never come). */
  watch(row: PaymentRow): Promise<void>;
  orderNumberOf(orderId: string): Promise<number>;
}

export function createAttemptRecords({
  db,
  provider,
  coupons,
  wakeJobs,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  coupons: CouponsService;
  wakeJobs: () => void;
  clock: () => Date;
}): AttemptRecords {
  async function recordAnswer(row: PaymentRow, answer: ProviderOrder): Promise<PaymentRow> {
    const [updated] = await db
      .update(payments)
      .set({
        providerOrderId: answer.providerOrderId,
        status: nextStatusSql(answer.status),
        cardBrand: answer.card?.brand ?? row.cardBrand,
        cardFirstDigits: answer.card?.firstDigits ?? row.cardFirstDigits,
        cardLastDigits: answer.card?.lastDigits ?? row.cardLastDigits,
        declineMessage: answer.declineMessage ?? row.declineMessage,
        pixText: answer.pix?.text ?? row.pixText,
        boletoBarcode: answer.boleto?.barcode ?? row.boletoBarcode,
        boletoFormattedBarcode: answer.boleto?.formattedBarcode ?? row.boletoFormattedBarcode,
        boletoDueDate: answer.boleto?.dueDate ?? row.boletoDueDate,
        boletoPdfUrl: answer.boleto?.pdfUrl ?? row.boletoPdfUrl,
        updatedAt: clock(),
      })
      .where(eq(payments.id, row.id))
      .returning();
    return updated!;
  }

  async function settle(row: PaymentRow): Promise<MarkPaidResult> {
    if (!isPaidStatus(row.status)) return 'not-paid';
    const result = await markOrderPaid(db, coupons, row.id, clock());
    if (result === 'paid' || result === 'refunding') wakeJobs();
    return result;
  }

  async function refresh(row: PaymentRow): Promise<PaymentRow> {
    const answer = await provider.getOrder(row.providerOrderId!);
    const [current] = await db
      .update(payments)
      .set({ status: nextStatusSql(answer.status), updatedAt: clock() })
      .where(eq(payments.id, row.id))
      .returning();
    await settle(current!);
    const [settled] = await db.select().from(payments).where(eq(payments.id, row.id));
    return settled!;
  }

  async function extendHold(orderId: string, until: Date): Promise<void> {
    await db
      .update(orders)
      .set({ expiresAt: sql`greatest(${orders.expiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'reserved')));
  }

  async function watch(row: PaymentRow): Promise<void> {
    const next = nextCheckAt(watched(row), clock());
    if (!next) return;
    await scheduleBy(db, {
      kind: RECONCILE_PAYMENT_JOB,
      payload: { paymentId: row.id },
      dedupeKey: row.id,
      runAt: next,
    });
  }

  const orderNumberOf = async (orderId: string) =>
    (await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]
      ?.number ?? 0;

  return { recordAnswer, settle, refresh, extendHold, watch, orderNumberOf };
}

/**
 * The status to keep when the provider reports `reported`, decided in the UPDATE itself so a
 * refund marked a moment ago by another request stands: the provider decides, except that our
 * refund bookkeeping stays, and a charge we cancelled (a PIX code PagBank still lists as
 * waiting) does not come back to life unless it was paid.
 */
function nextStatusSql(reported: string) {
  return sql`case
      when ${payments.status} in (${REFUND_PENDING}, ${REFUNDED}) then ${payments.status}
      when ${payments.status} = 'CANCELED' and ${reported} not in ('PAID', 'AUTHORIZED')
        then ${payments.status}
      else ${reported} end`;
}

/** What reconciliation's schedule needs to know of an attempt. */
export function watched(row: PaymentRow) {
  return {
    method: row.method,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    boletoDueDate: row.boletoDueDate,
    known: row.providerOrderId !== null,
  };
}
