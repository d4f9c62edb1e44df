import { constants, createPublicKey, privateDecrypt, publicEncrypt } from 'node:crypto';
import { cardPlainText, parseCardPlainText } from '@bilheteria/domain/card-encryption';
import { JSEncrypt } from 'jsencrypt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CardDecryptionError,
  loadOrCreateSandboxKeys,
  SANDBOX_CARD_KEY,
  sandboxKeysFromPem,
  unpadPkcs1v15,
  type KeyValueStore,
  type SandboxKeys,
} from './card-keys';

/** Like the app_meta table behind `INSERT … ON CONFLICT DO NOTHING`, with slow round trips. */
function memoryStore(delayMs = 0): KeyValueStore & { values: Map<string, string>; writes: number } {
  const values = new Map<string, string>();
  const pause = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  const store = {
    values,
    writes: 0,
    async read(key: string) {
      await pause();
      return values.get(key) ?? null;
    },
    async write(key: string, value: string) {
      await pause();
      store.writes += 1;
      if (!values.has(key)) values.set(key, value);
    },
  };
  return store;
}

/** What the browser does: jsencrypt with the public key as served (PagBank SDK's format). */
function browserEncrypt(publicKey: string, text: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(text);
  if (cipher === false) throw new Error('jsencrypt refused the key or the text');
  return cipher;
}

function nodeEncrypt(publicKey: string, text: string): string {
  const key = createPublicKey({
    key: Buffer.from(publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString(
    'base64',
  );
}

let store: ReturnType<typeof memoryStore>;
let keys: SandboxKeys;

beforeAll(async () => {
  store = memoryStore();
  keys = await loadOrCreateSandboxKeys(store);
});

describe('loadOrCreateSandboxKeys', () => {
  it('serves an RSA-2048 public key as base64 DER SPKI without PEM armour', () => {
    expect(keys.publicKey).toMatch(/^MIIBIjAN[A-Za-z0-9+/]+=*$/);
    const key = createPublicKey({
      key: Buffer.from(keys.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('persists the pair: a restart serves the same public key and decrypts old ciphertexts', async () => {
    const cipher = nodeEncrypt(keys.publicKey, 'before the restart');
    const again = await loadOrCreateSandboxKeys(store);
    expect(again.publicKey).toBe(keys.publicKey);
    expect(again.decrypt(cipher)).toBe('before the restart');
    expect(store.values.get(SANDBOX_CARD_KEY)).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('gives processes starting together one and the same pair', async () => {
    const shared = memoryStore(20);
    const [first, second] = await Promise.all([
      loadOrCreateSandboxKeys(shared),
      loadOrCreateSandboxKeys(shared),
    ]);
    expect(shared.writes).toBe(2);
    expect(first.publicKey).toBe(second.publicKey);
    expect(second.decrypt(nodeEncrypt(first.publicKey, 'x'))).toBe('x');
  });

  it('refuses a stored value that is not an RSA-2048 private key', () => {
    expect(() => sandboxKeysFromPem('not a key')).toThrow(/not a private key/);
  });
});

describe('decrypt', () => {
  it('reads what Node encrypts with RSA_PKCS1_PADDING', () => {
    const text = '5240082975622454;123;12;2026;Maria Souza;1763700000000';
    expect(keys.decrypt(nodeEncrypt(keys.publicKey, text))).toBe(text);
  });

  it('reads what the browser library (jsencrypt) encrypts, every time', () => {
    for (let i = 0; i < 40; i++) {
      const text = `4539620659922097;123;12;2030;Joao da Silva;${1_763_700_000_000 + i}`;
      const cipher = browserEncrypt(keys.publicKey, text);
      expect(Buffer.from(cipher, 'base64').length).toBeLessThanOrEqual(256);
      expect(keys.decrypt(cipher)).toBe(text);
    }
  });

  it('round-trips the SDK card text: browser format → sandbox decrypt → parsed card', () => {
    const built = cardPlainText(
      {
        number: '4539 6206 5992 2097',
        securityCode: '123',
        expMonth: '12',
        expYear: '2030',
        holder: 'José Antônio',
        timestampMs: 1_763_700_000_000,
      },
      new Date('2026-11-21T12:00:00Z'),
    );
    if (!('text' in built)) throw new Error(built.errors.join());
    const parsed = parseCardPlainText(keys.decrypt(browserEncrypt(keys.publicKey, built.text)));
    expect(parsed).toEqual({
      number: '4539620659922097',
      securityCode: '123',
      expMonth: '12',
      expYear: '2030',
      holder: 'Jose Antonio',
      timestampMs: 1_763_700_000_000,
    });
  });

  it('refuses what is not a ciphertext of this key', async () => {
    const other = await loadOrCreateSandboxKeys(memoryStore());
    const foreign = nodeEncrypt(other.publicKey, 'for someone else');
    const tooLong = Buffer.alloc(257, 1).toString('base64');
    const aboveModulus = Buffer.alloc(256, 0xff).toString('base64');
    for (const cipher of ['', 'not base64!', tooLong, aboveModulus, foreign]) {
      expect(() => keys.decrypt(cipher), cipher.slice(0, 12)).toThrow(CardDecryptionError);
    }
  });

  it('refuses a ciphertext altered in transit', () => {
    const cipher = Buffer.from(nodeEncrypt(keys.publicKey, 'intact'), 'base64');
    cipher[100] = (cipher[100] ?? 0) ^ 0x01;
    expect(() => keys.decrypt(cipher.toString('base64'))).toThrow(CardDecryptionError);
  });
});

describe('unpadPkcs1v15', () => {
  const block = (...parts: number[][]) => Uint8Array.from(parts.flat());
  const ps = (length: number) => Array.from({ length }, (_, i) => (i % 255) + 1);
  const message = [...Buffer.from('hello')];
  const fill = (head: number[]) =>
    block(head, ps(256 - head.length - 1 - message.length), [0], message);

  it('takes the message after 00 02 PS 00', () => {
    expect(unpadPkcs1v15(fill([0, 2])).toString()).toBe('hello');
    // The shortest padding string allowed: 8 bytes.
    expect(unpadPkcs1v15(block([0, 2], ps(8), [0], message)).toString()).toBe('hello');
    // An empty message is a valid block.
    expect(unpadPkcs1v15(block([0, 2], ps(253), [0])).length).toBe(0);
  });

  it('refuses every malformed block with the same error', () => {
    for (const bad of [
      fill([1, 2]),
      fill([0, 1]),
      block([0, 2], ps(7), [0], message),
      block([0, 2], [0], ps(253)),
      block([0, 2], ps(254)),
      block([0]),
      block([]),
    ]) {
      expect(() => unpadPkcs1v15(bad)).toThrow(CardDecryptionError);
    }
  });
});

describe('the Node this runs on', () => {
  it('still encrypts with PKCS#1 v1.5 and decrypts raw, which the sandbox relies on', () => {
    const plain = Buffer.from(nodeEncrypt(keys.publicKey, 'raw'), 'base64');
    const pem = store.values.get(SANDBOX_CARD_KEY)!;
    const raw = privateDecrypt({ key: pem, padding: constants.RSA_NO_PADDING }, plain);
    expect(raw.length).toBe(256);
    expect(unpadPkcs1v15(raw).toString()).toBe('raw');
  });
});
