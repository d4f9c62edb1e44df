import { toBase64Url } from '@bilheteria/domain/ticket-qr';
import { describe, expect, it, vi } from 'vitest';
import { ticketVerifier, type VerifierSubtle } from './ticket-verifier';

// Counts the pure-JS fallback's loads: it must stay unloaded where WebCrypto has Ed25519.
const noble = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@noble/ed25519', async (importOriginal) => {
  noble.loads++;
  return importOriginal();
});

async function signed() {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const publicKey = toBase64Url(
    new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)),
  );
  const message = new TextEncoder().encode('ingresso 7K3M-QX9D-2HFA-8WNC');
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', pair.privateKey, message));
  const forged = signature.slice();
  forged[10]! ^= 1;
  const other = new TextEncoder().encode('ingresso AAAA-BBBB-CCCC-DDDD');
  return { publicKey, message, signature, forged, other };
}

/** A browser whose WebCrypto has no Ed25519 (Chromium < 137): the import is refused. */
const withoutEd25519 = (): VerifierSubtle => ({
  importKey: vi.fn(() =>
    Promise.reject(new DOMException('Algorithm: Unrecognized name', 'NotSupportedError')),
  ),
  verify: vi.fn(() => Promise.reject(new Error('never called'))),
});

describe('ticketVerifier — the offline signature check', () => {
  it('uses WebCrypto where it has Ed25519, without loading the fallback', async () => {
    const { publicKey, message, signature, forged, other } = await signed();
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const check = ticketVerifier(publicKey);
    expect(await check(message, signature)).toBe(true);
    expect(await check(message, forged)).toBe(false);
    expect(await check(other, signature)).toBe(false);
    expect(verify).toHaveBeenCalledTimes(3);
    verify.mockRestore();
    expect(noble.loads).toBe(0);
  });

  it('falls back to @noble/ed25519 when WebCrypto refuses to import an Ed25519 key', async () => {
    const { publicKey, message, signature, forged, other } = await signed();
    const subtle = withoutEd25519();
    const check = ticketVerifier(publicKey, subtle);
    expect(await check(message, signature)).toBe(true);
    expect(await check(message, forged)).toBe(false);
    expect(await check(other, signature)).toBe(false);
    expect(subtle.importKey).toHaveBeenCalledTimes(1);
    expect(subtle.verify).not.toHaveBeenCalled();
    expect(noble.loads).toBe(1);
  });

  it('falls back too when importKey throws instead of rejecting', async () => {
    const { publicKey, message, signature } = await signed();
    const subtle: VerifierSubtle = {
      importKey: () => {
        throw new TypeError('Ed25519 is not supported');
      },
      verify: () => Promise.reject(new Error('never called')),
    };
    expect(await ticketVerifier(publicKey, subtle)(message, signature)).toBe(true);
  });

  it('refuses a key that is not 32 bytes of base64url at once', () => {
    expect(() => ticketVerifier('not a key')).toThrow(RangeError);
    expect(() => ticketVerifier(toBase64Url(new Uint8Array(31)))).toThrow(RangeError);
  });
});
