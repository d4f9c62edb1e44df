import type { orderItems, orders, payments } from '../../db/schema';
import type { OrderAccess } from '../checkout';

export interface PayerInput {
  orderId: string;
  /** Who is asking: only the order's buyer may pay it. */
  access: OrderAccess;
  idempotencyKey: string;
  botToken: string;
  name: string;
  email: string;
  cpf: string;
  /** What the browser believes it pays (cents); compared, never used. */
  clientTotalCents: number;
}

export interface CardInput extends PayerInput {
  encryptedCard: string;
  instalments: number;
  clientInstalmentCents: number;
  holderName: string | undefined;
}

export interface FreeOrderInput {
  orderId: string;
  access: OrderAccess;
  idempotencyKey: string;
  name: string;
  email: string;
}

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type Method = PaymentRow['method'];

/** What an attempt will charge, from the order's total read under its lock. */
export interface Price {
  amountCents: number;
  instalments: number;
  instalmentCents: number;
  interestCents: number;
}

export type Claim =
  | { kind: 'charge'; row: PaymentRow; order: OrderRow; items: ItemRow[] }
  /** A PIX code or boleto of this order still awaiting payment: the same one is shown again. */
  | { kind: 'reuse'; row: PaymentRow; order: OrderRow }
  /** The coupon ran out before the charge: it came off the order; nothing was charged. */
  | { kind: 'coupon-gone'; message: string };
