import { z } from 'zod';
import { AUTH_MESSAGES, isStrongPassword } from './auth-rules';
import { ROLES } from './roles';

/**
 * Accounts and sessions (issue 4): what the browser sends to /api/auth/* and what it gets back,
 * shared by the API (validation, OpenAPI) and the web (forms, types). The texts quoted from the
 * spec are exact; the others are ours, in the same voice.
 */
export { AUTH_MESSAGES, isStrongPassword };

const email = z
  .string()
  .trim()
  .min(1, { error: AUTH_MESSAGES.emptyFields, abort: true })
  .max(254, { error: AUTH_MESSAGES.invalidEmail })
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

export const registerRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: AUTH_MESSAGES.emptyFields, abort: true })
      .min(2, { error: AUTH_MESSAGES.nameTooShort })
      .max(100, { error: 'Nome muito longo.' }),
    email,
    password: z
      .string()
      .min(1, { error: AUTH_MESSAGES.emptyFields, abort: true })
      .max(128, { error: 'Senha muito longa.' })
      .refine(isStrongPassword, { error: AUTH_MESSAGES.weakPassword }),
  })
  .meta({ id: 'Cadastro' });

export const loginRequestSchema = z
  .object({
    email,
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
  })
  .meta({ id: 'UsuarioDaSessao' });

/** GET /api/auth/me: the signed-in user, or null for a visitor (200 either way). */
export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
/** POST /api/auth/login and /register answer the user they signed in. */
export const authResponseSchema = z.object({ user: sessionUserSchema });

/** GET /api/auth/demo-accounts (only when DEMO_MODE is on): the login page's demo box. */
export const demoAccountsResponseSchema = z.object({
  accounts: z.array(
    z.object({ role: z.enum(ROLES), name: z.string(), email: z.string(), password: z.string() }),
  ),
});

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type DemoAccount = z.infer<typeof demoAccountsResponseSchema>['accounts'][number];
