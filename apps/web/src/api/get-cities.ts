import { citiesResponseSchema } from '@bilheteria/domain/catalog-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

export function getCities(signal?: AbortSignal): Promise<string[]> {
  return logFailure(
    'Erro ao buscar cidades',
    apiGet('/eventos/cidades/unicas', citiesResponseSchema, signal ? { signal } : {}),
  );
}

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 5 * 60_000,
  });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
