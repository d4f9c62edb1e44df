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
  /** Ours: the right password of a sign-up whose e-mail was not confirmed yet. */
  emailNotConfirmed:
    'Seu e-mail ainda não foi confirmado. Abra o link que enviamos para ele ou peça um novo link abaixo.',
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

/**
 * Texts of accounts by e-mail (issue 14; ours, the spec has none), in the voice of AUTH_MESSAGES.
 * Here rather than in auth-contract.ts so the link pages can show them without loading zod.
 */
export const ACCOUNT_MESSAGES = {
  /** Toast title after sign-up (spec §8) — for a new address and a taken one alike. */
  signupSuccess: AUTH_MESSAGES.signupSuccess,
  signupCheckEmail:
    'Enviamos um link para o seu e-mail. Abra-o em até 24 horas para confirmar o cadastro e entrar.',
  checkEmail: 'Verifique seu e-mail',
  forgotPasswordSent:
    'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por 1 hora.',
  ticketLinkSent:
    'Se houver ingressos ou uma conta com este e-mail, enviamos um link de acesso aos seus ingressos. Ele vale por 30 minutos.',
  /** /login's link (spec §2), no longer 'Recurso em desenvolvimento'. */
  forgotPassword: 'Esqueceu a senha?',
  ticketLinkAction: 'Receber meus ingressos por e-mail',
  /** Login of an account whose e-mail is not confirmed yet: the confirmation link again. */
  resendConfirmationAction: 'Reenviar link de confirmação',
  confirmationResent:
    'Se este e-mail tiver um cadastro aguardando confirmação, enviamos um novo link. Ele vale por 24 horas.',
  linkInvalid: 'Link inválido. Confira se o endereço foi copiado inteiro ou peça um novo link.',
  linkExpired: 'Este link expirou. Peça um novo link.',
  linkUsed: 'Este link já foi usado. Se precisar, peça um novo link.',
  passwordSet: 'Senha definida com sucesso!',
  /** /definir-senha: the confirmation is not the same password. */
  passwordsDiffer: 'As senhas não coincidem.',
  /** Spec §8, after a link signed the browser in. */
  signedIn: AUTH_MESSAGES.loginSuccess,
  /** POST /api/usuarios, whether or not the address had an account (no enumeration). */
  userRequested:
    'Pedido recebido. Se este e-mail ainda não tiver conta, ela será criada e a pessoa receberá um link para definir a senha.',
  ticketsResent: 'Reenviamos os ingressos para o e-mail de cada participante do pedido.',
  orderNotPaid: 'Só é possível reenviar os ingressos de um pedido pago.',
  roleUserOnly: 'Este endpoint cria apenas usuários com o papel user.',
} as const;

/** Spec's hint, enforced: at least 8 characters, an uppercase letter and a digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(password) && /\d/.test(password);
}
