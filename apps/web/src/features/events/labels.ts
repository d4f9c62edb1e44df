import type { PriceFilter, SortOption } from '@bilheteria/domain/constants';

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
