/**
 * PagBank's order JSON (Orders API, reference/objeto-order and objeto-charge): the one truth for
 * what PagBank answers and what the built-in sandbox produces. Schemas are loose (PagBank adds
 * fields: `shipping`, `arrangements`, `soft_descriptor`…) but every field we read is checked.
 * Pure: no I/O. The request side (what we send) is built by the `*OrderBody` functions below.
 */
import { z } from 'zod';
import type {
  BoletoInput,
  CardChargeInput,
  ChargeInput,
  PixInput,
  ProviderOrder,
  ProviderStatus,
} from '../provider';

// ---------------------------------------------------------------------------------------------
// The answer: PagBank's order object
// ---------------------------------------------------------------------------------------------

/** An ISO 8601 instant as PagBank writes it (`2023-05-10T17:26:44.328-03:00`). */
const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'Data/hora inválida',
});

/** PagBank writes some codes and card digits as strings in one place and numbers in another. */
const textOrNumber = z.union([z.string(), z.number().transform(String)]);

const cents = z.int().nonnegative();

export const pagBankLinkSchema = z.looseObject({
  /** `SELF`, `PAY`, `CHARGE.CANCEL`, `QRCODE.PNG`, `QRCODE.BASE64`… */
  rel: z.string(),
  href: z.string(),
  media: z.string().optional(),
  /** The HTTP method to use on `href`. */
  type: z.string().optional(),
});

export const pagBankChargeStatusSchema = z.enum([
  'AUTHORIZED',
  'PAID',
  'IN_ANALYSIS',
  'DECLINED',
  'CANCELED',
  'WAITING',
  'REFUNDED',
]) satisfies z.ZodType<ProviderStatus>;

const amountSchema = z.looseObject({
  value: cents,
  currency: z.string().optional(),
  summary: z.looseObject({ total: cents, paid: cents, refunded: cents.optional() }).optional(),
});

const addressSchema = z.looseObject({
  street: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  locality: z.string(),
  city: z.string(),
  region: z.string().optional(),
  region_code: z.string(),
  country: z.string(),
  postal_code: z.string(),
});

const cardSchema = z.looseObject({
  brand: z.string(),
  first_digits: textOrNumber,
  last_digits: textOrNumber,
  exp_month: textOrNumber.optional(),
  exp_year: textOrNumber.optional(),
  holder: z.looseObject({ name: z.string().optional() }).optional(),
});

const boletoSchema = z.looseObject({
  id: z.string(),
  /** The 47-digit linha digitável without punctuation (PAYMENTS.md). */
  barcode: z.string(),
  formatted_barcode: z.string(),
  due_date: z.string(),
  instruction_lines: z
    .looseObject({ line_1: z.string().optional(), line_2: z.string().optional() })
    .optional(),
  holder: z
    .looseObject({
      name: z.string().optional(),
      tax_id: z.string().optional(),
      email: z.string().optional(),
      address: addressSchema.optional(),
    })
    .optional(),
});

export const pagBankChargeSchema = z.looseObject({
  id: z.string().startsWith('CHAR_'),
  reference_id: z.string().optional(),
  status: pagBankChargeStatusSchema,
  created_at: timestamp,
  paid_at: timestamp.optional(),
  description: z.string().optional(),
  amount: amountSchema,
  payment_response: z
    .looseObject({
      code: textOrNumber,
      message: z.string(),
      reference: textOrNumber.optional(),
    })
    .optional(),
  payment_method: z.looseObject({
    type: z.enum(['CREDIT_CARD', 'BOLETO', 'PIX']),
    installments: z.int().positive().optional(),
    capture: z.boolean().optional(),
    card: cardSchema.optional(),
    boleto: boletoSchema.optional(),
  }),
  links: z.array(pagBankLinkSchema).default([]),
});

export const pagBankQrCodeSchema = z.looseObject({
  id: z.string().startsWith('QRCO_'),
  amount: z.looseObject({ value: cents }),
  expiration_date: timestamp.optional(),
  /** The BR Code (PIX copia e cola). */
  text: z.string().min(1),
  /** `QRCODE.PNG` (image/png) and `QRCODE.BASE64` (text/plain). */
  links: z.array(pagBankLinkSchema).default([]),
});

const phoneSchema = z.looseObject({
  country: textOrNumber,
  area: textOrNumber,
  number: textOrNumber,
  type: z.string().optional(),
});

export const pagBankOrderSchema = z.looseObject({
  id: z.string().startsWith('ORDE_'),
  reference_id: z.string(),
  created_at: timestamp,
  customer: z
    .looseObject({
      name: z.string(),
      email: z.string(),
      tax_id: z.string(),
      phones: z.array(phoneSchema).optional(),
    })
    .optional(),
  items: z
    .array(
      z.looseObject({
        reference_id: z.string().optional(),
        name: z.string(),
        quantity: z.int().positive(),
        unit_amount: cents,
      }),
    )
    .default([]),
  charges: z.array(pagBankChargeSchema).default([]),
  qr_codes: z.array(pagBankQrCodeSchema).default([]),
  notification_urls: z.array(z.string()).default([]),
  links: z.array(pagBankLinkSchema).default([]),
});

/** An order as read (defaults filled in). */
export type PagBankOrder = z.output<typeof pagBankOrderSchema>;
/** An order as written on the wire: what PagBank (or our sandbox) answers and notifies. */
export type PagBankOrderJson = z.input<typeof pagBankOrderSchema>;
export type PagBankChargeJson = z.input<typeof pagBankChargeSchema>;
export type PagBankQrCodeJson = z.input<typeof pagBankQrCodeSchema>;
export type PagBankLink = z.input<typeof pagBankLinkSchema>;

/** `{"error_messages":[{"code":"40002","description":"invalid_parameter","parameter_name":…}]}`. */
export const pagBankErrorSchema = z.looseObject({
  error_messages: z.array(
    z.looseObject({
      code: textOrNumber,
      description: z.string().default(''),
      parameter_name: z.string().optional(),
    }),
  ),
});
export type PagBankErrorJson = z.input<typeof pagBankErrorSchema>;

/** `POST /public-keys {"type":"card"}` → base64 DER SubjectPublicKeyInfo, no PEM armour. */
export const pagBankPublicKeySchema = z.looseObject({
  public_key: z.string().min(1),
  created_at: z.union([z.number(), z.string()]).optional(),
});

/** Checks PagBank's order JSON; throws a ZodError when it is not one. */
export function parsePagBankOrder(json: unknown): PagBankOrder {
  return pagBankOrderSchema.parse(json);
}

function pdfLink(links: PagBankOrder['links']): string | null {
  const link = links.find((each) => each.rel === 'SELF' && each.media === 'application/pdf');
  return link?.href ?? null;
}

function sumOfItems(items: PagBankOrder['items']): number {
  return items.reduce((total, item) => total + item.unit_amount * item.quantity, 0);
}

/**
 * What the rest of the code needs from an order: the first charge's status (a PIX order has no
 * charge until it is paid, so it is WAITING), what was refunded, card digits that may be stored,
 * the decline message, the BR Code, the boleto's lines and PDF link. Throws a ZodError on
 * anything that is not PagBank's order JSON.
 */
export function toProviderOrder(json: unknown): ProviderOrder {
  const order = parsePagBankOrder(json);
  const charge = order.charges[0];
  const qrCode = order.qr_codes[0];
  const status: ProviderStatus = charge?.status ?? 'WAITING';

  const result: ProviderOrder = {
    providerOrderId: order.id,
    referenceId: order.reference_id,
    status,
    paidAt: charge?.paid_at ? new Date(charge.paid_at) : null,
    amountCents: charge?.amount.value ?? qrCode?.amount.value ?? sumOfItems(order.items),
    // Only a paid charge (PAID, partly refunded; CANCELED, wholly) has anything refunded.
    refundedCents: order.charges.reduce(
      (total, each) => total + (each.amount.summary?.refunded ?? 0),
      0,
    ),
  };

  const card = charge?.payment_method.card;
  if (card) {
    result.card = {
      brand: card.brand,
      firstDigits: card.first_digits,
      lastDigits: card.last_digits,
    };
  }
  if (status === 'DECLINED' && charge?.payment_response) {
    result.declineMessage = charge.payment_response.message;
  }
  if (qrCode) {
    result.pix = {
      qrCodeId: qrCode.id,
      text: qrCode.text,
      expiresAt: qrCode.expiration_date ? new Date(qrCode.expiration_date) : null,
    };
  }
  const boleto = charge?.payment_method.boleto;
  if (charge && boleto) {
    result.boleto = {
      id: boleto.id,
      barcode: boleto.barcode,
      formattedBarcode: boleto.formatted_barcode,
      dueDate: boleto.due_date,
      pdfUrl: pdfLink(charge.links),
    };
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The request: what we send to POST /orders
// ---------------------------------------------------------------------------------------------

/** A boleto holder's address, as PagBank documents it (`region_code` 'SP', `postal_code` 8 digits). */
export interface PagBankAddress {
  street: string;
  number: string;
  complement?: string;
  locality: string;
  city: string;
  region: string;
  region_code: string;
  country: string;
  postal_code: string;
}

interface OrderRequestBase {
  reference_id: string;
  customer: { name: string; email: string; tax_id: string };
  items: { reference_id: string; name: string; quantity: number; unit_amount: number }[];
  notification_urls?: string[];
}

interface ChargeRequestBase {
  reference_id: string;
  description: string;
  amount: { value: number; currency: 'BRL' };
}

export interface CardOrderRequest extends OrderRequestBase {
  charges: [
    ChargeRequestBase & {
      payment_method: {
        type: 'CREDIT_CARD';
        installments: number;
        capture: true;
        card: { encrypted: string };
        holder: { name: string; tax_id: string };
      };
    },
  ];
}

export interface PixOrderRequest extends OrderRequestBase {
  qr_codes: [{ amount: { value: number }; expiration_date: string }];
}

export interface BoletoOrderRequest extends OrderRequestBase {
  charges: [
    ChargeRequestBase & {
      payment_method: {
        type: 'BOLETO';
        boleto: {
          due_date: string;
          instruction_lines: { line_1: string; line_2: string };
          holder: { name: string; tax_id: string; email: string; address?: PagBankAddress };
        };
      };
    },
  ];
}

/** objeto-order: an item's `name` has at most 64 characters. */
const ITEM_NAME_MAX = 64;

/**
 * An instant as PagBank's examples write it: São Paulo wall-clock time with its offset,
 * `2023-05-11T23:59:59-03:00` (Brazil has kept UTC−3 all year since 2019).
 */
export function pagBankDateTime(date: Date): string {
  const saoPaulo = new Date(date.getTime() - 3 * 60 * 60 * 1000);
  return `${saoPaulo.toISOString().slice(0, 19)}-03:00`;
}

function orderBase(input: ChargeInput): OrderRequestBase {
  return {
    reference_id: input.referenceId,
    customer: {
      name: input.customer.name,
      email: input.customer.email,
      tax_id: input.customer.taxId,
    },
    items: input.items.map((item) => ({
      reference_id: item.referenceId,
      name: item.name.slice(0, ITEM_NAME_MAX),
      quantity: item.quantity,
      unit_amount: item.unitAmountCents,
    })),
    ...(input.notificationUrl ? { notification_urls: [input.notificationUrl] } : {}),
  };
}

function chargeBase(input: ChargeInput): ChargeRequestBase {
  return {
    reference_id: input.referenceId,
    description: input.description,
    amount: { value: input.amountCents, currency: 'BRL' },
  };
}

/** Create and pay in one call: a captured credit-card charge with the SDK's encrypted card. */
export function cardOrderBody(input: CardChargeInput): CardOrderRequest {
  return {
    ...orderBase(input),
    charges: [
      {
        ...chargeBase(input),
        payment_method: {
          type: 'CREDIT_CARD',
          installments: input.installments,
          capture: true,
          card: { encrypted: input.encryptedCard },
          holder: { name: input.holderName, tax_id: input.customer.taxId },
        },
      },
    ],
  };
}

/** A PIX order: one QR code, no charge (PagBank adds the charge when it is paid). */
export function pixOrderBody(input: PixInput): PixOrderRequest {
  return {
    ...orderBase(input),
    qr_codes: [
      {
        amount: { value: input.amountCents },
        expiration_date: pagBankDateTime(input.expiresAt),
      },
    ],
  };
}

/**
 * A boleto order. PagBank documents `holder.address` as required for boleto, and our
 * `BoletoInput` carries none, so the address is a separate argument, sent only when given.
 */
export function boletoOrderBody(
  input: BoletoInput,
  holderAddress?: PagBankAddress,
): BoletoOrderRequest {
  const [line1, line2] = input.instructionLines;
  return {
    ...orderBase(input),
    charges: [
      {
        ...chargeBase(input),
        payment_method: {
          type: 'BOLETO',
          boleto: {
            due_date: input.dueDate,
            instruction_lines: { line_1: line1, line_2: line2 },
            holder: {
              name: input.customer.name,
              tax_id: input.customer.taxId,
              email: input.customer.email,
              ...(holderAddress ? { address: holderAddress } : {}),
            },
          },
        },
      },
    ],
  };
}
