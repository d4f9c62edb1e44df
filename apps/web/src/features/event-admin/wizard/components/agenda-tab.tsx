import { addCalendarDays, agendaDayLabel, calendarDay } from '@bilheteria/domain/dates';
import { MAX_AGENDA_ITEMS, eventSpan } from '@bilheteria/domain/event-form';
import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { listError, shownError } from '../lib/wizard-rules';
import type { WizardValues } from '../lib/wizard-values';
import { controlA11y, Field, fieldId, InputField, ListError } from './field';
import { AddItemButton, EmptyList, ItemCard } from './item-card';
import { useWizard } from './wizard-context';

/** More days than this are not offered one by one (a festival of weeks is not an agenda). */
const MAX_LISTED_DAYS = 62;

/** The event's days, first to last (São Paulo), from its start and end. */
export function eventDays(basics: WizardValues['basics']): string[] {
  const span = eventSpan(basics);
  if (!span) return [];
  const lastDay = calendarDay(span.endsAt);
  const days = [basics.date];
  while (days.length < MAX_LISTED_DAYS && days[days.length - 1]! < lastDay) {
    days.push(addCalendarDays(days[days.length - 1]!, 1));
  }
  return days;
}

const emptyItem = (): WizardValues['agenda'][number] => ({
  day: '',
  time: '',
  endTime: '',
  title: '',
  speaker: '',
});

/** Spec §3 agenda item and §5 "Agenda": time and title, the speaker optional; a day when the event has several. */
export function AgendaTab() {
  const { register, control, formState } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'agenda' });
  const { clearListError } = useWizard();
  const addButton = useRef<HTMLButtonElement>(null);
  const basics = useWatch({ control, name: 'basics' });
  const speakers = useWatch({ control, name: 'speakers' });
  const agenda = useWatch({ control, name: 'agenda' });
  const days = eventDays(basics);
  const multiDay = days.length > 1;
  const errors = formState.errors.agenda;
  const touched = formState.touchedFields.agenda;
  const speakerNames = speakers.map((speaker) => speaker.name.trim()).filter(Boolean);

  return (
    <div className="flex flex-col gap-4">
      {!multiDay && (
        <p className="text-sm text-slate-600">
          Para um evento de mais de um dia, informe a data de término na aba Evento: cada item da
          agenda poderá então ter o seu dia.
        </p>
      )}
      <ListError message={listError(errors)} />
      {fields.length === 0 ? (
        <EmptyList>Nenhum item na agenda ainda. Adicione o primeiro.</EmptyList>
      ) : (
        <ol className="flex flex-col gap-4">
          {fields.map((field, index) => {
            const id = (name: string) => fieldId(`agenda.${index}.${name}`);
            const e = errors?.[index];
            const t = touched?.[index];
            const day = agenda[index]?.day ?? '';
            return (
              <ItemCard
                key={field.id}
                title={`Item ${index + 1}`}
                removeLabel={`Remover Item ${index + 1} da agenda`}
                onRemove={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                <div className="grid gap-4 sm:grid-cols-3">
                  {(multiDay || day !== '') && (
                    <Controller
                      control={control}
                      name={`agenda.${index}.day`}
                      render={({ field: dayField }) => {
                        // Chosen, never typed: its error comes from a check or from the event's
                        // dates changing, both meant to show at once.
                        const error = e?.day?.message;
                        return (
                          <Field id={id('day')} label="Dia" error={error}>
                            <Select
                              value={dayField.value || basics.date}
                              onValueChange={dayField.onChange}
                            >
                              <SelectTrigger
                                id={id('day')}
                                ref={dayField.ref}
                                className="aria-[invalid=true]:border-red-600"
                                {...controlA11y(id('day'), error)}
                              >
                                <SelectValue placeholder="Selecione o dia" />
                              </SelectTrigger>
                              <SelectContent>
                                {days.map((option, position) => (
                                  <SelectItem key={option} value={option}>
                                    {`Dia ${position + 1} — ${agendaDayLabel(option)}`}
                                  </SelectItem>
                                ))}
                              </SelectContent>
                            </Select>
                          </Field>
                        );
                      }}
                    />
                  )}
                  <InputField
                    id={id('time')}
                    label="Horário"
                    type="time"
                    error={shownError(e?.time, t?.time)}
                    {...register(`agenda.${index}.time`)}
                  />
                  <InputField
                    id={id('endTime')}
                    label="Horário de término"
                    type="time"
                    required={false}
                    error={shownError(e?.endTime, t?.endTime)}
                    {...register(`agenda.${index}.endTime`)}
                  />
                  <InputField
                    id={id('title')}
                    label="Título"
                    placeholder="Ex.: Abertura e boas-vindas"
                    maxLength={200}
                    className="sm:col-span-2"
                    error={shownError(e?.title, t?.title)}
                    {...register(`agenda.${index}.title`)}
                  />
                  <InputField
                    id={id('speaker')}
                    label="Palestrante"
                    required={false}
                    maxLength={200}
                    list={speakerNames.length > 0 ? 'evento-palestrantes-nomes' : undefined}
                    hint="Opcional."
                    error={shownError(e?.speaker, t?.speaker)}
                    {...register(`agenda.${index}.speaker`)}
                  />
                </div>
              </ItemCard>
            );
          })}
        </ol>
      )}
      {speakerNames.length > 0 && (
        <datalist id="evento-palestrantes-nomes">
          {speakerNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      <AddItemButton
        ref={addButton}
        disabled={fields.length >= MAX_AGENDA_ITEMS}
        onClick={() => {
          append(emptyItem());
          clearListError('agenda');
        }}
      >
        Adicionar item na agenda
      </AddItemButton>
    </div>
  );
}
