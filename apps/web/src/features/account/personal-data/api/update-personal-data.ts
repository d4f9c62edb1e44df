import type {
  AccountData,
  PersonalData,
  PersonalDataUpdate,
} from '@bilheteria/domain/personal-data-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { useAuth } from '@/lib/auth/auth-provider';
import { PERSONAL_DATA_PATH, personalDataQueryKey } from './get-personal-data';

/** PATCH /api/minha-conta/dados: the fields a person fixes themselves; answers the account. */
export function updatePersonalData(body: PersonalDataUpdate): Promise<AccountData> {
  return apiSend<AccountData>('PATCH', PERSONAL_DATA_PATH, { body });
}

/**
 * The answer replaces the account in the cached data; the session is asked again, since the
 * header shows the person's name.
 */
export function useUpdatePersonalData(userId: string) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: updatePersonalData,
    onSuccess: async (conta) => {
      queryClient.setQueryData<PersonalData>(personalDataQueryKey(userId), (data) =>
        data ? { ...data, conta } : data,
      );
      await refresh().catch(() => undefined);
    },
  });
}
