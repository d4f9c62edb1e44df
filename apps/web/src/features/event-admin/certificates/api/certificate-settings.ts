import type {
  CertificateSettings,
  CertificateSettingsView,
} from '@bilheteria/domain/certificate-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { logFailure } from '@/lib/log-failure';
import { eventPath, reportQueryKey } from '../../report/api/get-event-report';

/** Where an event's certificates live in the organizer's API. */
export const certificatesPath = (eventId: string) => `${eventPath(eventId)}/certificados`;

/** Under the report's keys: the dashboard's actions refresh them with the rest. */
export const certificatesQueryKey = (userId: string, eventId: string) =>
  [...reportQueryKey(userId, eventId), 'certificates'] as const;

/** GET …/certificados/configuracao — the saved settings, or the defaults when never saved. */
export function getCertificateSettings(
  eventId: string,
  signal?: AbortSignal,
): Promise<CertificateSettingsView> {
  return logFailure(
    'Erro ao buscar a configuração do certificado',
    apiGet<CertificateSettingsView>(
      `${certificatesPath(eventId)}/configuracao`,
      signal ? { signal } : {},
    ),
  );
}

export const certificateSettingsQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: [...certificatesQueryKey(userId, eventId), 'settings'],
    queryFn: ({ signal }) => getCertificateSettings(eventId, signal),
  });

export function useCertificateSettings(userId: string, eventId: string) {
  return useQuery(certificateSettingsQueryOptions(userId, eventId));
}

/** PUT …/certificados/configuracao — the settings as certificateSettingsSchema outputs them. */
export function saveCertificateSettings(
  eventId: string,
  settings: CertificateSettings,
): Promise<CertificateSettingsView> {
  return apiSend<CertificateSettingsView>('PUT', `${certificatesPath(eventId)}/configuracao`, {
    body: settings,
  });
}

/** Saving may change who is due one (the rule): the figures are asked again too. */
export function useSaveCertificateSettings(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CertificateSettings) => saveCertificateSettings(eventId, settings),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: certificatesQueryKey(userId, eventId) }),
  });
}
