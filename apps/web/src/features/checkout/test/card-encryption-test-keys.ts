/**
 * An RSA-2048 key pair for tests (imported by *.test.ts(x) files and the checkout's fake API
 * only): the public half as PagBank serves it (base64 DER SubjectPublicKeyInfo), the private
 * half decrypting RSA PKCS#1 v1.5 like the sandbox provider does — WebCrypto no longer offers
 * that padding for encryption, so the decryption is done here with BigInt.
 */

export interface TestCardKeys {
  /** base64 DER SubjectPublicKeyInfo, no PEM armour. */
  publicKey: string;
  /** The text the browser encrypted, or null when the block is not PKCS#1 v1.5 type 2. */
  decrypt(base64Cipher: string): string | null;
}

function base64UrlToBigInt(value: string): bigint {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  let result = 0n;
  for (const char of binary) result = (result << 8n) | BigInt(char.charCodeAt(0));
  return result;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

function toBytes(value: bigint, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let rest = value;
  for (let i = size - 1; i >= 0; i--) {
    bytes[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

async function generate(): Promise<TestCardKeys> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const [n, p, q, dp, dq, qi] = [jwk.n, jwk.p, jwk.q, jwk.dp, jwk.dq, jwk.qi].map((part) =>
    base64UrlToBigInt(part ?? ''),
  ) as [bigint, bigint, bigint, bigint, bigint, bigint];
  const size = Math.ceil(n.toString(16).length / 2);

  return {
    publicKey: btoa(String.fromCharCode(...spki)),
    decrypt(base64Cipher) {
      let binary: string;
      try {
        binary = atob(base64Cipher);
      } catch {
        return null;
      }
      if (binary.length !== size) return null;
      let c = 0n;
      for (const char of binary) c = (c << 8n) | BigInt(char.charCodeAt(0));
      // Chinese remainder theorem: two half-size exponentiations.
      const m1 = modPow(c, dp, p);
      const m2 = modPow(c, dq, q);
      const h = (((m1 - m2) % p) + p) % p;
      const m = m2 + ((qi * h) % p) * q;
      const block = toBytes(m, size);
      // 00 02 PS(≥ 8 non-zero) 00 M
      if (block[0] !== 0 || block[1] !== 2) return null;
      const separator = block.indexOf(0, 2);
      if (separator < 10) return null;
      return new TextDecoder().decode(block.slice(separator + 1));
    },
  };
}

let shared: Promise<TestCardKeys> | null = null;

/** One pair per test file (generating one takes a moment). */
export function testCardKeys(): Promise<TestCardKeys> {
  shared ??= generate();
  return shared;
}
