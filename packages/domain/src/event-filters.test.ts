import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  applyEventFilters,
  daysWithEvents,
  eventsOnDay,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  matchesSearch,
  sortEvents,
  type EventFilters,
} from './event-filters';
import type { EventListItem } from './event-view';

const item = (over: Partial<EventListItem> & Pick<EventListItem, 'id'>): EventListItem => ({
  title: 'Evento',
  date: '',
  time: '',
  location: 'Auditório, São Paulo',
  image: '',
  price: '',
  priceCents: 0,
  category: 'Conferência',
  featured: false,
  city: 'São Paulo',
  startsAt: 0,
  day: '2026-12-01',
  ...over,
});

const rpa = item({
  id: 'rpa',
  title: 'RPA Summit Brasil',
  location: 'Frei Caneca, São Paulo',
  priceCents: 69700,
  startsAt: 3,
  day: '2026-12-03',
});
const ia = item({
  id: 'ia',
  title: 'Fórum de IA',
  location: 'Centro de Convenções, Brasília',
  city: 'Brasília',
  category: 'Fórum',
  priceCents: 49700,
  startsAt: 1,
  day: '2026-12-01',
});
const networking = item({
  id: 'net',
  title: 'Networking Automação',
  location: 'Botafogo, Rio de Janeiro',
  city: 'Rio de Janeiro',
  category: 'Networking',
  priceCents: 0,
  startsAt: 2,
  day: '2026-12-01',
});
const all = [rpa, ia, networking];
const ids = (events: EventListItem[]) => events.map((e) => e.id);
const filters = (over: Partial<EventFilters>): EventFilters => ({ ...DEFAULT_FILTERS, ...over });

describe('matchesSearch', () => {
  it('finds a substring of the title or the location, in any case', () => {
    expect(matchesSearch(rpa, 'summit')).toBe(true);
    expect(matchesSearch(rpa, 'FREI')).toBe(true);
    expect(matchesSearch(rpa, 'blockchain')).toBe(false);
  });

  it('ignores accents and surrounding blanks', () => {
    expect(matchesSearch(rpa, '  sao paulo ')).toBe(true);
    expect(matchesSearch(ia, 'forum')).toBe(true);
  });

  it('matches everything for blank text', () => {
    expect(matchesSearch(rpa, '   ')).toBe(true);
  });
});

describe('sortEvents', () => {
  it('sorts by date and by price both ways', () => {
    expect(ids(sortEvents(all, 'date-asc'))).toEqual(['ia', 'net', 'rpa']);
    expect(ids(sortEvents(all, 'date-desc'))).toEqual(['rpa', 'net', 'ia']);
    expect(ids(sortEvents(all, 'price-asc'))).toEqual(['net', 'ia', 'rpa']);
    expect(ids(sortEvents(all, 'price-desc'))).toEqual(['rpa', 'ia', 'net']);
  });

  it('leaves the given list untouched', () => {
    const input = [...all];
    sortEvents(input, 'date-desc');
    expect(ids(input)).toEqual(['rpa', 'ia', 'net']);
  });
});

describe('applyEventFilters', () => {
  it('shows every event, soonest first, with the default filters', () => {
    expect(ids(applyEventFilters(all, DEFAULT_FILTERS))).toEqual(['ia', 'net', 'rpa']);
  });

  it('filters by categories, cities, price and day', () => {
    expect(ids(applyEventFilters(all, filters({ categories: ['Fórum', 'Networking'] })))).toEqual([
      'ia',
      'net',
    ]);
    expect(ids(applyEventFilters(all, filters({ cities: ['São Paulo'] })))).toEqual(['rpa']);
    expect(ids(applyEventFilters(all, filters({ price: 'free' })))).toEqual(['net']);
    expect(ids(applyEventFilters(all, filters({ price: 'paid' })))).toEqual(['ia', 'rpa']);
    expect(ids(applyEventFilters(all, filters({ day: '2026-12-01' })))).toEqual(['ia', 'net']);
  });

  it('combines search, filters and sort', () => {
    const chosen = filters({ search: 'o', price: 'paid', sort: 'price-desc' });
    expect(ids(applyEventFilters(all, chosen))).toEqual(['rpa', 'ia']);
    expect(applyEventFilters(all, filters({ search: 'nada disso' }))).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and for a different sort alone', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ sort: 'price-asc' }))).toBe(false);
  });
  it('is true for any filter', () => {
    expect(hasActiveFilters(filters({ cities: ['Recife'] }))).toBe(true);
    expect(hasActiveFilters(filters({ search: 'ia' }))).toBe(true);
  });
});

describe('filters in the query string', () => {
  it('round-trips every filter', () => {
    const chosen = filters({
      search: 'automação',
      categories: ['Fórum', 'Workshop'],
      cities: ['São Paulo'],
      price: 'paid',
      sort: 'price-desc',
      day: '2026-12-01',
    });
    const params = filtersToSearchParams(chosen);
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(chosen);
  });

  it('gives a plain list a plain URL', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('drops unknown or malformed values', () => {
    const parsed = filtersFromSearchParams(
      new URLSearchParams(
        'preco=caro&ordem=aleatorio&data=amanha&categoria=&categoria=Feira&categoria=Feira',
      ),
    );
    expect(parsed).toEqual(filters({ categories: ['Feira'] }));
  });

  it('ignores a day that does not exist in the calendar', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-04-31', '2026-00-10', '2025-02-29']) {
      expect(filtersFromSearchParams(new URLSearchParams({ data: day })).day).toBeNull();
    }
    expect(filtersFromSearchParams(new URLSearchParams({ data: '2028-02-29' })).day).toBe(
      '2028-02-29',
    );
  });
});

describe('date search', () => {
  it('marks the days that have events and lists the events of one day in order', () => {
    expect(daysWithEvents(all)).toEqual(new Set(['2026-12-01', '2026-12-03']));
    expect(ids(eventsOnDay(all, '2026-12-01'))).toEqual(['ia', 'net']);
    expect(eventsOnDay(all, '2026-12-02')).toEqual([]);
  });
});
