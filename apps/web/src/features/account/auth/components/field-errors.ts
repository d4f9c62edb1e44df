import { AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { ApiError } from '@/lib/api-client';

/** A form's problem: the message shown above its button and the fields to mark invalid. */
export interface FormProblem<Field extends string> {
  message: string | null;
  fields: Field[];
}

export const noProblem = { message: null, fields: [] } satisfies FormProblem<never>;

/** Spec §5: every field is required ('Por favor, preencha todos os campos.'). */
export function missingFields<Field extends string>(
  values: Record<Field, string>,
): FormProblem<Field> | null {
  const fields = (Object.keys(values) as Field[]).filter((field) => !values[field].trim());
  return fields.length > 0 ? { message: AUTH_MESSAGES.emptyFields, fields } : null;
}

/** The server's own pt-BR message (400, 429…); 401 is always the spec's login failure. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return AUTH_MESSAGES.loginFailed;
  return error instanceof Error ? error.message : AUTH_MESSAGES.loginFailed;
}

/** The login's 403 for the right password of a sign-up whose e-mail is not confirmed yet. */
export function isUnconfirmedEmail(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.message === AUTH_MESSAGES.emailNotConfirmed
  );
}
