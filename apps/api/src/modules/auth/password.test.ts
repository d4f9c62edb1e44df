import { describe, expect, it } from 'vitest';
import {
  CURRENT_PARAMS,
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('stores scrypt with its parameters, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Senha@Forte1');
    const [name, N, r, p, salt, key] = stored.split('$');
    expect(name).toBe('scrypt');
    expect([Number(N), Number(r), Number(p)]).toEqual([2 ** 15, 8, 1]);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(stored).not.toContain('Senha@Forte1');
  });

  it('verifies the right password and refuses any other', async () => {
    const stored = await hashPassword('Senha@Forte1');
    expect(await verifyPassword('Senha@Forte1', stored)).toBe(true);
    expect(await verifyPassword('senha@forte1', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Senha@Forte1')).not.toBe(await hashPassword('Senha@Forte1'));
  });

  it('treats a composed and a decomposed accent as the same password', async () => {
    const stored = await hashPassword('Coração1A');
    expect(await verifyPassword('Corac\u0327a\u0303o1A', stored)).toBe(true);
  });

  it('still verifies hashes made with older parameters, and asks for a re-hash', async () => {
    const old = await hashPassword('Senha@Forte1', { N: 2 ** 14, r: 8, p: 1 });
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('Senha@Forte1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x', CURRENT_PARAMS))).toBe(false);
  });

  it('refuses malformed or absurd stored values without throwing', async () => {
    for (const stored of [
      '',
      'plain-text',
      'bcrypt$10$abc$def$ghi$jkl',
      'scrypt$1000$8$1$c2FsdA$a2V5', // N not a power of two
      'scrypt$1073741824$8$1$c2FsdA$a2V5', // N far too large
      'scrypt$16384$8$1$$',
    ]) {
      expect(await verifyPassword('Senha@Forte1', stored)).toBe(false);
    }
  });

  it('keeps one dummy hash, with the current parameters, for unknown e-mails', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(needsRehash(dummy)).toBe(false);
  });
});
