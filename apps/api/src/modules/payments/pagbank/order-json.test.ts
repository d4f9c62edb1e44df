import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { BoletoInput, CardChargeInput, ChargeInput, PixInput } from '../provider';
import {
  boletoOrderBody,
  cardOrderBody,
  pagBankDateTime,
  pixOrderBody,
  toProviderOrder,
  type PagBankAddress,
  type PagBankChargeJson,
  type PagBankOrderJson,
} from './order-json';

// Shaped after PagBank's documented answers (reference/objeto-order, objeto-charge, the
// authenticity page's boleto sample), with the extra fields PagBank adds left in.
const cardOrder = {
  id: 'ORDE_6FBC8BF5-BB19-4E7B-AC6B-17CD8D180923',
  reference_id: 'pedido-42',
  created_at: '2026-05-08T19:08:54.236-03:00',
  customer: {
    name: 'Jose da Silva',
    email: 'jose@example.com',
    tax_id: '12345678909',
    phones: [{ type: 'MOBILE', country: '55', area: '11', number: '999999999' }],
  },
  items: [{ reference_id: 'lote-1', name: 'Ingresso Inteira', quantity: 2, unit_amount: 5000 }],
  shipping: { address: { street: 'Avenida Brigadeiro Faria Lima', number: '1384' } },
  charges: [
    {
      id: 'CHAR_5B76EC93-D579-4435-8184-4C8AC88B4E55',
      reference_id: 'pedido-42',
      status: 'PAID',
      created_at: '2026-05-08T19:08:54.544-03:00',
      paid_at: '2026-05-08T19:08:56.000-03:00',
      description: 'Ingressos Bilheteria',
      amount: {
        value: 10000,
        currency: 'BRL',
        summary: { total: 10000, paid: 10000, refunded: 0 },
      },
      payment_response: { code: '20000', message: 'SUCESSO', reference: '051012678407' },
      payment_method: {
        type: 'CREDIT_CARD',
        installments: 1,
        capture: true,
        card: {
          brand: 'mastercard',
          first_digits: '524008',
          last_digits: '2454',
          exp_month: '12',
          exp_year: '2026',
          holder: { name: 'Jose da Silva' },
          store: false,
        },
        soft_descriptor: 'Bilheteria',
      },
      links: [
        {
          rel: 'SELF',
          href: 'https://sandbox.api.pagseguro.com/charges/CHAR_5B76EC93-D579-4435-8184-4C8AC88B4E55',
          media: 'application/json',
          type: 'GET',
        },
      ],
    },
  ],
  notification_urls: ['https://bilheteria.example/api/pagbank/notificacao'],
  links: [
    {
      rel: 'SELF',
      href: 'https://sandbox.api.pagseguro.com/orders/ORDE_6FBC8BF5-BB19-4E7B-AC6B-17CD8D180923',
      media: 'application/json',
      type: 'GET',
    },
  ],
} satisfies PagBankOrderJson;

const pixOrder = {
  id: 'ORDE_4FF45085-9A30-408A-86A0-EC68DDC479FD',
  reference_id: 'pedido-43',
  created_at: '2026-05-10T16:15:49.522-03:00',
  items: [{ name: 'Ingresso', quantity: 1, unit_amount: 500 }],
  qr_codes: [
    {
      id: 'QRCO_20D0C28F-E6CA-4D57-A859-72110A00E9D1',
      expiration_date: '2026-05-10T16:45:49-03:00',
      amount: { value: 500 },
      text: '00020101021226830014br.gov.bcb.pix2561api.pagseguro.com/pix/v2/20D0C28F6304ABCD',
      arrangements: ['PIX'],
      links: [
        {
          rel: 'QRCODE.PNG',
          href: 'https://sandbox.api.pagseguro.com/qrcode/QRCO_20D0C28F-E6CA-4D57-A859-72110A00E9D1/png',
          media: 'image/png',
          type: 'GET',
        },
        {
          rel: 'QRCODE.BASE64',
          href: 'https://sandbox.api.pagseguro.com/qrcode/QRCO_20D0C28F-E6CA-4D57-A859-72110A00E9D1/base64',
          media: 'text/plain',
          type: 'GET',
        },
      ],
    },
  ],
  links: [],
} satisfies PagBankOrderJson;

const boletoCharge = {
  id: 'CHAR_F60232EF-4864-43D2-AD63-D83EB3024D50',
  reference_id: 'pedido-44',
  status: 'WAITING',
  created_at: '2026-05-10T19:18:04.863-03:00',
  amount: { value: 100, currency: 'BRL', summary: { total: 100, paid: 0, refunded: 0 } },
  payment_response: { code: '20000', message: 'SUCESSO' },
  payment_method: {
    type: 'BOLETO',
    boleto: {
      id: 'eafadc9b-6e15-41ff-ab07-86218770d93b',
      barcode: '03399853012970000035869420601010782490000000100',
      formatted_barcode: '03399.85301 29700.000358 69420.601010 7 82490000000100',
      due_date: '2020-05-08',
      instruction_lines: {
        line_1: 'Pagamento processado para DESC Fatura',
        line_2: 'Via PagSeguro',
      },
      holder: { name: 'Jose da Silva', tax_id: '90792099028', email: 'jose@example.com' },
    },
  },
  links: [
    {
      rel: 'SELF',
      href: 'https://boleto.pagseguro.com.br/eb78b5b7.png',
      media: 'image/png',
      type: 'GET',
    },
    {
      rel: 'SELF',
      href: 'https://boleto.pagseguro.com.br/eb78b5b7.pdf',
      media: 'application/pdf',
      type: 'GET',
    },
  ],
} satisfies PagBankChargeJson;

const boletoOrder = {
  id: 'ORDE_538C77F3-4D44-4A70-8477-C23464172CD9',
  reference_id: 'pedido-44',
  created_at: '2026-05-10T19:18:04.763-03:00',
  charges: [boletoCharge],
} satisfies PagBankOrderJson;

describe('toProviderOrder', () => {
  it('maps a paid card order: status, payment time, amount and the storable card digits', () => {
    expect(toProviderOrder(cardOrder)).toEqual({
      providerOrderId: 'ORDE_6FBC8BF5-BB19-4E7B-AC6B-17CD8D180923',
      referenceId: 'pedido-42',
      status: 'PAID',
      paidAt: new Date('2026-05-08T22:08:56.000Z'),
      amountCents: 10000,
      refundedCents: 0,
      card: { brand: 'mastercard', firstDigits: '524008', lastDigits: '2454' },
    });
  });

  it('gives a declined card its status and PagBank decline message', () => {
    const charge = cardOrder.charges[0]!;
    const declined = {
      ...cardOrder,
      charges: [
        {
          ...charge,
          status: 'DECLINED',
          paid_at: undefined,
          payment_response: { code: '10002', message: 'NAO AUTORIZADO' },
        },
      ],
    };
    const order = toProviderOrder(declined);
    expect(order.status).toBe('DECLINED');
    expect(order.declineMessage).toBe('NAO AUTORIZADO');
    expect(order.paidAt).toBeNull();
    expect(order.card?.lastDigits).toBe('2454');
  });

  it('keeps the decline message to declines', () => {
    expect(toProviderOrder(cardOrder).declineMessage).toBeUndefined();
  });

  it('reads card digits PagBank sends as numbers as text', () => {
    const charge = cardOrder.charges[0]!;
    const numeric = {
      ...cardOrder,
      charges: [
        {
          ...charge,
          payment_method: {
            ...charge.payment_method,
            card: { brand: 'visa', first_digits: 453962, last_digits: 2097 },
          },
        },
      ],
    };
    expect(toProviderOrder(numeric).card).toEqual({
      brand: 'visa',
      firstDigits: '453962',
      lastDigits: '2097',
    });
  });

  it('reads an unpaid PIX order (no charge yet) as WAITING with its BR Code', () => {
    expect(toProviderOrder(pixOrder)).toEqual({
      providerOrderId: 'ORDE_4FF45085-9A30-408A-86A0-EC68DDC479FD',
      referenceId: 'pedido-43',
      status: 'WAITING',
      paidAt: null,
      amountCents: 500,
      refundedCents: 0,
      pix: {
        qrCodeId: 'QRCO_20D0C28F-E6CA-4D57-A859-72110A00E9D1',
        text: pixOrder.qr_codes[0]!.text,
        expiresAt: new Date('2026-05-10T19:45:49.000Z'),
      },
    });
  });

  it('reads a paid PIX order from the PAID charge PagBank adds', () => {
    const paid = {
      ...pixOrder,
      charges: [
        {
          id: 'CHAR_1E0F0A44-0000-4000-8000-000000000001',
          status: 'PAID',
          created_at: '2026-05-10T16:20:00.000-03:00',
          paid_at: '2026-05-10T16:20:01.000-03:00',
          amount: { value: 500, currency: 'BRL' },
          payment_method: { type: 'PIX', pix: { end_to_end_id: 'E1234' } },
        },
      ],
    };
    const order = toProviderOrder(paid);
    expect(order.status).toBe('PAID');
    expect(order.paidAt).toEqual(new Date('2026-05-10T19:20:01.000Z'));
    expect(order.pix?.text).toBe(pixOrder.qr_codes[0]!.text);
  });

  it('reads a boleto: both barcode forms, due date and the PDF link among the charge links', () => {
    expect(toProviderOrder(boletoOrder)).toEqual({
      providerOrderId: 'ORDE_538C77F3-4D44-4A70-8477-C23464172CD9',
      referenceId: 'pedido-44',
      status: 'WAITING',
      paidAt: null,
      amountCents: 100,
      refundedCents: 0,
      boleto: {
        id: 'eafadc9b-6e15-41ff-ab07-86218770d93b',
        barcode: '03399853012970000035869420601010782490000000100',
        formattedBarcode: '03399.85301 29700.000358 69420.601010 7 82490000000100',
        dueDate: '2020-05-08',
        pdfUrl: 'https://boleto.pagseguro.com.br/eb78b5b7.pdf',
      },
    });
  });

  it('reads what was refunded from the charge summary: partly (PAID) or wholly (CANCELED)', () => {
    const charge = cardOrder.charges[0]!;
    const withSummary = (status: 'PAID' | 'CANCELED', paid: number, refunded: number) => ({
      ...cardOrder,
      charges: [
        {
          ...charge,
          status,
          amount: { ...charge.amount, summary: { total: 10000, paid, refunded } },
        },
      ],
    });
    expect(toProviderOrder(withSummary('PAID', 10000, 2500))).toMatchObject({
      status: 'PAID',
      amountCents: 10000,
      refundedCents: 2500,
    });
    expect(toProviderOrder(withSummary('CANCELED', 0, 10000))).toMatchObject({
      status: 'CANCELED',
      refundedCents: 10000,
    });
    const noSummary = { ...cardOrder, charges: [{ ...charge, amount: { value: 10000 } }] };
    expect(toProviderOrder(noSummary).refundedCents).toBe(0);
  });

  it('leaves the PDF link null when PagBank sends none', () => {
    const noPdf = { ...boletoOrder, charges: [{ ...boletoCharge, links: [] }] };
    expect(toProviderOrder(noPdf).boleto?.pdfUrl).toBeNull();
  });

  it('refuses what is not PagBank order JSON', () => {
    // A bare charge, as the Charges API notifies, is not an order.
    expect(() => toProviderOrder(boletoCharge)).toThrow(ZodError);
    expect(() => toProviderOrder({ ...cardOrder, id: 'pedido-42' })).toThrow(ZodError);
    const unknownStatus = { ...cardOrder, charges: [{ ...cardOrder.charges[0], status: 'LOST' }] };
    expect(() => toProviderOrder(unknownStatus)).toThrow(ZodError);
    expect(() => toProviderOrder({ ...cardOrder, created_at: 'ontem' })).toThrow(ZodError);
    expect(() => toProviderOrder('ORDE_1')).toThrow(ZodError);
  });
});

const charge: ChargeInput = {
  referenceId: 'pedido-42',
  description: 'Ingressos Bilheteria',
  customer: { name: 'Jose da Silva', email: 'jose@example.com', taxId: '12345678909' },
  items: [{ referenceId: 'lote-1', name: 'Ingresso Inteira', quantity: 2, unitAmountCents: 5000 }],
  amountCents: 10300,
  notificationUrl: 'https://bilheteria.example/api/pagbank/notificacao',
  idempotencyKey: 'chave-1',
};

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

describe('cardOrderBody', () => {
  it('creates and pays in one request: captured card charge with the encrypted card', () => {
    const input: CardChargeInput = {
      ...charge,
      encryptedCard: 'cGFnYmFuay1lbmNyeXB0ZWQ=',
      installments: 3,
      holderName: 'JOSE DA SILVA',
    };
    expect(cardOrderBody(input)).toEqual({
      reference_id: 'pedido-42',
      customer: { name: 'Jose da Silva', email: 'jose@example.com', tax_id: '12345678909' },
      items: [{ reference_id: 'lote-1', name: 'Ingresso Inteira', quantity: 2, unit_amount: 5000 }],
      notification_urls: ['https://bilheteria.example/api/pagbank/notificacao'],
      charges: [
        {
          reference_id: 'pedido-42',
          description: 'Ingressos Bilheteria',
          amount: { value: 10300, currency: 'BRL' },
          payment_method: {
            type: 'CREDIT_CARD',
            installments: 3,
            capture: true,
            card: { encrypted: 'cGFnYmFuay1lbmNyeXB0ZWQ=' },
            holder: { name: 'JOSE DA SILVA', tax_id: '12345678909' },
          },
        },
      ],
    });
  });

  it('cuts item names to the 64 characters PagBank accepts', () => {
    const long = 'Congresso Nacional de Automação Robótica de Processos — Lote Promocional 1';
    const body = cardOrderBody({
      ...charge,
      items: [{ referenceId: 'lote-1', name: long, quantity: 1, unitAmountCents: 100 }],
      encryptedCard: 'x',
      installments: 1,
      holderName: 'J',
    });
    expect(body.items[0]?.name).toBe(long.slice(0, 64));
  });
});

describe('pixOrderBody', () => {
  it('asks for one QR code with its expiry in São Paulo time, and no charge', () => {
    const input: PixInput = { ...charge, expiresAt: new Date('2026-11-21T15:30:00.750Z') };
    const body = pixOrderBody(input);
    expect(body.qr_codes).toEqual([
      { amount: { value: 10300 }, expiration_date: '2026-11-21T12:30:00-03:00' },
    ]);
    expect(body).not.toHaveProperty('charges');
  });

  it('sends notification_urls only when there is a URL', () => {
    const body = pixOrderBody({ ...charge, notificationUrl: null, expiresAt: new Date() });
    expect(body).not.toHaveProperty('notification_urls');
  });
});

describe('boletoOrderBody', () => {
  const input: BoletoInput = {
    ...charge,
    dueDate: '2026-11-24',
    instructionLines: ['Pagamento do pedido pedido-42', 'Não receber após o vencimento'],
  };

  it('asks for a boleto charge with due date, instruction lines and the buyer as holder', () => {
    expect(boletoOrderBody(input, address).charges[0].payment_method).toEqual({
      type: 'BOLETO',
      boleto: {
        due_date: '2026-11-24',
        instruction_lines: {
          line_1: 'Pagamento do pedido pedido-42',
          line_2: 'Não receber após o vencimento',
        },
        holder: {
          name: 'Jose da Silva',
          tax_id: '12345678909',
          email: 'jose@example.com',
          address,
        },
      },
    });
  });

  it('leaves the holder address out when none is given', () => {
    const holder = boletoOrderBody(input).charges[0].payment_method.boleto.holder;
    expect(holder).not.toHaveProperty('address');
  });
});

describe('pagBankDateTime', () => {
  it('writes São Paulo wall-clock time with its -03:00 offset, to the second', () => {
    expect(pagBankDateTime(new Date('2026-11-21T15:00:00.999Z'))).toBe('2026-11-21T12:00:00-03:00');
    expect(pagBankDateTime(new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20T23:00:00-03:00');
    expect(new Date(pagBankDateTime(new Date('2026-01-01T00:00:00Z'))).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});
