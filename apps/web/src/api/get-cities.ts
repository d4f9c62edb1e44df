import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

export function getCities(signal?: AbortSignal): Promise<string[]> {
  return logFailure(
    'Erro ao buscar cidades',
    apiGet<string[]>('/eventos/cidades/unicas', signal ? { signal } : {}),
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
