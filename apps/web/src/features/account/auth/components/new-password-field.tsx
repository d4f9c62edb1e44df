import { AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import type { ChangeEvent, Ref } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { PasswordInput } from './password-input';

/**
 * A new password's field (sign-up, /definir-senha) with the spec's hint 'Mínimo de 8 caracteres,
 * incluindo uma letra maiúscula e um número' as its description; `weak` turns the hint into the
 * error. The rule itself is `isStrongPassword` from packages/domain.
 */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  invalid,
  weak,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: boolean;
  weak?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput
        ref={inputRef}
        id={id}
        autoComplete="new-password"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={onChange}
      />
      <p
        id={`${id}-hint`}
        className={cn('text-xs', weak ? 'font-medium text-red-700' : 'text-slate-600')}
      >
        {AUTH_MESSAGES.weakPassword}
      </p>
    </div>
  );
}
