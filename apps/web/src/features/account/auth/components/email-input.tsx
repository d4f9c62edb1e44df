import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** The e-mail field of both forms: the right keyboard on phones, autofill, one placeholder. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="seu@email.com"
      {...props}
    />
  );
}
