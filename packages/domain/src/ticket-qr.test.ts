import { describe, expect, it } from 'vitest';
import {
  CROCKFORD_ALPHABET,
  decodeTicketQr,
  encodeTicketQr,
  formatTicketCode,
  fromBase64Url,
  normalizeTicketCode,
  TICKET_QR_BYTES,
  TICKET_QR_LENGTH,
  ticketCodeBytes,
  ticketQrMessage,
  toBase64Url,
  verifyTicketQr,
  webCryptoTicketVerifier,
} from './ticket-qr';
import { testSubtle } from './test/webcrypto';

const subtle = testSubtle;

const FIELDS = {
  ticketId: '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f',
  eventId: '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f',
  ticketTypeId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  code: '7K3M-QX9D-2HFA-8WNC',
};

async function keyPair() {
  const pair = await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  return { ...pair, publicKeyBase64Url: toBase64Url(raw) };
}

async function signedPayload(privateKey: unknown, fields = FIELDS) {
  const signature = await subtle.sign({ name: 'Ed25519' }, privateKey, ticketQrMessage(fields));
  return encodeTicketQr(fields, new Uint8Array(signature));
}

describe('ticket codes', () => {
  it('are 80 bits in 16 Crockford characters, in groups of four', () => {
    const bytes = Uint8Array.from([0, 1, 2, 3, 4, 250, 251, 252, 253, 255]);
    const code = formatTicketCode(bytes);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(ticketCodeBytes(code)).toEqual(bytes);
    expect(formatTicketCode(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(formatTicketCode(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('forgive case, spaces, hyphens and the look-alikes I, L and O when typed', () => {
    expect(normalizeTicketCode('7k3m qx9d 2hfa 8wnc')).toBe('7K3M-QX9D-2HFA-8WNC');
    expect(normalizeTicketCode('OIL0-0000-0000-0000')).toBe('0110-0000-0000-0000');
    expect(normalizeTicketCode('7K3MQX9D2HFA8WN')).toBeNull();
    expect(normalizeTicketCode('7K3M-QX9D-2HFA-8WNU')).toBeNull();
    expect(normalizeTicketCode('7K3M-QX9D-2HFA-8WN#')).toBeNull();
  });
});

describe('base64url', () => {
  it('round-trips any length and refuses what is not canonical', () => {
    for (let length = 0; length < 10; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + 13) & 255);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
    expect(toBase64Url(Uint8Array.from([251, 255]))).toBe('-_8');
    expect(fromBase64Url('-_9')).toBeNull(); // unused bits set
    expect(fromBase64Url('ab=c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});

describe('the signed QR payload', () => {
  it('is 123 bytes in 164 base64url characters and decodes to its fields', async () => {
    const { privateKey } = await keyPair();
    const payload = await signedPayload(privateKey);
    expect(TICKET_QR_BYTES).toBe(123);
    expect(payload).toHaveLength(TICKET_QR_LENGTH);
    expect(TICKET_QR_LENGTH).toBe(164);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeTicketQr(payload)).toMatchObject(FIELDS);
  });

  it('verifies with the public key through WebCrypto', async () => {
    const { privateKey, publicKeyBase64Url } = await keyPair();
    const payload = await signedPayload(privateKey);
    const check = webCryptoTicketVerifier(subtle, publicKeyBase64Url);
    expect(await verifyTicketQr(payload, check)).toEqual(FIELDS);
  });

  it('fails when any byte changes', async () => {
    const { privateKey, publicKeyBase64Url } = await keyPair();
    const payload = await signedPayload(privateKey);
    const check = webCryptoTicketVerifier(subtle, publicKeyBase64Url);
    const bytes = fromBase64Url(payload)!;
    for (let i = 0; i < bytes.length; i++) {
      const forged = bytes.slice();
      forged[i] = forged[i]! ^ 0x01;
      expect(await verifyTicketQr(toBase64Url(forged), check), `byte ${i}`).toBeNull();
    }
  });

  it('fails with another installation’s key, and for anything that is not a payload', async () => {
    const mine = await keyPair();
    const theirs = await keyPair();
    const payload = await signedPayload(theirs.privateKey);
    const check = webCryptoTicketVerifier(subtle, mine.publicKeyBase64Url);
    expect(await verifyTicketQr(payload, check)).toBeNull();
    expect(await verifyTicketQr('', check)).toBeNull();
    expect(await verifyTicketQr(payload.slice(1), check)).toBeNull();
    expect(await verifyTicketQr(`${payload.slice(0, -1)}!`, check)).toBeNull();
    expect(await verifyTicketQr('https://exemplo.com/ingresso', check)).toBeNull();
  });

  it('signs exactly the fields: another code, ticket, event or type gives another message', () => {
    const message = ticketQrMessage(FIELDS);
    const changed = [
      { ...FIELDS, code: '7K3M-QX9D-2HFA-8WND' },
      { ...FIELDS, ticketId: FIELDS.eventId },
      { ...FIELDS, eventId: FIELDS.ticketId },
      { ...FIELDS, ticketTypeId: FIELDS.ticketId },
    ];
    for (const fields of changed) expect(ticketQrMessage(fields)).not.toEqual(message);
    // The same code typed differently is the same ticket.
    expect(ticketQrMessage({ ...FIELDS, code: '7k3mqx9d2hfa8wnc' })).toEqual(message);
  });
});
