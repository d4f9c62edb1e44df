import { formatCalendarDay } from '@bilheteria/domain/calendar-day';
import type { EventFilters } from '@bilheteria/domain/event-filters';
import { Handshake, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { PRICE_LABELS } from './labels';

interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
  partner?: boolean;
}

function FilterChip({ chip }: { chip: Chip }) {
  return (
    <li
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border py-1 pl-3 pr-1 text-sm font-medium',
        chip.partner
          ? 'border-amber-200 bg-amber-50 text-amber-900'
          : 'border-brand-100 bg-brand-50 text-brand-900',
      )}
    >
      {chip.partner && <Handshake aria-hidden className="size-4 shrink-0" />}
      <span className="truncate">{chip.label}</span>
      <button
        type="button"
        aria-label={`Remover filtro ${chip.label}`}
        onClick={chip.onRemove}
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
          chip.partner ? 'hover:bg-amber-100' : 'hover:bg-brand-100',
        )}
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}

/**
 * Spec §2: one removable chip per active filter plus 'Limpar todos'. The affiliate whose events
 * are listed shows as a chip too ('Parceiro: CODE'); removing it goes back to all events.
 */
export function ActiveFilterChips({
  filters,
  onChange,
  onClearAll,
  affiliateCode,
  onClearAffiliate,
  showDay = true,
}: {
  filters: EventFilters;
  onChange: (change: Partial<EventFilters>) => void;
  onClearAll: () => void;
  affiliateCode: string | null;
  onClearAffiliate: () => void;
  /** The calendar tab shows the chosen day itself (and a chip appearing would shift it). */
  showDay?: boolean;
}) {
  const chips: Chip[] = [];
  if (affiliateCode) {
    chips.push({
      key: 'parceiro',
      label: `Parceiro: ${affiliateCode}`,
      onRemove: onClearAffiliate,
      partner: true,
    });
  }
  if (filters.search) {
    chips.push({
      key: 'busca',
      label: `Busca: “${filters.search}”`,
      onRemove: () => onChange({ search: '' }),
    });
  }
  for (const category of filters.categories) {
    chips.push({
      key: `categoria-${category}`,
      label: category,
      onRemove: () => onChange({ categories: filters.categories.filter((c) => c !== category) }),
    });
  }
  for (const city of filters.cities) {
    chips.push({
      key: `cidade-${city}`,
      label: city,
      onRemove: () => onChange({ cities: filters.cities.filter((c) => c !== city) }),
    });
  }
  if (filters.price !== 'all') {
    chips.push({
      key: 'preco',
      label: PRICE_LABELS[filters.price],
      onRemove: () => onChange({ price: 'all' }),
    });
  }
  if (filters.day && showDay) {
    chips.push({
      key: 'data',
      label: `Data: ${formatCalendarDay(filters.day) ?? filters.day}`,
      onRemove: () => onChange({ day: null }),
    });
  }
  if (chips.length === 0) return null;

  const filterChips = chips.filter((chip) => !chip.partner).length;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Filtros ativos" className="flex min-w-0 flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <FilterChip key={chip.key} chip={chip} />
        ))}
      </ul>
      {filterChips > 0 && (
        <Button variant="link" size="sm" className="h-8 px-2" onClick={onClearAll}>
          Limpar todos
        </Button>
      )}
    </div>
  );
}
