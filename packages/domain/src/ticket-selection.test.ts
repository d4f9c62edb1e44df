import { describe, expect, it } from 'vitest';
import {
  NO_TICKET_SELECTED_MESSAGE,
  TICKET_LIMIT_MESSAGES,
  increaseBlockedBy,
  maxSelectable,
  selectionProblem,
  selectionSubtotalCents,
  totalSelected,
  withQuantity,
  type SelectableTicket,
} from './ticket-selection';

const lote: SelectableTicket = { id: 'lote', available: 100, maxPerOrder: 5, priceCents: 39700 };
const vip: SelectableTicket = { id: 'vip', available: 3, maxPerOrder: 5, priceCents: 99000 };
const estudante: SelectableTicket = { id: 'est', available: 50, maxPerOrder: 2, priceCents: 9700 };
const esgotado: SelectableTicket = { id: 'esg', available: 0, maxPerOrder: 5, priceCents: 29700 };
const tickets = [lote, vip, estudante, esgotado];

describe('maxSelectable', () => {
  it('is the smallest of available, the type limit and the room left in the order', () => {
    expect(maxSelectable(lote, {})).toBe(5);
    expect(maxSelectable(vip, {})).toBe(3);
    expect(maxSelectable(estudante, {})).toBe(2);
    expect(maxSelectable(esgotado, {})).toBe(0);
    expect(maxSelectable(lote, { vip: 3 })).toBe(2);
    expect(maxSelectable(lote, { lote: 2, vip: 3 })).toBe(2);
  });
});

describe('increaseBlockedBy', () => {
  it('lets the buyer add while every limit has room', () => {
    expect(increaseBlockedBy(lote, { lote: 1 })).toBeNull();
  });

  it('says sold out for a type with nothing available', () => {
    expect(increaseBlockedBy(esgotado, {})).toBe('soldOut');
    expect(TICKET_LIMIT_MESSAGES.soldOut).toBe('Ingressos esgotados');
  });

  it('says the order limit once 5 tickets are chosen across types', () => {
    expect(increaseBlockedBy(lote, { lote: 2, vip: 3 })).toBe('orderLimit');
    expect(TICKET_LIMIT_MESSAGES.orderLimit).toBe(
      'Limite máximo de 5 ingressos por pessoa atingido',
    );
  });

  it("says the type limit when the type's own maximum is reached", () => {
    expect(increaseBlockedBy(vip, { vip: 3 })).toBe('typeLimit');
    expect(increaseBlockedBy(estudante, { est: 2 })).toBe('typeLimit');
    expect(TICKET_LIMIT_MESSAGES.typeLimit).toBe(
      'Quantidade máxima deste tipo de ingresso atingida',
    );
  });
});

describe('withQuantity', () => {
  it('sets a quantity within the limits and drops types set to 0', () => {
    const selection = withQuantity(lote, {}, 2);
    expect(selection).toEqual({ lote: 2 });
    expect(withQuantity(lote, selection, 0)).toEqual({});
  });

  it('clamps to what the rules allow', () => {
    expect(withQuantity(lote, { vip: 3 }, 9)).toEqual({ vip: 3, lote: 2 });
    expect(withQuantity(vip, {}, 4)).toEqual({ vip: 3 });
    expect(withQuantity(esgotado, {}, 1)).toEqual({});
    expect(withQuantity(lote, {}, -2)).toEqual({});
  });

  it('never lets the total pass 5', () => {
    let selection = {};
    for (const ticket of [lote, vip, estudante, lote, vip, estudante]) {
      selection = withQuantity(ticket, selection, 5);
    }
    expect(totalSelected(selection)).toBe(5);
  });
});

describe('selectionSubtotalCents', () => {
  it('adds price times quantity', () => {
    expect(selectionSubtotalCents(tickets, { lote: 2, est: 1 })).toBe(2 * 39700 + 9700);
    expect(selectionSubtotalCents(tickets, {})).toBe(0);
  });
});

describe('selectionProblem', () => {
  it('accepts an order within every limit', () => {
    expect(selectionProblem(tickets, { lote: 2, vip: 3 })).toBeNull();
  });

  it('refuses an empty order with the spec message', () => {
    expect(selectionProblem(tickets, {})).toBe(NO_TICKET_SELECTED_MESSAGE);
    expect(NO_TICKET_SELECTED_MESSAGE).toBe('Selecione pelo menos um ingresso para continuar.');
  });

  it('refuses more than 5 tickets, more than a type allows, sold-out or unknown types', () => {
    expect(selectionProblem(tickets, { lote: 5, est: 1 })).toBe(TICKET_LIMIT_MESSAGES.orderLimit);
    expect(selectionProblem(tickets, { vip: 4 })).toBe(TICKET_LIMIT_MESSAGES.typeLimit);
    expect(selectionProblem(tickets, { est: 3 })).toBe(TICKET_LIMIT_MESSAGES.typeLimit);
    expect(selectionProblem(tickets, { esg: 1 })).toBe(TICKET_LIMIT_MESSAGES.soldOut);
    expect(selectionProblem(tickets, { outro: 1 })).toBe(TICKET_LIMIT_MESSAGES.soldOut);
  });

  it('refuses fractional or negative quantities', () => {
    expect(selectionProblem(tickets, { lote: 1.5 })).toBe(NO_TICKET_SELECTED_MESSAGE);
    expect(selectionProblem(tickets, { lote: 2, vip: -1 })).toBe(NO_TICKET_SELECTED_MESSAGE);
  });
});
