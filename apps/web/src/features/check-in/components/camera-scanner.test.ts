import { describe, expect, it } from 'vitest';
import { isNewRead, SAME_QR_IGNORED_MS } from './camera-scanner';

describe('isNewRead (the camera reads a QR once while it stays in view)', () => {
  it('reads a QR held in front of the camera once, however long it stays there', () => {
    const last = { text: '', at: 0 };
    expect(isNewRead(last, 'QR-A', 10_000)).toBe(true);
    // Decoded again and again, each time within the window of the one before: the same ticket.
    for (let at = 10_500; at <= 20_000; at += 500) expect(isNewRead(last, 'QR-A', at)).toBe(false);
  });

  it('reads it again once it has been out of sight for the window, and another QR at once', () => {
    const last = { text: '', at: 0 };
    expect(isNewRead(last, 'QR-A', 10_000)).toBe(true);
    expect(isNewRead(last, 'QR-A', 10_000 + SAME_QR_IGNORED_MS)).toBe(true);
    expect(isNewRead(last, 'QR-B', 10_000 + SAME_QR_IGNORED_MS + 100)).toBe(true);
    expect(isNewRead(last, 'QR-A', 10_000 + SAME_QR_IGNORED_MS + 200)).toBe(true);
  });
});
