/**
 * A ticket's code and its signed QR payload (issue 14), shared by the API that issues tickets and
 * the door scanner (issue 15) that checks them without the network. Pure: no I/O, no `node:`.
 *
 * **Code** — what the door types when a QR will not scan: 80 random bits in Crockford's base32
 * (digits and capitals without I, L, O, U: nothing to confuse when read aloud or typed), 16
 * characters in four groups, `7K3M-QX9D-2HFA-8WNC`. Typing is forgiving: any case, spaces or
 * hyphens anywhere, I/L read as 1 and O as 0.
 *
 * **QR payload** — 123 bytes in base64url (164 characters, a version 9 QR at error correction M,
 * 53×53 modules):
 *
 * | bytes | what                                                  |
 * |------:|-------------------------------------------------------|
 * |     1 | format version (1)                                    |
 * |    16 | ticket id (UUID, binary)                              |
 * |    16 | event id                                              |
 * |    16 | ticket type id                                        |
 * |    10 | the code's 80 bits                                    |
 * |    64 | Ed25519 signature                                     |
 *
 * The signature covers `bilheteria/ingresso/v1` (UTF-8, so a signature made for anything else
 * can never pass for a ticket's) followed by the first 59 bytes. The installation's public key
 * is served at `GET /api/ingressos/chave-publica`; a scanner verifies with WebCrypto's Ed25519
 * (`webCryptoTicketVerifier`), the server with node:crypto.
 */

export const TICKET_QR_VERSION = 1;
/** 80 bits of randomness per code. */
export const TICKET_CODE_BYTES = 10;
export const ED25519_SIGNATURE_BYTES = 64;
export const ED25519_PUBLIC_KEY_BYTES = 32;
const UUID_BYTES = 16;
/** Everything that is signed, after the context. */
const SIGNED_BYTES = 1 + 3 * UUID_BYTES + TICKET_CODE_BYTES;
/** The whole payload, signature included (123). */
export const TICKET_QR_BYTES = SIGNED_BYTES + ED25519_SIGNATURE_BYTES;
/** Its length in base64url, without padding (164). */
export const TICKET_QR_LENGTH = Math.ceil((TICKET_QR_BYTES * 4) / 3);

const SIGNATURE_CONTEXT = new TextEncoder().encode('bilheteria/ingresso/v1');

/** Crockford's base32 alphabet: 0–9 and A–Z without I, L, O, U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARS = (TICKET_CODE_BYTES * 8) / 5;
const CODE_GROUP = 4;

export interface TicketQrFields {
  ticketId: string;
  eventId: string;
  ticketTypeId: string;
  /** The ticket's code as printed (`XXXX-XXXX-XXXX-XXXX`). */
  code: string;
}

// --- the code ------------------------------------------------------------------------------

/** 10 random bytes → 'XXXX-XXXX-XXXX-XXXX'. */
export function formatTicketCode(bytes: Uint8Array): string {
  if (bytes.length !== TICKET_CODE_BYTES) {
    throw new RangeError(`A ticket code has ${TICKET_CODE_BYTES} bytes`);
  }
  let chars = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      chars += CROCKFORD_ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return groups(chars);
}

const groups = (chars: string) => chars.match(new RegExp(`.{1,${CODE_GROUP}}`, 'g'))!.join('-');

/**
 * A code as typed at the door → its printed form, or null when it cannot be one: case, spaces
 * and hyphens do not matter; I and L count as 1, O as 0 (Crockford's reading rules).
 */
export function normalizeTicketCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (chars.length !== CODE_CHARS) return null;
  for (const char of chars) if (!CROCKFORD_ALPHABET.includes(char)) return null;
  return groups(chars);
}

/** The code's 80 bits (throws RangeError for something that is not a code). */
export function ticketCodeBytes(code: string): Uint8Array<ArrayBuffer> {
  const normalized = normalizeTicketCode(code);
  if (normalized === null) throw new RangeError('Not a ticket code');
  const bytes = new Uint8Array(TICKET_CODE_BYTES);
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of normalized.replace(/-/g, '')) {
    buffer = (buffer << 5) | CROCKFORD_ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
    buffer &= (1 << bits) - 1;
  }
  return bytes;
}

// --- the payload ---------------------------------------------------------------------------

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidBytes(uuid: string): Uint8Array {
  if (!UUID_PATTERN.test(uuid)) throw new RangeError(`Not a UUID: ${uuid}`);
  const hex = uuid.replace(/-/g, '');
  const bytes = new Uint8Array(UUID_BYTES);
  for (let i = 0; i < UUID_BYTES; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function uuidOf(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Version, the three ids and the code's bits: the part of the payload that is signed. */
function signedPart(fields: TicketQrFields): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(SIGNED_BYTES);
  body[0] = TICKET_QR_VERSION;
  body.set(uuidBytes(fields.ticketId), 1);
  body.set(uuidBytes(fields.eventId), 1 + UUID_BYTES);
  body.set(uuidBytes(fields.ticketTypeId), 1 + 2 * UUID_BYTES);
  body.set(ticketCodeBytes(fields.code), 1 + 3 * UUID_BYTES);
  return body;
}

function signedMessage(body: Uint8Array): Uint8Array<ArrayBuffer> {
  const message = new Uint8Array(SIGNATURE_CONTEXT.length + body.length);
  message.set(SIGNATURE_CONTEXT);
  message.set(body, SIGNATURE_CONTEXT.length);
  return message;
}

/** The bytes the issuer signs with Ed25519 for these fields. */
export function ticketQrMessage(fields: TicketQrFields): Uint8Array<ArrayBuffer> {
  return signedMessage(signedPart(fields));
}

/** The QR's text: the fields and their signature, base64url. */
export function encodeTicketQr(fields: TicketQrFields, signature: Uint8Array): string {
  if (signature.length !== ED25519_SIGNATURE_BYTES) {
    throw new RangeError(`An Ed25519 signature has ${ED25519_SIGNATURE_BYTES} bytes`);
  }
  const payload = new Uint8Array(TICKET_QR_BYTES);
  payload.set(signedPart(fields));
  payload.set(signature, SIGNED_BYTES);
  return toBase64Url(payload);
}

export interface DecodedTicketQr extends TicketQrFields {
  signature: Uint8Array<ArrayBuffer>;
  /** What the signature must verify against. */
  message: Uint8Array<ArrayBuffer>;
}

/** A scanned text → its fields, signature and signed message; null when it is not our payload. */
export function decodeTicketQr(payload: string): DecodedTicketQr | null {
  const text = payload.trim();
  if (text.length !== TICKET_QR_LENGTH) return null;
  const bytes = fromBase64Url(text);
  if (bytes === null || bytes.length !== TICKET_QR_BYTES || bytes[0] !== TICKET_QR_VERSION) {
    return null;
  }
  const body = bytes.slice(0, SIGNED_BYTES);
  return {
    ticketId: uuidOf(body.subarray(1, 1 + UUID_BYTES)),
    eventId: uuidOf(body.subarray(1 + UUID_BYTES, 1 + 2 * UUID_BYTES)),
    ticketTypeId: uuidOf(body.subarray(1 + 2 * UUID_BYTES, 1 + 3 * UUID_BYTES)),
    code: formatTicketCode(body.subarray(1 + 3 * UUID_BYTES)),
    signature: bytes.slice(SIGNED_BYTES),
    message: signedMessage(body),
  };
}

/** Checks an Ed25519 signature of `message` with the installation's public key. */
export type TicketSignatureCheck = (
  message: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
) => Promise<boolean> | boolean;

/** The ticket a payload names when its signature holds; null for anything else. */
export async function verifyTicketQr(
  payload: string,
  check: TicketSignatureCheck,
): Promise<TicketQrFields | null> {
  const decoded = decodeTicketQr(payload);
  if (!decoded) return null;
  let valid: boolean;
  try {
    valid = await check(decoded.message, decoded.signature);
  } catch {
    // A key the platform cannot use, a malformed signature: not a valid ticket either way.
    valid = false;
  }
  if (!valid) return null;
  const { ticketId, eventId, ticketTypeId, code } = decoded;
  return { ticketId, eventId, ticketTypeId, code };
}

/**
 * The part of WebCrypto's `crypto.subtle` the scanner uses (browsers: Chromium 137+, Firefox
 * 129+, Safari 17+; Node 20+). Written out because this package is built without DOM types.
 */
export interface Ed25519Subtle {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'Ed25519' },
    extractable: boolean,
    keyUsages: 'verify'[],
  ): Promise<unknown>;
  verify(
    algorithm: { name: 'Ed25519' },
    key: never,
    signature: Uint8Array<ArrayBuffer>,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<boolean>;
}

/**
 * A signature check with WebCrypto for the key served at /api/ingressos/chave-publica
 * (`chave_publica`: the raw 32 bytes, base64url). The key is imported once.
 */
export function webCryptoTicketVerifier(
  subtle: Ed25519Subtle,
  publicKeyBase64Url: string,
): TicketSignatureCheck {
  const raw = fromBase64Url(publicKeyBase64Url);
  if (raw === null || raw.length !== ED25519_PUBLIC_KEY_BYTES) {
    throw new RangeError('Not an Ed25519 public key');
  }
  const key = subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
  return async (message, signature) =>
    subtle.verify({ name: 'Ed25519' }, (await key) as never, signature, message);
}

// --- base64url -----------------------------------------------------------------------------

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes → base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    text += BASE64URL[a >> 2]! + BASE64URL[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) text += BASE64URL[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) text += BASE64URL[c & 63]!;
  }
  return text;
}

/**
 * base64url (no padding) → bytes; null when it is not canonical base64url — a character outside
 * the alphabet, an impossible length, or unused low bits set (so one payload has one spelling).
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of text) {
    const value = BASE64URL.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
    buffer &= (1 << bits) - 1;
  }
  return buffer === 0 ? bytes : null;
}
