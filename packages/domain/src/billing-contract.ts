import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { calendarDay, formatTime } from './dates';
import { UFS } from './enumerations';
import { onlyDigits } from './input-masks';
import type { ExportCell, ExportColumn } from './organizer-export';

/**
 * Buying as a company, and the data a nota fiscal needs: what the payment bodies carry (field
 * names the product keeps), what an order shows of it, and the organizer's issue record. One
 * schema for the browser's form and the API, so both say the same pt-BR words.
 */

export const BILLING_MESSAGES = {
  cnpjRequired: 'Informe o CNPJ.',
  cnpjInvalid: 'CNPJ inválido',
  cpfInvalid: 'CPF inválido',
  razaoSocialRequired: 'Informe a razão social.',
  cepInvalid: 'CEP inválido: use o formato 00000-000.',
  ufInvalid: 'UF inválida: escolha um estado.',
  addressRequired: 'Informe o endereço de cobrança.',
  logradouroRequired: 'Informe o logradouro.',
  numeroRequired: 'Informe o número.',
  bairroRequired: 'Informe o bairro.',
  cidadeRequired: 'Informe a cidade.',
  financeEmailRequired: 'Informe o e-mail do financeiro.',
  financeEmailInvalid: 'E-mail do financeiro inválido.',
  tooLong: 'Texto longo demais.',
  invoiceNumberRequired: 'Informe o número da nota fiscal.',
  invoiceDateInvalid: 'Data inválida: use o formato dd/mm/aaaa.',
  invoiceDateFuture: 'A data de emissão não pode estar no futuro.',
  invoiceNotFound: 'Pedido sem pedido de nota fiscal neste evento.',
  invoiceMarked: 'Nota fiscal registrada.',
  receiptNotPaid: 'O recibo fica disponível depois que o pagamento for confirmado.',
} as const;

const M = BILLING_MESSAGES;

export const TIPOS_PESSOA = ['PF', 'PJ'] as const;
export type TipoPessoa = (typeof TIPOS_PESSOA)[number];

/** A CNPJ as typed: '12.345.678/0001-95', and partial forms on the way; 18 at most. */
export function maskCnpj(value: string): string {
  return formatCnpj(onlyDigits(value, 14));
}

/** A CEP as typed: '01310-100', and partial forms on the way; 9 at most. */
export function maskCep(value: string): string {
  return formatCep(onlyDigits(value, 8));
}

/** '12345678000195' → '12.345.678/0001-95'; '52998224725' → '529.982.247-25'. */
export function formatDocument(digits: string): string {
  return digits.length === 14
    ? formatCnpj(digits)
    : digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: M.tooLong });

export const billingAddressSchema = z.object({
  cep: z
    .string({ error: M.cepInvalid })
    .trim()
    .regex(/^\d{5}-?\d{3}$/, { error: M.cepInvalid })
    .transform((value) => maskCep(value)),
  logradouro: text(200, M.logradouroRequired),
  numero: text(20, M.numeroRequired),
  complemento: z.string().trim().max(100, { error: M.tooLong }).nullish().transform(emptyToNull),
  bairro: text(100, M.bairroRequired),
  cidade: text(100, M.cidadeRequired),
  uf: z
    .string({ error: M.ufInvalid })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => UFS.includes(value), { error: M.ufInvalid }),
});
export type BillingAddress = z.output<typeof billingAddressSchema>;

function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/**
 * The billing fields a payment body may carry (all optional: a buyer who wants neither a
 * company purchase nor a nota fiscal sends none). Their rules depend on each other, so the
 * payment schemas run `checkBilling` over the whole body.
 */
export const billingFields = {
  tipo_pessoa: z.enum(TIPOS_PESSOA, { error: 'Tipo de pessoa inválido.' }).default('PF'),
  cnpj: z
    .string({ error: M.cnpjRequired })
    .trim()
    .max(18, { error: M.cnpjInvalid })
    .nullish()
    .transform((value) => (value ? onlyDigits(value) : null)),
  razao_social: z.string().trim().max(200, { error: M.tooLong }).nullish().transform(emptyToNull),
  inscricao_municipal: z
    .string()
    .trim()
    .max(30, { error: M.tooLong })
    .nullish()
    .transform(emptyToNull),
  endereco_cobranca: billingAddressSchema.nullish().transform((value) => value ?? null),
  /** 'Preciso de nota fiscal' (for a person too: CPF and address). */
  nota_fiscal: z.boolean().default(false),
  /** Where the finance team receives what concerns the purchase. */
  email_financeiro: z
    .string()
    .trim()
    .max(254, { error: M.financeEmailInvalid })
    .nullish()
    .transform(emptyToNull)
    .pipe(z.email({ error: M.financeEmailInvalid }).nullable()),
};

type BillingOutput = {
  tipo_pessoa: TipoPessoa;
  cnpj: string | null;
  razao_social: string | null;
  endereco_cobranca: BillingAddress | null;
  nota_fiscal: boolean;
  email_financeiro: string | null;
  cpf_cliente?: string;
};

/** The rules between the fields: what a company purchase and a nota fiscal each require. */
export function checkBilling(value: BillingOutput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.tipo_pessoa === 'PJ') {
    if (!value.cnpj) issue('cnpj', M.cnpjRequired);
    else if (!isValidCnpj(value.cnpj)) issue('cnpj', M.cnpjInvalid);
    if (!value.razao_social) issue('razao_social', M.razaoSocialRequired);
    if (!value.email_financeiro) issue('email_financeiro', M.financeEmailRequired);
  } else if (value.cnpj) {
    issue('cnpj', 'CNPJ só vale para compra como empresa.');
  }
  if ((value.tipo_pessoa === 'PJ' || value.nota_fiscal) && !value.endereco_cobranca) {
    issue('endereco_cobranca', M.addressRequired);
  }
  if (
    value.tipo_pessoa === 'PF' &&
    value.nota_fiscal &&
    value.cpf_cliente !== undefined &&
    !isValidCpf(value.cpf_cliente)
  ) {
    issue('cpf_cliente', M.cpfInvalid);
  }
}

/** The form's fields alone (the browser checks them before paying; the CPF is the payer's). */
export const billingFormSchema = z
  .object({ ...billingFields, cpf_cliente: z.string().optional() })
  .superRefine(checkBilling);
export type BillingFormInput = z.input<typeof billingFormSchema>;
export type BillingFormOutput = z.output<typeof billingFormSchema>;

/** The organizer's issue record of an order's nota fiscal. */
export const invoiceIssueSchema = z.object({
  numero: z
    .string({ error: M.invoiceNumberRequired })
    .trim()
    .min(1, { error: M.invoiceNumberRequired })
    .max(60, { error: M.tooLong }),
  /** As the organizer types it: 'dd/mm/aaaa'. */
  data: z
    .string({ error: M.invoiceDateInvalid })
    .trim()
    .transform((value, ctx) => {
      const day = dayOfTypedDate(value);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: M.invoiceDateInvalid });
        return z.NEVER;
      }
      return day;
    }),
});
export type InvoiceIssueInput = z.input<typeof invoiceIssueSchema>;

/** 'dd/mm/aaaa' → 'aaaa-mm-dd' when it is a real calendar day, else null. */
export function dayOfTypedDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (
    date.getUTCFullYear() !== Number(yyyy) ||
    date.getUTCMonth() !== Number(mm) - 1 ||
    date.getUTCDate() !== Number(dd) ||
    Number(yyyy) < 2000
  ) {
    return null;
  }
  return `${yyyy}-${mm}-${dd}`;
}

/** 'aaaa-mm-dd' → 'dd/mm/aaaa'. */
export const typedDateOfDay = (day: string): string => day.split('-').reverse().join('/');

/** The organizer's record, as an order and the report show it. */
export const invoiceRecordSchema = z.object({
  numero: z.string(),
  /** 'dd/mm/aaaa', as typed. */
  data: z.string(),
  emitida_por: z.string().nullable(),
});

/** An order's billing data (GET /api/pedidos/:id `faturamento`; Meus Pedidos). */
export const billingViewSchema = z
  .object({
    tipo_pessoa: z.enum(TIPOS_PESSOA),
    nome: z.string(),
    /** The payer's CPF, formatted (a company purchase shows it too: who paid). */
    cpf: z.string(),
    cnpj: z.string().nullable(),
    razao_social: z.string().nullable(),
    inscricao_municipal: z.string().nullable(),
    endereco_cobranca: z
      .object({
        cep: z.string(),
        logradouro: z.string(),
        numero: z.string(),
        complemento: z.string().nullable(),
        bairro: z.string(),
        cidade: z.string(),
        uf: z.string(),
      })
      .nullable(),
    email_financeiro: z.string().nullable(),
    nota_fiscal: z.boolean(),
    nota_emitida: invoiceRecordSchema.nullable(),
  })
  .meta({ id: 'Faturamento' });
export type BillingView = z.infer<typeof billingViewSchema>;

/** One line of the organizer's 'Notas fiscais' tab. */
export const invoiceLineSchema = z.object({
  id_pedido: z.string(),
  numero_pedido: z.number().int(),
  pago_em: z.string(),
  total_centavos: z.number().int(),
  faturamento: billingViewSchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceListSchema = z
  .object({ a_emitir: z.array(invoiceLineSchema), emitidas: z.array(invoiceLineSchema) })
  .meta({ id: 'NotasFiscais' });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** One line of the address, for a receipt or a table cell. */
export function addressLine(address: BillingView['endereco_cobranca']): string {
  if (!address) return '';
  const street = [address.logradouro, address.numero, address.complemento]
    .filter(Boolean)
    .join(', ');
  return `${street} - ${address.bairro} - ${address.cidade}/${address.uf} - CEP ${address.cep}`;
}

const column = (header: string, width = 24): ExportColumn => ({ header, kind: 'text', width });

/** The accountant's export of the 'Notas fiscais' tab: one line an order. */
export const INVOICE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Pedido', kind: 'integer', width: 10 },
  { header: 'Pago em', kind: 'datetime', width: 18 },
  { header: 'Total', kind: 'money', width: 14 },
  column('Tipo', 6),
  column('Nome / Razão social', 36),
  column('CPF / CNPJ', 20),
  column('Inscrição municipal', 18),
  column('Endereço', 60),
  column('E-mail do financeiro', 34),
  column('Situação', 12),
  column('Número da nota', 16),
  column('Data da nota', 12),
];

export function invoiceExportCells(line: InvoiceLine): ExportCell[] {
  const billing = line.faturamento;
  const paidAt = new Date(line.pago_em);
  return [
    line.numero_pedido,
    { wallClock: `${calendarDay(paidAt)}T${formatTime(paidAt)}:00` },
    { cents: line.total_centavos },
    billing.tipo_pessoa,
    billing.tipo_pessoa === 'PJ' ? (billing.razao_social ?? '') : billing.nome,
    billing.tipo_pessoa === 'PJ' ? (billing.cnpj ?? '') : billing.cpf,
    billing.inscricao_municipal,
    addressLine(billing.endereco_cobranca),
    billing.email_financeiro,
    billing.nota_emitida ? 'Emitida' : 'A emitir',
    billing.nota_emitida?.numero ?? null,
    billing.nota_emitida?.data ?? null,
  ];
}
