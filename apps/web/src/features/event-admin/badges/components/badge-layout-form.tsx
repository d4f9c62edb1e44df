import {
  BADGE_FIELD_LABELS,
  BADGE_FIELDS,
  BADGE_MESSAGES,
  BADGE_SIZE_LABELS,
  BADGE_SIZES,
  type BadgeField,
  type BadgeLayout,
  type BadgeSize,
} from '@bilheteria/domain/badge-contract';
import { CircleCheck, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { useUpdateBadgeLayout } from '../api/update-badge-layout';
import { problemOf } from '../../report/lib/problem';

/**
 * The event's badge layout: the size (one A6 a sheet, or labels on A4) and what each badge
 * prints besides the name. 'Salvar modelo' says it was saved only once the server took it.
 * Without `canEdit` (a role that may not edit the event) it only shows the layout.
 */
export function BadgeLayoutForm({
  userId,
  eventId,
  layout,
  canEdit,
}: {
  userId: string;
  eventId: string;
  layout: BadgeLayout;
  canEdit: boolean;
}) {
  const id = useId();
  const update = useUpdateBadgeLayout(userId, eventId);
  const [size, setSize] = useState<BadgeSize>(layout.tamanho);
  const [fields, setFields] = useState<readonly BadgeField[]>(layout.campos);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** A change after 'Modelo de crachá salvo.' is not saved yet: the message goes. */
  function changed() {
    setSaved(false);
    setProblem(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    changed();
    try {
      await update.mutateAsync({ tamanho: size, campos: [...fields] });
      setSaved(true);
    } catch (failure) {
      setProblem(problemOf(failure, 'Não foi possível salvar o modelo. Tente novamente.'));
    }
  }

  return (
    <form
      noValidate
      aria-label="Modelo do crachá"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
    >
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">Tamanho</legend>
        {BADGE_SIZES.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-tamanho`}
              value={option}
              className="size-4 shrink-0 accent-brand-700"
              checked={size === option}
              onChange={() => {
                setSize(option);
                changed();
              }}
            />
            {BADGE_SIZE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">O que imprimir</legend>
        <p className="mb-1 text-xs text-slate-600">
          O nome do participante sai sempre, em destaque.
        </p>
        {BADGE_FIELDS.map((field) => (
          <label key={field} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-brand-700"
              checked={fields.includes(field)}
              onChange={(event) => {
                const { checked } = event.target;
                setFields((current) =>
                  checked ? [...current, field] : current.filter((item) => item !== field),
                );
                changed();
              }}
            />
            {BADGE_FIELD_LABELS[field]}
          </label>
        ))}
      </fieldset>
      {/* Only when there is one: the report's other sections look for their own alert. */}
      {problem && <FormAlert message={problem} />}
      <div role="status" aria-atomic="true">
        {saved && (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            {BADGE_MESSAGES.saved}
          </p>
        )}
      </div>
      {canEdit && (
        <Button type="submit" disabled={update.isPending} className="self-start">
          {update.isPending && <Loader2 aria-hidden className="animate-spin" />}
          Salvar modelo
        </Button>
      )}
    </form>
  );
}
