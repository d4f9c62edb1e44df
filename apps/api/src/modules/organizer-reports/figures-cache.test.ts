import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-context';
import { FiguresCache, versionOf } from './figures-cache';

describe('figures kept while the data they sum has not changed', () => {
  const start = new Date('2026-11-26T12:00:00.000Z');
  const at = (ms: number) => new Date(start.getTime() + ms).toISOString();

  it('versions rows by their newest instants', () => {
    expect(versionOf([null, null])).toEqual({ version: '-|-', newest: null });
    expect(versionOf([at(5), at(-5)])).toEqual({
      version: `${at(5)}|${at(-5)}`,
      newest: start.getTime() + 5,
    });
  });

  it('recomputes after a write, at most once per freshMs, and serves a settled version for good', async () => {
    const clock = createTestClock(start);
    const cache = new FiguresCache<{ n: number }>(clock, { freshMs: 5_000, settleMs: 60_000 });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const saleAt = (ms: number) => versionOf([at(ms)]);

    expect((await cache.get('e', saleAt(-120_000), compute)).value.n).toBe(1);
    clock.advance(600_000);
    // Nothing sold since (and the sale long settled): the same figure, however old.
    expect((await cache.get('e', saleAt(-120_000), compute)).value.n).toBe(1);
    // A sale: recomputed once, then kept for freshMs even as more sales come.
    expect((await cache.get('e', saleAt(599_000), compute)).value.n).toBe(2);
    clock.advance(1_000);
    expect((await cache.get('e', saleAt(600_500), compute)).value.n).toBe(2);
    clock.advance(5_000);
    expect((await cache.get('e', saleAt(600_500), compute)).value.n).toBe(3);
    // Same version but not settled yet (a late commit may still join it): trusted freshMs only.
    clock.advance(5_000);
    expect((await cache.get('e', saleAt(600_500), compute)).value.n).toBe(4);
  });

  it('shares one computation among concurrent requests, and recomputes live figures on change', async () => {
    const clock = createTestClock(start);
    const cache = new FiguresCache<{ n: number }>(clock, { freshMs: 0, settleMs: 0 });
    let computed = 0;
    const compute = async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { n: ++computed };
    };
    const [a, b] = await Promise.all([
      cache.get('e', versionOf([at(-1)]), compute),
      cache.get('e', versionOf([at(-1)]), compute),
    ]);
    expect([a.value.n, b.value.n]).toEqual([1, 1]);
    expect((await cache.get('e', versionOf([at(-1)]), compute)).value.n).toBe(1);
    expect((await cache.get('e', versionOf([at(0)]), compute)).value.n).toBe(2);
  });

  it('recomputes at once, inside freshMs, when the exact part of the version changed (a refund)', async () => {
    const clock = createTestClock(start);
    const cache = new FiguresCache<{ n: number }>(clock, { freshMs: 5_000, settleMs: 60_000 });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const figures = (sale: number, refund: string) => ({
      ...versionOf([at(sale)]),
      exactVersion: refund,
    });

    expect((await cache.get('e', figures(-1_000, '-'), compute)).value.n).toBe(1);
    clock.advance(1_000);
    // A sale within freshMs: the figure kept; a refund within freshMs: recomputed.
    expect((await cache.get('e', figures(500, '-'), compute)).value.n).toBe(1);
    expect((await cache.get('e', figures(500, at(900)), compute)).value.n).toBe(2);
    clock.advance(1_000);
    expect((await cache.get('e', figures(500, at(1_800)), compute)).value.n).toBe(3);
    expect((await cache.get('e', figures(500, at(1_800)), compute)).value.n).toBe(3);
  });
});
