import type { Ed25519Subtle } from '../ticket-qr';

/**
 * Tests' WebCrypto with real Ed25519 keys, as the browser has it (Node's `crypto.subtle` is the
 * same API). Written out because this package has no DOM types, and its lint forbids `node:`
 * modules, tests included.
 */
export interface TestSubtle extends Ed25519Subtle {
  generateKey(
    algorithm: { name: 'Ed25519' },
    extractable: boolean,
    usages: ('sign' | 'verify')[],
  ): Promise<{ publicKey: unknown; privateKey: unknown }>;
  exportKey(format: 'raw', key: unknown): Promise<ArrayBuffer>;
  sign(algorithm: { name: 'Ed25519' }, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

export const testSubtle = (globalThis as unknown as { crypto: { subtle: TestSubtle } }).crypto
  .subtle;
