import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from './constants';
import { CORRUPT_STORED_USER_MESSAGE, USE_AUTH_OUTSIDE_PROVIDER_MESSAGE } from './session-messages';

/*
 * The texts and the password rule of accounts and sessions (issue 4), without zod: the browser's
 * screens use them and must not load zod for them (docs/decisions/0007).
 * `auth-contract.ts` re-exports both with the request/response schemas. The texts quoted from
 * the spec are exact; the others are ours, in the same voice.
 */

export const AUTH_MESSAGES = {
  /** Spec §5 "Login and sign-up". */
  emptyFields: 'Por favor, preencha todos os campos.',
  /** Spec §8 "Session": wrong e-mail or password, never saying which. */
  loginFailed: 'Falha no login. Verifique suas credenciais.',
  loginSuccess: 'Login realizado com sucesso!',
  signupSuccess: 'Cadastro realizado com sucesso!',
  inDevelopment: 'Recurso em desenvolvimento',
  corruptStoredUser: CORRUPT_STORED_USER_MESSAGE,
  useAuthOutsideProvider: USE_AUTH_OUTSIDE_PROVIDER_MESSAGE,
  notAffiliate: 'Você não é um afiliado',
  loading: 'Carregando...',
  loggingIn: 'Entrando...',
  signingUp: 'Criando conta...',
  // Ours.
  weakPassword: PASSWORD_HINT,
  invalidEmail: 'E-mail inválido',
  nameTooShort: 'Informe seu nome completo.',
  emailTaken: 'Este e-mail já está cadastrado. Faça login ou use outro e-mail.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  foreignOrigin: 'Requisição de origem não permitida.',
  notSignedIn: 'Faça login para continuar.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
} as const;

/** Spec's hint, enforced: at least 8 characters, an uppercase letter and a digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(password) && /\d/.test(password);
}
