import {
  billingFormSchema,
  type BillingFormOutput,
  type TipoPessoa,
} from '@bilheteria/domain/billing-contract';

/**
 * 'Comprar como empresa' and 'Preciso de nota fiscal' at payment, as typed: every field a
 * string, the address kept while the boxes go on and off. Checked by the same schema as the
 * API's payment bodies (billing-contract.ts), so the words are the same.
 */
export interface BillingValues {
  empresa: boolean;
  notaFiscal: boolean;
  cnpj: string;
  razaoSocial: string;
  inscricaoMunicipal: string;
  emailFinanceiro: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

export const EMPTY_BILLING: BillingValues = {
  empresa: false,
  notaFiscal: false,
  cnpj: '',
  razaoSocial: '',
  inscricaoMunicipal: '',
  emailFinanceiro: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
};

export type BillingField = Exclude<keyof BillingValues, 'empresa' | 'notaFiscal'>;
export type BillingErrors = Partial<Record<BillingField, string>>;

/** The fields in the order they are shown: the first with an error takes the focus. */
export const BILLING_FIELD_ORDER: readonly BillingField[] = [
  'cnpj',
  'razaoSocial',
  'inscricaoMunicipal',
  'emailFinanceiro',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
];

/** What the payment bodies carry of it (their field names). */
export type BillingBody = Omit<BillingFormOutput, 'cpf_cliente'>;

const needsAddress = (values: BillingValues) => values.empresa || values.notaFiscal;

function bodyInput(values: BillingValues, cpf: string) {
  const tipo: TipoPessoa = values.empresa ? 'PJ' : 'PF';
  return {
    tipo_pessoa: tipo,
    cnpj: values.empresa ? values.cnpj : null,
    razao_social: values.empresa ? values.razaoSocial : null,
    inscricao_municipal: values.empresa ? values.inscricaoMunicipal : null,
    email_financeiro: values.empresa ? values.emailFinanceiro : null,
    nota_fiscal: values.empresa || values.notaFiscal,
    endereco_cobranca: needsAddress(values)
      ? {
          cep: values.cep,
          logradouro: values.logradouro,
          numero: values.numero,
          complemento: values.complemento,
          bairro: values.bairro,
          cidade: values.cidade,
          uf: values.uf,
        }
      : null,
    cpf_cliente: cpf,
  };
}

const FIELD_OF_PATH: Record<string, BillingField> = {
  cnpj: 'cnpj',
  razao_social: 'razaoSocial',
  inscricao_municipal: 'inscricaoMunicipal',
  email_financeiro: 'emailFinanceiro',
};

/**
 * The billing body, or the errors by field (each address field asks for itself). A bad CPF
 * is the payer's field's error, shown there.
 */
export function checkBillingValues(
  values: BillingValues,
  cpf: string,
): { body: BillingBody; errors: null } | { body: null; errors: BillingErrors } {
  const result = billingFormSchema.safeParse(bodyInput(values, cpf));
  if (result.success) {
    const { cpf_cliente: _cpf, ...body } = result.data;
    return { body, errors: null };
  }
  const errors: BillingErrors = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path.map(String);
    // The payer's CPF has its own field and message above ('Dados do pagador').
    if (first === 'cpf_cliente' || first === undefined) continue;
    const field =
      first === 'endereco_cobranca' ? (second as BillingField | undefined) : FIELD_OF_PATH[first];
    if (field) errors[field] ??= issue.message;
  }
  return { body: null, errors };
}
