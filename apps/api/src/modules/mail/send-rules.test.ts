import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_DELAY_MS,
  classifyFailure,
  deliveryStatusOf,
  describeSendFailure,
  isSendableAddress,
  mailRetryDelayMs,
  messageIdDomain,
  oneLineSubject,
  providerMessageIdOf,
} from './send-rules';

describe('mailRetryDelayMs', () => {
  it('doubles from 2 s up to 30 s, a fifth more at most, never past the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => mailRetryDelayMs(attempt, 0))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(mailRetryDelayMs(1, 0.5)).toBe(2_200);
    expect(mailRetryDelayMs(500, 0.9999)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
    expect(mailRetryDelayMs(500, 5)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
    // With the 1 s poll, a message waits at most this after the server is back.
    expect(MAX_RETRY_DELAY_MS + 1_000).toBeLessThan(60_000);
  });
});

describe('classifyFailure', () => {
  it('bounces a 5xx about the recipient or the message', () => {
    expect(classifyFailure({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })).toBe(
      'bounce',
    );
    expect(classifyFailure({ code: 'EMESSAGE', responseCode: 554, command: 'DATA' })).toBe(
      'bounce',
    );
    expect(classifyFailure({ code: 'EENVELOPE', command: 'API' })).toBe('bounce'); // bad address
  });

  it('tries again when the server is away, says 4xx, or refuses us rather than the message', () => {
    expect(classifyFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED' })).toBe('retry');
    expect(classifyFailure({ code: 'ECONNECTION' })).toBe('retry');
    expect(classifyFailure({ code: 'ETIMEDOUT' })).toBe('retry');
    expect(classifyFailure({ code: 'EENVELOPE', responseCode: 451, command: 'RCPT TO' })).toBe(
      'retry',
    );
    expect(classifyFailure({ code: 'EENVELOPE', responseCode: 503, command: 'RCPT TO' })).toBe(
      'retry',
    );
    expect(classifyFailure({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' })).toBe(
      'retry',
    );
    expect(classifyFailure({ code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' })).toBe(
      'retry',
    );
    expect(classifyFailure({ code: 'EPROTOCOL', responseCode: 554, command: 'CONN' })).toBe(
      'retry',
    );
  });
});

describe('describeSendFailure', () => {
  it("keeps the server's reply on one line, with no address but the recipient's", () => {
    expect(
      describeSendFailure(
        {
          code: 'EENVELOPE',
          responseCode: 550,
          response: '550 5.1.1 <Ana@Empresa.com.br>: unknown\r\n (see <admin@mx.example>)',
        },
        'ana@empresa.com.br',
      ),
    ).toBe('SMTP 550 5.1.1 <Ana@Empresa.com.br>: unknown (see <<endereço>>)');
  });

  it('names a network failure by its code and first line, at most 300 characters', () => {
    expect(
      describeSendFailure(
        { code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25\nstack' },
        'a@b.c',
      ),
    ).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:25');
    expect(describeSendFailure({ response: `421 ${'x'.repeat(400)}` }, 'a@b.c')).toHaveLength(300);
    expect(describeSendFailure({}, 'a@b.c')).toBe('erro desconhecido');
  });
});

describe('providerMessageIdOf', () => {
  it("reads the server's queue id from its 250 reply", () => {
    expect(providerMessageIdOf('250 2.0.0 Ok: queued as 4F3A2B1C9D')).toBe('4F3A2B1C9D');
    expect(providerMessageIdOf('250 Message queued as 8A7B6C')).toBe('8A7B6C');
    expect(providerMessageIdOf('250 OK id=1qXyZ-000abc-12')).toBe('1qXyZ-000abc-12');
    expect(providerMessageIdOf('250 Accepted', '<abc@ses>')).toBe('<abc@ses>');
    expect(providerMessageIdOf('250 OK')).toBeNull();
    expect(providerMessageIdOf(undefined)).toBeNull();
  });
});

describe('deliveryStatusOf', () => {
  it("shows the words people read: 'Enviado', 'Tentando novamente', 'Devolvido', queued", () => {
    expect(deliveryStatusOf({ status: 'sent', attempts: 3 })).toBe('Enviado');
    expect(deliveryStatusOf({ status: 'bounced', attempts: 1 })).toBe('Devolvido');
    expect(deliveryStatusOf({ status: 'failed', attempts: 1 })).toBe('Tentando novamente');
    expect(deliveryStatusOf({ status: 'sending', attempts: 2 })).toBe('Tentando novamente');
    expect(deliveryStatusOf({ status: 'sending', attempts: 1 })).toBe('Na fila');
    expect(deliveryStatusOf({ status: 'queued', attempts: 0 })).toBe('Na fila');
  });
});

describe('addresses, subjects, Message-ID domain', () => {
  it('takes one plain address and nothing that could add a header or a recipient', () => {
    expect(isSendableAddress('ana.souza+ingresso@empresa.com.br')).toBe(true);
    expect(isSendableAddress('demo@localhost')).toBe(true);
    expect(isSendableAddress('ana@empresa.com.br\r\nBcc: x@y.z')).toBe(false);
    expect(isSendableAddress('ana@empresa.com.br, bia@empresa.com.br')).toBe(false);
    expect(isSendableAddress('Ana <ana@empresa.com.br>')).toBe(false);
    expect(isSendableAddress('ana@-empresa.com')).toBe(false);
    expect(isSendableAddress('sem-arroba')).toBe(false);
  });

  it('keeps a subject on one line', () => {
    expect(oneLineSubject('Seu ingresso\r\nBcc: x@y.z\t!')).toBe('Seu ingresso Bcc: x@y.z !');
  });

  it("mints Message-IDs under MAIL_FROM's domain", () => {
    expect(messageIdDomain('Bilheteria <nao-responda@bilheteria.local>')).toBe('bilheteria.local');
    expect(messageIdDomain('ingressos@Eventos.COM.br')).toBe('eventos.com.br');
    expect(messageIdDomain('sem endereço')).toBe('bilheteria.local');
  });
});
