import { pageTitle } from '@bilheteria/domain/site';
import { useEffect } from 'react';

/** Sets the tab title while a page is shown, in the same form the server gives the page. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
