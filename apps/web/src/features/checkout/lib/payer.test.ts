import { describe, expect, it } from 'vitest';
import { EMPTY_PAYER, payerFromParticipants, payerSchema, validPayer } from './payer';

const issues = (values: { nome: string; email: string; cpf: string }) => {
  const result = payerSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
};

describe('payer', () => {
  it('comes from the first saved participant', () => {
    window.localStorage.setItem(
      'participantData',
      JSON.stringify([
        { nome: ' Ana ', sobrenome: 'Souza', email: 'ana@empresa.com.br ', cpf: '52998224725' },
        { nome: 'Bruno', sobrenome: 'Lima', email: 'bruno@empresa.com.br', cpf: '' },
      ]),
    );
    expect(payerFromParticipants()).toEqual({
      nome: 'Ana Souza',
      email: 'ana@empresa.com.br',
      cpf: '52998224725',
    });
  });

  it('is empty without participants', () => {
    expect(payerFromParticipants()).toEqual(EMPTY_PAYER);
  });

  it("requires the CPF: 'CPF é obrigatório.', then the check digits", () => {
    const payer = { nome: 'Ana Souza', email: 'ana@empresa.com.br', cpf: '' };
    expect(issues(payer)).toEqual([['cpf', 'CPF é obrigatório.']]);
    expect(issues({ ...payer, cpf: '11111111111' })).toEqual([['cpf', 'CPF inválido']]);
    expect(issues({ ...payer, cpf: '529.982.247-25' })).toEqual([
      ['cpf', 'Apenas números são permitidos'],
    ]);
    expect(validPayer({ ...payer, cpf: ' 52998224725 ' })).toEqual({
      ...payer,
      cpf: '52998224725',
    });
  });

  it('checks the name and the e-mail with the participant form’s messages', () => {
    expect(issues({ nome: '', email: '', cpf: '52998224725' })).toEqual([
      ['nome', 'Campo obrigatório'],
      ['email', 'E-mail é obrigatório'],
    ]);
    expect(issues({ nome: 'A', email: 'ana@', cpf: '52998224725' })).toEqual([
      ['nome', 'Nome deve ter pelo menos 2 caracteres'],
      ['email', 'E-mail inválido'],
    ]);
  });
});
