import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that searches once typing pauses (and at once on Enter), with a button that
 * clears it. `value` is the search in force (the page's address holds it); the box follows it
 * when it changes from outside ('Limpar busca' elsewhere, the back button).
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The search changed from outside: the box shows it (React's "adjust state on a prop change").
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const wanted = text.trim();
  useEffect(() => {
    if (wanted === value) return;
    const timer = window.setTimeout(() => onSearch(wanted), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, value, onSearch]);

  return (
    <form
      role="search"
      aria-label={label}
      className={cn('relative w-full sm:max-w-sm', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted !== value) onSearch(wanted);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        ref={input}
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden className="size-4" />
          <span className="sr-only">Limpar busca</span>
        </button>
      )}
    </form>
  );
}
