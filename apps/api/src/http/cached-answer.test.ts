import { describe, expect, it } from 'vitest';
import { JsonResponseCache, toCachedJson } from './cached-answer';

describe('toCachedJson', () => {
  it('gives equal bodies equal ETags and different bodies different ones', () => {
    expect(toCachedJson({ a: 1 }).etag).toBe(toCachedJson({ a: 1 }).etag);
    expect(toCachedJson({ a: 1 }).etag).not.toBe(toCachedJson({ a: 2 }).etag);
  });
});

describe('JsonResponseCache', () => {
  it('loads once for concurrent requests of one key', async () => {
    const cache = new JsonResponseCache(60_000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return toCachedJson({ loads });
    };
    const answers = await Promise.all([
      cache.get('k', load),
      cache.get('k', load),
      cache.get('k', load),
    ]);
    expect(loads).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    await cache.get('k', load);
    expect(loads).toBe(1);
  });

  it('loads again after the TTL', async () => {
    const cache = new JsonResponseCache(30);
    let loads = 0;
    const load = async () => toCachedJson({ loads: ++loads });
    await cache.get('k', load);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const later = await cache.get('k', load);
    expect(loads).toBe(2);
    expect(JSON.parse(later.body.toString())).toEqual({ loads: 2 });
  });

  it('forgets keys by prefix', async () => {
    const cache = new JsonResponseCache(60_000);
    let loads = 0;
    const load = async () => toCachedJson({ loads: ++loads });
    await cache.get('event:1', load);
    await cache.get('events', load);
    cache.invalidate('event:');
    await cache.get('event:1', load);
    await cache.get('events', load);
    expect(loads).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = new JsonResponseCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('banco fora')))).rejects.toThrow(
      'banco fora',
    );
    const answer = await cache.get('k', async () => toCachedJson({ ok: true }));
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
  });

  it('with a TTL of 0 loads every time', async () => {
    const cache = new JsonResponseCache(0);
    let loads = 0;
    const load = async () => toCachedJson({ loads: ++loads });
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
  });
});
