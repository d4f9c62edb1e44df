import type { Category } from '@bilheteria/domain/catalog-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { firstAnswersLoadedAt, takeFirstAnswer } from '@/lib/first-answers';
import { logFailure } from '@/lib/log-failure';

const CATEGORIES_PATH = '/categoria-evento';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return logFailure(
    'Erro ao buscar categorias',
    apiGet<Category[]>(CATEGORIES_PATH, signal ? { signal } : {}),
  );
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
    initialData: () => takeFirstAnswer<Category[]>(`/api${CATEGORIES_PATH}`),
    initialDataUpdatedAt: firstAnswersLoadedAt,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
