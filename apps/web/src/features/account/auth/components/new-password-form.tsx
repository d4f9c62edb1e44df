import type { LinkSignInResponse } from '@bilheteria/domain/auth-contract';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, isStrongPassword } from '@bilheteria/domain/auth-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { messageOf, noProblem, type FormProblem } from './field-errors';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordField } from './new-password-field';
import { PasswordInput } from './password-input';

type Field = 'password' | 'confirmation';

/**
 * /definir-senha's form: the new password under the spec's rule (the hint, enforced as in
 * sign-up), typed twice, and 'Lembrar de mim'. `submit` sends it; a failure it throws is shown
 * above the button, unless `onLinkFailure` takes it (the link died meanwhile).
 */
export function NewPasswordForm({
  email,
  submit,
  isLinkFailure,
  onLinkFailure,
}: {
  /** The account's address, for the reader and for password managers. */
  email: string;
  submit: (password: string, remember: boolean) => Promise<LinkSignInResponse>;
  isLinkFailure: (error: unknown) => boolean;
  onLinkFailure: (error: Error) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FormProblem<Field>>(noProblem);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);

  const invalid = (field: Field) => problem.fields.includes(field) || undefined;
  const weakPassword = problem.message === null && invalid('password');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = (['password', 'confirmation'] as const).filter(
      (field) => !(field === 'password' ? password : confirmation),
    );
    const found: FormProblem<Field> | null =
      missing.length > 0
        ? { message: AUTH_MESSAGES.emptyFields, fields: missing }
        : !isStrongPassword(password)
          ? { message: null, fields: ['password'] }
          : password !== confirmation
            ? { message: ACCOUNT_MESSAGES.passwordsDiffer, fields: ['confirmation'] }
            : null;
    if (found) {
      setProblem(found);
      (found.fields[0] === 'password' ? passwordInput : confirmationInput).current?.focus();
      return;
    }
    setProblem(noProblem);
    setSubmitting(true);
    try {
      await submit(password, remember);
    } catch (error) {
      setSubmitting(false);
      if (isLinkFailure(error)) onLinkFailure(error as Error);
      else setProblem({ message: messageOf(error), fields: [] });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {/* The account's name for password managers, which save it with the new password. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordField
        id={`${id}-password`}
        label="Nova senha"
        inputRef={passwordInput}
        value={password}
        invalid={invalid('password')}
        weak={weakPassword}
        onChange={(event) => {
          setProblem(noProblem);
          setPassword(event.target.value);
        }}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-confirmation`}>Confirme a nova senha</Label>
        <PasswordInput
          ref={confirmationInput}
          id={`${id}-confirmation`}
          autoComplete="new-password"
          value={confirmation}
          aria-invalid={invalid('confirmation')}
          onChange={(event) => {
            setProblem(noProblem);
            setConfirmation(event.target.value);
          }}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-remember`}
          checked={remember}
          onCheckedChange={(checked) => setRemember(checked === true)}
        />
        <Label htmlFor={`${id}-remember`} className="font-normal">
          Lembrar de mim
        </Label>
      </div>
      <FormAlert message={problem.message} />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Salvando...' : 'Salvar senha e entrar'}
      </Button>
    </form>
  );
}
