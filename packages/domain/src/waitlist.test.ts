import { describe, expect, it } from 'vitest';
import { entriesToOffer } from './waitlist';

const line = (...quantities: number[]) =>
  quantities.map((quantity, index) => ({ id: `e${index + 1}`, quantity }));

describe('entriesToOffer', () => {
  it('offers in line order while whole requests fit', () => {
    expect(entriesToOffer(line(1, 2, 1), 3).map((entry) => entry.id)).toEqual(['e1', 'e2']);
  });

  it('skips a group that does not fit: the next single gets the seat, the group keeps its place', () => {
    const waiting = line(3, 1, 1);
    const offered = entriesToOffer(waiting, 2);
    expect(offered.map((entry) => entry.id)).toEqual(['e2', 'e3']);
    // Three seats later, the group is first again.
    expect(
      entriesToOffer(
        waiting.filter((entry) => !offered.includes(entry)),
        3,
      ),
    ).toEqual([{ id: 'e1', quantity: 3 }]);
  });

  it('never splits a group, and offers nothing without seats', () => {
    expect(entriesToOffer(line(5), 4)).toEqual([]);
    expect(entriesToOffer(line(1, 1), 0)).toEqual([]);
    expect(entriesToOffer([], 10)).toEqual([]);
  });
});
