import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  isStrongPassword,
  loginRequestSchema,
  registerRequestSchema,
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
