import { getBankByCode } from '@brazilian-utils/brazilian-utils/get-bank-by-code';
import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';
import { isValidBankAccount } from '@brazilian-utils/brazilian-utils/is-valid-bank-account';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import { isValidPixKey } from '@brazilian-utils/brazilian-utils/is-valid-pix-key';
import { z } from 'zod';
import {
  AFFILIATE_MESSAGES,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  SALE_STATUSES,
  type PixKeyType,
} from './affiliate-texts';
import { toCsv } from './csv';
import { PAYOUT_MONTH_PATTERN } from './payout-month';

export {
  AFFILIATE_MESSAGES,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  SALE_STATUS_LABELS,
  SALE_STATUSES,
  type PixKeyType,
  type SaleStatus,
} from './affiliate-texts';

/**
 * Affiliates (issue 16): sign-up (spec §5 "Affiliate sign-up", its messages letter for letter),
 * affiliating to events, the portal's figures (always sums of ledger entries) and the admins'
 * monthly payout. Money in integer cents (`*_cents`); instants in ISO 8601 UTC.
 */
const M = AFFILIATE_MESSAGES;

const digitsOf = (value: string) => value.replace(/\D/g, '');

const LIBRARY_PIX_TYPE = {
  cpf: 'cpf',
  cnpj: 'cnpj',
  email: 'email',
  telefone: 'phone',
  aleatoria: 'evp',
} as const;

/** A PIX key is valid only as the kind of key it says it is. */
export function isValidPixKeyOfType(type: PixKeyType, key: string): boolean {
  return isValidPixKey(key.trim(), { accept: [LIBRARY_PIX_TYPE[type]] });
}

const pixDetailsSchema = z
  .object({
    tipo: z.literal('pix'),
    tipo_chave: z.enum(PIX_KEY_TYPES, { error: M.pixKeyInvalid }),
    chave: z
      .string({ error: M.bankDetailsRequired })
      .trim()
      .min(5, { error: M.bankDetailsRequired })
      .max(77, { error: M.pixKeyInvalid }),
  })
  .superRefine((value, ctx) => {
    if (!isValidPixKeyOfType(value.tipo_chave, value.chave)) {
      ctx.addIssue({ code: 'custom', path: ['chave'], message: M.pixKeyInvalid });
    }
  })
  // Stored as the DICT writes it (CPF digits only, phone +55…, e-mail lower-cased): the form the
  // bank's PIX batch expects.
  .transform((value) => ({
    ...value,
    chave: getPixKeyInfo(value.chave.trim())?.value ?? value.chave.trim(),
  }));

/**
 * The library checks each bank's own account length (Banco do Brasil: 8 digits), while people
 * type their account without the leading zeros the bank prints ('12345-6'): the zeros change no
 * check digit, so the account is checked at every length up to 13 (the agency the same, to 4).
 */
function isValidBankAccountAsTyped(bank: string, agency: string, account: string, digit: string) {
  const agencies = [agency, agency.padStart(4, '0')];
  for (let length = account.length; length <= 13; length += 1) {
    const padded = account.padStart(length, '0');
    const matches = agencies.some((candidate) =>
      isValidBankAccount({ bankCode: bank, agency: candidate, account: padded, digit }),
    );
    if (matches) return true;
  }
  return false;
}

const bankAccountSchema = z
  .object({
    tipo: z.literal('conta'),
    banco: z
      .string({ error: M.bankDetailsRequired })
      .trim()
      .regex(/^\d{3}$/, { error: M.bankUnknown })
      .refine((code) => getBankByCode(code) !== null, { error: M.bankUnknown }),
    agencia: z
      .string({ error: M.bankDetailsRequired })
      .trim()
      .regex(/^\d{1,5}$/, { error: M.agencyInvalid }),
    conta: z
      .string({ error: M.bankDetailsRequired })
      .trim()
      .regex(/^\d{1,13}$/, { error: M.accountInvalid }),
    digito: z
      .string({ error: M.accountInvalid })
      .trim()
      .regex(/^[0-9Xx]{1,2}$|^[Pp]$/, { error: M.accountInvalid }),
  })
  .superRefine((value, ctx) => {
    if (getBankByCode(value.banco) === null) return;
    const valid = isValidBankAccountAsTyped(
      value.banco,
      value.agencia,
      value.conta,
      value.digito.toUpperCase(),
    );
    if (!valid) ctx.addIssue({ code: 'custom', path: ['conta'], message: M.accountInvalid });
  });

export const bankDetailsSchema = z.discriminatedUnion(
  'tipo',
  [pixDetailsSchema, bankAccountSchema],
  {
    error: M.bankDetailsRequired,
  },
);
export type BankDetails = z.output<typeof bankDetailsSchema>;

/** Bank details as stored and answered (already checked on the way in): the shape alone. */
export const storedBankDetailsSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('pix'), tipo_chave: z.enum(PIX_KEY_TYPES), chave: z.string() }),
  z.object({
    tipo: z.literal('conta'),
    banco: z.string(),
    agencia: z.string(),
    conta: z.string(),
    digito: z.string(),
  }),
]);

/** The bank's name for a code ('001' → 'Banco do Brasil S.A.'), or the code when unknown. */
export function bankName(code: string): string {
  return getBankByCode(code)?.name ?? code;
}

/** POST /api/afiliados — spec §3 "Affiliate registration" field names, §5 rules. */
export const affiliateSignUpSchema = z
  .object({
    fullName: z
      .string({ error: M.fullNameTooShort })
      .trim()
      .min(3, { error: M.fullNameTooShort })
      .max(120, { error: M.tooLong }),
    email: z
      .string({ error: M.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, { error: M.emailInvalid })
      .pipe(z.email({ error: M.emailInvalid })),
    // §5: 11 to 14 characters (with or without the mask); beyond the spec, the check digits.
    cpf: z
      .string({ error: M.cpfInvalid })
      .trim()
      .min(11, { error: M.cpfInvalid, abort: true })
      .max(14, { error: M.cpfInvalid, abort: true })
      .refine((value) => /^[\d.\-\s]+$/.test(value) && isValidCpf(digitsOf(value)), {
        error: M.cpfInvalid,
      })
      .transform(digitsOf),
    // §5: at least 10 characters; beyond the spec, a real Brazilian number (DDD + 8 or 9 digits).
    phone: z
      .string({ error: M.phoneInvalid })
      .trim()
      .min(10, { error: M.phoneInvalid, abort: true })
      .max(20, { error: M.phoneInvalid, abort: true })
      .refine((value) => /^[\d()\-\s+]+$/.test(value) && isValidPhone(value), {
        error: M.phoneInvalid,
      })
      .transform(digitsOf),
    bankDetails: bankDetailsSchema,
  })
  .meta({ id: 'CadastroDeAfiliado' });
export type AffiliateSignUpRequest = z.input<typeof affiliateSignUpSchema>;
export type AffiliateSignUp = z.output<typeof affiliateSignUpSchema>;

export const affiliateSignUpResponseSchema = z
  .object({ codigo: z.string(), nome: z.string() })
  .meta({ id: 'AfiliadoCadastrado' });
export type AffiliateSignUpResponse = z.infer<typeof affiliateSignUpResponseSchema>;

/*
 * Answers (below) use plain strings for ids and instants, described rather than checked: a
 * response schema of plain JSON shapes is written without zod's copy of every row
 * (apps/api/src/http/json-serializer.ts), and the server makes these values itself.
 */
const id = () => z.string().describe('UUID');
const instant = () => z.string().describe('ISO 8601, UTC');

/** An event the affiliate has joined, with what one ticket can earn at most (§9). */
export const affiliatedEventSchema = z
  .object({
    id: id(),
    titulo: z.string(),
    inicio: instant(),
    categoria: z.string(),
    imagem: z.string(),
    /** The event's commission, a percent with up to two decimals (12.5 for 12,5 %). */
    comissao_percentual: z.number(),
    ganho_maximo_cents: z.number().int(),
    afiliado_em: instant(),
  })
  .meta({ id: 'EventoAfiliado' });
export type AffiliatedEvent = z.infer<typeof affiliatedEventSchema>;

/** GET /api/afiliados/me — Visão Geral. */
export const affiliatePortalSchema = z
  .object({
    codigo: z.string(),
    nome: z.string(),
    /** Every entry: commissions less reversals. */
    total_cents: z.number().int(),
    /** Entries not yet in a paid payout (negative when a refund after payout is still owed). */
    pendente_cents: z.number().int(),
    pago_cents: z.number().int(),
    eventos: z.array(affiliatedEventSchema),
  })
  .meta({ id: 'PortalDoAfiliado' });
export type AffiliatePortal = z.infer<typeof affiliatePortalSchema>;

/** One ticket sold through the affiliate's link. */
export const affiliateSaleSchema = z.object({
  id: id(),
  evento_id: id(),
  evento_titulo: z.string(),
  evento_inicio: instant(),
  data_venda: instant(),
  valor_cents: z.number().int(),
  comissao_cents: z.number().int(),
  status: z.enum(SALE_STATUSES),
  /** When the commission can be paid (the refund window and the event are over). */
  liberada_em: instant(),
  /** The order the ticket is in (its number, as the buyer sees it). */
  pedido_numero: z.number().int(),
  /** What the reversal took back ('estornado'), a positive amount; 0 otherwise. */
  comissao_estornada_cents: z.number().int(),
});
export type AffiliateSale = z.infer<typeof affiliateSaleSchema>;

export const SALES_CHART_DAYS = 30;
export const MAX_LISTED_SALES = 500;

/** GET /api/afiliados/me/vendas — Vendas and the last 30 days' chart. */
export const affiliateSalesSchema = z
  .object({
    vendas: z.array(affiliateSaleSchema),
    /** Rows in all (refunded ones included): more than listed when over MAX_LISTED_SALES. */
    total_vendas: z.number().int(),
    /** Tickets sold and not refunded: the figure the screens call 'ingressos vendidos'. */
    ingressos_vendidos: z.number().int(),
    /** Every commission less every reversal (the ledger's sum). */
    comissoes_cents: z.number().int(),
    /**
     * SALES_CHART_DAYS days, oldest first, São Paulo days of the sale, zeros included; tickets
     * and commissions net of refunds.
     */
    por_dia: z.array(
      z.object({ dia: z.string(), vendas: z.number().int(), comissao_cents: z.number().int() }),
    ),
  })
  .meta({ id: 'VendasDoAfiliado' });
export type AffiliateSales = z.infer<typeof affiliateSalesSchema>;

/** GET /api/afiliados/me/eventos/:eventId — the event page's affiliate box. */
export const affiliateEventOfferSchema = z
  .object({
    afiliado: z.boolean(),
    /** The event's commission, a percent with up to two decimals (12.5 for 12,5 %). */
    comissao_percentual: z.number(),
    ganho_maximo_cents: z.number().int(),
  })
  .meta({ id: 'OfertaDeAfiliacao' });
export type AffiliateEventOffer = z.infer<typeof affiliateEventOfferSchema>;

export const affiliateEventParamsSchema = z.object({
  eventId: z.uuid({ error: M.eventNotFound }),
});

// --- admins: the monthly payout ------------------------------------------------------------

export const payoutMonthSchema = z
  .string({ error: M.payoutMonthInvalid })
  .regex(PAYOUT_MONTH_PATTERN, { error: M.payoutMonthInvalid });

export const closePayoutMonthRequestSchema = z
  .object({ mes: payoutMonthSchema })
  .meta({ id: 'FechamentoDeMes' });

export const markPayoutPaidRequestSchema = z
  .object({
    pago_em: z
      .string({ error: M.payoutDateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.payoutDateInvalid }),
  })
  .meta({ id: 'PagamentoDeRepasse' });

export const payoutParamsSchema = z.object({ payoutId: z.uuid({ error: M.payoutNotFound }) });

export const payoutSummarySchema = z.object({
  id: id(),
  mes: z.string(),
  total_cents: z.number().int(),
  afiliados: z.number().int(),
  fechado_em: instant(),
  /** 'YYYY-MM-DD', or null while it is to be paid. */
  pago_em: z.string().nullable(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

export const payoutLineSchema = z.object({
  afiliado_id: id(),
  codigo: z.string(),
  nome: z.string(),
  cpf: z.string(),
  dados_bancarios: storedBankDetailsSchema,
  valor_cents: z.number().int(),
  lancamentos: z.number().int(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutDetailSchema = payoutSummarySchema
  .extend({ linhas: z.array(payoutLineSchema) })
  .meta({ id: 'Repasse' });
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

/** GET /api/organizador/repasses — the batches, and what closing the last ended month pays. */
export const payoutOverviewSchema = z
  .object({
    a_fechar: z
      .object({ mes: z.string(), total_cents: z.number().int(), afiliados: z.number().int() })
      .nullable(),
    repasses: z.array(payoutSummarySchema),
  })
  .meta({ id: 'Repasses' });
export type PayoutOverview = z.infer<typeof payoutOverviewSchema>;

/**
 * An affiliate's entries not yet in a payout that one month's close would take: their sum (less
 * reversals), how many, when the last of them becomes payable and the month that pays them.
 */
export const pendingPayoutSchema = z.object({
  afiliado_id: id(),
  codigo: z.string(),
  nome: z.string(),
  valor_cents: z.number().int(),
  lancamentos: z.number().int(),
  /** The latest `payable_at` of these entries: all of them are payable from then on. */
  liberada_em: instant(),
  /** 'YYYY-MM': the payout month whose close takes them. */
  mes: z.string(),
  /** When that month ends, so it can be closed (ISO 8601). */
  fechamento_em: instant(),
  /** Without CPF or bank details the close leaves them out until they are filled in. */
  dados_completos: z.boolean(),
});
export type PendingPayout = z.infer<typeof pendingPayoutSchema>;

/** GET /api/organizador/repasses/pendentes — 'A fechar': what the next closes will take. */
export const pendingPayoutsSchema = z
  .object({ pendentes: z.array(pendingPayoutSchema) })
  .meta({ id: 'RepassesAFechar' });
export type PendingPayouts = z.infer<typeof pendingPayoutsSchema>;

/**
 * The bank file's columns for one payee (the affiliates' and the organizations' payouts): PIX key
 * type and key, or bank name, code, agency, account and digit.
 */
function bankDetailsColumns(details: BankDetails): string[] {
  return details.tipo === 'pix'
    ? [PIX_KEY_TYPE_LABELS[details.tipo_chave], details.chave, '', '', '', '', '']
    : [
        '',
        '',
        bankName(details.banco),
        details.banco,
        details.agencia,
        details.conta,
        details.digito,
      ];
}

/** One payee's line in a bank file. */
export interface BankFilePayee {
  name: string;
  document: string;
  bankDetails: BankDetails;
  cents: number;
  reference: string;
}

/**
 * A payout as a CSV for the bank's PIX batch upload (the affiliates' monthly batch, the
 * organizations' payouts): UTF-8 with BOM, `;`, decimal comma (domain `csv.ts`). The first two
 * columns are named for the payee ('Nome' and 'CPF', 'Organização' and 'CPF/CNPJ').
 */
export function bankFileCsv(
  labels: { name: string; document: string },
  payees: readonly BankFilePayee[],
): string {
  return toCsv(
    [
      labels.name,
      labels.document,
      'Tipo de chave PIX',
      'Chave PIX',
      'Banco',
      'Código do banco',
      'Agência',
      'Conta',
      'Dígito',
      'Valor',
      'Identificação',
    ],
    payees.map((payee) => [
      payee.name,
      payee.document,
      ...bankDetailsColumns(payee.bankDetails),
      { cents: payee.cents },
      payee.reference,
    ]),
  );
}
