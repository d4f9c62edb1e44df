import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { sandboxOrders } from '../../../db/schema';
import { createTestDatabase, testTargets } from '../../../test/test-database';
import { PaymentProviderError, type ChargeInput, type PaymentProvider } from '../provider';
import type { SandboxKeys } from './card-keys';
import { createSandboxProvider, type SandboxControls } from './sandbox-provider';

/** Stands in for the RSA pair: the "cipher" is the card text in base64. */
const plainKeys: SandboxKeys = {
  publicKey: 'chave-de-teste',
  decrypt: (cipher) => Buffer.from(cipher, 'base64').toString('utf8'),
};

describe.each(testTargets())('sandbox refunds on %s', (target) => {
  let database: Database;
  let provider: PaymentProvider;
  let controls: SandboxControls;

  beforeAll(async () => {
    database = await createTestDatabase(target, { demo: false });
    ({ provider, controls } = createSandboxProvider({
      db: database.db,
      keys: async () => plainKeys,
      token: async () => 'token-do-sandbox',
      notify: async () => {},
      autoPayMs: 0,
    }));
  });
  afterAll(() => database?.close());

  let sequence = 0;
  function charge(amountCents: number): ChargeInput {
    sequence += 1;
    return {
      referenceId: `pagamento-${sequence}`,
      description: 'Ingressos Bilheteria',
      customer: { name: 'Jose da Silva', email: 'jose@example.com', taxId: '12345678909' },
      items: [
        { referenceId: 'lote-1', name: 'Ingresso', quantity: 1, unitAmountCents: amountCents },
      ],
      amountCents,
      notificationUrl: 'https://bilheteria.example/api/pagbank/notificacao',
      idempotencyKey: `criar-${sequence}`,
    };
  }

  /** A PIX order of R$ 100,00, paid. */
  async function paidPix(amountCents = 10_000): Promise<string> {
    const created = await provider.createPix({
      ...charge(amountCents),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    expect(await controls.payNow(created.providerOrderId)).toBe(true);
    return created.providerOrderId;
  }

  const storedCharge = async (providerOrderId: string) => {
    const [row] = await database.db
      .select({ order: sandboxOrders.order })
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, providerOrderId));
    return (row!.order as { charges: { status: string; amount: { summary: unknown } }[] })
      .charges[0]!;
  };

  async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    return error as PaymentProviderError;
  }

  it('reads a paid order with nothing refunded as refundedCents 0', async () => {
    const id = await paidPix();
    expect(await provider.getOrder(id)).toMatchObject({ status: 'PAID', refundedCents: 0 });
  });

  it('adds up partial refunds with different keys; the charge stays PAID', async () => {
    const id = await paidPix();
    expect(await provider.refund(id, 'estorno-a', 3_000)).toMatchObject({
      status: 'PAID',
      amountCents: 10_000,
      refundedCents: 3_000,
    });
    expect(await provider.refund(id, 'estorno-b', 2_000)).toMatchObject({
      status: 'PAID',
      refundedCents: 5_000,
    });
    expect((await storedCharge(id)).amount.summary).toEqual({
      total: 10_000,
      paid: 10_000,
      refunded: 5_000,
    });
    expect(await provider.getOrder(id)).toMatchObject({ status: 'PAID', refundedCents: 5_000 });
  });

  it('refunds once for the same key asked twice', async () => {
    const id = await paidPix();
    await provider.refund(id, 'estorno-repetido', 4_000);
    const again = await provider.refund(id, 'estorno-repetido', 4_000);
    expect(again).toMatchObject({ status: 'PAID', refundedCents: 4_000 });
    // Even asked all at once, as a job run twice in parallel would.
    const both = await Promise.all([
      provider.refund(id, 'estorno-paralelo', 1_000),
      provider.refund(id, 'estorno-paralelo', 1_000),
    ]);
    expect(both.map((order) => order.refundedCents).sort()).toEqual([5_000, 5_000]);
    expect((await provider.getOrder(id)).refundedCents).toBe(5_000);
  });

  it('refuses more than is left, with the amounts in the message, and changes nothing', async () => {
    const id = await paidPix();
    await provider.refund(id, 'estorno-parte', 7_000);
    const error = await providerError(provider.refund(id, 'estorno-demais', 3_001));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(
      'O valor do estorno (R$ 30,01) é maior que o que resta a estornar neste pedido (R$ 30,00).',
    );
    expect(error.details).toEqual([
      { code: '40002', description: 'invalid_parameter', parameterName: 'amount.value' },
    ]);
    expect((await provider.getOrder(id)).refundedCents).toBe(7_000);
    // The refused key was not spent: asked again for what is left, it refunds.
    expect(await provider.refund(id, 'estorno-demais', 3_000)).toMatchObject({
      status: 'CANCELED',
      refundedCents: 10_000,
    });
  });

  it('refuses an amount that is not a positive number of centavos', async () => {
    const id = await paidPix();
    for (const amount of [0, -100, 10.5]) {
      expect((await providerError(provider.refund(id, `estorno-${amount}`, amount))).kind).toBe(
        'invalid',
      );
    }
    expect((await provider.getOrder(id)).refundedCents).toBe(0);
  });

  it('refunds the rest when no amount is given after partial refunds', async () => {
    const id = await paidPix();
    await provider.refund(id, 'estorno-1', 2_500);
    const rest = await provider.refund(id, 'estorno-resto');
    expect(rest).toMatchObject({ status: 'CANCELED', refundedCents: 10_000 });
    expect((await storedCharge(id)).amount.summary).toEqual({
      total: 10_000,
      paid: 0,
      refunded: 10_000,
    });
  });

  it('becomes CANCELED when partial refunds reach the whole amount', async () => {
    const id = await paidPix();
    await provider.refund(id, 'estorno-1', 6_000);
    expect(await provider.refund(id, 'estorno-2', 4_000)).toMatchObject({
      status: 'CANCELED',
      refundedCents: 10_000,
    });
  });

  it('answers a whole refund asked again as it is, and refuses a new partial one', async () => {
    const id = await paidPix();
    const refunded = await provider.refund(id, 'refund-1');
    expect(refunded).toMatchObject({ status: 'CANCELED', refundedCents: 10_000 });
    expect(await provider.refund(id, 'refund-2')).toEqual(refunded);
    expect(await provider.refund(id, 'refund-1', 10_000)).toEqual(refunded);
    const error = await providerError(provider.refund(id, 'refund-3', 100));
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/já foi estornado por completo/);
  });

  it('has nothing to refund on an unpaid order, nor on an unknown one', async () => {
    const created = await provider.createPix({
      ...charge(10_000),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    expect((await providerError(provider.refund(created.providerOrderId, 'x', 100))).kind).toBe(
      'conflict',
    );
    expect((await providerError(provider.refund('ORDE_NAO-EXISTE', 'y'))).kind).toBe('not-found');
  });

  it('refunds part of a card charge the same way', async () => {
    const text = '4539620659922097;123;12;2030;JOSE DA SILVA;1700000000000';
    const created = await provider.createCardCharge({
      ...charge(25_000),
      encryptedCard: Buffer.from(text).toString('base64'),
      installments: 1,
      holderName: 'JOSE DA SILVA',
    });
    expect(created).toMatchObject({ status: 'PAID', refundedCents: 0 });
    const order = await provider.refund(created.providerOrderId, 'estorno-cartao', 5_000);
    expect(order).toMatchObject({
      status: 'PAID',
      refundedCents: 5_000,
      card: { lastDigits: '2097' },
    });
  });

  it('keeps its refund keys out of the order it answers', async () => {
    const id = await paidPix();
    await provider.refund(id, 'estorno-privado', 1_000);
    expect(JSON.stringify(await provider.getOrder(id))).not.toContain('estorno-privado');
  });
});
