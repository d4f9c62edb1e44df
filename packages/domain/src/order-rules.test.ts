import { describe, expect, it } from 'vitest';
import {
  mergeItems,
  ORDER_RULE_MESSAGES,
  orderItemsProblem,
  orderTotals,
  type OrderableTicketType,
} from './order-rules';

const type = (id: string, overrides: Partial<OrderableTicketType> = {}): OrderableTicketType => ({
  id,
  eventId: 'evento-1',
  name: `Ingresso ${id}`,
  priceCents: 10_000,
  maxPerOrder: 5,
  ...overrides,
});
const types = (...list: OrderableTicketType[]) => new Map(list.map((t) => [t.id, t]));

describe('mergeItems', () => {
  it('adds up the same ticket type asked for twice', () => {
    expect(
      mergeItems([
        { ticketTypeId: 'a', quantity: 1 },
        { ticketTypeId: 'b', quantity: 2 },
        { ticketTypeId: 'a', quantity: 2 },
      ]),
    ).toEqual([
      { ticketTypeId: 'a', quantity: 3 },
      { ticketTypeId: 'b', quantity: 2 },
    ]);
  });
});

describe('orderItemsProblem', () => {
  it('accepts up to 5 tickets of one event within each type limit', () => {
    const known = types(type('a'), type('b', { maxPerOrder: 2 }));
    expect(
      orderItemsProblem(
        [
          { ticketTypeId: 'a', quantity: 3 },
          { ticketTypeId: 'b', quantity: 2 },
        ],
        known,
      ),
    ).toBeNull();
  });

  it('refuses an empty order, more than 5 tickets, or more than a type allows', () => {
    const known = types(type('a'), type('b', { maxPerOrder: 2 }));
    expect(orderItemsProblem([], known)).toBe(ORDER_RULE_MESSAGES.noTickets);
    expect(
      orderItemsProblem(
        [
          { ticketTypeId: 'a', quantity: 4 },
          { ticketTypeId: 'b', quantity: 2 },
        ],
        known,
      ),
    ).toBe('Limite máximo de 5 ingressos por pessoa atingido');
    expect(orderItemsProblem([{ ticketTypeId: 'b', quantity: 3 }], known)).toBe(
      'Quantidade máxima deste tipo de ingresso atingida',
    );
  });

  it('refuses unknown ticket types and tickets of two events', () => {
    const known = types(type('a'), type('x', { eventId: 'evento-2' }));
    expect(orderItemsProblem([{ ticketTypeId: 'z', quantity: 1 }], known)).toBe(
      ORDER_RULE_MESSAGES.unknownTicket,
    );
    expect(
      orderItemsProblem(
        [
          { ticketTypeId: 'a', quantity: 1 },
          { ticketTypeId: 'x', quantity: 1 },
        ],
        known,
      ),
    ).toBe(ORDER_RULE_MESSAGES.mixedEvents);
  });
});

describe('orderTotals', () => {
  it('sums price × quantity and applies the coupon percent, in cents', () => {
    const totals = orderTotals(
      [
        { unitPriceCents: 29_990, quantity: 2 },
        { unitPriceCents: 15_000, quantity: 1 },
      ],
      10,
    );
    expect(totals.subtotalCents).toBe(74_980);
    expect(totals.discountCents).toBe(7_498);
    expect(totals.totalCents).toBe(67_482);
  });

  it('offers instalments on the discounted total, with interest from 2×', () => {
    const { instalments } = orderTotals([{ unitPriceCents: 100_000, quantity: 1 }]);
    expect(instalments[0]).toEqual({
      count: 1,
      instalmentCents: 100_000,
      totalCents: 100_000,
      interestCents: 0,
    });
    // R$ 1.000 × 1.0299³ = R$ 1.092,4088 → R$ 1.092,41, or 3 × R$ 364,14
    expect(instalments[2]).toMatchObject({
      count: 3,
      totalCents: 109_241,
      instalmentCents: 36_414,
    });
    expect(instalments).toHaveLength(12);
  });

  it('makes a 100% coupon or free tickets a free order with no card options', () => {
    expect(orderTotals([{ unitPriceCents: 5_000, quantity: 2 }], 100)).toMatchObject({
      subtotalCents: 10_000,
      discountCents: 10_000,
      totalCents: 0,
      instalments: [],
    });
    expect(orderTotals([{ unitPriceCents: 0, quantity: 3 }]).totalCents).toBe(0);
  });
});
