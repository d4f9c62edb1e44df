import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  publicEncrypt,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The sandbox's card key pair (PAYMENTS.md "Card encryption"): RSA-2048, the public half served
 * like PagBank's `POST /public-keys` (base64 DER SubjectPublicKeyInfo, no PEM armour), the
 * private half decrypting what the browser encrypted with RSA PKCS#1 v1.5. The pair is persisted
 * so the public key a page fetched stays valid across restarts and across processes.
 */

/** Where the pair lives, e.g. the `app_meta` table. */
export interface KeyValueStore {
  read(key: string): Promise<string | null>;
  /**
   * Stores the value only if the key has none yet (`INSERT … ON CONFLICT DO NOTHING`): the
   * first writer wins and everybody reads the winner back.
   */
  write(key: string, value: string): Promise<void>;
}

export interface SandboxKeys {
  /** Base64 DER SubjectPublicKeyInfo, RSA-2048, as PagBank's `public_key`. */
  publicKey: string;
  /** Base64 RSA PKCS#1 v1.5 ciphertext → the UTF-8 text. Throws CardDecryptionError. */
  decrypt(base64Cipher: string): string;
}

/** The store key holding the PKCS#8 PEM private key (the public key is derived from it). */
export const SANDBOX_CARD_KEY = 'payments.sandbox.card_private_key';

const MODULUS_BITS = 2048;

/** The ciphertext is not something our public key produced (bad base64, length or padding). */
export class CardDecryptionError extends Error {
  override name = 'CardDecryptionError';
  constructor() {
    super('Não foi possível descriptografar os dados do cartão.');
  }
}

const generateRsaKeyPair = promisify(generateKeyPair);

/** Reads the pair, or creates it; concurrent first starts all end up with the same pair. */
export async function loadOrCreateSandboxKeys(store: KeyValueStore): Promise<SandboxKeys> {
  const stored = await store.read(SANDBOX_CARD_KEY);
  if (stored !== null) return sandboxKeysFromPem(stored);

  const { privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: MODULUS_BITS,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await store.write(SANDBOX_CARD_KEY, privateKey);
  // Another process may have written its pair first: use whatever was kept.
  const winner = await store.read(SANDBOX_CARD_KEY);
  if (winner === null) throw new Error(`The sandbox card key was not saved (${SANDBOX_CARD_KEY}).`);
  return sandboxKeysFromPem(winner);
}

/** The pair from a PKCS#8 PEM private key. */
export function sandboxKeysFromPem(privateKeyPem: string): SandboxKeys {
  let key: KeyObject;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    throw new Error(`The stored sandbox card key (${SANDBOX_CARD_KEY}) is not a private key.`);
  }
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType !== 'rsa' || details?.modulusLength !== MODULUS_BITS) {
    throw new Error(
      `The stored sandbox card key (${SANDBOX_CARD_KEY}) is not RSA-${MODULUS_BITS}.`,
    );
  }
  const publicKey = createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64');
  const decryptBlock = nativePkcs1Decrypt(key) ? decryptNative : decryptManually;
  const utf8 = new TextDecoder('utf-8', { fatal: true });

  return {
    publicKey,
    decrypt(base64Cipher) {
      const cipher = decodeCipher(base64Cipher, MODULUS_BITS / 8);
      const message = decryptBlock(key, cipher);
      try {
        return utf8.decode(message);
      } catch {
        throw new CardDecryptionError();
      }
    },
  };
}

/**
 * Whether this Node decrypts RSA_PKCS1_PADDING itself. Node 20 refuses it (CVE-2023-46809,
 * the Marvin attack) unless its OpenSSL does implicit rejection; then we unpad ourselves.
 */
export function nativePkcs1Decrypt(key: KeyObject): boolean {
  const probe = Buffer.from('probe');
  try {
    const cipher = publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, probe);
    return privateDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, cipher).equals(probe);
  } catch {
    return false;
  }
}

function decryptNative(key: KeyObject, cipher: Buffer): Buffer {
  try {
    return privateDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, cipher);
  } catch {
    throw new CardDecryptionError();
  }
}

function decryptManually(key: KeyObject, cipher: Buffer): Buffer {
  let block: Buffer;
  try {
    block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, cipher);
  } catch {
    // e.g. a ciphertext not below the modulus.
    throw new CardDecryptionError();
  }
  return unpadPkcs1v15(block);
}

/** Base64 → exactly `size` bytes (a browser library may drop leading zero bytes). */
function decodeCipher(base64Cipher: string, size: number): Buffer {
  const text = base64Cipher.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 === 1) {
    throw new CardDecryptionError();
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0 || bytes.length > size) throw new CardDecryptionError();
  if (bytes.length === size) return bytes;
  return Buffer.concat([Buffer.alloc(size - bytes.length), bytes]);
}

/**
 * RFC 8017 §7.2.2 step 3: `00 02 PS 00 M`, PS at least 8 non-zero bytes. Every byte is looked at
 * whatever the outcome and there is one error for every failure, so the time taken and the
 * answer say as little as JavaScript allows about where the padding went wrong.
 */
export function unpadPkcs1v15(block: Uint8Array): Buffer {
  let bad = (block[0] ?? 1) | ((block[1] ?? 0) ^ 2);
  let separator = 0;
  let looking = 1;
  for (let i = 2; i < block.length; i++) {
    const byte = block[i] ?? 0;
    const isZero = ((byte | -byte) >>> 31) ^ 1;
    separator |= i * (isZero & looking);
    looking &= isZero ^ 1;
  }
  bad |= looking;
  bad |= separator < 10 ? 1 : 0;
  if (bad !== 0) throw new CardDecryptionError();
  return Buffer.from(block.subarray(separator + 1));
}
