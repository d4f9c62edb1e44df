import { DEFAULT_FILTERS, filtersToSearchParams } from '@bilheteria/domain/event-filters';
import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { CATALOG_MESSAGES } from '@/lib/catalog-messages';
import { paths } from '@/lib/paths';

function categoryLink(category: string) {
  const search = filtersToSearchParams({ ...DEFAULT_FILTERS, categories: [category] }).toString();
  return { pathname: paths.events(), search: `?${search}` };
}

/** Spec §2 Home: the category chips under the search; each opens the list with it chosen. */
export function CategoryChips() {
  const categories = useCategories();

  if (categories.isPending) {
    return (
      <p role="status" className="text-sm text-brand-100">
        {CATALOG_MESSAGES.loadingCategories}
      </p>
    );
  }
  if (categories.isError) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-sm font-medium text-red-700">
        <AlertCircle aria-hidden className="size-4" />
        {CATALOG_MESSAGES.loadFailed}
      </p>
    );
  }
  if (categories.data.length === 0) return null;

  return (
    <nav aria-labelledby="categorias-titulo" className="flex flex-col items-center gap-3">
      <p id="categorias-titulo" className="text-sm font-medium text-brand-100">
        Explore por categoria
      </p>
      <ul className="flex flex-wrap justify-center gap-2">
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link
              to={categoryLink(category.nome_categoria)}
              className="inline-flex items-center rounded-full border border-white/25 bg-white/10 px-3.5 py-1.5 text-sm font-medium text-white backdrop-blur-sm transition hover:border-white/50 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {category.nome_categoria}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
