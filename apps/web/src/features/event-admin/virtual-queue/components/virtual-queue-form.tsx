import {
  VIRTUAL_QUEUE_MESSAGES,
  VIRTUAL_QUEUE_MODE_LABELS,
  VIRTUAL_QUEUE_MODES,
  type VirtualQueueSettings,
} from '@bilheteria/domain/virtual-queue-contract';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormAlert } from '@/components/form-alert';
import { FieldError, InputField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { useSaveVirtualQueue } from '../api/virtual-queue-settings';
import { checkQueueSettings, formValuesOf, type QueueFormValues } from '../lib/settings-form';
import { problemOf } from '../../report/lib/problem';

/**
 * The queue's settings (issue 32): off, on at a rate, or automatic above a threshold of holds a
 * second. Checked by the API's own schema in the browser, a field's message under it once it
 * was left or the form sent; the server's 400 messages land under the same fields.
 */
export function VirtualQueueForm({
  userId,
  eventId,
  settings,
  canEdit,
}: {
  userId: string;
  eventId: string;
  settings: VirtualQueueSettings;
  canEdit: boolean;
}) {
  const id = useId();
  const save = useSaveVirtualQueue(userId, eventId);
  const [values, setValues] = useState<QueueFormValues>(() => formValuesOf(settings));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);

  const check = checkQueueSettings(values, settings);
  const errorOf = (path: string) =>
    (!check.ok && (submitted || touched.has(path)) ? check.errors.get(path) : undefined) ??
    serverErrors.get(path);
  const touch = (path: string) => setTouched((now) => new Set(now).add(path));
  function change(patch: Partial<QueueFormValues>) {
    setProblem(null);
    setServerErrors(new Map());
    setValues((now) => ({ ...now, ...patch }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    flushSync(() => setSubmitted(true));
    setProblem(null);
    setServerErrors(new Map());
    if (!check.ok) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      const view = await save.mutateAsync(check.settings);
      setValues(formValuesOf(view));
      void notify.success(VIRTUAL_QUEUE_MESSAGES.saved);
    } catch (failure) {
      const fields =
        failure instanceof ApiRequestError
          ? new Map(failure.errors.map((item) => [item.path, item.message]))
          : new Map<string, string>();
      const known = [...fields.keys()].some((path) => path in values);
      if (known) setServerErrors(fields);
      else
        setProblem(problemOf(failure, 'Não foi possível salvar a fila virtual. Tente novamente.'));
    }
  }

  const modeError = errorOf('modo');
  return (
    <form
      noValidate
      aria-label="Configuração da fila virtual"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Modo</legend>
        {VIRTUAL_QUEUE_MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-modo`}
              value={mode}
              className="size-4 shrink-0 accent-brand-700"
              checked={values.modo === mode}
              onChange={() => change({ modo: mode })}
            />
            {VIRTUAL_QUEUE_MODE_LABELS[mode]}
          </label>
        ))}
        <FieldError id={`${id}-modo`} message={modeError} />
      </fieldset>
      <fieldset disabled={!canEdit} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <InputField
          id={`${id}-por-minuto`}
          label="Pessoas admitidas por minuto"
          hint="Quantas pessoas da fila entram no checkout a cada minuto."
          inputMode="numeric"
          autoComplete="off"
          value={values.por_minuto}
          error={errorOf('por_minuto')}
          onChange={(event) => change({ por_minuto: event.target.value })}
          onBlur={() => touch('por_minuto')}
        />
        {values.modo === 'automatica' && (
          <InputField
            id={`${id}-limite`}
            label="Ligar sozinha acima de (reservas por segundo)"
            hint="A fila liga quando as reservas passam deste ritmo e desliga quando ele cai."
            inputMode="numeric"
            autoComplete="off"
            value={values.limite_reservas_por_segundo}
            error={errorOf('limite_reservas_por_segundo')}
            onChange={(event) => change({ limite_reservas_por_segundo: event.target.value })}
            onBlur={() => touch('limite_reservas_por_segundo')}
          />
        )}
      </fieldset>
      {problem && <FormAlert message={problem} />}
      {canEdit && (
        <Button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending}
          className="self-start"
        >
          {save.isPending && <Loader2 aria-hidden className="animate-spin" />}
          {save.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      )}
    </form>
  );
}
