import type { PriceFilter, SortOption } from '@bilheteria/domain/constants';
import type { EventFilters } from '@bilheteria/domain/event-filters';

/** pt-BR names of the list's sort options and price filter (spec §9 values). */
export const SORT_LABELS: Record<SortOption, string> = {
  'date-asc': 'Data (mais próximos)',
  'date-desc': 'Data (mais distantes)',
  'price-asc': 'Menor preço',
  'price-desc': 'Maior preço',
};

export const PRICE_LABELS: Record<PriceFilter, string> = {
  all: 'Todos',
  free: 'Gratuitos',
  paid: 'Pagos',
};

export function eventCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'evento' : 'eventos'}`;
}

/** How many of the popover's filters (categories, cities, price) are on. */
export function activeFilterCount(
  filters: Pick<EventFilters, 'categories' | 'cities' | 'price'>,
): number {
  return filters.categories.length + filters.cities.length + (filters.price === 'all' ? 0 : 1);
}
