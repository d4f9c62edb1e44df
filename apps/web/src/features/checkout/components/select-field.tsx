import type { ReactNode, Ref } from 'react';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormField, controlA11y } from '@/components/forms/form-field';

/**
 * A FormField holding one Select: the trigger is the labelled control (aria-* wired to the hint
 * and error), the options are the children, and a long list scrolls inside its popup.
 */
export function SelectField({
  id,
  label,
  required = false,
  placeholder,
  error,
  className,
  value,
  onValueChange,
  onBlur,
  ref,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  placeholder: string;
  error?: string;
  /** Of the field, as in a grid: 'sm:col-span-2'. */
  className?: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** The trigger, so it can take the focus. */
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger
          id={id}
          ref={ref}
          onBlur={onBlur}
          className="aria-[invalid=true]:border-red-600"
          {...controlA11y(id, error, { required })}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent className="max-h-72">{children}</SelectContent>
      </Select>
    </FormField>
  );
}
