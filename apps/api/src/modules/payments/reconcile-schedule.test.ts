import { describe, expect, it } from 'vitest';
import { nextCheckAt, STUCK_AFTER_MS, type WatchedPayment } from './reconcile-schedule';

const created = new Date('2026-11-24T15:00:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);
const MINUTE = 60_000;
const delayAfter = (payment: WatchedPayment, ageMs: number) => {
  const next = nextCheckAt(payment, at(ageMs));
  return next === null ? null : next.getTime() - at(ageMs).getTime();
};

describe('nextCheckAt', () => {
  const pix: WatchedPayment = {
    method: 'pix',
    createdAt: created,
    expiresAt: at(30 * MINUTE),
    boletoDueDate: null,
    known: true,
  };

  it('asks about a live PIX at least every minute, often at first', () => {
    expect(delayAfter(pix, 0)).toBe(10_000);
    expect(delayAfter(pix, 5 * MINUTE)).toBe(30_000);
    expect(delayAfter(pix, 29 * MINUTE)).toBe(MINUTE);
  });

  it('thins out after the PIX lapsed and stops a day later', () => {
    expect(delayAfter(pix, 45 * MINUTE)).toBe(60 * MINUTE);
    expect(delayAfter(pix, 30 * MINUTE + 24 * 60 * MINUTE)).toBeNull();
  });

  it('watches a boleto until ten days after its due day, at most every 30 minutes', () => {
    const boleto: WatchedPayment = { ...pix, method: 'boleto', boletoDueDate: '2026-11-27' };
    expect(delayAfter(boleto, 0)).toBe(MINUTE);
    expect(delayAfter(boleto, 2 * 24 * 60 * MINUTE)).toBe(30 * MINUTE);
    // 2026-12-07 00:00 in São Paulo is 03:00 UTC.
    expect(nextCheckAt(boleto, new Date('2026-12-07T02:59:00Z'))).not.toBeNull();
    expect(nextCheckAt(boleto, new Date('2026-12-07T03:00:00Z'))).toBeNull();
  });

  it('follows a card under analysis for two days', () => {
    const card: WatchedPayment = { ...pix, method: 'credit-card', expiresAt: null };
    expect(delayAfter(card, MINUTE)).toBe(10_000);
    expect(delayAfter(card, 24 * 60 * MINUTE)).toBe(5 * MINUTE);
    expect(delayAfter(card, 2 * 24 * 60 * MINUTE)).toBeNull();
  });

  it('looks for a lost answer for a day', () => {
    const lost: WatchedPayment = { ...pix, known: false };
    expect(delayAfter(lost, STUCK_AFTER_MS)).toBe(30_000);
    expect(delayAfter(lost, 24 * 60 * MINUTE)).toBeNull();
  });
});
