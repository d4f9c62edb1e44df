import { MAX_SPEAKERS } from '@bilheteria/domain/event-form';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { listError, shownError } from '../lib/wizard-rules';
import type { WizardValues } from '../lib/wizard-values';
import { fieldId, InputField, ListError, TextareaField } from './field';
import { AddItemButton, EmptyList, ItemCard } from './item-card';
import { useWizard } from './wizard-context';

const emptySpeaker = (): WizardValues['speakers'][number] => ({
  name: '',
  role: '',
  company: '',
  bio: '',
  imageUrl: '',
});

/** Spec §3 speaker and §5 "Speakers": name, role and company; bio and photo optional. */
export function SpeakersTab() {
  const { register, control, formState } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'speakers' });
  const { clearListError } = useWizard();
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.speakers;
  const touched = formState.touchedFields.speakers;

  return (
    <div className="flex flex-col gap-4">
      <ListError message={listError(errors)} />
      {fields.length === 0 ? (
        <EmptyList>Nenhum palestrante ainda. Adicione o primeiro.</EmptyList>
      ) : (
        <ol className="flex flex-col gap-4">
          {fields.map((field, index) => {
            const id = (name: string) => fieldId(`speakers.${index}.${name}`);
            const e = errors?.[index];
            const t = touched?.[index];
            return (
              <ItemCard
                key={field.id}
                title={`Palestrante ${index + 1}`}
                removeLabel={`Remover Palestrante ${index + 1}`}
                onRemove={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                <div className="grid gap-4 sm:grid-cols-3">
                  <InputField
                    id={id('name')}
                    label="Nome"
                    autoComplete="off"
                    maxLength={150}
                    error={shownError(e?.name, t?.name)}
                    {...register(`speakers.${index}.name`)}
                  />
                  <InputField
                    id={id('role')}
                    label="Cargo"
                    maxLength={150}
                    error={shownError(e?.role, t?.role)}
                    {...register(`speakers.${index}.role`)}
                  />
                  <InputField
                    id={id('company')}
                    label="Empresa"
                    maxLength={150}
                    error={shownError(e?.company, t?.company)}
                    {...register(`speakers.${index}.company`)}
                  />
                  <TextareaField
                    id={id('bio')}
                    label="Minibiografia"
                    required={false}
                    hint="Opcional."
                    maxLength={2000}
                    rows={3}
                    className="sm:col-span-3"
                    error={shownError(e?.bio, t?.bio)}
                    {...register(`speakers.${index}.bio`)}
                  />
                  <InputField
                    id={id('imageUrl')}
                    label="Foto (URL)"
                    type="url"
                    inputMode="url"
                    required={false}
                    hint="Opcional: o endereço de uma foto."
                    placeholder="https://exemplo.com.br/foto.jpg"
                    maxLength={2000}
                    className="sm:col-span-3"
                    error={shownError(e?.imageUrl, t?.imageUrl)}
                    {...register(`speakers.${index}.imageUrl`)}
                  />
                </div>
              </ItemCard>
            );
          })}
        </ol>
      )}
      <AddItemButton
        ref={addButton}
        disabled={fields.length >= MAX_SPEAKERS}
        onClick={() => {
          append(emptySpeaker());
          clearListError('speakers');
        }}
      >
        Adicionar palestrante
      </AddItemButton>
    </div>
  );
}
