import type { Category } from '@bilheteria/domain/catalog-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return logFailure(
    'Erro ao buscar categorias',
    apiGet<Category[]>('/categoria-evento', signal ? { signal } : {}),
  );
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
