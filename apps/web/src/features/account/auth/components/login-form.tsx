import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/auth-provider';
import { notify } from '@/lib/notify';
import {
  isUnconfirmedEmail,
  missingFields,
  messageOf,
  noProblem,
  type FormProblem,
} from './field-errors';
import { FormAlert } from '@/components/form-alert';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';
import { ResendConfirmation } from './resend-confirmation';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

type Field = 'email' | 'password';

/** What the form focuses when it appears (the page asks, then hears it was done). */
export type LoginFocus = 'submit' | 'forgotPassword' | null;

/**
 * Spec §2/§5 'Entrar': e-mail, senha, 'Lembrar de mim'. Success shows 'Login realizado com
 * sucesso!'; the page then leaves for where the user was going. 'Esqueceu a senha?' asks the
 * page for its form (`onForgotPassword`). `focus` is 'submit' when the demo box filled the form
 * in, so the next key press signs in, and 'forgotPassword' on the way back from that form.
 * The right password of a sign-up not confirmed yet hears so, with the link offered again.
 */
export function LoginForm({
  values,
  onChange,
  onForgotPassword,
  focus = null,
  onFocused,
}: {
  values: LoginValues;
  onChange: (values: LoginValues) => void;
  onForgotPassword: () => void;
  focus?: LoginFocus;
  onFocused?: () => void;
}) {
  const { login } = useAuth();
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FormProblem<Field>>(noProblem);
  // The e-mail whose sign-up waits for its confirmation, as the server said on the last try.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const forgotPassword = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focus) return;
    (focus === 'submit' ? submit : forgotPassword).current?.focus();
    onFocused?.();
  }, [focus, onFocused]);

  const change = (patch: Partial<LoginValues>) => {
    setProblem(noProblem);
    setUnconfirmed(null);
    onChange({ ...values, ...patch });
  };
  const invalid = (field: Field) => problem.fields.includes(field) || undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingFields({ email: values.email, password: values.password });
    if (missing) {
      setProblem(missing);
      (missing.fields[0] === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    setProblem(noProblem);
    setUnconfirmed(null);
    setSubmitting(true);
    try {
      await login(values.email.trim(), values.password, values.remember);
      void notify.success(AUTH_MESSAGES.loginSuccess);
    } catch (error) {
      setProblem({ message: messageOf(error), fields: [] });
      if (isUnconfirmedEmail(error)) setUnconfirmed(values.email.trim());
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
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
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-password`}>Senha</Label>
          <button
            ref={forgotPassword}
            type="button"
            className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            onClick={onForgotPassword}
          >
            {ACCOUNT_MESSAGES.forgotPassword}
          </button>
        </div>
        <PasswordInput
          ref={passwordInput}
          id={`${id}-password`}
          autoComplete="current-password"
          value={values.password}
          aria-invalid={invalid('password')}
          onChange={(event) => change({ password: event.target.value })}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-remember`}
          checked={values.remember}
          onCheckedChange={(checked) => change({ remember: checked === true })}
        />
        <Label htmlFor={`${id}-remember`} className="font-normal">
          Lembrar de mim
        </Label>
      </div>
      <FormAlert message={problem.message} />
      {unconfirmed && <ResendConfirmation key={unconfirmed} email={unconfirmed} />}
      <Button ref={submit} type="submit" size="lg" disabled={submitting}>
        {submitting ? AUTH_MESSAGES.loggingIn : 'Entrar'}
      </Button>
    </form>
  );
}
