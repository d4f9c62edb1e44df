import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';

/** One item of a tab's list (a ticket type, an agenda item, ...), with its remove button. */
export function ItemCard({
  title,
  removeLabel,
  onRemove,
  removeDisabledNote,
  children,
}: {
  title: string;
  /** The remove button's accessible name: 'Remover Ingresso 2'. */
  removeLabel: string;
  onRemove: () => void;
  /** Why it cannot be removed (then the button is disabled and says so). */
  removeDisabledNote?: string | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
      <div role="group" aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          <Button
            variant="ghost"
            size="sm"
            aria-label={removeLabel}
            disabled={Boolean(removeDisabledNote)}
            onClick={onRemove}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden />
            Remover
          </Button>
        </div>
        {removeDisabledNote && <p className="-mt-2 text-xs text-slate-600">{removeDisabledNote}</p>}
        {children}
      </div>
    </li>
  );
}

export function AddItemButton({
  onClick,
  children,
  ref,
  disabled,
}: {
  onClick: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
}) {
  return (
    <Button
      ref={ref}
      variant="outline"
      onClick={onClick}
      disabled={disabled}
      className="w-full border-dashed sm:w-auto"
    >
      <Plus aria-hidden />
      {children}
    </Button>
  );
}

/** A tab's list with no item yet. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
