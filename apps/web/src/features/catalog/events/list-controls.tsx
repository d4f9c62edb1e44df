import { SORT_OPTIONS, type SortOption } from '@bilheteria/domain/constants';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  SortFrame,
  SortTriggerContent,
  SORT_TRIGGER_CLASS,
  type ListControlName,
  type ListControlsProps,
} from './control-frames';
import { FiltersPopover } from './filters-popover';
import { SORT_LABELS } from './labels';

function SortSelect({
  value,
  onChange,
  defaultOpen,
  triggerRef,
}: {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  defaultOpen: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const labelId = useId();
  const valueId = useId();
  // The name is the label followed by the choice shown, so a screen reader hears the current
  // choice too: 'Ordenar por Data (mais próximos)'. (Pointing at the combobox itself would
  // name it by its selected option, which Radix only renders while the list is open.)
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as SortOption)}
      defaultOpen={defaultOpen}
    >
      <span id={labelId} className="sr-only">
        Ordenar por
      </span>
      <SelectTrigger
        ref={triggerRef}
        aria-labelledby={`${labelId} ${valueId}`}
        className={SORT_TRIGGER_CLASS}
      >
        <SortTriggerContent valueId={valueId}>
          <SelectValue />
        </SortTriggerContent>
      </SelectTrigger>
      <SelectContent align="end">
        {SORT_OPTIONS.map((option) => (
          <SelectItem key={option} value={option}>
            {SORT_LABELS[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * The list's filters popover and sort select: Radix Popover and Select, with floating-ui, focus
 * scope and scroll lock behind them (about 30 kB of the page's JavaScript). They are closed when
 * the page opens, and mounting them with the list made its render the page's longest task, so
 * they load once the page has (list-controls-slot.tsx), ListControlsFrame standing in for them.
 */
export function ListControls({
  filters,
  onFiltersChange,
  resultCount,
  onSortChange,
  openFirst,
  focusFirst,
}: ListControlsProps & {
  /** The control the visitor used on the frame: it opens at once. */
  openFirst: ListControlName | null;
  /** The control whose frame had the keyboard focus: it takes the focus over. */
  focusFirst: ListControlName | null;
}) {
  const filtersTrigger = useRef<HTMLButtonElement>(null);
  const sortTrigger = useRef<HTMLButtonElement>(null);
  // The select mounts a task after the popover (each is a few milliseconds of work; together
  // they made one long task), unless the visitor is already on its frame.
  const [sortOpenFirst, setSortOpenFirst] = useState(openFirst === 'sort');
  const [sortMounted, setSortMounted] = useState(openFirst === 'sort' || focusFirst === 'sort');
  const sortFrameFocused = useRef(false);
  useEffect(() => {
    if (!sortMounted) {
      const timer = setTimeout(() => setSortMounted(true));
      return () => clearTimeout(timer);
    }
    if (sortFrameFocused.current && document.activeElement === document.body) {
      sortTrigger.current?.focus();
    }
  }, [sortMounted]);
  useEffect(() => {
    // The focused frame is gone; unless the visitor has moved on, its control takes the focus.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost || openFirst) return;
    if (focusFirst === 'filters') filtersTrigger.current?.focus();
    if (focusFirst === 'sort') sortTrigger.current?.focus();
    // Only when the controls arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <FiltersPopover
        filters={filters}
        onChange={onFiltersChange}
        resultCount={resultCount}
        defaultOpen={openFirst === 'filters'}
        triggerRef={filtersTrigger}
      />
      {sortMounted ? (
        <SortSelect
          value={filters.sort}
          onChange={onSortChange}
          defaultOpen={sortOpenFirst}
          triggerRef={sortTrigger}
        />
      ) : (
        <SortFrame
          sort={filters.sort}
          onUse={() => {
            setSortOpenFirst(true);
            setSortMounted(true);
          }}
          onFocusChange={(control) => {
            sortFrameFocused.current = control === 'sort';
          }}
        />
      )}
    </>
  );
}
