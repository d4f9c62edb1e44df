import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINK_TTL_MS,
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  createUsuarioRequestSchema,
  emailLinkRequestSchema,
  isStrongPassword,
  linkPasswordRequestSchema,
  linkSignInRequestSchema,
  linkStatusResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  resendTicketsRequestSchema,
} from './auth-contract';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('passwords', () => {
  it('need 8 characters, an uppercase letter and a digit (the spec hint, enforced)', () => {
    expect(isStrongPassword('Segura123')).toBe(true);
    expect(isStrongPassword('Ção12345')).toBe(true);
    expect(isStrongPassword('Curta1')).toBe(false);
    expect(isStrongPassword('semmaiuscula1')).toBe(false);
    expect(isStrongPassword('SemNumeroAqui')).toBe(false);
  });
});

describe('registerRequestSchema', () => {
  it('accepts a good sign-up and normalises the e-mail', () => {
    const parsed = registerRequestSchema.parse({
      name: '  Ana Souza ',
      email: ' Ana@Empresa.COM.br ',
      password: 'Segura123',
    });
    expect(parsed).toEqual({
      name: 'Ana Souza',
      email: 'ana@empresa.com.br',
      password: 'Segura123',
    });
  });

  it("answers empty fields with the spec's message", () => {
    const result = registerRequestSchema.safeParse({ name: '', email: '', password: '' });
    expect(new Set(messages(result))).toEqual(new Set([AUTH_MESSAGES.emptyFields]));
  });

  it('explains a weak password with the hint and a bad e-mail', () => {
    const result = registerRequestSchema.safeParse({
      name: 'Ana',
      email: 'ana@',
      password: 'fraca',
    });
    expect(messages(result)).toEqual([AUTH_MESSAGES.invalidEmail, AUTH_MESSAGES.weakPassword]);
  });
});

describe('loginRequestSchema', () => {
  it('defaults Lembrar de mim to off', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: 'x' }).remember).toBe(false);
  });
});

describe('accounts by e-mail', () => {
  it('say in their texts the lifetimes their links have', () => {
    expect(ACCOUNT_LINK_TTL_MS['reset-password']).toBe(60 * 60_000);
    expect(ACCOUNT_MESSAGES.forgotPasswordSent).toContain('1 hora');
    expect(ACCOUNT_LINK_TTL_MS['ticket-link']).toBe(30 * 60_000);
    expect(ACCOUNT_MESSAGES.ticketLinkSent).toContain('30 minutos');
    expect(ACCOUNT_LINK_TTL_MS['confirm-signup']).toBe(24 * 60 * 60_000);
    expect(ACCOUNT_MESSAGES.signupCheckEmail).toContain('24 horas');
    expect(ACCOUNT_LINK_TTL_MS['set-password']).toBe(7 * 24 * 60 * 60_000);
  });

  it("keep the spec's texts where the spec has them", () => {
    expect(ACCOUNT_MESSAGES.signupSuccess).toBe('Cadastro realizado com sucesso!');
    expect(ACCOUNT_MESSAGES.signedIn).toBe('Login realizado com sucesso!');
    expect(ACCOUNT_MESSAGES.forgotPassword).toBe('Esqueceu a senha?');
  });

  it('send a link request with a normalised e-mail', () => {
    expect(emailLinkRequestSchema.parse({ email: ' Ana@Empresa.COM.br ' })).toEqual({
      email: 'ana@empresa.com.br',
    });
    expect(messages(emailLinkRequestSchema.safeParse({ email: '' }))).toEqual([
      AUTH_MESSAGES.emptyFields,
    ]);
  });

  it('take a link token of 43 base64url characters and a password by the hint', () => {
    const token = 'A'.repeat(42) + '_';
    expect(linkPasswordRequestSchema.parse({ token, password: 'Segura123' })).toEqual({
      token,
      password: 'Segura123',
      remember: false,
    });
    expect(
      messages(linkPasswordRequestSchema.safeParse({ token: 'curto', password: 'fraca' })),
    ).toEqual([ACCOUNT_MESSAGES.linkInvalid, AUTH_MESSAGES.weakPassword]);
    expect(linkSignInRequestSchema.safeParse({ token: `${token}=` }).success).toBe(false);
  });

  it('describe a link as valid, or why not', () => {
    expect(
      linkStatusResponseSchema.parse({
        status: 'valid',
        purpose: 'set-password',
        email: 'ana@empresa.com.br',
        expiresAt: '2026-03-09T12:00:00.000Z',
      }).status,
    ).toBe('valid');
    expect(
      linkStatusResponseSchema.safeParse({ status: 'used', message: ACCOUNT_MESSAGES.linkUsed })
        .success,
    ).toBe(true);
  });
});

describe('POST /api/usuarios (§3 user record)', () => {
  it('keeps what has a column and never a password', () => {
    const parsed = createUsuarioRequestSchema.parse({
      Nome: ' Eva Lima ',
      email: 'Eva@Empresa.com',
      telefone: '(11) 98765-4321',
      CPF: '52998224725',
      Cidade: 'São Paulo',
      Estado: 'SP',
      Bairro: '',
      Numero: 0,
      Pontuacao: 0,
      Role: 'user',
      senha: 'eva@empresa.com',
    });
    expect(parsed).toMatchObject({
      Nome: 'Eva Lima',
      email: 'eva@empresa.com',
      telefone: '(11) 98765-4321',
      CPF: '52998224725',
      Cidade: 'São Paulo',
      Estado: 'SP',
      Bairro: null,
    });
  });

  it('makes users only, with a valid CPF and state', () => {
    const result = createUsuarioRequestSchema.safeParse({
      Nome: 'Eva',
      email: 'eva@empresa.com',
      Role: 'admin',
      CPF: '11111111111',
      Estado: 'XX',
    });
    expect(messages(result)).toEqual([
      'CPF inválido',
      'Selecione um estado',
      ACCOUNT_MESSAGES.roleUserOnly,
    ]);
  });
});

describe('POST /api/ingresso/enviar', () => {
  it('needs the order id in codigoIngresso; the other §7 fields are optional', () => {
    const id = '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f';
    expect(resendTicketsRequestSchema.parse({ codigoIngresso: id }).codigoIngresso).toBe(id);
    expect(resendTicketsRequestSchema.safeParse({ codigoIngresso: '123456' }).success).toBe(false);
  });
});
