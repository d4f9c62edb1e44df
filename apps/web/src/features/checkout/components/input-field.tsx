import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { FormField, controlA11y } from '@/components/forms/form-field';

/**
 * A FormField holding one Input: its label, hint and error, with the input's aria-required,
 * aria-invalid and aria-describedby pointing at them. The other props go to the input.
 */
export function InputField({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  ...input
}: Omit<ComponentProps<typeof Input>, 'id' | 'className' | 'required'> & {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Of the field (label, input, hint and error), as in a grid: 'sm:col-span-2'. */
  className?: string;
}) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <Input id={id} {...controlA11y(id, error, { required, hint: Boolean(hint) })} {...input} />
    </FormField>
  );
}
