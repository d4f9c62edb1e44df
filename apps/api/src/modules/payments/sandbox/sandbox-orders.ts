import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { sandboxOrders } from '../../../db/schema';
import {
  parsePagBankOrder,
  toProviderOrder,
  type PagBankChargeJson,
  type PagBankOrder,
  type PagBankOrderJson,
} from '../pagbank/order-json';
import type { ChargeInput, ProviderOrder } from '../provider';

/** The sandbox orders' store and the PagBank-shaped JSON its use cases build. */

export const BENEFICIARY = {
  name: 'Bilheteria Eventos Corporativos Ltda',
  /** A well-formed CNPJ for the demo (check digits right, not a real company's). */
  taxId: '11222333000181',
  pixKey: 'pagamentos@bilheteria.demo',
  city: 'Sao Paulo',
};

/** The boleto's "nosso número" (8 digits) for our order, the same every time it is drawn. */
export function ourNumberFor(referenceId: string): number {
  const hash = createHash('sha256').update(referenceId).digest('hex');
  return (parseInt(hash.slice(0, 8), 16) % 99_999_998) + 1;
}

/**
 * Where a sandbox order keeps the idempotency keys of the refunds it applied (key → cents): a
 * field of its stored JSON that PagBank has not, read by nothing but `refund` and never sent.
 */
export const REFUNDS_BY_KEY = 'sandbox_refunds_by_key';
const refundsByKeySchema = z.record(z.string(), z.int()).default({});

export const refundsByKey = (order: PagBankOrder): Record<string, number> =>
  refundsByKeySchema.parse(order[REFUNDS_BY_KEY]);

/** The order as PagBank would send it: without the sandbox's own bookkeeping. */
export function published(order: PagBankOrder): PagBankOrder {
  const copy = { ...order };
  delete copy[REFUNDS_BY_KEY];
  return copy;
}

export const notFoundMessage = 'Pedido não encontrado no PagBank.';

/**
 * The sandbox order's row locked for the rest of `tx` (a payment, a refund and a cancel of one
 * order take turns, as at PagBank) and its JSON parsed; null when there is no such order.
 */
export async function lockSandboxOrder(tx: Tx, id: string): Promise<PagBankOrder | null> {
  const [row] = await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, id)).for('update');
  return row ? parsePagBankOrder(row.order) : null;
}

/** PagBank's ids: a prefix (`ORDE`, `CHAR`, `QRCO`, `BOLE`) and an upper-case UUID. */
export const newId = (prefix: string) => `${prefix}_${randomUUID().toUpperCase()}`;

/** What every sandbox use case is given. */
export interface SandboxDeps {
  db: Db;
  clock: () => Date;
}

/** The order's JSON without charges or QR codes: each payment method adds its own. */
export function baseOrder(input: ChargeInput, clock: () => Date): PagBankOrderJson {
  const id = newId('ORDE');
  return {
    id,
    reference_id: input.referenceId,
    created_at: clock().toISOString(),
    customer: {
      name: input.customer.name,
      email: input.customer.email,
      tax_id: input.customer.taxId,
    },
    items: input.items.map((item) => ({
      reference_id: item.referenceId,
      name: item.name,
      quantity: item.quantity,
      unit_amount: item.unitAmountCents,
    })),
    charges: [],
    qr_codes: [],
    notification_urls: input.notificationUrl ? [input.notificationUrl] : [],
    links: [{ rel: 'SELF', href: `sandbox:/orders/${id}`, media: 'application/json', type: 'GET' }],
  };
}

/** A charge of the whole amount in this status, paid now when PAID. */
export function chargeOf(
  input: ChargeInput,
  clock: () => Date,
  status: PagBankChargeJson['status'],
  paymentMethod: PagBankChargeJson['payment_method'],
  extra: Partial<PagBankChargeJson> = {},
): PagBankChargeJson {
  const now = () => clock().toISOString();
  const paid = status === 'PAID' ? input.amountCents : 0;
  return {
    id: newId('CHAR'),
    reference_id: input.referenceId,
    status,
    created_at: now(),
    ...(status === 'PAID' ? { paid_at: now() } : {}),
    description: input.description,
    amount: {
      value: input.amountCents,
      currency: 'BRL',
      summary: { total: input.amountCents, paid, refunded: 0 },
    },
    payment_method: paymentMethod,
    links: [],
    ...extra,
  };
}

/** Stores a new order, or answers the one this idempotency key already made. */
export async function saveOrder(
  { db, clock, autoPayMs }: SandboxDeps & { autoPayMs: number },
  input: ChargeInput,
  order: PagBankOrderJson,
  autoPay: boolean,
): Promise<ProviderOrder> {
  const checked = parsePagBankOrder(order);
  const inserted = await db
    .insert(sandboxOrders)
    .values({
      id: checked.id,
      referenceId: input.referenceId,
      idempotencyKey: input.idempotencyKey,
      order: checked,
      notificationUrl: input.notificationUrl,
      autoPayAt: autoPay && autoPayMs > 0 ? new Date(clock().getTime() + autoPayMs) : null,
    })
    .onConflictDoNothing({ target: sandboxOrders.idempotencyKey })
    .returning({ order: sandboxOrders.order });
  if (inserted[0]) return toProviderOrder(inserted[0].order);
  const [existing] = await db
    .select({ order: sandboxOrders.order })
    .from(sandboxOrders)
    .where(eq(sandboxOrders.idempotencyKey, input.idempotencyKey));
  return toProviderOrder(existing!.order);
}

/** The order this idempotency key already made, if any. */
export async function existingFor(db: Db, idempotencyKey: string): Promise<ProviderOrder | null> {
  const [row] = await db
    .select({ order: sandboxOrders.order })
    .from(sandboxOrders)
    .where(eq(sandboxOrders.idempotencyKey, idempotencyKey));
  return row ? toProviderOrder(row.order) : null;
}
