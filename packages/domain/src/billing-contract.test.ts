import { describe, expect, it } from 'vitest';
import {
  addressLine,
  billingFormSchema,
  dayOfTypedDate,
  invoiceIssueSchema,
  maskCep,
  maskCnpj,
} from './billing-contract';
import { pixPaymentRequestSchema } from './payment-contract';

const ADDRESS = {
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: '',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'sp',
};
const COMPANY = {
  tipo_pessoa: 'PJ' as const,
  cnpj: '11.222.333/0001-81',
  razao_social: 'Empresa Exemplo Ltda',
  endereco_cobranca: ADDRESS,
  email_financeiro: 'financeiro@empresa.com.br',
  nota_fiscal: true,
};

const messagesOf = (input: unknown) => {
  const parsed = billingFormSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('billingFormSchema', () => {
  it('accepts a company purchase and normalizes CNPJ, CEP, UF and empty fields', () => {
    const parsed = billingFormSchema.parse(COMPANY);
    expect(parsed.cnpj).toBe('11222333000181');
    expect(parsed.endereco_cobranca).toEqual({
      ...ADDRESS,
      cep: '01310-100',
      complemento: null,
      uf: 'SP',
    });
    expect(parsed.inscricao_municipal).toBeNull();
  });

  it("refuses a CNPJ whose check digits are wrong with 'CNPJ inválido'", () => {
    expect(messagesOf({ ...COMPANY, cnpj: '11.222.333/0001-82' })).toEqual(['CNPJ inválido']);
    expect(messagesOf({ ...COMPANY, cnpj: '00.000.000/0000-00' })).toEqual(['CNPJ inválido']);
  });

  it('asks a company for CNPJ, razão social, address and finance e-mail', () => {
    expect(messagesOf({ tipo_pessoa: 'PJ' })).toEqual([
      'Informe o CNPJ.',
      'Informe a razão social.',
      'Informe o e-mail do financeiro.',
      'Informe o endereço de cobrança.',
    ]);
  });

  it('checks the CEP format and the UF list in pt-BR', () => {
    expect(
      messagesOf({ ...COMPANY, endereco_cobranca: { ...ADDRESS, cep: '0131-100', uf: 'XX' } }),
    ).toEqual(['CEP inválido: use o formato 00000-000.', 'UF inválida: escolha um estado.']);
  });

  it('asks a person who wants a nota fiscal for the address and a valid CPF', () => {
    expect(messagesOf({ nota_fiscal: true, cpf_cliente: '52998224725' })).toEqual([
      'Informe o endereço de cobrança.',
    ]);
    expect(
      messagesOf({ nota_fiscal: true, cpf_cliente: '52998224726', endereco_cobranca: ADDRESS }),
    ).toEqual(['CPF inválido']);
    expect(messagesOf({})).toEqual([]);
  });

  it('refuses a CNPJ on a person’s purchase', () => {
    expect(messagesOf({ cnpj: '11222333000181' })).toEqual([
      'CNPJ só vale para compra como empresa.',
    ]);
  });
});

describe('payment bodies carry the billing fields', () => {
  const body = {
    id_pedido: '00000000-0000-4000-8000-000000000000',
    recaptcha_token: 'x',
    tickets: [{ id_ticket: '00000000-0000-4000-8000-000000000001', quantidade_produto: 1 }],
    nome_cliente: 'Ana Souza',
    email_cliente: 'ana@empresa.com.br',
    cpf_cliente: '529.982.247-25',
    valor_total_produto: 100,
  };

  it('defaults to a person without nota fiscal', () => {
    const parsed = pixPaymentRequestSchema.parse(body);
    expect(parsed.tipo_pessoa).toBe('PF');
    expect(parsed.nota_fiscal).toBe(false);
  });

  it("refuses a company body with a bad CNPJ with 'CNPJ inválido'", () => {
    const parsed = pixPaymentRequestSchema.safeParse({
      ...body,
      ...COMPANY,
      cnpj: '11222333000180',
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['CNPJ inválido']);
  });
});

describe('invoiceIssueSchema', () => {
  it('reads the date the organizer types as dd/mm/aaaa', () => {
    expect(invoiceIssueSchema.parse({ numero: ' 123 ', data: '05/12/2026' })).toEqual({
      numero: '123',
      data: '2026-12-05',
    });
  });

  it('refuses a missing number and a date that is not a day', () => {
    const parsed = invoiceIssueSchema.safeParse({ numero: '', data: '31/02/2026' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Informe o número da nota fiscal.',
      'Data inválida: use o formato dd/mm/aaaa.',
    ]);
    expect(dayOfTypedDate('2026-12-05')).toBeNull();
  });
});

describe('masks and lines', () => {
  it('masks CNPJ and CEP as typed', () => {
    expect(maskCnpj('11222333')).toBe('11.222.333');
    expect(maskCnpj('112223330001819999')).toBe('11.222.333/0001-81');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('0131')).toBe('0131');
  });

  it('writes an address on one line', () => {
    expect(addressLine({ ...ADDRESS, cep: '01310-100', complemento: 'Sala 5', uf: 'SP' })).toBe(
      'Avenida Paulista, 1000, Sala 5 - Bela Vista - São Paulo/SP - CEP 01310-100',
    );
  });
});
