import type { EventReport } from '@bilheteria/domain/organizer-contract';
import type { RetentionView } from '@bilheteria/domain/personal-data-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { eventPath, eventReportQueryOptions } from './get-event-report';

/**
 * How long the event's participants' personal data is kept after the event (issue 30), as the
 * report carries it: the months in effect, whether that is the platform's default, when the
 * data will be anonymised, and when it was (null until then).
 */
export type ReportRetention = RetentionView;

/** The report's retention fields. */
export function retentionOf(report: EventReport): ReportRetention {
  return {
    retencao_meses: report.retencao_meses,
    retencao_padrao: report.retencao_padrao,
    anonimizacao_prevista_em: report.anonimizacao_prevista_em,
    dados_anonimizados_em: report.dados_anonimizados_em,
  };
}

/**
 * PUT /api/organizador/eventos/:eventId/retencao {meses} — months after the event, or null for
 * the platform's default; answers the four fields.
 */
export function updateRetention(eventId: string, meses: number | null): Promise<ReportRetention> {
  return apiSend<ReportRetention>('PUT', `${eventPath(eventId)}/retencao`, { body: { meses } });
}

/** The answer goes straight into the report on screen. */
export function useUpdateRetention(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = eventReportQueryOptions(userId, eventId);
  return useMutation({
    mutationFn: (meses: number | null) => updateRetention(eventId, meses),
    onSuccess: (retention) => {
      queryClient.setQueryData<EventReport>(queryKey, (report) =>
        report ? { ...report, ...retention } : report,
      );
    },
  });
}
