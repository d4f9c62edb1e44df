import type { Ref } from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { FieldError, RequiredMark, controlA11y, fieldIds } from './form-field';

/**
 * A group of options shown as cards, two a row from 'sm': the text above names the group
 * (aria-labelledby), each option is a radio labelled by its text, the error comes below.
 */
export function RadioField({
  id,
  label,
  required = false,
  hint,
  options,
  error,
  value,
  onValueChange,
  onBlur,
  ref,
}: {
  id: string;
  label: string;
  required?: boolean;
  /** Help under the label (an organizer's question). */
  hint?: string;
  options: readonly string[];
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** The first option, so the group can take the focus. */
  ref?: Ref<HTMLButtonElement>;
}) {
  const labelId = `${id}-rotulo`;
  return (
    <div className="flex min-w-0 flex-col gap-2.5">
      <p id={labelId} className="text-sm font-medium leading-none text-slate-800">
        {label}
        {required && <RequiredMark />}
      </p>
      {hint && (
        <p id={fieldIds(id).hint} className="-mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={onValueChange}
        className="grid gap-2 sm:grid-cols-2"
        {...controlA11y(id, error, { required, hint: Boolean(hint) })}
      >
        {options.map((option, index) => (
          <Label
            key={option}
            htmlFor={`${id}-${index}`}
            className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2.5 font-normal leading-snug has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
          >
            <RadioGroupItem
              id={`${id}-${index}`}
              value={option}
              // The first option takes the focus when the group is the first invalid field.
              ref={index === 0 ? ref : undefined}
              onBlur={onBlur}
            />
            {option}
          </Label>
        ))}
      </RadioGroup>
      <FieldError id={id} message={error} />
    </div>
  );
}
