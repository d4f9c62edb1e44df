import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that searches once typing pauses (and at once on Enter or on leaving the box),
 * with a button that clears it. `value` is the search in force (the page's address holds it);
 * the box follows it when it changes from outside ('Limpar busca' elsewhere, the back button).
 *
 * A search asked for is remembered (`asked`) rather than compared with `value`: the router
 * renders navigations as transitions, so `value` may lag — and a page stays on screen while the
 * next page's code loads. Leaving the box (to click a link) searches at once and ends the wait,
 * so no pending search fires from a page being left and navigates back to it.
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
  const [asked, setAsked] = useState(value);
  // The search changed from outside: the box shows it (React's "adjust state on a prop change").
  if (value !== shown) {
    setShown(value);
    setAsked(value);
    if (value !== text.trim()) setText(value);
  }

  const wanted = text.trim();
  const search = useCallback(
    (next: string) => {
      setAsked(next);
      onSearch(next);
    },
    [onSearch],
  );
  useEffect(() => {
    if (wanted === asked) return;
    const timer = window.setTimeout(() => search(wanted), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, asked, search]);

  return (
    <form
      role="search"
      aria-label={label}
      className={cn('relative w-full sm:max-w-sm', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted !== asked) search(wanted);
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
        onBlur={() => {
          if (wanted !== asked) search(wanted);
        }}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          onClick={() => {
            setText('');
            search('');
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
