import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_MESSAGES,
  affiliateSignUpSchema,
  bankDetailsSchema,
  isValidPixKeyOfType,
} from './affiliate-contract';

const VALID = {
  fullName: 'Marina Costa',
  email: 'Marina@Parceiros.com.br',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  bankDetails: {
    tipo: 'pix',
    tipo_chave: 'aleatoria',
    chave: '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d',
  },
};

const messagesOf = (input: unknown) =>
  affiliateSignUpSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('affiliate sign-up (spec §5)', () => {
  it('accepts a valid form and keeps digits only for CPF and phone, the e-mail lower-cased', () => {
    expect(affiliateSignUpSchema.parse(VALID)).toMatchObject({
      email: 'marina@parceiros.com.br',
      cpf: '52998224725',
      phone: '11987654321',
    });
  });

  it('gives the spec’s messages', () => {
    expect(messagesOf({ ...VALID, email: 'marina' })).toEqual(['E-mail inválido']);
    expect(messagesOf({ ...VALID, cpf: '529.982.247-26' })).toEqual(['CPF inválido']);
    expect(messagesOf({ ...VALID, cpf: '5299822472' })).toEqual(['CPF inválido']);
    expect(messagesOf({ ...VALID, phone: '123456789' })).toEqual(['Telefone inválido']);
    expect(messagesOf({ ...VALID, bankDetails: undefined })).toEqual([
      'Dados bancários são necessários para recebimento',
    ]);
    expect(messagesOf({ ...VALID, fullName: 'Al' })).toEqual([AFFILIATE_MESSAGES.fullNameTooShort]);
  });
});

describe('bank details', () => {
  it('a PIX key must be valid as the type chosen', () => {
    expect(isValidPixKeyOfType('cpf', '529.982.247-25')).toBe(true);
    expect(isValidPixKeyOfType('email', '529.982.247-25')).toBe(false);
    expect(isValidPixKeyOfType('telefone', '+5511987654321')).toBe(true);
    expect(isValidPixKeyOfType('telefone', '1130000000')).toBe(false);
  });

  it('a PIX key is kept as the DICT writes it', () => {
    const parse = (tipo_chave: string, chave: string) =>
      bankDetailsSchema.parse({ tipo: 'pix', tipo_chave, chave });
    expect(parse('cpf', '529.982.247-25')).toMatchObject({ chave: '52998224725' });
    expect(parse('telefone', '(11) 98765-4321')).toMatchObject({ chave: '+5511987654321' });
    expect(parse('email', ' Ana@Empresa.com ')).toMatchObject({ chave: 'ana@empresa.com' });
  });

  it('a bank account must have a known bank and the bank’s check digit (leading zeros optional)', () => {
    const account = { tipo: 'conta', banco: '001', agencia: '1234', conta: '12345', digito: '5' };
    expect(bankDetailsSchema.safeParse(account).success).toBe(true);
    expect(bankDetailsSchema.safeParse({ ...account, conta: '00012345' }).success).toBe(true);
    expect(bankDetailsSchema.safeParse({ ...account, digito: '4' }).error?.issues[0]?.message).toBe(
      AFFILIATE_MESSAGES.accountInvalid,
    );
    expect(
      bankDetailsSchema.safeParse({ ...account, banco: '999' }).error?.issues[0]?.message,
    ).toBe(AFFILIATE_MESSAGES.bankUnknown);
  });
});
