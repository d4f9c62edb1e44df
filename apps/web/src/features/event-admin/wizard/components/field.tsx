import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** The wizard's id of a form path: 'basics.title' → 'evento-basics-title'. */
export const fieldId = (path: string) => `evento-${path.replace(/\./g, '-')}`;
const hintId = (id: string) => `${id}-dica`;
const errorId = (id: string) => `${id}-erro`;

/** aria-* of a control: required unless optional, invalid with an error, described by both. */
export function controlA11y(
  id: string,
  error: string | undefined,
  { required = true, hint = false }: { required?: boolean; hint?: boolean } = {},
) {
  const describedBy = [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ');
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The '*' of a required field: seen, not read out (the control says aria-required). */
function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="text-sm text-red-700">
      {message}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={hintId(id)} className="text-xs text-slate-600">
      {children}
    </p>
  );
}

/** Label above its control, then the hint and the shared schema's pt-BR error. */
export function Field({
  id,
  label,
  labelId,
  required = true,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** For a control that is not a form element (the rich-text editor): it is labelled by id. */
  labelId?: string;
  required?: boolean;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label id={labelId} htmlFor={labelId ? undefined : id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <FieldError id={id} message={error} />
    </div>
  );
}

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

/** A Field holding one Input, its aria-* pointing at the hint and the error. */
export function InputField({
  id,
  label,
  required = true,
  hint,
  error,
  className,
  ...input
}: Omit<ComponentProps<typeof Input>, 'id' | 'className' | 'required'> & FieldProps) {
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <Input id={id} {...controlA11y(id, error, { required, hint: Boolean(hint) })} {...input} />
    </Field>
  );
}

/** A Field holding one Textarea. */
export function TextareaField({
  id,
  label,
  required = true,
  hint,
  error,
  className,
  ...textarea
}: Omit<ComponentProps<typeof Textarea>, 'id' | 'className' | 'required'> & FieldProps) {
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <Textarea
        id={id}
        {...controlA11y(id, error, { required, hint: Boolean(hint) })}
        {...textarea}
      />
    </Field>
  );
}

/** A list's own error ('Adicione pelo menos um ...'), read out as it appears. */
export function ListError({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
