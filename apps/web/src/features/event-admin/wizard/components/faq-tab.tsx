import { MAX_FAQ_ITEMS } from '@bilheteria/domain/event-form';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { listError, shownError } from '../lib/wizard-rules';
import type { WizardValues } from '../lib/wizard-values';
import { fieldId, InputField, ListError, TextareaField } from './field';
import { AddItemButton, EmptyList, ItemCard } from './item-card';
import { useWizard } from './wizard-context';

/** Spec §3 FAQ and §5 "FAQ": question and answer, at least 5 characters each. */
export function FaqTab() {
  const { register, control, formState } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'faq' });
  const { clearListError } = useWizard();
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.faq;
  const touched = formState.touchedFields.faq;

  return (
    <div className="flex flex-col gap-4">
      <ListError message={listError(errors)} />
      {fields.length === 0 ? (
        <EmptyList>Nenhuma pergunta frequente ainda. Adicione a primeira.</EmptyList>
      ) : (
        <ol className="flex flex-col gap-4">
          {fields.map((field, index) => {
            const id = (name: string) => fieldId(`faq.${index}.${name}`);
            const e = errors?.[index];
            const t = touched?.[index];
            return (
              <ItemCard
                key={field.id}
                title={`Pergunta ${index + 1}`}
                removeLabel={`Remover Pergunta ${index + 1}`}
                onRemove={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                <InputField
                  id={id('question')}
                  label="Pergunta"
                  maxLength={500}
                  error={shownError(e?.question, t?.question)}
                  {...register(`faq.${index}.question`)}
                />
                <TextareaField
                  id={id('answer')}
                  label="Resposta"
                  maxLength={5000}
                  rows={3}
                  error={shownError(e?.answer, t?.answer)}
                  {...register(`faq.${index}.answer`)}
                />
              </ItemCard>
            );
          })}
        </ol>
      )}
      <AddItemButton
        ref={addButton}
        disabled={fields.length >= MAX_FAQ_ITEMS}
        onClick={() => {
          append({ question: '', answer: '' });
          clearListError('faq');
        }}
      >
        Adicionar pergunta
      </AddItemButton>
    </div>
  );
}
