import { PRICE_FILTERS, type PriceFilter } from '@bilheteria/domain/constants';
import type { EventFilters } from '@bilheteria/domain/event-filters';
import { useId, type ReactNode, type RefObject } from 'react';
import { useCategories } from '@/api/get-categories';
import { useCities } from '@/api/get-cities';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { CATALOG_MESSAGES } from '@/lib/catalog-messages';
import { FILTERS_BUTTON_CLASS, FiltersButtonContent } from './control-frames';
import { PRICE_LABELS, activeFilterCount, eventCountLabel } from './labels';

type PopoverFilters = Pick<EventFilters, 'categories' | 'cities' | 'price'>;

function toggle(values: string[], value: string, on: boolean): string[] {
  return on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);
}

/** The server's options plus any chosen in the URL that the server does not list (yet). */
function withChosen(options: string[], chosen: string[]): string[] {
  return [...options, ...chosen.filter((value) => !options.includes(value))];
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function CheckboxList({
  idPrefix,
  options,
  chosen,
  onChange,
  status,
  loadingText,
}: {
  idPrefix: string;
  options: string[] | undefined;
  chosen: string[];
  onChange: (values: string[]) => void;
  status: 'pending' | 'error' | 'success';
  loadingText: string;
}) {
  if (status === 'pending') return <p className="text-sm text-slate-600">{loadingText}</p>;
  if (status === 'error')
    return <p className="text-sm text-red-700">{CATALOG_MESSAGES.loadFailed}</p>;
  const values = withChosen(options ?? [], chosen);
  return (
    <ul className="grid gap-1">
      {values.map((value, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <li
            key={value}
            className="flex items-center gap-2.5 rounded-md px-1 py-1 hover:bg-slate-50"
          >
            <Checkbox
              id={id}
              checked={chosen.includes(value)}
              onCheckedChange={(checked) => onChange(toggle(chosen, value, checked === true))}
            />
            <Label htmlFor={id} className="flex-1 cursor-pointer font-normal leading-5">
              {value}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}

/** Spec §2: the filters popover — categories, cities and price (all/free/paid). */
export function FiltersPopover({
  filters,
  onChange,
  resultCount,
  defaultOpen = false,
  triggerRef,
}: {
  filters: PopoverFilters;
  onChange: (change: Partial<PopoverFilters>) => void;
  /** Events the current filters leave, for the 'Ver N eventos' button; null while loading. */
  resultCount: number | null;
  /** Open from the start (the visitor used the frame that stood in for it). */
  defaultOpen?: boolean;
  triggerRef?: RefObject<HTMLButtonElement | null>;
}) {
  const id = useId();
  const categories = useCategories();
  const cities = useCities();
  const count = activeFilterCount(filters);

  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button ref={triggerRef} variant="outline" className={FILTERS_BUTTON_CLASS}>
          <FiltersButtonContent count={count} />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label="Filtros"
        collisionPadding={16}
        className="flex max-h-[min(36rem,var(--radix-popover-content-available-height))] w-[min(40rem,calc(100vw-2rem))] flex-col p-0"
      >
        <div className="grid gap-6 overflow-y-auto p-5 sm:grid-cols-2">
          <Fieldset legend="Categorias">
            <CheckboxList
              idPrefix={`${id}-categoria`}
              options={categories.data?.map((category) => category.nome_categoria)}
              chosen={filters.categories}
              onChange={(values) => onChange({ categories: values })}
              status={categories.status}
              loadingText={CATALOG_MESSAGES.loadingCategories}
            />
          </Fieldset>
          <div className="grid content-start gap-6">
            <Fieldset legend="Cidades">
              <CheckboxList
                idPrefix={`${id}-cidade`}
                options={cities.data}
                chosen={filters.cities}
                onChange={(values) => onChange({ cities: values })}
                status={cities.status}
                loadingText="Carregando cidades..."
              />
            </Fieldset>
            <Fieldset legend="Preço">
              <RadioGroup
                value={filters.price}
                onValueChange={(value) => onChange({ price: value as PriceFilter })}
                className="gap-1"
              >
                {PRICE_FILTERS.map((price) => (
                  <div
                    key={price}
                    className="flex items-center gap-2.5 rounded-md px-1 py-1 hover:bg-slate-50"
                  >
                    <RadioGroupItem id={`${id}-preco-${price}`} value={price} />
                    <Label
                      htmlFor={`${id}-preco-${price}`}
                      className="flex-1 cursor-pointer font-normal leading-5"
                    >
                      {PRICE_LABELS[price]}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </Fieldset>
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3">
          <Button
            variant="ghost"
            size="sm"
            disabled={count === 0}
            onClick={() => onChange({ categories: [], cities: [], price: 'all' })}
          >
            Limpar seleção
          </Button>
          <PopoverClose asChild>
            <Button size="sm">
              {resultCount === null ? 'Ver eventos' : `Ver ${eventCountLabel(resultCount)}`}
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}
