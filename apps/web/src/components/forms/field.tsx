import type { ComponentProps, ReactNode, Ref } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { controlA11y, FieldError, fieldIds } from './form-field';

// One set of ids and aria-* for every form: the checkout's fields and these share them.
export { controlA11y, FieldError };

/** Label above its control, then the hint and the schema's pt-BR error. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={fieldIds(id).hint} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

type InputFieldProps = Omit<ComponentProps<typeof Input>, 'id' | 'className'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

/** A Field holding one Input, its aria-* pointing at the hint and the error. */
export function InputField({
  id,
  label,
  hint,
  error,
  className,
  required = true,
  ...input
}: InputFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Input id={id} {...controlA11y(id, error, { hint: Boolean(hint), required })} {...input} />
    </Field>
  );
}

/**
 * What a form library hands a controlled input (react-hook-form's `field` fits): shared
 * components take it as is, so the form that owns the value keeps its own wiring.
 */
export interface ControlledInput {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
}

/** An InputField whose value is masked as typed ('000.000.000-00', '(11) 98765-4321'). */
export function MaskedInputField({
  field: { name, value, onChange, onBlur, ref },
  mask,
  ...props
}: Omit<InputFieldProps, keyof ControlledInput> & {
  field: ControlledInput;
  mask: ((value: string) => string) | undefined;
}) {
  return (
    <InputField
      {...props}
      name={name}
      ref={ref}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(mask ? mask(event.target.value) : event.target.value)}
    />
  );
}
