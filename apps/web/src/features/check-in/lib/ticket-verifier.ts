import type * as NobleEd25519 from '@noble/ed25519';
import {
  ED25519_PUBLIC_KEY_BYTES,
  fromBase64Url,
  type TicketSignatureCheck,
} from '@bilheteria/domain/ticket-qr';

/** The part of WebCrypto the door uses; a parameter so tests can play an older browser. */
export type VerifierSubtle = Pick<SubtleCrypto, 'importKey' | 'verify'>;

/**
 * The offline signature check for the event's key (`chave_publica`, raw 32 bytes base64url):
 * WebCrypto's Ed25519 where the browser has it (Chromium 137+, Firefox 129+, Safari 17+); where
 * importing an Ed25519 key is refused (Chromium < 137, older Android WebViews), @noble/ed25519 in
 * pure JavaScript (its SHA-512 still from WebCrypto). The library is loaded only then, so the
 * scanner's chunk does not grow for everyone; the service worker precaches it with the scanner's
 * other lazy chunks, and it is loaded while the page starts, so it is there offline.
 * Verification is RFC 8032 strict (`zip215: false`), as WebCrypto's is. Throws a RangeError at
 * once for a key that is not 32 bytes of base64url.
 */
export function ticketVerifier(
  publicKeyBase64Url: string,
  subtle: VerifierSubtle = crypto.subtle,
): TicketSignatureCheck {
  const raw = fromBase64Url(publicKeyBase64Url);
  if (raw === null || raw.length !== ED25519_PUBLIC_KEY_BYTES) {
    throw new RangeError('Not an Ed25519 public key');
  }
  let noble: Promise<typeof NobleEd25519> | null = null;
  // A failed download (offline, not cached yet) is tried again at the next scan.
  const loadNoble = () =>
    (noble ??= import('@noble/ed25519').catch((error: unknown) => {
      noble = null;
      throw error;
    }));
  const key: Promise<CryptoKey | null> = Promise.resolve()
    .then(() => subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']))
    .catch(() => null);
  // Start the fallback's download now, while the page is starting, not at the first offline scan.
  void key.then((imported) => (imported ? undefined : loadNoble().catch(() => undefined)));
  return async (message, signature) => {
    const imported = await key;
    if (imported) return subtle.verify({ name: 'Ed25519' }, imported, signature, message);
    const { verifyAsync } = await loadNoble();
    return verifyAsync(signature, message, raw, { zip215: false });
  };
}
