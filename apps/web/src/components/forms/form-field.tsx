import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** The ids a field's control points to with aria-describedby: its hint and its error. */
export function fieldIds(id: string) {
  return { hint: `${id}-dica`, error: `${id}-erro` };
}

/** aria-describedby for a control: its hint and error, when shown. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: boolean }) {
  const ids = fieldIds(id);
  return [hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
}

/** aria-* of a control: required (unless optional), invalid when it has an error, described. */
export function controlA11y(
  id: string,
  error: string | undefined,
  { required = true, hint = false }: { required?: boolean; hint?: boolean } = {},
) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error: Boolean(error) }),
  } as const;
}

/** The '*' of a required field: seen, not read out (the control says aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldIds(id).error} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** Label above its control, then the hint and the error (pt-BR, from the schema). */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {hint && (
        <p id={fieldIds(id).hint} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
