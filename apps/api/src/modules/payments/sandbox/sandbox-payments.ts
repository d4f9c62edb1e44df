import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { sandboxOrders } from '../../../db/schema';
import { authenticityToken, AUTHENTICITY_HEADER } from '../pagbank/authenticity';
import type { PagBankOrder } from '../pagbank/order-json';
import { lockSandboxOrder, newId, published, type SandboxDeps } from './sandbox-orders';

export interface SandboxNotifyDeps extends SandboxDeps {
  token: () => Promise<string>;
  /** Delivers a notification (our app posts it to its own webhook). */
  notify: (url: string, rawBody: string, headers: Record<string, string>) => Promise<void>;
}

/** The locked order's waiting boleto or live PIX code paid now; null if neither can be. */
async function payLocked(
  tx: Tx,
  clock: () => Date,
  sandboxOrderId: string,
): Promise<PagBankOrder | null> {
  const now = () => clock().toISOString();
  const order = await lockSandboxOrder(tx, sandboxOrderId);
  if (!order) return null;
  const waitingBoleto = order.charges.find((each) => each.status === 'WAITING');
  const qrCode = order.qr_codes[0];
  // A lapsed (or withdrawn) PIX code cannot be paid, as at any bank.
  const qrCodeLive =
    qrCode && (!qrCode.expiration_date || new Date(qrCode.expiration_date) > clock());
  if (waitingBoleto) {
    waitingBoleto.status = 'PAID';
    waitingBoleto.paid_at = now();
    waitingBoleto.amount.summary = {
      total: waitingBoleto.amount.value,
      paid: waitingBoleto.amount.value,
      refunded: 0,
    };
  } else if (qrCode && qrCodeLive && order.charges.length === 0) {
    // PagBank adds a PAID PIX charge to the order when the code is paid.
    order.charges.push({
      id: newId('CHAR'),
      reference_id: order.reference_id,
      status: 'PAID',
      created_at: now(),
      paid_at: now(),
      amount: {
        value: qrCode.amount.value,
        currency: 'BRL',
        summary: { total: qrCode.amount.value, paid: qrCode.amount.value, refunded: 0 },
      },
      payment_method: { type: 'PIX' },
      links: [],
    });
  } else {
    return null;
  }
  await tx
    .update(sandboxOrders)
    .set({ order, autoPayAt: null, updatedAt: clock() })
    .where(eq(sandboxOrders.id, sandboxOrderId));
  return order;
}

/**
 * The sandbox order's waiting PIX or boleto paid now (row locked), stored, and notified with a
 * valid x-authenticity-token, as PagBank does; false if it could not be paid.
 */
export function sandboxPayNow({ db, clock, token, notify }: SandboxNotifyDeps) {
  return async function pay(sandboxOrderId: string): Promise<boolean> {
    const paid = await db.transaction((tx) => payLocked(tx, clock, sandboxOrderId));
    if (!paid) return false;
    const rawBody = JSON.stringify(published(paid));
    for (const url of paid.notification_urls) {
      await notify(url, rawBody, {
        'content-type': 'application/json',
        [AUTHENTICITY_HEADER]: authenticityToken(await token(), rawBody),
      });
    }
    return true;
  };
}

/** Pays every waiting PIX or boleto whose automatic payment time has come (50 at a time). */
export function sandboxPayDue(
  { db, clock }: SandboxDeps,
  pay: (sandboxOrderId: string) => Promise<boolean>,
) {
  return async function payDue(): Promise<number> {
    const due = await db
      .select({ id: sandboxOrders.id })
      .from(sandboxOrders)
      .where(and(isNotNull(sandboxOrders.autoPayAt), lte(sandboxOrders.autoPayAt, clock())))
      .limit(50);
    let paid = 0;
    for (const row of due) if (await pay(row.id)) paid++;
    return paid;
  };
}
