import { beforeAll, describe, expect, it } from 'vitest';
import { judgeOffline, readCheckInEntry, type LocalAdmission } from './check-in';
import { CHECK_IN_MESSAGES, type ListedTicket } from './check-in-contract';
import {
  encodeTicketQr,
  type TicketQrFields,
  type TicketSignatureCheck,
  ticketQrMessage,
  toBase64Url,
  webCryptoTicketVerifier,
} from './ticket-qr';
import { testSubtle } from './test/webcrypto';

const subtle = testSubtle;

const EVENT_ID = '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f';
const OTHER_EVENT_ID = '11111111-2222-4333-8444-555555555555';
const TYPE_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const fields = (code: string, ticketId: string, eventId = EVENT_ID): TicketQrFields => ({
  ticketId,
  eventId,
  ticketTypeId: TYPE_ID,
  code,
});

const VALID = fields('7K3M-QX9D-2HFA-8WNC', '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e61');
const USED = fields('AAAA-BBBB-CCCC-DDDD', '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e62');
const CANCELED = fields('0000-1111-2222-3333', '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e63');
const UNLISTED = fields('ZZZZ-YYYY-XXXX-WWWW', '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e64');

const listed = (
  ticket: TicketQrFields,
  nome: string,
  status: ListedTicket['status'],
  used: Pick<ListedTicket, 'utilizado_em' | 'portao'> = { utilizado_em: null, portao: null },
): ListedTicket => ({
  id: ticket.ticketId,
  codigo: ticket.code,
  tipo: 'Lote 1',
  nome,
  email: `${nome.split(' ')[0]!.toLowerCase()}@example.com`,
  status,
  ...used,
});

const LIST = new Map(
  [
    listed(VALID, 'Ana Souza', 'valid'),
    listed(USED, 'Bruno Lima', 'used', {
      utilizado_em: '2026-12-15T12:05:00.000Z',
      portao: 'Portão B',
    }),
    listed(CANCELED, 'Carla Dias', 'canceled'),
  ].map((ticket) => [ticket.codigo, ticket]),
);

let privateKey: unknown;
let checkSignature: TicketSignatureCheck;
let otherPrivateKey: unknown;

beforeAll(async () => {
  const pair = await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  privateKey = pair.privateKey;
  const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  checkSignature = webCryptoTicketVerifier(subtle, toBase64Url(raw));
  otherPrivateKey = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']))
    .privateKey;
});

async function qr(ticket: TicketQrFields, key = privateKey): Promise<string> {
  const signature = await subtle.sign({ name: 'Ed25519' }, key, ticketQrMessage(ticket));
  return encodeTicketQr(ticket, new Uint8Array(signature));
}

function judge(input: string, admitted: Record<string, LocalAdmission> = {}) {
  return judgeOffline(input, {
    eventId: EVENT_ID,
    checkSignature,
    ticketByCode: (code) => LIST.get(code),
    ticketById: (id) => [...LIST.values()].find((ticket) => ticket.id === id),
    admittedHere: (code) => admitted[code],
  });
}

const HERE: LocalAdmission = { lido_em: '2026-12-15T13:00:00.000Z', portao: 'Portão A' };

describe('readCheckInEntry', () => {
  it('tells a QR payload from a typed code, trimmed, and refuses anything else', async () => {
    const payload = await qr(VALID);
    expect(readCheckInEntry(` ${payload}\n`)).toEqual({ kind: 'qr', payload });
    expect(readCheckInEntry(' 7k3m qx9d 2hfa 8wnc ')).toEqual({
      kind: 'code',
      code: '7K3M-QX9D-2HFA-8WNC',
    });
    expect(readCheckInEntry('')).toBeNull();
    expect(readCheckInEntry('https://example.com/ingresso')).toBeNull();
  });
});

describe('judgeOffline (issue 15)', () => {
  it("admits a signed QR of this event that is valid on the list: 'Válido' with name and type", async () => {
    expect(await judge(await qr(VALID))).toEqual({
      resultado: 'valido',
      mensagem: 'Válido',
      motivo: null,
      ingresso: { id: VALID.ticketId, codigo: VALID.code, nome: 'Ana Souza', tipo: 'Lote 1' },
      utilizado_em: null,
      portao: null,
    });
  });

  it('refuses a forged QR: payload changed after signing, or signed with another key', async () => {
    const genuine = await qr(VALID);
    // Another ticket's fields with this ticket's signature.
    const signature = (await qr(VALID)).slice(-86);
    const swapped = (await qr(USED)).slice(0, -86) + signature;
    expect(swapped).toHaveLength(genuine.length);
    for (const forged of [swapped, await qr(VALID, otherPrivateKey)]) {
      const answer = await judge(forged);
      expect(answer.resultado).toBe('invalido');
      expect(answer.mensagem).toBe('Inválido');
      expect(answer.motivo).toBe(CHECK_IN_MESSAGES.forged);
      expect(answer.ingresso).toBeNull();
    }
  });

  it('refuses the old QR of a swapped participant: its ticket is listed under a new code', async () => {
    // The same ticket, signed before the swap with the code it had then.
    const before = fields('HHHH-JJJJ-KKKK-MMMM', VALID.ticketId);
    expect(await judge(await qr(before))).toMatchObject({
      resultado: 'invalido',
      mensagem: 'Inválido',
      motivo: CHECK_IN_MESSAGES.replaced,
      ingresso: null,
    });
    // The new QR still admits.
    expect((await judge(await qr(VALID))).resultado).toBe('valido');
  });

  it('refuses a genuine QR of another event', async () => {
    const other = fields(VALID.code, VALID.ticketId, OTHER_EVENT_ID);
    expect(await judge(await qr(other))).toMatchObject({
      resultado: 'invalido',
      motivo: CHECK_IN_MESSAGES.otherEvent,
    });
  });

  it('refuses a cancelled ticket, by QR or typed code, naming whose it is', async () => {
    for (const input of [await qr(CANCELED), CANCELED.code]) {
      expect(await judge(input)).toMatchObject({
        resultado: 'invalido',
        motivo: CHECK_IN_MESSAGES.canceled,
        ingresso: { nome: 'Carla Dias', codigo: CANCELED.code },
      });
    }
  });

  it("answers 'Já utilizado' with when and where for a ticket the server had marked used", async () => {
    expect(await judge(await qr(USED))).toMatchObject({
      resultado: 'ja_utilizado',
      mensagem: 'Já utilizado',
      ingresso: { nome: 'Bruno Lima' },
      utilizado_em: '2026-12-15T12:05:00.000Z',
      portao: 'Portão B',
    });
  });

  it("answers 'Já utilizado' with this device's own admission, at its time and gate", async () => {
    const answer = await judge(await qr(VALID), { [VALID.code]: HERE });
    expect(answer).toEqual({
      resultado: 'ja_utilizado',
      mensagem: 'Já utilizado',
      motivo: null,
      ingresso: { id: VALID.ticketId, codigo: VALID.code, nome: 'Ana Souza', tipo: 'Lote 1' },
      utilizado_em: HERE.lido_em,
      portao: HERE.portao,
    });
    expect(answer).not.toHaveProperty('lido_em');
  });

  it('admits a signed QR missing from the list (issued after the last sync), once', async () => {
    const payload = await qr(UNLISTED);
    expect(await judge(payload)).toMatchObject({
      resultado: 'valido',
      ingresso: { id: UNLISTED.ticketId, codigo: UNLISTED.code },
    });
    const again = await judge(payload, { [UNLISTED.code]: HERE });
    expect(again).toMatchObject({
      resultado: 'ja_utilizado',
      utilizado_em: HERE.lido_em,
      portao: HERE.portao,
    });
    expect(again).not.toHaveProperty('lido_em');
  });

  it('checks a typed code against the list, however it was typed', async () => {
    expect(await judge('7k3m qx9d 2hfa 8wnc')).toMatchObject({
      resultado: 'valido',
      ingresso: { nome: 'Ana Souza' },
    });
    expect(await judge('7K3M-QX9D-2HFA-8WNC', { [VALID.code]: HERE })).toMatchObject({
      resultado: 'ja_utilizado',
      portao: 'Portão A',
    });
    expect(await judge(USED.code.toLowerCase())).toMatchObject({ resultado: 'ja_utilizado' });
  });

  it('refuses a typed code that is not on the list: without a signature nothing proves it', async () => {
    expect(await judge(UNLISTED.code)).toMatchObject({
      resultado: 'invalido',
      motivo: CHECK_IN_MESSAGES.notATicket,
      ingresso: null,
    });
  });

  it('refuses garbage: empty, a URL, a code with a wrong letter, a truncated payload', async () => {
    const payload = await qr(VALID);
    for (const input of [
      '',
      '   ',
      'https://example.com',
      '7K3M-QX9D-2HFA-8WNU',
      payload.slice(1),
    ]) {
      expect(await judge(input)).toMatchObject({
        resultado: 'invalido',
        motivo: CHECK_IN_MESSAGES.notATicket,
      });
    }
  });
});
