import type { PersonalData } from '@bilheteria/domain/personal-data-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** GET /api/minha-conta/dados: everything we hold about the signed-in person (LGPD art. 18). */
export const PERSONAL_DATA_PATH = '/minha-conta/dados';

/** The same data as a file: the server answers it as the attachment 'meus-dados.json'. */
export const PERSONAL_DATA_JSON_URL = `/api${PERSONAL_DATA_PATH}?download=1`;
/** The readable copy, a PDF attachment. */
export const PERSONAL_DATA_PDF_URL = `/api${PERSONAL_DATA_PATH}.pdf`;

export function getPersonalData(signal?: AbortSignal): Promise<PersonalData> {
  return logFailure(
    'Erro ao buscar seus dados',
    apiGet<PersonalData>(PERSONAL_DATA_PATH, signal ? { signal } : {}),
  );
}

/** Per account: someone else signing in on this browser never sees the last one's data. */
export const personalDataQueryKey = (userId: string) => ['personal-data', userId] as const;

export const personalDataQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: personalDataQueryKey(userId),
    queryFn: ({ signal }) => getPersonalData(signal),
  });

export function usePersonalData(userId: string) {
  return useQuery(personalDataQueryOptions(userId));
}
