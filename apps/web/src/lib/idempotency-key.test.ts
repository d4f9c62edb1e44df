import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes keys the API accepts, even where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
