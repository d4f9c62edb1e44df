import { AUTH_MESSAGES, isStrongPassword } from '@bilheteria/domain/auth-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/auth-provider';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { missingFields, messageOf, noProblem, type FormProblem } from './field-errors';
import { FormAlert } from './form-alert';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

type Field = keyof SignUpValues;

/**
 * Spec §2/§5 'Cadastrar': nome, e-mail, senha with the hint 'Mínimo de 8 caracteres, incluindo
 * uma letra maiúscula e um número' — enforced here and on the server. A new account is signed in
 * at once ('Cadastro realizado com sucesso!').
 */
export function SignUpForm({
  values,
  onChange,
}: {
  values: SignUpValues;
  onChange: (values: SignUpValues) => void;
}) {
  const { register } = useAuth();
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FormProblem<Field>>(noProblem);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const change = (patch: Partial<SignUpValues>) => {
    setProblem(noProblem);
    onChange({ ...values, ...patch });
  };
  const invalid = (field: Field) => problem.fields.includes(field) || undefined;
  // The hint itself turns into the error when the password is too weak.
  const weakPassword = problem.message === null && invalid('password');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FormProblem<Field> | null =
      missingFields(values) ??
      (isStrongPassword(values.password) ? null : { message: null, fields: ['password'] });
    if (found) {
      setProblem(found);
      const first = found.fields[0];
      (first === 'name'
        ? nameInput
        : first === 'email'
          ? emailInput
          : passwordInput
      ).current?.focus();
      return;
    }
    setProblem(noProblem);
    setSubmitting(true);
    try {
      await register(values.name.trim(), values.email.trim(), values.password);
      void notify.success(AUTH_MESSAGES.signupSuccess);
    } catch (error) {
      setProblem({ message: messageOf(error), fields: [] });
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>Nome</Label>
        <Input
          ref={nameInput}
          id={`${id}-name`}
          autoComplete="name"
          placeholder="Seu nome completo"
          value={values.name}
          aria-invalid={invalid('name')}
          onChange={(event) => change({ name: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>E-mail</Label>
        <EmailInput
          ref={emailInput}
          id={`${id}-email`}
          value={values.email}
          aria-invalid={invalid('email')}
          onChange={(event) => change({ email: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>Senha</Label>
        <PasswordInput
          ref={passwordInput}
          id={`${id}-password`}
          autoComplete="new-password"
          value={values.password}
          aria-invalid={invalid('password')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => change({ password: event.target.value })}
        />
        <p
          id={`${id}-hint`}
          className={cn('text-xs', weakPassword ? 'font-medium text-red-700' : 'text-slate-600')}
        >
          {AUTH_MESSAGES.weakPassword}
        </p>
      </div>
      <FormAlert message={problem.message} />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? AUTH_MESSAGES.signingUp : 'Criar conta'}
      </Button>
    </form>
  );
}
