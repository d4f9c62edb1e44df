import { useEffect } from 'react';

const SITE = 'Bilheteria';

/** Sets the tab title while a page is shown: 'Página | Bilheteria', or the site's own. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE} — Eventos Corporativos`;
  }, [title]);
}
