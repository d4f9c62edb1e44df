import { createPublicKey } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  type BoletoInput,
  type CardChargeInput,
  type ChargeInput,
  type PixInput,
} from '../provider';
import { authenticityToken } from './authenticity';
import { startFakePagBank, type FakePagBank } from './test/fake-pagbank';
import type { PagBankAddress } from './order-json';
import {
  IDEMPOTENCY_HEADER,
  createPagBankProvider,
  type PagBankProviderOptions,
} from './pagbank-provider';

const TOKEN = 'e2a6f4b0-token-de-teste-3c1d';

const address: PagBankAddress = {
  street: 'Avenida Brigadeiro Faria Lima',
  number: '1384',
  locality: 'Pinheiros',
  city: 'São Paulo',
  region: 'São Paulo',
  region_code: 'SP',
  country: 'BRA',
  postal_code: '01452002',
};

let fake: FakePagBank;

beforeAll(async () => {
  fake = await startFakePagBank({ token: TOKEN });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});
afterEach(() => {
  // Every request must have matched PagBank's documented shape.
  expect(fake.takeViolations()).toEqual([]);
});

function provider(overrides: Partial<PagBankProviderOptions> = {}) {
  return createPagBankProvider({
    token: TOKEN,
    env: 'sandbox',
    baseUrl: fake.baseUrl,
    boletoHolderAddress: address,
    ...overrides,
  });
}

let sequence = 0;
function charge(overrides: Partial<ChargeInput> = {}): ChargeInput {
  sequence += 1;
  return {
    referenceId: `pedido-${sequence}`,
    description: 'Ingressos Bilheteria',
    customer: { name: 'Jose da Silva', email: 'jose@example.com', taxId: '12345678909' },
    items: [
      { referenceId: 'lote-1', name: 'Ingresso Inteira', quantity: 2, unitAmountCents: 5000 },
    ],
    amountCents: 10000,
    notificationUrl: 'https://bilheteria.example/api/pagbank/notificacao',
    idempotencyKey: `chave-${sequence}`,
    ...overrides,
  };
}
const card = (overrides: Partial<CardChargeInput> = {}): CardChargeInput => ({
  ...charge(),
  encryptedCard: 'Zm9vYmFyLWNhcnRhby1jcmlwdG9ncmFmYWRv',
  installments: 3,
  holderName: 'JOSE DA SILVA',
  ...overrides,
});
const pix = (overrides: Partial<PixInput> = {}): PixInput => ({
  ...charge(),
  expiresAt: new Date(Date.now() + 30 * 60 * 1000),
  ...overrides,
});
const boleto = (overrides: Partial<BoletoInput> = {}): BoletoInput => ({
  ...charge(),
  dueDate: '2026-11-24',
  instructionLines: ['Pedido na Bilheteria', 'Não receber após o vencimento'],
  ...overrides,
});

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('card charges', () => {
  it('creates an approved card order and reads back the storable card digits', async () => {
    const input = card();
    const order = await provider().createCardCharge(input);

    expect(order).toMatchObject({
      referenceId: input.referenceId,
      status: 'PAID',
      amountCents: 10000,
      card: { brand: 'visa', firstDigits: '453962', lastDigits: '2097' },
    });
    expect(order.providerOrderId).toMatch(/^ORDE_/);
    expect(order.paidAt).toBeInstanceOf(Date);

    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/orders');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.body).toMatchObject({
      charges: [
        {
          payment_method: {
            type: 'CREDIT_CARD',
            installments: 3,
            card: { encrypted: input.encryptedCard },
          },
        },
      ],
      notification_urls: [input.notificationUrl],
    });
  });

  it('reads an authorised (not yet paid) charge as AUTHORIZED', async () => {
    fake.cardOutcome = 'AUTHORIZED';
    const order = await provider().createCardCharge(card());
    expect(order.status).toBe('AUTHORIZED');
    expect(order.paidAt).toBeNull();
  });

  it('answers a decline as an order, with PagBank decline message', async () => {
    fake.cardOutcome = 'DECLINED';
    const order = await provider().createCardCharge(card());
    expect(order.status).toBe('DECLINED');
    expect(order.declineMessage).toBe('NAO AUTORIZADO');
    expect(order.paidAt).toBeNull();
  });

  it('sends no notification_urls when there is no public URL', async () => {
    await provider().createCardCharge(card({ notificationUrl: null }));
    expect(fake.requests[0]?.body).not.toHaveProperty('notification_urls');
  });
});

describe('PIX', () => {
  it('creates a QR code order and returns its BR Code, WAITING until paid', async () => {
    const expiresAt = new Date('2030-01-15T13:45:10.500Z');
    const order = await provider().createPix(pix({ expiresAt }));

    expect(order.status).toBe('WAITING');
    expect(order.paidAt).toBeNull();
    expect(order.amountCents).toBe(10000);
    expect(order.pix?.qrCodeId).toMatch(/^QRCO_/);
    expect(order.pix?.text).toMatch(/^000201/);
    expect(order.pix?.expiresAt).toEqual(new Date('2030-01-15T13:45:10.000Z'));
    expect(fake.requests[0]?.body).toMatchObject({
      qr_codes: [{ amount: { value: 10000 }, expiration_date: '2030-01-15T10:45:10-03:00' }],
    });
  });

  it('reads the order as PAID once PagBank adds the paid charge', async () => {
    const created = await provider().createPix(pix());
    fake.payPix(created.providerOrderId);
    const order = await provider().getOrder(created.providerOrderId);
    expect(order.status).toBe('PAID');
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.pix?.text).toBe(created.pix?.text);
  });
});

describe('refund', () => {
  it('cancels the paid charge for its whole amount and reads the order back', async () => {
    const created = await provider().createPix(pix());
    fake.payPix(created.providerOrderId);
    const refunded = await provider().refund(created.providerOrderId, 'refund-key-0001');
    expect(refunded).toMatchObject({
      providerOrderId: created.providerOrderId,
      status: 'CANCELED',
      refundedCents: 10_000,
    });
    const cancel = fake.requests.find((request) => request.path.endsWith('/cancel'));
    expect(cancel).toMatchObject({ method: 'POST', body: { amount: { value: 10_000 } } });
    expect(cancel?.path).toMatch(/^\/charges\/CHAR_[^/]+\/cancel$/);
    expect(cancel?.headers['x-idempotency-key']).toBe('refund-key-0001');
  });

  it('answers a refund asked again as done, without a second cancel', async () => {
    const created = await provider().createPix(pix());
    fake.payPix(created.providerOrderId);
    await provider().refund(created.providerOrderId, 'refund-key-0002');
    const again = await provider().refund(created.providerOrderId, 'refund-key-0002');
    expect(again.status).toBe('CANCELED');
    const cancels = fake.requests.filter((request) => request.path.endsWith('/cancel'));
    expect(cancels).toHaveLength(1);
  });

  it('has nothing to refund on an unpaid order', async () => {
    const created = await provider().createPix(pix());
    const error = await providerError(provider().refund(created.providerOrderId, 'refund-3'));
    expect(error.kind).toBe('conflict');
  });
});

describe('partial refunds', () => {
  const cancels = () => fake.requests.filter((request) => request.path.endsWith('/cancel'));

  async function paidCard(): Promise<string> {
    const created = await provider().createCardCharge(card());
    expect(created).toMatchObject({ status: 'PAID', amountCents: 10_000, refundedCents: 0 });
    return created.providerOrderId;
  }

  it('adds up partial refunds with different keys; the charge stays PAID', async () => {
    const id = await paidCard();
    expect(await provider().refund(id, 'estorno-a', 3_000)).toMatchObject({
      status: 'PAID',
      refundedCents: 3_000,
    });
    expect(await provider().refund(id, 'estorno-b', 2_000)).toMatchObject({
      status: 'PAID',
      refundedCents: 5_000,
    });
    expect(cancels().map((request) => request.body)).toEqual([
      { amount: { value: 3_000 } },
      { amount: { value: 2_000 } },
    ]);
    expect(cancels().map((request) => request.headers[IDEMPOTENCY_HEADER])).toEqual([
      'estorno-a',
      'estorno-b',
    ]);
    expect(fake.refundStats(id)).toEqual({ calls: 2, failed: 0, applied: 2, refundedCents: 5_000 });
  });

  it('refunds once for the same key asked twice', async () => {
    const id = await paidCard();
    await provider().refund(id, 'estorno-repetido', 4_000);
    const again = await provider().refund(id, 'estorno-repetido', 4_000);
    expect(again).toMatchObject({ status: 'PAID', refundedCents: 4_000 });
    expect(fake.refundStats(id)).toMatchObject({ calls: 2, applied: 1, refundedCents: 4_000 });
  });

  it('refuses more than is left, with the amounts in the message', async () => {
    const id = await paidCard();
    await provider().refund(id, 'estorno-parte', 7_000);
    const error = await providerError(provider().refund(id, 'estorno-demais', 3_001));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(
      'O valor do estorno (R$ 30,01) é maior que o que resta a estornar neste pedido (R$ 30,00).',
    );
    expect(error.details).toEqual([
      { code: '40002', description: 'invalid_parameter', parameterName: 'amount.value' },
    ]);
    expect(fake.refundStats(id).refundedCents).toBe(7_000);
    expect((await provider().getOrder(id)).refundedCents).toBe(7_000);
  });

  it('refuses an amount that is not a positive number of centavos without asking PagBank', async () => {
    const id = await paidCard();
    for (const amount of [0, -1, 12.5]) {
      expect((await providerError(provider().refund(id, `estorno-${amount}`, amount))).kind).toBe(
        'invalid',
      );
    }
    expect(cancels()).toEqual([]);
  });

  it('refunds the rest when no amount is given after a partial refund', async () => {
    const id = await paidCard();
    await provider().refund(id, 'estorno-1', 3_000);
    const rest = await provider().refund(id, 'estorno-resto');
    expect(rest).toMatchObject({ status: 'CANCELED', refundedCents: 10_000 });
    expect(cancels().at(-1)?.body).toEqual({ amount: { value: 7_000 } });
    expect(fake.refundStats(id)).toMatchObject({ applied: 2, refundedCents: 10_000 });
  });

  it('refuses a new partial refund once all of it went back', async () => {
    const id = await paidCard();
    await provider().refund(id, 'estorno-total');
    const error = await providerError(provider().refund(id, 'estorno-depois', 100));
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/já foi estornado por completo/);
    expect(fake.refundStats(id).refundedCents).toBe(10_000);
  });
});

describe('refund failures (fake.failRefunds)', () => {
  async function paidCard(): Promise<string> {
    return (await provider().createCardCharge(card())).providerOrderId;
  }

  it('fails every n-th cancel with 503 without refunding, until turned off', async () => {
    const id = await paidCard();
    fake.failRefunds({ every: 2 });
    await provider().refund(id, 'estorno-1', 1_000);
    const error = await providerError(provider().refund(id, 'estorno-2', 1_000));
    expect(error.kind).toBe('unavailable');
    expect(fake.refundStats(id)).toEqual({ calls: 2, failed: 1, applied: 1, refundedCents: 1_000 });
    // Retried with its key, it goes through once.
    expect((await provider().refund(id, 'estorno-2', 1_000)).refundedCents).toBe(2_000);
    expect(fake.refundStats(id).failed).toBe(1);
    await providerError(provider().refund(id, 'estorno-3', 1_000));
    fake.failRefunds(null);
    await provider().refund(id, 'estorno-3', 1_000);
    await provider().refund(id, 'estorno-4', 1_000);
    expect(fake.refundStats(id)).toEqual({ calls: 6, failed: 2, applied: 4, refundedCents: 4_000 });
  });

  it('can drop the connection instead of answering', async () => {
    const id = await paidCard();
    fake.failRefunds({ every: 1, as: 'connection-reset' });
    const error = await providerError(provider().refund(id, 'estorno-1', 1_000));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Não foi possível se comunicar com o PagBank. Tente novamente.');
    expect(fake.refundStats(id)).toEqual({ calls: 1, failed: 1, applied: 0, refundedCents: 0 });
  });

  it('does not refund twice when a retry follows an answer lost after the refund', async () => {
    const id = await paidCard();
    fake.failRefunds({ every: 1, afterApplying: true });
    await providerError(provider().refund(id, 'estorno-perdido', 7_000));
    expect(fake.refundStats(id)).toMatchObject({ applied: 1, refundedCents: 7_000 });
    fake.failRefunds(null);
    // Only R$ 30,00 is left now, yet the same key is PagBank's to answer: the first result.
    const retried = await provider().refund(id, 'estorno-perdido', 7_000);
    expect(retried).toMatchObject({ status: 'PAID', refundedCents: 7_000 });
    expect(fake.refundStats(id)).toEqual({ calls: 2, failed: 1, applied: 1, refundedCents: 7_000 });
  });

  it('answers a whole refund whose answer was lost from the order, without a second cancel', async () => {
    const id = await paidCard();
    fake.failRefunds({ every: 1, afterApplying: true, as: 'connection-reset' });
    await providerError(provider().refund(id, `refund-${id}`));
    const retried = await provider().refund(id, `refund-${id}`);
    expect(retried).toMatchObject({ status: 'CANCELED', refundedCents: 10_000 });
    expect(fake.refundStats(id)).toEqual({
      calls: 1,
      failed: 1,
      applied: 1,
      refundedCents: 10_000,
    });
  });

  it('refunds each of many partial refunds once, retried through failures', async () => {
    const ids = [await paidCard(), await paidCard()];
    // The first order's answers are lost after refunding, the second's refused before.
    fake.failRefunds({ every: 2, afterApplying: true });
    let failures = 0;
    for (const id of ids) {
      for (let part = 1; part <= 4; part++) {
        for (;;) {
          try {
            await provider().refund(id, `${id}-parte-${part}`, 2_500);
            break;
          } catch (error) {
            expect((error as PaymentProviderError).kind).toBe('unavailable');
            failures += 1;
          }
        }
      }
      fake.failRefunds({ every: 2 });
    }
    expect(failures).toBe(6);
    for (const id of ids) {
      expect(await provider().getOrder(id)).toMatchObject({
        status: 'CANCELED',
        refundedCents: 10_000,
      });
      expect(fake.refundStats(id)).toMatchObject({ applied: 4, refundedCents: 10_000 });
    }
    expect(fake.refundStats()).toMatchObject({
      applied: 8,
      failed: failures,
      refundedCents: 20_000,
    });
  });

  it('is turned off by reset', async () => {
    fake.failRefunds({ every: 1 });
    fake.reset();
    const id = await paidCard();
    await provider().refund(id, 'estorno-1', 1_000);
    expect(fake.refundStats(id)).toEqual({ calls: 1, failed: 0, applied: 1, refundedCents: 1_000 });
  });
});

describe('cancelUnpaid', () => {
  it('withdraws a waiting boleto: its charge is CANCELED and nothing was refunded', async () => {
    const created = await provider().createBoleto(boleto());
    const { canceled, order } = await provider().cancelUnpaid(
      created.providerOrderId,
      'cancel-key-0001',
    );
    expect(canceled).toBe(true);
    expect(order.status).toBe('CANCELED');
    const cancel = fake.requests.find((request) => request.path.endsWith('/cancel'));
    expect(cancel?.headers['x-idempotency-key']).toBe('cancel-key-0001');
    expect(cancel?.body).toEqual({ amount: { value: created.amountCents } });
  });

  it('cannot withdraw a PIX code (PagBank has no call for it) and says so', async () => {
    const created = await provider().createPix(pix());
    const { canceled, order } = await provider().cancelUnpaid(
      created.providerOrderId,
      'cancel-key-0002',
    );
    expect(canceled).toBe(false);
    expect(order.status).toBe('WAITING');
    expect(fake.requests.some((request) => request.path.endsWith('/cancel'))).toBe(false);
  });
});

describe('boleto', () => {
  it('creates a boleto and returns both barcode forms, due date and the PDF link', async () => {
    const order = await provider().createBoleto(boleto());
    expect(order.status).toBe('WAITING');
    expect(order.boleto).toMatchObject({
      barcode: '03399853012970000035869420601010782490000000100',
      formattedBarcode: '03399.85301 29700.000358 69420.601010 7 82490000000100',
      dueDate: '2026-11-24',
    });
    expect(order.boleto?.pdfUrl).toMatch(
      /^https:\/\/boleto\.sandbox\.pagseguro\.com\.br\/.+\.pdf$/,
    );
    expect(fake.requests[0]?.body).toMatchObject({
      charges: [
        {
          payment_method: {
            type: 'BOLETO',
            boleto: { due_date: '2026-11-24', holder: { tax_id: '12345678909', address } },
          },
        },
      ],
    });
  });

  it('is refused by PagBank without the holder address it requires', async () => {
    const { boletoHolderAddress: _none, ...options } = {
      token: TOKEN,
      env: 'sandbox' as const,
      baseUrl: fake.baseUrl,
      boletoHolderAddress: address,
    };
    const error = await providerError(createPagBankProvider(options).createBoleto(boleto()));
    expect(error.kind).toBe('invalid');
    expect(error.details).toContainEqual({
      code: '40001',
      description: 'required_parameter',
      parameterName: 'charges[0].payment_method.boleto.holder.address',
    });
    expect(fake.takeViolations()).toHaveLength(1);
  });
});

describe('getOrder', () => {
  it('reads an order back by its PagBank id', async () => {
    const created = await provider().createCardCharge(card());
    const order = await provider().getOrder(created.providerOrderId);
    expect(order).toEqual(created);
    const get = fake.requests.at(-1);
    expect(get?.method).toBe('GET');
    expect(get?.path).toBe(`/orders/${created.providerOrderId}`);
    expect(get?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(get?.headers[IDEMPOTENCY_HEADER]).toBeUndefined();
  });

  it('answers an unknown order with not-found', async () => {
    const error = await providerError(provider().getOrder('ORDE_NAO-EXISTE'));
    expect(error.kind).toBe('not-found');
    expect(error.message).toBe('Pedido não encontrado no PagBank.');
  });
});

describe('public key', () => {
  it('returns the card public key as base64 DER (RSA-2048) and asks PagBank only once', async () => {
    const payments = provider();
    const key = await payments.getPublicKey();
    const parsed = createPublicKey({
      key: Buffer.from(key, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(parsed.asymmetricKeyDetails?.modulusLength).toBe(2048);

    expect(await payments.getPublicKey()).toBe(key);
    const asked = fake.requests.filter((request) => request.path === '/public-keys');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.method).toBe('POST');
    expect(asked[0]?.body).toEqual({ type: 'card' });
  });

  it('does not remember a failure', async () => {
    const payments = provider();
    fake.answerNext({ status: 503, body: { error_messages: [] } });
    expect((await providerError(payments.getPublicKey())).kind).toBe('unavailable');
    await expect(payments.getPublicKey()).resolves.toMatch(/^MII/);
  });
});

describe('errors', () => {
  it('maps 400 error_messages to invalid, with the details', async () => {
    fake.answerNext({
      status: 400,
      body: {
        error_messages: [
          {
            code: '40002',
            description: 'invalid_parameter',
            parameter_name: 'charges[0].payment_method.card.encrypted',
          },
        ],
      },
    });
    const error = await providerError(provider().createCardCharge(card()));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('O PagBank recusou os dados do pagamento.');
    expect(error.details).toEqual([
      {
        code: '40002',
        description: 'invalid_parameter',
        parameterName: 'charges[0].payment_method.card.encrypted',
      },
    ]);
  });

  it('passes on what PagBank finds wrong in a request', async () => {
    const input = card();
    const error = await providerError(
      provider().createCardCharge({ ...input, customer: { ...input.customer, taxId: '123' } }),
    );
    expect(error.kind).toBe('invalid');
    expect(error.details.map((detail) => detail.parameterName)).toContain('customer.tax_id');
    expect(fake.takeViolations().length).toBeGreaterThan(0);
  });

  it('maps a refused token (401) and a refused account (403) to unauthorized', async () => {
    const wrong = await providerError(provider({ token: 'token-errado' }).createPix(pix()));
    expect(wrong.kind).toBe('unauthorized');
    expect(wrong.message).toBe('O PagBank recusou as credenciais da loja.');

    fake.answerNext({
      status: 403,
      body: {
        error_messages: [{ code: 'ACCESS_DENIED', description: 'whitelist access required' }],
      },
    });
    expect((await providerError(provider().createPix(pix()))).kind).toBe('unauthorized');
  });

  it('maps 409 to conflict', async () => {
    fake.answerNext({
      status: 409,
      body: { error_messages: [{ code: '40900', description: 'x' }] },
    });
    expect((await providerError(provider().createCardCharge(card()))).kind).toBe('conflict');
  });

  it('maps 5xx, even without a JSON body, to unavailable', async () => {
    fake.answerNext({ status: 502, body: '<html>Bad Gateway</html>' });
    const error = await providerError(provider().createCardCharge(card()));
    expect(error.kind).toBe('unavailable');
    expect(error.details).toEqual([]);
  });

  it('gives up after the timeout, as unavailable', async () => {
    fake.answerNext({ status: 201, body: {}, delayMs: 400 });
    const error = await providerError(provider({ timeoutMs: 50 }).createCardCharge(card()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('O PagBank não respondeu a tempo. Tente novamente em instantes.');
  });

  it('maps an unreachable PagBank to unavailable', async () => {
    const error = await providerError(
      provider({ baseUrl: 'http://127.0.0.1:1' }).createCardCharge(card()),
    );
    expect(error.kind).toBe('unavailable');
  });

  it('treats a success answer that is not an order as unavailable', async () => {
    fake.answerNext({ status: 201, body: { ok: true } });
    const error = await providerError(provider().createPix(pix()));
    expect(error.kind).toBe('unavailable');
  });

  it('never puts the token or the card in an error', async () => {
    const input = card();
    const errors = [
      await providerError(provider({ token: `${TOKEN}-x` }).createCardCharge(input)),
      await providerError(provider({ baseUrl: 'http://127.0.0.1:1' }).createCardCharge(input)),
    ];
    for (const error of errors) {
      const seen = JSON.stringify({ ...error, message: error.message, cause: String(error.cause) });
      expect(seen).not.toContain(TOKEN);
      expect(seen).not.toContain(input.encryptedCard);
    }
  });

  it('needs a token', () => {
    expect(() => createPagBankProvider({ token: '', env: 'sandbox' })).toThrow(/PAGBANK_TOKEN/);
  });
});

describe('idempotency', () => {
  it('sends the idempotency key on every order creation', async () => {
    const payments = provider();
    const inputs = [card(), pix(), boleto()];
    await payments.createCardCharge(inputs[0] as CardChargeInput);
    await payments.createPix(inputs[1] as PixInput);
    await payments.createBoleto(inputs[2] as BoletoInput);
    expect(fake.requests.map((request) => request.headers[IDEMPOTENCY_HEADER])).toEqual(
      inputs.map((input) => input.idempotencyKey),
    );
  });

  it('creates the order once when the same key is sent twice', async () => {
    const input = card();
    const first = await provider().createCardCharge(input);
    const retry = await provider().createCardCharge(input);
    expect(retry.providerOrderId).toBe(first.providerOrderId);
    expect(fake.orders.size).toBe(1);
  });
});

describe('parseNotification', () => {
  it('parses a notification signed with our token', async () => {
    const created = await provider().createCardCharge(card());
    const { rawBody, headers } = fake.notificationFor(created.providerOrderId);
    expect(await provider().parseNotification(rawBody, headers['x-authenticity-token'])).toEqual(
      created,
    );
  });

  it('refuses a forged, missing or mismatched signature', async () => {
    const created = await provider().createPix(pix());
    fake.payPix(created.providerOrderId);
    const { rawBody, headers } = fake.notificationFor(created.providerOrderId);
    const payments = provider();

    expect(
      await payments.parseNotification(rawBody, authenticityToken('outro-token', rawBody)),
    ).toBeNull();
    expect(await payments.parseNotification(rawBody, undefined)).toBeNull();
    expect(await payments.parseNotification(rawBody, '')).toBeNull();
    const tampered = rawBody.replace('"PAID"', '"CANCELED"');
    expect(await payments.parseNotification(tampered, headers['x-authenticity-token'])).toBeNull();
  });

  it('refuses a signed body that is not an order, as invalid', async () => {
    const rawBody = '{"id":"CHAR_1","status":"PAID"}';
    await expect(
      provider().parseNotification(rawBody, authenticityToken(TOKEN, rawBody)),
    ).rejects.toThrow(PaymentProviderError);
  });
});
