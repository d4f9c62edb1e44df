import { createHash, randomUUID } from 'node:crypto';
import { cardBrand, maskedDigits, parseCardPlainText } from '@bilheteria/domain/card-encryption';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { sandboxOrders } from '../../../db/schema';
import {
  authenticityToken,
  AUTHENTICITY_HEADER,
  verifyAuthenticity,
} from '../pagbank/authenticity';
import {
  parsePagBankOrder,
  toProviderOrder,
  type PagBankChargeJson,
  type PagBankOrder,
  type PagBankOrderJson,
} from '../pagbank/order-json';
import { planRefund, refundedOf, refundTooLarge } from '../pagbank/refunds';
import {
  PaymentProviderError,
  type BoletoInput,
  type CardChargeInput,
  type ChargeInput,
  type PaymentProvider,
  type PixInput,
  type ProviderOrder,
} from '../provider';
import { barcodeOf, boletoFreeFieldFor, buildBoleto, SANDBOX_BOLETO_ACCOUNT } from './boleto';
import { renderBoletoPdf } from './boleto-pdf';
import { CardDecryptionError, type SandboxKeys } from './card-keys';
import { buildPixCharge, pixTxidFor } from './pix';
import { sandboxCardOutcome } from './test-cards';

/** What only the sandbox can do: draw its boletos, and pay a PIX or boleto on request. */
export interface SandboxControls {
  boletoPdf(providerOrderId: string): Promise<Buffer>;
  /** Pays this waiting PIX or boleto now and notifies as PagBank would; false if it can't be. */
  payNow(providerOrderId: string): Promise<boolean>;
  /** Pays every waiting PIX or boleto whose automatic payment time has come. */
  payDue(): Promise<number>;
}

export interface SandboxOptions {
  db: Db;
  /** Its RSA key pair and its "PagBank token" (signs notifications), loaded when first needed. */
  keys: () => Promise<SandboxKeys>;
  token: () => Promise<string>;
  /** Delivers a notification (our app posts it to its own webhook). */
  notify: (url: string, rawBody: string, headers: Record<string, string>) => Promise<void>;
  /** A waiting PIX or boleto pays itself after this long; 0 = only with payNow. */
  autoPayMs: number;
  clock?: () => Date;
}

const BENEFICIARY = {
  name: 'Bilheteria Eventos Corporativos Ltda',
  /** A well-formed CNPJ for the demo (check digits right, not a real company's). */
  taxId: '11222333000181',
  pixKey: 'pagamentos@bilheteria.demo',
  city: 'Sao Paulo',
};

/** The boleto's "nosso número" (8 digits) for our order, the same every time it is drawn. */
function ourNumberFor(referenceId: string): number {
  const hash = createHash('sha256').update(referenceId).digest('hex');
  return (parseInt(hash.slice(0, 8), 16) % 99_999_998) + 1;
}

/**
 * Where a sandbox order keeps the idempotency keys of the refunds it applied (key → cents): a
 * field of its stored JSON that PagBank has not, read by nothing but `refund` and never sent.
 */
const REFUNDS_BY_KEY = 'sandbox_refunds_by_key';
const refundsByKeySchema = z.record(z.string(), z.int()).default({});

const refundsByKey = (order: PagBankOrder): Record<string, number> =>
  refundsByKeySchema.parse(order[REFUNDS_BY_KEY]);

/** The order as PagBank would send it: without the sandbox's own bookkeeping. */
function published(order: PagBankOrder): PagBankOrder {
  const copy = { ...order };
  delete copy[REFUNDS_BY_KEY];
  return copy;
}

const invalidCard = (parameter: string) =>
  new PaymentProviderError('invalid', 'Dados do cartão inválidos.', [
    { code: '40002', description: 'invalid_parameter', parameterName: parameter },
  ]);

/**
 * The built-in payment service: offline, and PagBank on every point of PAYMENTS.md — order JSON
 * of the same shape (validated with the PagBank schema before it is stored), the test cards'
 * outcomes, a real BR Code, a FEBRABAN boleto with its PDF, notifications with a valid
 * x-authenticity-token. Its orders live in `sandbox_orders`, so they survive restarts.
 */
export function createSandboxProvider(options: SandboxOptions): {
  provider: PaymentProvider;
  controls: SandboxControls;
} {
  const { db, keys, token, notify, autoPayMs, clock = () => new Date() } = options;
  const now = () => clock().toISOString();
  const newId = (prefix: string) => `${prefix}_${randomUUID().toUpperCase()}`;

  function baseOrder(input: ChargeInput): PagBankOrderJson {
    const id = newId('ORDE');
    return {
      id,
      reference_id: input.referenceId,
      created_at: now(),
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
      links: [
        { rel: 'SELF', href: `sandbox:/orders/${id}`, media: 'application/json', type: 'GET' },
      ],
    };
  }

  /** Stores a new order, or answers the one this idempotency key already made. */
  async function save(
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

  async function existingFor(idempotencyKey: string): Promise<ProviderOrder | null> {
    const [row] = await db
      .select({ order: sandboxOrders.order })
      .from(sandboxOrders)
      .where(eq(sandboxOrders.idempotencyKey, idempotencyKey));
    return row ? toProviderOrder(row.order) : null;
  }

  function charge(
    input: ChargeInput,
    status: PagBankChargeJson['status'],
    paymentMethod: PagBankChargeJson['payment_method'],
    extra: Partial<PagBankChargeJson> = {},
  ): PagBankChargeJson {
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

  /** The sandbox order's waiting PIX or boleto paid now (row locked), stored, and notified. */
  async function pay(sandboxOrderId: string): Promise<boolean> {
    const paid = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxOrders)
        .where(eq(sandboxOrders.id, sandboxOrderId))
        .for('update');
      if (!row) return null;
      const order = parsePagBankOrder(row.order);
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
        .where(eq(sandboxOrders.id, row.id));
      return order;
    });
    if (!paid) return false;
    const rawBody = JSON.stringify(published(paid));
    for (const url of paid.notification_urls) {
      await notify(url, rawBody, {
        'content-type': 'application/json',
        [AUTHENTICITY_HEADER]: authenticityToken(await token(), rawBody),
      });
    }
    return true;
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    getPublicKey: async () => (await keys()).publicKey,

    async createCardCharge(input: CardChargeInput) {
      const previous = await existingFor(input.idempotencyKey);
      if (previous) return previous;
      let text: string;
      try {
        text = (await keys()).decrypt(input.encryptedCard);
      } catch (error) {
        if (error instanceof CardDecryptionError) {
          throw invalidCard('charges[0].payment_method.card.encrypted');
        }
        throw error;
      }
      const card = parseCardPlainText(text);
      if (!card) throw invalidCard('charges[0].payment_method.card.encrypted');
      const outcome = sandboxCardOutcome(card.number);
      if (outcome === 'refused') throw invalidCard('charges[0].payment_method.card.number');
      const expired =
        Number(card.expYear) * 12 + Number(card.expMonth) <
        clock().getUTCFullYear() * 12 + clock().getUTCMonth() + 1;
      if (expired) throw invalidCard('charges[0].payment_method.card.exp_year');

      const { firstDigits, lastDigits } = maskedDigits(card.number);
      const approved = outcome === 'approved';
      const order = baseOrder(input);
      order.charges = [
        charge(
          input,
          approved ? 'PAID' : 'DECLINED',
          {
            type: 'CREDIT_CARD',
            installments: input.installments,
            capture: true,
            card: {
              brand: cardBrand(card.number),
              first_digits: firstDigits,
              last_digits: lastDigits,
              exp_month: card.expMonth,
              exp_year: card.expYear,
              holder: { name: card.holder },
            },
          },
          {
            payment_response: approved
              ? { code: '20000', message: 'SUCESSO', reference: String(Date.now()) }
              : { code: '20007', message: 'NAO AUTORIZADO - CONTATE A CENTRAL DO SEU CARTAO' },
          },
        ),
      ];
      return save(input, order, false);
    },

    async createPix(input: PixInput) {
      const previous = await existingFor(input.idempotencyKey);
      if (previous) return previous;
      const { text } = buildPixCharge({
        pixKey: BENEFICIARY.pixKey,
        merchantName: BENEFICIARY.name,
        merchantCity: BENEFICIARY.city,
        txid: pixTxidFor(input.referenceId),
        amountCents: input.amountCents,
      });
      const order = baseOrder(input);
      order.qr_codes = [
        {
          id: newId('QRCO'),
          amount: { value: input.amountCents },
          expiration_date: input.expiresAt.toISOString(),
          text,
          links: [],
        },
      ];
      return save(input, order, true);
    },

    async createBoleto(input: BoletoInput) {
      const previous = await existingFor(input.idempotencyKey);
      if (previous) return previous;
      const ourNumber =
        (parseInt(createHash('sha256').update(input.referenceId).digest('hex').slice(0, 8), 16) %
          99_999_998) +
        1;
      const boleto = buildBoleto({
        amountCents: input.amountCents,
        dueDate: input.dueDate,
        freeField: boletoFreeFieldFor(ourNumber, SANDBOX_BOLETO_ACCOUNT),
      });
      const order = baseOrder(input);
      order.charges = [
        charge(
          input,
          'WAITING',
          {
            type: 'BOLETO',
            boleto: {
              id: newId('BOLE'),
              barcode: boleto.digitableLine,
              formatted_barcode: boleto.formattedDigitableLine,
              due_date: input.dueDate,
              instruction_lines: {
                line_1: input.instructionLines[0],
                line_2: input.instructionLines[1],
              },
              holder: {
                name: input.customer.name,
                tax_id: input.customer.taxId,
                email: input.customer.email,
              },
            },
          },
          {
            links: [
              {
                rel: 'SELF',
                href: `/api/pagseguro/boleto/${input.referenceId}.pdf`,
                media: 'application/pdf',
                type: 'GET',
              },
            ],
          },
        ),
      ];
      return save(input, order, true);
    },

    async getOrder(providerOrderId) {
      const [row] = await db
        .select({ order: sandboxOrders.order })
        .from(sandboxOrders)
        .where(eq(sandboxOrders.id, providerOrderId));
      if (!row) {
        throw new PaymentProviderError('not-found', 'Pedido não encontrado no PagBank.');
      }
      return toProviderOrder(row.order);
    },

    async refund(providerOrderId, idempotencyKey, amountCents) {
      const refunded = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxOrders)
          .where(eq(sandboxOrders.id, providerOrderId))
          .for('update');
        if (!row) throw new PaymentProviderError('not-found', 'Pedido não encontrado no PagBank.');
        const order = parsePagBankOrder(row.order);
        const applied = refundsByKey(order);
        // Asked again with the same key (a retried job): it refunded once, answer as it is.
        if (Object.hasOwn(applied, idempotencyKey)) return order;
        const plan = planRefund(order, amountCents);
        if (plan.kind === 'done') return order;
        if (plan.amountCents > plan.leftCents) {
          throw refundTooLarge(plan.amountCents, plan.leftCents);
        }
        const { charge } = plan;
        const total = charge.amount.value;
        const refundedCents = refundedOf(charge) + plan.amountCents;
        if (refundedCents === total) {
          charge.status = 'CANCELED';
          charge.amount.summary = { total, paid: 0, refunded: total };
        } else {
          charge.amount.summary = {
            total,
            paid: charge.amount.summary?.paid ?? total,
            refunded: refundedCents,
          };
        }
        order[REFUNDS_BY_KEY] = { ...applied, [idempotencyKey]: plan.amountCents };
        await tx
          .update(sandboxOrders)
          .set({ order, updatedAt: clock() })
          .where(eq(sandboxOrders.id, row.id));
        return order;
      });
      return toProviderOrder(refunded);
    },

    async cancelUnpaid(providerOrderId) {
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxOrders)
          .where(eq(sandboxOrders.id, providerOrderId))
          .for('update');
        if (!row) throw new PaymentProviderError('not-found', 'Pedido não encontrado no PagBank.');
        const order = parsePagBankOrder(row.order);
        const waiting = order.charges.find((each) => each.status === 'WAITING');
        const qrCode = order.qr_codes[0];
        let canceled = false;
        if (waiting) {
          waiting.status = 'CANCELED';
          canceled = true;
        } else if (qrCode && order.charges.length === 0) {
          // Withdrawn: the code lapses now, as a dynamic PIX code removed by its receiver.
          qrCode.expiration_date = now();
          canceled = true;
        }
        if (canceled) {
          await tx
            .update(sandboxOrders)
            .set({ order, autoPayAt: null, updatedAt: clock() })
            .where(eq(sandboxOrders.id, row.id));
        }
        return { canceled, order };
      });
      return { canceled: result.canceled, order: toProviderOrder(result.order) };
    },

    async findByReference(referenceId) {
      const [row] = await db
        .select({ order: sandboxOrders.order })
        .from(sandboxOrders)
        .where(eq(sandboxOrders.referenceId, referenceId))
        .limit(1);
      return row ? toProviderOrder(row.order) : null;
    },

    async parseNotification(rawBody, header) {
      if (!verifyAuthenticity(await token(), rawBody, header)) return null;
      try {
        return toProviderOrder(JSON.parse(rawBody));
      } catch {
        return null;
      }
    },
  };

  const controls: SandboxControls = {
    async boletoPdf(providerOrderId) {
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
    },

    payNow: (providerOrderId) => pay(providerOrderId),

    async payDue() {
      const due = await db
        .select({ id: sandboxOrders.id })
        .from(sandboxOrders)
        .where(and(isNotNull(sandboxOrders.autoPayAt), lte(sandboxOrders.autoPayAt, clock())))
        .limit(50);
      let paid = 0;
      for (const row of due) if (await pay(row.id)) paid++;
      return paid;
    },
  };

  return { provider, controls };
}
