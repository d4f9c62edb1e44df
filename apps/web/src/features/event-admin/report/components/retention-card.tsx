import { calendarDay } from '@bilheteria/domain/dates';
import {
  DEFAULT_RETENTION_MONTHS,
  RETENTION_LIMITS,
} from '@bilheteria/domain/personal-data-contract';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { controlA11y, FieldError } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useUpdateRetention, type ReportRetention } from '../api/update-retention';
import { problemOf } from '../lib/problem';

export const RETENTION_SAVED = 'Prazo de retenção atualizado.';
export const RETENTION_RANGE = `Informe um prazo entre ${RETENTION_LIMITS.min} e ${RETENTION_LIMITS.max} meses.`;
export const DEFAULT_OPTION = `Usar o padrão da plataforma (${DEFAULT_RETENTION_MONTHS} meses)`;

/** 'dd/mm/aaaa' in São Paulo. */
function shortDate(iso: string): string {
  const [year, month, day] = calendarDay(new Date(iso)).split('-');
  return `${day}/${month}/${year}`;
}

const monthsLabel = (months: number) => `${months} ${months === 1 ? 'mês' : 'meses'}`;

/** What happens to the participants' data, in one sentence. */
export function retentionSentence(retention: ReportRetention): string {
  if (retention.dados_anonimizados_em) {
    return `Os dados pessoais dos participantes foram anonimizados em ${shortDate(retention.dados_anonimizados_em)}.`;
  }
  const after = `${monthsLabel(retention.retencao_meses)} após o evento`;
  return retention.anonimizacao_prevista_em
    ? `Os dados pessoais dos participantes serão anonimizados em ${shortDate(retention.anonimizacao_prevista_em)} (${after}).`
    : `Os dados pessoais dos participantes serão anonimizados ${after}.`;
}

/** The months typed, or null when they are out of the limits. */
function monthsOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const months = Number(text);
  return months >= RETENTION_LIMITS.min && months <= RETENTION_LIMITS.max ? months : null;
}

/** 'Alterar prazo': the platform's default, or months from 1 to 120. */
function RetentionForm({
  userId,
  eventId,
  retention,
  onDone,
}: {
  userId: string;
  eventId: string;
  retention: ReportRetention;
  onDone: () => void;
}) {
  const id = useId();
  const update = useUpdateRetention(userId, eventId);
  const [useDefault, setUseDefault] = useState(retention.retencao_padrao);
  const [months, setMonths] = useState(String(retention.retencao_meses));
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = useDefault ? null : monthsOf(months);
    if (!useDefault && chosen === null) {
      setError(RETENTION_RANGE);
      document.getElementById(`${id}-meses`)?.focus();
      return;
    }
    setError(undefined);
    setProblem(null);
    try {
      await update.mutateAsync(chosen);
      void notify.success(RETENTION_SAVED);
      onDone();
    } catch (failure) {
      setProblem(problemOf(failure, 'Não foi possível salvar o prazo. Tente novamente.'));
    }
  }

  return (
    <form
      noValidate
      aria-label="Prazo de retenção"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">
          Por quanto tempo guardar os dados após o evento
        </legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-prazo`}
            className="size-4 accent-brand-700"
            checked={useDefault}
            onChange={() => setUseDefault(true)}
          />
          {DEFAULT_OPTION}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-prazo`}
            className="size-4 accent-brand-700"
            checked={!useDefault}
            onChange={() => setUseDefault(false)}
          />
          Outro prazo
        </label>
        {!useDefault && (
          <div className="flex flex-col gap-2 pl-6">
            <label htmlFor={`${id}-meses`} className="text-sm font-medium text-slate-900">
              Meses após o evento ({RETENTION_LIMITS.min} a {RETENTION_LIMITS.max})
            </label>
            <Input
              id={`${id}-meses`}
              type="number"
              inputMode="numeric"
              min={RETENTION_LIMITS.min}
              max={RETENTION_LIMITS.max}
              step={1}
              className="w-32"
              value={months}
              onChange={(event) => setMonths(event.target.value)}
              {...controlA11y(`${id}-meses`, error)}
            />
            <FieldError id={`${id}-meses`} message={error} />
          </div>
        )}
      </fieldset>
      <FormAlert message={problem} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Loader2 aria-hidden className="animate-spin" />}
          Salvar prazo
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Dados pessoais' (issue 30): when the event's participants' personal data will be (or was)
 * anonymised, and — for whoever may edit the event — 'Alterar prazo'.
 */
export function RetentionCard({
  userId,
  eventId,
  retention,
  canEdit,
}: {
  userId: string;
  eventId: string;
  retention: ReportRetention;
  canEdit: boolean;
}) {
  const headingId = useId();
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const done = retention.dados_anonimizados_em !== null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              Dados pessoais
            </h2>
            <p className="mt-1 text-sm text-slate-700">{retentionSentence(retention)}</p>
            {!done && retention.retencao_padrao && (
              <p className="mt-1 text-xs text-slate-600">Prazo padrão da plataforma.</p>
            )}
          </div>
        </div>
        {canEdit && !done && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={editing}
            aria-controls={formId}
            onClick={() => setEditing((open) => !open)}
            className="self-start"
          >
            Alterar prazo
          </Button>
        )}
      </div>
      <div id={formId}>
        {editing && (
          <RetentionForm
            userId={userId}
            eventId={eventId}
            retention={retention}
            onDone={() => setEditing(false)}
          />
        )}
      </div>
    </section>
  );
}
