import { describe, expect, it } from 'vitest';
import {
  BotcheckError,
  InvalidPaymentResponseError,
  boletoPaymentFailure,
  botcheckMessage,
  cardPaymentFailure,
  outcomeUnknown,
  pixPaymentFailure,
} from './payment-errors';
import { ApiRequestError } from '@/lib/api-send';

const server = (status: number, message: string) => new ApiRequestError(status, message, [], true);
const bare = (status: number) => new ApiRequestError(status, `Erro ${status}`);

describe('card failures (spec §8)', () => {
  it("gives the server's message, else the generic one", () => {
    expect(cardPaymentFailure(server(402, 'Cartão recusado.'))).toEqual({
      message: 'Cartão recusado.',
    });
    expect(cardPaymentFailure(server(409, 'Pedido pago.'))).toEqual({ message: 'Pedido pago.' });
    expect(cardPaymentFailure(bare(500))).toEqual({
      message: 'Erro ao processar o pagamento. Por favor, tente novamente.',
    });
    expect(cardPaymentFailure(new Error('x'))).toEqual({
      message: 'Erro ao processar o pagamento. Por favor, tente novamente.',
    });
  });

  it('says a decline without a message is a decline', () => {
    expect(cardPaymentFailure(bare(402)).message).toBe(
      'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
    );
  });

  it("says 'Erro de conexão…' without an answer and 'Resposta inválida…' for an empty one", () => {
    expect(cardPaymentFailure(bare(0)).message).toBe(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
    expect(cardPaymentFailure(new InvalidPaymentResponseError()).message).toBe(
      'Resposta inválida do servidor',
    );
    expect(cardPaymentFailure(new SyntaxError('JSON')).message).toBe(
      'Resposta inválida do servidor',
    );
  });
});

describe('bot-check failures', () => {
  it.each([
    ['unavailable', 'card', 'reCAPTCHA não carregado'],
    ['unavailable', 'free', 'reCAPTCHA não carregado'],
    ['unavailable', 'pix', 'Erro ao inicializar reCAPTCHA para PIX'],
    ['unavailable', 'boleto', 'Erro ao inicializar reCAPTCHA para Boleto'],
    ['rejected', 'pix', 'Erro ao validar reCAPTCHA. Tente novamente.'],
    ['no-token', 'card', 'Token do reCAPTCHA não recebido.'],
  ] as const)('%s for %s: %s', (kind, method, message) => {
    expect(botcheckMessage(new BotcheckError(kind), method)).toBe(message);
  });
});

describe('PIX and boleto failures', () => {
  it("PIX: 401 'Erro de autorização…', else 'Erro ao processar o pagamento PIX…' with the reason", () => {
    expect(pixPaymentFailure(server(401, 'Não autorizado'))).toEqual({
      message: 'Erro de autorização. Por favor, tente novamente mais tarde.',
    });
    // The server passes the provider's 401 on as a 502 with the spec's words.
    expect(
      pixPaymentFailure(server(502, 'Erro de autorização. Por favor, tente novamente mais tarde.')),
    ).toEqual({ message: 'Erro de autorização. Por favor, tente novamente mais tarde.' });
    expect(pixPaymentFailure(server(400, 'CPF é obrigatório.'))).toEqual({
      message: 'Erro ao processar o pagamento PIX. Por favor, tente novamente.',
      description: 'CPF é obrigatório.',
    });
    expect(pixPaymentFailure(bare(0))).toEqual({
      message: 'Erro ao processar o pagamento PIX. Por favor, tente novamente.',
    });
  });

  it("boleto: 'Erro ao gerar boleto. Por favor, tente novamente.'", () => {
    expect(boletoPaymentFailure(bare(500))).toEqual({
      message: 'Erro ao gerar boleto. Por favor, tente novamente.',
    });
    expect(boletoPaymentFailure(new BotcheckError('unavailable'))).toEqual({
      message: 'Erro ao inicializar reCAPTCHA para Boleto',
    });
  });
});

describe('outcomeUnknown', () => {
  it('is true when the payment may have happened: no answer, 5xx, still in progress', () => {
    expect(outcomeUnknown(bare(0))).toBe(true);
    expect(outcomeUnknown(bare(503))).toBe(true);
    expect(
      outcomeUnknown(
        server(409, 'Este pagamento já está sendo processado. Aguarde alguns instantes.'),
      ),
    ).toBe(true);
    expect(outcomeUnknown(new BotcheckError('rejected'))).toBe(true);
  });

  it('is false for an answer: a decline, a refusal, a success without data', () => {
    expect(outcomeUnknown(server(402, 'Recusado'))).toBe(false);
    expect(outcomeUnknown(server(409, 'Este pedido não pode mais ser pago.'))).toBe(false);
    expect(outcomeUnknown(server(400, 'CPF é obrigatório.'))).toBe(false);
    expect(outcomeUnknown(new InvalidPaymentResponseError())).toBe(false);
  });
});
