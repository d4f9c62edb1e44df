import { describe, expect, it } from 'vitest';
import {
  absoluteHttpUrl,
  eventDatesText,
  holderNameOf,
  newTicketCode,
  ticketEmailFields,
  ticketTypesByPosition,
  upcomingFirst,
} from './ticket-rules';

const VIP = '00000000-0000-4000-8000-000000000002';
const PISTA = '00000000-0000-4000-8000-000000000001';

describe('ticketTypesByPosition', () => {
  it('lists the items by name, as the checkout does, each repeated by its quantity', () => {
    expect(
      ticketTypesByPosition([
        { ticketTypeId: VIP, name: 'VIP', quantity: 1 },
        { ticketTypeId: PISTA, name: 'Pista', quantity: 2 },
      ]),
    ).toEqual([
      { ticketTypeId: PISTA, name: 'Pista' },
      { ticketTypeId: PISTA, name: 'Pista' },
      { ticketTypeId: VIP, name: 'VIP' },
    ]);
  });

  it('breaks a tie of names by the type id, whatever order the rows come in', () => {
    const a = { ticketTypeId: PISTA, name: 'Ingresso', quantity: 1 };
    const b = { ticketTypeId: VIP, name: 'Ingresso', quantity: 1 };
    expect(ticketTypesByPosition([b, a])).toEqual(ticketTypesByPosition([a, b]));
    expect(ticketTypesByPosition([b, a])[0]!.ticketTypeId).toBe(PISTA);
  });
});

describe('newTicketCode', () => {
  it('takes 10 random bytes and writes them as 4 groups of Crockford base32', () => {
    const sizes: number[] = [];
    const code = newTicketCode((size) => {
      sizes.push(size);
      return new Uint8Array(size).fill(0xa5);
    });
    expect(sizes).toEqual([10]);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });
});

describe('holderNameOf', () => {
  it('joins first and last names with single spaces', () => {
    expect(holderNameOf(' Ana ', 'Souza  Lima ')).toBe('Ana Souza Lima');
  });
});

describe('upcomingFirst', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const at = (day: string, hours = 8) => ({
    event: {
      startsAt: new Date(`${day}T12:00:00Z`),
      endsAt: new Date(new Date(`${day}T12:00:00Z`).getTime() + hours * 3_600_000),
    },
    day,
  });

  it('puts events not yet over first (soonest first), then past ones (latest first)', () => {
    const groups = [
      at('2026-05-01'),
      at('2026-07-01'),
      at('2026-06-10'),
      at('2026-06-20'),
      at('2026-06-01'),
    ];
    expect(upcomingFirst(groups, now).map((group) => group.day)).toEqual([
      '2026-06-10', // under way: still upcoming
      '2026-06-20',
      '2026-07-01',
      '2026-06-01',
      '2026-05-01',
    ]);
  });
});

describe('ticketEmailFields', () => {
  const event = {
    title: 'Fórum de IA',
    // 09:00 to 18:00 in São Paulo (UTC−3).
    startsAt: new Date('2026-12-15T12:00:00Z'),
    endsAt: new Date('2026-12-15T21:00:00Z'),
    venue: 'Centro de Convenções',
    city: 'São Paulo',
    address: 'Av. Paulista, 1000',
    imageUrl: '/media/demo/events/forum.jpg',
  };

  it("carries §7's fields, dates and times in São Paulo", () => {
    expect(
      ticketEmailFields(event, '7K3M-QX9D-2HFA-8WNC', 'https://ingressos.exemplo.com'),
    ).toEqual({
      tituloEvento: 'Fórum de IA',
      horarioEvento: '09:00 - 18:00',
      dataInicioEvento: '15 de Dezembro, 2026',
      dataFimEvento: '15 de Dezembro, 2026',
      localEvento: 'Centro de Convenções — São Paulo',
      enderecoEvento: 'Av. Paulista, 1000',
      imagemEvento: 'https://ingressos.exemplo.com/media/demo/events/forum.jpg',
      codigoIngresso: '7K3M-QX9D-2HFA-8WNC',
    });
  });

  it('says one day once, and a span of days from … to …', () => {
    expect(
      eventDatesText({
        dataInicioEvento: '15 de Dezembro, 2026',
        dataFimEvento: '15 de Dezembro, 2026',
      }),
    ).toBe('15 de Dezembro, 2026');
    expect(
      eventDatesText({
        dataInicioEvento: '15 de Dezembro, 2026',
        dataFimEvento: '16 de Dezembro, 2026',
      }),
    ).toBe('15 de Dezembro, 2026 a 16 de Dezembro, 2026');
  });

  it('makes image paths absolute and drops anything that is not http(s)', () => {
    const base = 'http://localhost:3000';
    expect(absoluteHttpUrl('/media/a.png', base)).toBe('http://localhost:3000/media/a.png');
    expect(absoluteHttpUrl('https://cdn.exemplo.com/a.png', base)).toBe(
      'https://cdn.exemplo.com/a.png',
    );
    expect(absoluteHttpUrl('javascript:alert(1)', base)).toBe('');
    expect(absoluteHttpUrl('data:image/png;base64,AAAA', base)).toBe('');
  });
});
