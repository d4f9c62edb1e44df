import { type RefObject, useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The address keeps a list's search and page: `?busca=rpa&pagina=2`. */
const SEARCH_PARAM = 'busca';
const PAGE_PARAM = 'pagina';

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * A searched, paged list whose state lives in the address (shareable, kept on reload): a new
 * search goes back to page 1; a new page moves the focus to the list's heading (`heading`), so
 * keyboard and screen-reader users land on what changed.
 */
export function useSearchAndPage(heading: RefObject<HTMLElement | null>) {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const page = pageOf(params.get(PAGE_PARAM));

  const setSearch = useCallback(
    (text: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set(SEARCH_PARAM, text);
          else next.delete(SEARCH_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (wanted: number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted > 1) next.set(PAGE_PARAM, String(wanted));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      );
      heading.current?.focus();
    },
    [setParams, heading],
  );

  return { search, page, setSearch, setPage };
}
