import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { toBase64Url } from '@bilheteria/domain/ticket-qr';
import type { AppMetaStore } from '../../db/app-secrets';

/**
 * The installation's ticket signing key (issue 14): Ed25519, made once and kept in `app_meta`
 * like the sandbox's card key, so every API process signs with the same key and scanners that
 * cached the public key keep working across restarts. The first process to store one wins.
 */
export const TICKET_SIGNING_KEY = 'tickets.qr_signing_key';

export interface TicketSigningKey {
  /** Ed25519 signature (64 bytes) of `message`. */
  sign(message: Uint8Array): Uint8Array;
  verify(message: Uint8Array, signature: Uint8Array): boolean;
  /** The raw 32-byte public key, base64url (WebCrypto `importKey('raw', …)`). */
  publicKeyRaw: string;
  /** The public key as DER SubjectPublicKeyInfo, base64url (`importKey('spki', …)`). */
  publicKeySpki: string;
}

export async function loadOrCreateTicketSigningKey(store: AppMetaStore): Promise<TicketSigningKey> {
  const stored = await store.read(TICKET_SIGNING_KEY);
  if (stored !== null) return signingKeyFromPem(stored);
  const { privateKey } = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  await store.write(TICKET_SIGNING_KEY, privateKey);
  // Another process may have stored its key first: everyone uses the one kept.
  const winner = await store.read(TICKET_SIGNING_KEY);
  if (winner === null)
    throw new Error(`The ticket signing key was not saved (${TICKET_SIGNING_KEY}).`);
  return signingKeyFromPem(winner);
}

/** The key from its PKCS#8 PEM. */
export function signingKeyFromPem(pem: string): TicketSigningKey {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`The stored ticket signing key (${TICKET_SIGNING_KEY}) is not a private key.`);
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`The stored ticket signing key (${TICKET_SIGNING_KEY}) is not Ed25519.`);
  }
  const publicKey = createPublicKey(key);
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  // An Ed25519 SPKI is a fixed 12-byte header and the 32 raw bytes.
  const raw = spki.subarray(spki.length - 32);
  return {
    sign: (message) => new Uint8Array(sign(null, message, key)),
    verify: (message, signature) => verify(null, message, publicKey, signature),
    publicKeyRaw: toBase64Url(raw),
    publicKeySpki: toBase64Url(spki),
  };
}
