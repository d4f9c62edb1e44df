import {
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  QUESTION_LIMITS,
  type QuestionKind,
} from '@bilheteria/domain/registration-questions';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useId, type DragEvent, type Ref } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { hasOptions, type QuestionsFormValues } from '../lib/questions-form';
import { controlA11y, Field, FieldError, fieldId, InputField, TextareaField } from './field';
import { QuestionOptions } from './question-options';

export interface TicketTypeChoice {
  id: string;
  name: string;
}

/** How the card moves in the list: by its arrows (the accessible way) or by dragging it. */
export interface QuestionMoves {
  up: () => void;
  down: () => void;
  isFirst: boolean;
  isLast: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/** One registration question: kind, text, help, required, options, ticket types. */
export function QuestionCard({
  form,
  index,
  ticketTypes,
  ticketTypesNote,
  moves,
  upButton,
  downButton,
  onRemove,
}: {
  form: UseFormReturn<QuestionsFormValues>;
  index: number;
  ticketTypes: readonly TicketTypeChoice[];
  /** Why some or all types cannot be chosen yet (a new event, types not saved). */
  ticketTypesNote: string | null;
  moves: QuestionMoves;
  /** The arrows' elements: the focus follows a moved question. */
  upButton: Ref<HTMLButtonElement>;
  downButton: Ref<HTMLButtonElement>;
  onRemove: () => void;
}) {
  const titleId = useId();
  const { control, register, formState, setValue, trigger } = form;
  const name = `Pergunta ${index + 1}`;
  // The field array validates every question when one is added: a new, untouched question's
  // errors wait until its field is left or the form is submitted.
  const touched = formState.touchedFields.perguntas?.[index];
  const errors = formState.errors.perguntas?.[index];
  const shown = formState.submitCount > 0;
  const e = {
    tipo: shown || touched?.tipo ? errors?.tipo : undefined,
    titulo: shown || touched?.titulo ? errors?.titulo : undefined,
    ajuda: shown || touched?.ajuda ? errors?.ajuda : undefined,
    tiposIngresso: shown || touched?.tiposIngresso ? errors?.tiposIngresso : undefined,
  };
  const id = (field: string) => fieldId(`perguntas.${index}.${field}`);
  const kind = useWatch({ control, name: `perguntas.${index}.tipo` });
  const allTypes = useWatch({ control, name: `perguntas.${index}.todosOsTipos` });
  const consent = kind === 'consentimento';

  return (
    <li
      onDragOver={moves.onDragOver}
      onDrop={moves.onDrop}
      className={cn(
        'rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5',
        moves.dragging && 'opacity-50',
        moves.dropTarget && 'border-brand-700 ring-2 ring-brand-700/30',
      )}
    >
      <div role="group" aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            {/* Dragging is a shortcut for the mouse; the arrows beside it do the same. */}
            <span
              draggable
              onDragStart={moves.onDragStart}
              onDragEnd={moves.onDragEnd}
              title="Arraste para mudar a ordem"
              className="cursor-grab rounded p-1 text-slate-500 hover:bg-slate-200 active:cursor-grabbing"
            >
              <GripVertical aria-hidden className="size-4" />
            </span>
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              {name}
            </h3>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <Button
              ref={upButton}
              variant="ghost"
              size="sm"
              aria-label={`Mover para cima: ${name}`}
              disabled={moves.isFirst}
              onClick={moves.up}
            >
              <ArrowUp aria-hidden />
              <span className="sr-only sm:not-sr-only">Mover para cima</span>
            </Button>
            <Button
              ref={downButton}
              variant="ghost"
              size="sm"
              aria-label={`Mover para baixo: ${name}`}
              disabled={moves.isLast}
              onClick={moves.down}
            >
              <ArrowDown aria-hidden />
              <span className="sr-only sm:not-sr-only">Mover para baixo</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remover ${name}`}
              onClick={onRemove}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden />
              Remover
            </Button>
          </div>
        </div>

        <Controller
          control={control}
          name={`perguntas.${index}.tipo`}
          render={({ field }) => (
            <Field id={id('tipo')} label="Tipo" error={e.tipo?.message}>
              <Select
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  // Options appear for the choice kinds: two empty ones to start with.
                  if (
                    hasOptions(value as QuestionKind) &&
                    form.getValues(`perguntas.${index}.opcoes`).length === 0
                  ) {
                    setValue(`perguntas.${index}.opcoes`, [{ texto: '' }, { texto: '' }]);
                  }
                  if (form.getFieldState(`perguntas.${index}.titulo`).invalid) {
                    void trigger(`perguntas.${index}.titulo`);
                  }
                }}
                name={field.name}
              >
                <SelectTrigger
                  id={id('tipo')}
                  ref={field.ref}
                  {...controlA11y(id('tipo'), e.tipo?.message)}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {QUESTION_KINDS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {QUESTION_KIND_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />

        {consent ? (
          <TextareaField
            id={id('titulo')}
            label="Texto do consentimento"
            rows={3}
            maxLength={QUESTION_LIMITS.consentTitle}
            hint="O participante marca uma caixa com este texto. Guardamos a resposta, a versão do texto e o horário."
            error={e.titulo?.message}
            {...register(`perguntas.${index}.titulo`)}
          />
        ) : (
          <InputField
            id={id('titulo')}
            label="Pergunta"
            maxLength={QUESTION_LIMITS.title}
            error={e.titulo?.message}
            {...register(`perguntas.${index}.titulo`)}
          />
        )}

        <InputField
          id={id('ajuda')}
          label="Texto de ajuda"
          required={false}
          maxLength={QUESTION_LIMITS.help}
          hint="Aparece abaixo da pergunta, no formulário do participante."
          error={e.ajuda?.message}
          {...register(`perguntas.${index}.ajuda`)}
        />

        <Controller
          control={control}
          name={`perguntas.${index}.obrigatoria`}
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Checkbox
                id={id('obrigatoria')}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor={id('obrigatoria')}>
                {consent ? 'Obrigatório concordar para se inscrever' : 'Resposta obrigatória'}
              </Label>
            </div>
          )}
        />

        {hasOptions(kind) && <QuestionOptions form={form} index={index} label={name} />}

        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">Tipos de ingresso</legend>
          <Controller
            control={control}
            name={`perguntas.${index}.todosOsTipos`}
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Checkbox
                  id={id('todosOsTipos')}
                  ref={field.ref}
                  checked={field.value}
                  // Nothing to choose from yet (a new event): every type it is.
                  disabled={ticketTypes.length === 0 && field.value}
                  onCheckedChange={(checked) => {
                    field.onChange(checked === true);
                    if (checked === true) form.clearErrors(`perguntas.${index}.tiposIngresso`);
                  }}
                />
                <Label htmlFor={id('todosOsTipos')}>Todos os tipos de ingresso</Label>
              </div>
            )}
          />
          {!allTypes && (
            <Controller
              control={control}
              name={`perguntas.${index}.tiposIngresso`}
              render={({ field }) => (
                <ul className="ml-7 flex flex-col gap-2">
                  {ticketTypes.map((type, typeIndex) => {
                    const typeId = `${id('tiposIngresso')}-${typeIndex}`;
                    return (
                      <li key={type.id} className="flex items-center gap-3">
                        <Checkbox
                          id={typeId}
                          ref={typeIndex === 0 ? field.ref : undefined}
                          checked={field.value.includes(type.id)}
                          onCheckedChange={(checked) => {
                            const next =
                              checked === true
                                ? [...field.value, type.id]
                                : field.value.filter((chosen) => chosen !== type.id);
                            field.onChange(next);
                            if (next.length > 0)
                              form.clearErrors(`perguntas.${index}.tiposIngresso`);
                          }}
                          {...controlA11y(typeId, undefined, { required: false })}
                          aria-invalid={e.tiposIngresso ? true : undefined}
                          aria-describedby={
                            e.tiposIngresso ? `${id('tiposIngresso')}-erro` : undefined
                          }
                        />
                        <Label htmlFor={typeId}>{type.name}</Label>
                      </li>
                    );
                  })}
                </ul>
              )}
            />
          )}
          {ticketTypesNote && <p className="text-xs text-slate-600">{ticketTypesNote}</p>}
          <FieldError id={id('tiposIngresso')} message={e.tiposIngresso?.message} />
        </fieldset>
      </div>
    </li>
  );
}
