import type { Participant } from '@bilheteria/domain/participant';
import type { ComponentProps, ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { ParticipantFormValues } from '../lib/participants';
import { RadioField } from '@/components/forms/radio-field';
import { SelectField } from './select-field';

/** The spec's fields (the answers to the event's questions are `respostas`). */
export type ParticipantField = Exclude<keyof ParticipantFormValues, 'respostas'>;
type ParticipantControl = Control<ParticipantFormValues, unknown, Participant>;

/** What each section of the participant form gets from the form. */
export interface ParticipantSectionProps {
  control: ParticipantControl;
  register: UseFormRegister<ParticipantFormValues>;
  errors: FieldErrors<ParticipantFormValues>;
  /** The control's id of a field (its label's htmlFor). */
  id: (field: ParticipantField) => string;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-4 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** A field of the form as a choice: its value, its change and blur, its focus target. */
function useChoice(control: ParticipantControl, name: ParticipantField) {
  const { field } = useController({ control, name });
  return {
    value: String(field.value),
    onValueChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
  };
}

type Bound<Props> = Omit<Props, 'value' | 'onValueChange' | 'onBlur' | 'ref' | 'required'> & {
  control: ParticipantControl;
  name: ParticipantField;
};

/** A required SelectField bound to a field of the participant form. */
export function ParticipantSelect({
  control,
  name,
  ...props
}: Bound<ComponentProps<typeof SelectField>>) {
  const choice = useChoice(control, name);
  return <SelectField required {...props} {...choice} />;
}

/** A required RadioField bound to a field of the participant form. */
export function ParticipantRadio({
  control,
  name,
  ...props
}: Bound<ComponentProps<typeof RadioField>>) {
  const choice = useChoice(control, name);
  return <RadioField required {...props} {...choice} />;
}
