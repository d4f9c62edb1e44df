import { describe, expect, it } from 'vitest';
import {
  buyerRefundDeadline,
  refundDecision,
  REFUND_RULE_MESSAGES,
  refundStartStatus,
  usedTicketsMessage,
  type RefundRuleInput,
} from './refund-rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const paidAt = new Date('2026-12-01T15:00:00Z');
const eventStartsAt = new Date('2026-12-20T12:00:00Z');

const decide = (overrides: Partial<RefundRuleInput>) =>
  refundDecision({
    actor: 'buyer',
    paid: true,
    paidAt,
    eventStartsAt,
    ticketsLeft: 2,
    now: new Date(paidAt.getTime() + HOUR),
    ...overrides,
  });

describe('refundDecision', () => {
  it('lets the buyer cancel up to the 7th day after the purchase, to the millisecond', () => {
    expect(decide({ now: new Date(paidAt.getTime() + 7 * DAY) })).toEqual({
      allowed: true,
      buyerDeadline: new Date(paidAt.getTime() + 7 * DAY),
    });
    expect(decide({ now: new Date(paidAt.getTime() + 7 * DAY + 1) })).toEqual({
      allowed: false,
      refusal: 'windowOver',
      message: REFUND_RULE_MESSAGES.windowOver,
    });
  });

  it('stops the buyer when less than 48 h remain before the event, even inside the 7 days', () => {
    const startsSoon = new Date(paidAt.getTime() + 3 * DAY);
    expect(
      decide({ eventStartsAt: startsSoon, now: new Date(startsSoon.getTime() - 48 * HOUR) }),
    ).toMatchObject({ allowed: true, buyerDeadline: new Date(startsSoon.getTime() - 48 * HOUR) });
    expect(
      decide({ eventStartsAt: startsSoon, now: new Date(startsSoon.getTime() - 48 * HOUR + 1) }),
    ).toMatchObject({ allowed: false, message: REFUND_RULE_MESSAGES.tooClose });
  });

  it('refuses the buyer once the event started; the organizer may always refund', () => {
    const after = new Date(eventStartsAt.getTime() + HOUR);
    expect(decide({ now: after })).toMatchObject({
      allowed: false,
      message: REFUND_RULE_MESSAGES.eventStarted,
    });
    expect(decide({ now: after, actor: 'organizer' })).toEqual({
      allowed: true,
      buyerDeadline: null,
    });
    expect(decide({ now: new Date(paidAt.getTime() + 30 * DAY), actor: 'organizer' }).allowed).toBe(
      true,
    );
  });

  it('refuses an unpaid order and one with nothing left, whoever asks', () => {
    for (const actor of ['buyer', 'organizer'] as const) {
      expect(decide({ actor, paid: false })).toMatchObject({ refusal: 'notPaid' });
      expect(decide({ actor, paidAt: null })).toMatchObject({ refusal: 'notPaid' });
      expect(decide({ actor, ticketsLeft: 0 })).toMatchObject({
        refusal: 'nothingLeft',
        message: REFUND_RULE_MESSAGES.nothingLeft,
      });
    }
  });

  it('names the earlier of the two limits as the deadline', () => {
    expect(buyerRefundDeadline(paidAt, eventStartsAt)).toEqual(
      new Date(paidAt.getTime() + 7 * DAY),
    );
    const soon = new Date(paidAt.getTime() + 4 * DAY);
    expect(buyerRefundDeadline(paidAt, soon)).toEqual(new Date(soon.getTime() - 48 * HOUR));
  });
});

describe('tickets used at the door', () => {
  it('leave the buyer nothing to cancel when every ticket left was used; not the organizer', () => {
    expect(decide({ ticketsUsed: 1 })).toMatchObject({ allowed: true });
    expect(decide({ ticketsUsed: 2 })).toEqual({
      allowed: false,
      refusal: 'ticketsUsed',
      message: REFUND_RULE_MESSAGES.ticketsUsed,
    });
    expect(decide({ ticketsUsed: 2, actor: 'organizer' })).toMatchObject({ allowed: true });
  });

  it('are named in the refusal: the buyer may not cancel them, the organizer must confirm', () => {
    const ana = { position: 1, holderName: 'Ana Souza' };
    const bruno = { position: 2, holderName: 'Bruno Lima' };
    expect(usedTicketsMessage('buyer', [ana])).toBe(
      'O ingresso de Ana Souza já foi utilizado na entrada do evento e não pode ser cancelado.',
    );
    expect(usedTicketsMessage('organizer', [ana, bruno])).toBe(
      'Os ingressos de Ana Souza e Bruno Lima já foram utilizados na entrada do evento. ' +
        'Confirme que deseja reembolsá-los mesmo assim.',
    );
    expect(usedTicketsMessage('buyer', [{ position: 3, holderName: ' ' }])).toContain(
      'O ingresso de nº 3',
    );
  });
});

describe('refundStartStatus', () => {
  it('is done at once when nothing goes back, whatever the method', () => {
    expect(refundStartStatus({ amountCents: 0, method: 'boleto' })).toBe('done');
    expect(refundStartStatus({ amountCents: 0, method: 'free' })).toBe('done');
    expect(refundStartStatus({ amountCents: 0, method: 'credit-card' })).toBe('done');
  });

  it('waits for a PIX key on a boleto without one, and is to pay with one', () => {
    expect(refundStartStatus({ amountCents: 500, method: 'boleto' })).toBe('awaiting_key');
    expect(refundStartStatus({ amountCents: 500, method: 'boleto', pixKey: '' })).toBe(
      'awaiting_key',
    );
    expect(refundStartStatus({ amountCents: 500, method: 'boleto', pixKey: 'a@b.com' })).toBe(
      'to_pay',
    );
  });

  it('goes through the provider for a card or PIX, a key sent or not', () => {
    expect(refundStartStatus({ amountCents: 500, method: 'credit-card' })).toBe('pending');
    expect(refundStartStatus({ amountCents: 500, method: 'pix', pixKey: 'a@b.com' })).toBe(
      'pending',
    );
  });
});
