import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { eventPath, eventReportQueryOptions } from './get-event-report';

/**
 * How long the event's participants' personal data is kept after the event (issue 30), as the
 * report carries it: the months in effect, whether that is the platform's default, when the
 * data will be anonymised, and when it was (null until then).
 */
export interface ReportRetention {
  retencao_meses: number;
  retencao_padrao: boolean;
  anonimizacao_prevista_em: string | null;
  dados_anonimizados_em: string | null;
}

/** The report with its retention, once the server sends it. */
export type ReportWithRetention = EventReport & Partial<ReportRetention>;

/** The report's retention, or null from a server that does not send it. */
export function retentionOf(report: ReportWithRetention): ReportRetention | null {
  if (typeof report.retencao_meses !== 'number') return null;
  return {
    retencao_meses: report.retencao_meses,
    retencao_padrao: report.retencao_padrao ?? false,
    anonimizacao_prevista_em: report.anonimizacao_prevista_em ?? null,
    dados_anonimizados_em: report.dados_anonimizados_em ?? null,
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
      queryClient.setQueryData<ReportWithRetention>(queryKey, (report) =>
        report ? { ...report, ...retention } : report,
      );
    },
  });
}
