import type { EmailSentResponse } from '@bilheteria/domain/auth-contract';
import { AUTH_MESSAGES, isStrongPassword } from '@bilheteria/domain/auth-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { registerAccount } from '../api/register';
import { missingFields, messageOf, noProblem, type FormProblem } from './field-errors';
import { FormAlert } from '@/components/form-alert';
import { EmailInput } from './email-input';
import { NewPasswordField } from './new-password-field';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

type Field = keyof SignUpValues;

/**
 * Spec §2/§5 'Cadastrar': nome, e-mail, senha with the hint 'Mínimo de 8 caracteres, incluindo
 * uma letra maiúscula e um número' — enforced here and on the server. The server answers alike
 * for a new address and a taken one, and signs nobody in: the account is confirmed by the link
 * it e-mails (docs/decisions/0016). The toast 'Cadastro realizado com sucesso!' says so, and
 * `onSignedUp` gets the answer to show where the visitor goes next.
 */
export function SignUpForm({
  values,
  onChange,
  onSignedUp,
}: {
  values: SignUpValues;
  onChange: (values: SignUpValues) => void;
  onSignedUp: (answer: EmailSentResponse) => void;
}) {
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
    let answer: EmailSentResponse;
    try {
      answer = await registerAccount({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
    } catch (error) {
      setProblem({ message: messageOf(error), fields: [] });
      return;
    } finally {
      setSubmitting(false);
    }
    void notify.success(answer.message, answer.detail);
    onSignedUp(answer);
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
      <NewPasswordField
        id={`${id}-password`}
        label="Senha"
        inputRef={passwordInput}
        value={values.password}
        invalid={invalid('password')}
        weak={weakPassword}
        onChange={(event) => change({ password: event.target.value })}
      />
      <FormAlert message={problem.message} />
      {/* Said before the account is made (issue 30): what is kept, why, and how to ask. */}
      <p className="text-xs text-slate-600">
        Ao criar a conta, tratamos seus dados como descrito na{' '}
        <Link to={paths.privacy()} className="font-medium text-brand-700 underline">
          Política de privacidade
        </Link>
        .
      </p>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? AUTH_MESSAGES.signingUp : 'Criar conta'}
      </Button>
    </form>
  );
}
