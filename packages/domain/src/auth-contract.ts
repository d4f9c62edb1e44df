import { z } from 'zod';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, isStrongPassword } from './auth-rules';
import { UFS } from './enumerations';
import { optionalCpf, PARTICIPANT_LIMITS, PARTICIPANT_MESSAGES } from './participant';
import { ORGANIZATION_ROLES, sessionOrganizationSchema } from './organization-contract';
import { ROLES } from './roles';

/**
 * Accounts and sessions (issue 4): what the browser sends to /api/auth/* and what it gets back,
 * shared by the API (validation, OpenAPI) and the web (forms, types). The texts quoted from the
 * spec are exact; the others are ours, in the same voice.
 */
export { ACCOUNT_MESSAGES, AUTH_MESSAGES, isStrongPassword };

/** An e-mail address as every form takes it: trimmed, lower-cased, 'E-mail inválido'. */
export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, { error: AUTH_MESSAGES.emptyFields, abort: true })
  .max(254, { error: AUTH_MESSAGES.invalidEmail })
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** A new password: the spec's hint, enforced. */
const newPassword = z
  .string()
  .min(1, { error: AUTH_MESSAGES.emptyFields, abort: true })
  .max(128, { error: 'Senha muito longa.' })
  .refine(isStrongPassword, { error: AUTH_MESSAGES.weakPassword });

export const registerRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: AUTH_MESSAGES.emptyFields, abort: true })
      .min(2, { error: AUTH_MESSAGES.nameTooShort })
      .max(100, { error: 'Nome muito longo.' }),
    email: emailAddressSchema,
    password: newPassword,
  })
  .meta({ id: 'Cadastro' });

export const loginRequestSchema = z
  .object({
    email: emailAddressSchema,
    password: z
      .string()
      .min(1, { error: AUTH_MESSAGES.emptyFields, abort: true })
      .max(128, { error: AUTH_MESSAGES.loginFailed }),
    /** 'Lembrar de mim': the session lasts 30 days instead of ending with the browser. */
    remember: z.boolean().default(false),
  })
  .meta({ id: 'Login' });

export const sessionUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    /** Affiliates only; null for everyone else. */
    affiliateCode: z.string().nullable(),
    /**
     * The organization the member works in now (issue 28), with their role there; null for
     * anyone who belongs to none (and for the operator outside 'Entrar como suporte').
     */
    organizacao: sessionOrganizationSchema.nullable(),
  })
  .meta({ id: 'UsuarioDaSessao' });

/** GET /api/auth/me: the signed-in user, or null for a visitor (200 either way). */
export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
/** POST /api/auth/login and /register answer the user they signed in. */
export const authResponseSchema = z.object({ user: sessionUserSchema });

/** GET /api/auth/demo-accounts (only when DEMO_MODE is on): the login page's demo box. */
export const demoAccountsResponseSchema = z.object({
  accounts: z.array(
    z.object({
      role: z.enum(ROLES),
      name: z.string(),
      email: z.string(),
      password: z.string(),
      /** A member's role in the demo organization they belong to (issue 28); null otherwise. */
      papel: z.enum(ORGANIZATION_ROLES).nullable(),
      organizacao: z.string().nullable(),
    }),
  ),
});

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type DemoAccount = z.infer<typeof demoAccountsResponseSchema>['accounts'][number];

/*
 * Accounts by e-mail (issue 14, docs/decisions/0016): single-use links sent by e-mail to set a
 * password, to reset it, to confirm a sign-up and to open Meus Ingressos; sign-up and every
 * "send me a link" request answer the same whether or not the address has an account.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What a link sent by e-mail is for. */
export const ACCOUNT_LINK_PURPOSES = [
  /** An account made for someone else (a ticket's participant, an admin's POST /api/usuarios). */
  'set-password',
  /** 'Esqueceu a senha?', and the warning sent when someone signs up with a taken address. */
  'reset-password',
  /** The sign-up's own link: proves the mailbox and turns the chosen password on. */
  'confirm-signup',
  /** A buyer's "send me my tickets": signs in and opens Meus Ingressos. */
  'ticket-link',
  /**
   * A link in an e-mail about an order (confirmation, refund, PIX key for a boleto refund): signs
   * the buyer's account in and opens that order, on whatever device the e-mail is read.
   */
  'order-link',
  /**
   * 'Excluir minha conta' (issue 30): the mailbox confirms the erasure. Signs nothing in: the
   * token alone is the proof, used by POST /api/minha-conta/exclusao/confirmar.
   */
  'erase-account',
] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * How long each link works. A participant reads the ticket e-mail when it suits them, so theirs
 * lasts a week; the others answer something the person just asked for and wait in an open tab.
 */
export const ACCOUNT_LINK_TTL_MS: Record<AccountLinkPurpose, number> = {
  'set-password': 7 * 24 * HOUR_MS,
  'reset-password': HOUR_MS,
  'confirm-signup': 24 * HOUR_MS,
  'ticket-link': 30 * MINUTE_MS,
  // Read when the buyer needs it (a refund's PIX key may be asked days later), as a participant's.
  'order-link': 7 * 24 * HOUR_MS,
  'erase-account': 24 * HOUR_MS,
};

/** The pages the e-mailed links open (the web's routes). */
export const ACCOUNT_LINK_PAGES = {
  /** 'set-password' and 'reset-password': choose a password. */
  password: '/definir-senha',
  /** 'confirm-signup', 'ticket-link' and 'order-link': one click signs in. */
  signIn: '/entrar-por-link',
  /** 'erase-account': confirms the erasure (signs nothing in). */
  erasure: '/minha-conta/exclusao',
} as const;

/** Where the browser goes after a link signed it in ('order-link': to its order, else here). */
export const LINK_REDIRECTS: Record<
  AccountLinkPurpose,
  '/meus-ingressos' | '/dashboard' | '/meus-pedidos' | '/minha-conta/dados'
> = {
  'set-password': '/meus-ingressos',
  'reset-password': '/dashboard',
  'confirm-signup': '/dashboard',
  'ticket-link': '/meus-ingressos',
  'order-link': '/meus-pedidos',
  // Never used to sign in; where the page sends the person while their account still exists.
  'erase-account': '/minha-conta/dados',
};

/** The page of one order; an 'order-link' opens it. */
export function orderPagePath(orderId: string): string {
  return `/confirmacao?pedido=${encodeURIComponent(orderId)}`;
}

/** Only our own order page or the fixed pages are followed after a link, never an address. */
const LINK_REDIRECT_PATTERN =
  /^\/(meus-ingressos|dashboard|meus-pedidos|confirmacao\?pedido=[0-9a-f-]{36})$/;

/** POST /api/auth/register, /forgot-password, /ticket-link: the same answer for any address. */
export const emailSentResponseSchema = z
  .object({
    /** A toast's title. */
    message: z.string(),
    /** Its description. */
    detail: z.string(),
  })
  .meta({ id: 'EmailEnviado' });

/** POST /api/auth/forgot-password and /api/auth/ticket-link. */
export const emailLinkRequestSchema = z
  .object({ email: emailAddressSchema })
  .meta({ id: 'PedidoDeLink' });

/** The token of an e-mailed link: 32 random bytes in base64url. */
export const ACCOUNT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const linkToken = z
  .string()
  .max(200, { error: ACCOUNT_MESSAGES.linkInvalid })
  .regex(ACCOUNT_LINK_TOKEN_PATTERN, { error: ACCOUNT_MESSAGES.linkInvalid });

/**
 * POST /api/auth/link/check: what a link is, without using it up. A POST, so the token stays out
 * of URLs and their logs.
 */
export const linkCheckRequestSchema = z
  .object({ token: z.string().max(200, { error: ACCOUNT_MESSAGES.linkInvalid }) })
  .meta({ id: 'VerificarLink' });

export const linkStatusResponseSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('valid'),
      purpose: z.enum(ACCOUNT_LINK_PURPOSES),
      /** The address the link was sent to (whoever holds the link has read that mailbox). */
      email: z.string(),
      expiresAt: z.iso.datetime(),
    }),
    z.object({ status: z.enum(['invalid', 'expired', 'used']), message: z.string() }),
  ])
  .meta({ id: 'SituacaoDoLink' });

/** POST /api/auth/link/password: a 'set-password' or 'reset-password' link's new password. */
export const linkPasswordRequestSchema = z
  .object({
    token: linkToken,
    password: newPassword,
    remember: z.boolean().default(false),
  })
  .meta({ id: 'DefinirSenha' });

/** POST /api/auth/link/sign-in: a 'confirm-signup' or 'ticket-link' link, used. */
export const linkSignInRequestSchema = z
  .object({ token: linkToken, remember: z.boolean().default(false) })
  .meta({ id: 'EntrarPorLink' });

/** Both link routes sign the browser in and say where to go next. */
export const linkSignInResponseSchema = z.object({
  user: sessionUserSchema,
  redirectTo: z.string().regex(LINK_REDIRECT_PATTERN),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: PARTICIPANT_MESSAGES.tooLong })
    .transform((value) => (value === '' ? null : value))
    .nullish();

/**
 * POST /api/usuarios (spec §7), admins only: the user record of §3. What has a column is kept
 * (Nome, email, telefone, CPF, Cidade, Estado); the address, photo and score fields are accepted
 * and not stored. `senha` is ignored: the account gets no password, its owner sets one through
 * the e-mailed link (DESIGN "Where we go beyond the spec").
 */
export const createUsuarioRequestSchema = z
  .object({
    Nome: z
      .string({ error: PARTICIPANT_MESSAGES.required })
      .trim()
      .min(2, { error: PARTICIPANT_MESSAGES.nomeTooShort })
      .max(PARTICIPANT_LIMITS.name, { error: PARTICIPANT_MESSAGES.tooLong }),
    email: emailAddressSchema,
    telefone: optionalText(PARTICIPANT_LIMITS.phone),
    CPF: optionalCpf.optional(),
    Cidade: optionalText(PARTICIPANT_LIMITS.cidade),
    Estado: z
      .enum(UFS as unknown as [string, ...string[]], { error: PARTICIPANT_MESSAGES.uf })
      .nullish(),
    Role: z.literal('user', { error: ACCOUNT_MESSAGES.roleUserOnly }).optional(),
    Bairro: optionalText(100),
    CEP: optionalText(9),
    ID_Foto: optionalText(500),
    Logradouro: optionalText(200),
    Numero: z.union([z.number(), z.string().max(20)]).optional(),
    Pontuacao: z.number().optional(),
    senha: z.string().max(254).optional(),
    id_comprador: z.string().max(100).optional(),
  })
  .meta({ id: 'Usuario' });
export type CreateUsuarioRequest = z.input<typeof createUsuarioRequestSchema>;
export type CreateUsuario = z.output<typeof createUsuarioRequestSchema>;

export const createUsuarioResponseSchema = z
  .object({
    email: z.string(),
    /** The same for a new address and for one that already had an account. */
    message: z.string(),
  })
  .meta({ id: 'UsuarioCriado' });

/**
 * POST /api/ingresso/enviar (spec §7): re-sends a paid order's tickets. `codigoIngresso` is the
 * order's id; the other fields of §7 are accepted and ignored — the server writes the e-mails
 * from its own records, to the order's own participants only.
 */
export const resendTicketsRequestSchema = z
  .object({
    codigoIngresso: z.uuid({ error: 'Informe o pedido (codigoIngresso).' }),
    tituloEvento: z.string().max(500).optional(),
    horarioEvento: z.string().max(100).optional(),
    dataInicioEvento: z.string().max(100).optional(),
    dataFimEvento: z.string().max(100).optional(),
    localEvento: z.string().max(500).optional(),
    enderecoEvento: z.string().max(500).optional(),
    imagemEvento: z.string().max(2000).optional(),
    dadosComprador: z
      .array(
        z.object({
          id_comprador: z.string().max(100).optional(),
          emailComprador: z.string().max(254).optional(),
          nomeComprador: z.string().max(200).optional(),
        }),
      )
      .max(5)
      .optional(),
  })
  .meta({ id: 'ReenvioDeIngressos' });

export const messageResponseSchema = z.object({ message: z.string() });

export type EmailSentResponse = z.infer<typeof emailSentResponseSchema>;
export type EmailLinkRequest = z.input<typeof emailLinkRequestSchema>;
export type LinkCheckRequest = z.input<typeof linkCheckRequestSchema>;
export type LinkStatusResponse = z.infer<typeof linkStatusResponseSchema>;
export type LinkPasswordRequest = z.input<typeof linkPasswordRequestSchema>;
export type LinkSignInRequest = z.input<typeof linkSignInRequestSchema>;
export type LinkSignInResponse = z.infer<typeof linkSignInResponseSchema>;
export type ResendTicketsRequest = z.input<typeof resendTicketsRequestSchema>;
