import { describe, expect, it } from 'vitest';
import {
  clearSelectedTickets,
  parseSelectedTickets,
  readSelectedTickets,
  readTotalAmount,
  saveSelectedTickets,
  selectedTicketsTotalCents,
  type SelectedTicket,
} from './checkout-storage';

const lote1: SelectedTicket = {
  id: 'ticket-1',
  name: 'Lote 1',
  price: 897,
  priceCents: 89700,
  quantity: 2,
  eventId: 'event-1',
  eventTitle: 'RPA Summit Brasil',
  eventDate: '15 de Dezembro, 2026',
  eventImage: '/media/demo/events/rpa-summit.svg',
};
const vip: SelectedTicket = {
  ...lote1,
  id: 'ticket-2',
  name: 'VIP',
  price: 1897.9,
  priceCents: 189790,
  quantity: 1,
};

describe('checkout storage', () => {
  it('saves the selection as selectedTickets and its total in reais as totalAmount', () => {
    saveSelectedTickets([lote1, vip]);
    expect(JSON.parse(window.localStorage.getItem('selectedTickets') ?? '')).toEqual([lote1, vip]);
    expect(window.localStorage.getItem('totalAmount')).toBe('3691.9');
    expect(readSelectedTickets()).toEqual([lote1, vip]);
    expect(readTotalAmount()).toBe(3691.9);
  });

  it('sums price times quantity in cents', () => {
    expect(selectedTicketsTotalCents([lote1, vip])).toBe(369190);
    expect(selectedTicketsTotalCents([])).toBe(0);
  });

  it('reads nothing when nothing was saved', () => {
    expect(readSelectedTickets()).toEqual([]);
    expect(readTotalAmount()).toBeNull();
  });

  it('reads entries in the spec shape (no cents) by deriving the cents from the price', () => {
    const { priceCents: _omitted, ...specShape } = vip;
    window.localStorage.setItem('selectedTickets', JSON.stringify([specShape]));
    expect(readSelectedTickets()).toEqual([vip]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', JSON.stringify({ ...lote1 })],
    ['null', 'null'],
    ['a list of strings', JSON.stringify(['a'])],
    ['a missing field', JSON.stringify([{ ...lote1, eventId: undefined }])],
    ['an empty id', JSON.stringify([{ ...lote1, id: '' }])],
    ['a zero quantity', JSON.stringify([{ ...lote1, quantity: 0 }])],
    ['a fractional quantity', JSON.stringify([{ ...lote1, quantity: 1.5 }])],
    ['a negative price', JSON.stringify([{ ...lote1, price: -1 }])],
    ['a price as text', JSON.stringify([{ ...lote1, price: '897' }])],
    ['fractional cents', JSON.stringify([{ ...lote1, priceCents: 8970.5 }])],
    ['one bad entry among good ones', JSON.stringify([lote1, { ...vip, name: 42 }])],
  ])('reads [] when the stored selection has %s', (_case, raw) => {
    window.localStorage.setItem('selectedTickets', raw);
    expect(readSelectedTickets()).toEqual([]);
  });

  it('checks a selection from elsewhere (navigation state) by the same rules', () => {
    expect(parseSelectedTickets([lote1, vip])).toEqual([lote1, vip]);
    expect(parseSelectedTickets(undefined)).toEqual([]);
    expect(parseSelectedTickets({ ...lote1 })).toEqual([]);
    expect(parseSelectedTickets([lote1, { ...vip, quantity: 0 }])).toEqual([]);
  });

  it.each(['', 'abc', '-5', 'Infinity'])('reads no total from %j', (raw) => {
    window.localStorage.setItem('totalAmount', raw);
    expect(readTotalAmount()).toBeNull();
  });

  it('clears both keys', () => {
    saveSelectedTickets([lote1]);
    clearSelectedTickets();
    expect(window.localStorage.getItem('selectedTickets')).toBeNull();
    expect(window.localStorage.getItem('totalAmount')).toBeNull();
  });
});
