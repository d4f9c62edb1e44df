import { QUESTION_LIMITS } from '@bilheteria/domain/registration-questions';
import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { QuestionsFormValues } from '../lib/questions-form';
import { controlA11y, FieldError, fieldId, ListError } from './field';

/** The options of a one-choice or several-choices question: add, edit, remove. */
export function QuestionOptions({
  form,
  index,
  label,
}: {
  form: UseFormReturn<QuestionsFormValues>;
  index: number;
  /** The question's own name for the buttons' accessible names: 'Pergunta 2'. */
  label: string;
}) {
  const { control, register, formState, clearErrors } = form;
  const { fields, append, remove } = useFieldArray({
    control,
    name: `perguntas.${index}.opcoes`,
  });
  const addButton = useRef<HTMLButtonElement>(null);
  // As the question card: errors wait until an option was left or the form submitted.
  const touched = formState.touchedFields.perguntas?.[index]?.opcoes;
  const shown = formState.submitCount > 0;
  const allErrors = formState.errors.perguntas?.[index]?.opcoes;
  const errors = shown || touched ? allErrors : undefined;
  const legendId = fieldId(`perguntas.${index}.opcoes`);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-labelledby={legendId}>
      <p id={legendId} className="text-sm font-medium text-slate-900">
        Opções
        <span aria-hidden className="ml-0.5 text-red-700">
          *
        </span>
      </p>
      <ListError message={errors?.root?.message} />
      <ol className="flex flex-col gap-2">
        {fields.map((field, optionIndex) => {
          const id = fieldId(`perguntas.${index}.opcoes.${optionIndex}.texto`);
          const error = errors?.[optionIndex]?.texto?.message;
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <Input
                  id={id}
                  aria-label={`Opção ${optionIndex + 1}`}
                  maxLength={QUESTION_LIMITS.option}
                  {...controlA11y(id, error)}
                  {...register(`perguntas.${index}.opcoes.${optionIndex}.texto`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover opção ${optionIndex + 1} da ${label}`}
                  onClick={() => {
                    remove(optionIndex);
                    addButton.current?.focus();
                  }}
                >
                  <X aria-hidden />
                </Button>
              </div>
              <FieldError id={id} message={error} />
            </li>
          );
        })}
      </ol>
      <Button
        ref={addButton}
        variant="outline"
        size="sm"
        className="self-start"
        disabled={fields.length >= QUESTION_LIMITS.options}
        onClick={() => {
          append({ texto: '' }, { shouldFocus: true });
          clearErrors(`perguntas.${index}.opcoes.root` as `perguntas.${number}.opcoes`);
        }}
      >
        <Plus aria-hidden />
        Adicionar opção
      </Button>
    </fieldset>
  );
}
