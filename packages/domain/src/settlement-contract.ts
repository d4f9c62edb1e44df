import { z } from 'zod';
import { storedBankDetailsSchema } from './affiliate-contract';
import { PAYOUT_MONTH_PATTERN } from './payout-month';
import {
  basisPointsToPercent,
  MAX_FEE_FIXED_CENTS,
  MAX_FEE_PERCENT_BP,
  percentToBasisPoints,
  SETTLEMENT_ENTRY_KINDS,
  type FeeTerms,
} from './settlement';

export * from './settlement';

/**
 * Settlement (issue 29): the platform's fee per organization, the organizer's statement, the
 * operator's payouts and the monthly reconciliation — what the browser sends and gets back.
 * Field names are the ones the issue fixes (others script against them).
 */
export const SETTLEMENT_MESSAGES = {
  feePercentInvalid:
    'A taxa percentual deve ser um número entre 0 e 50, com até duas casas decimais.',
  feeFixedInvalid: 'A taxa fixa deve ser um valor em centavos entre 0 e 10000 (R$ 100,00).',
  feeBuyerPaysRequired: 'Informe se a taxa é paga pelo comprador ou absorvida pelo organizador.',
  feeSaved: 'Taxa da organização salva.',
  organizationNotFound: 'Organização não encontrada.',
  payoutNotFound: 'Repasse não encontrado.',
  nothingToPay: 'Nenhuma organização tem saldo disponível para repasse.',
  payoutsClosed: 'Repasses fechados.',
  paidOnInvalid: 'Informe a data do pagamento (AAAA-MM-DD), que não pode estar no futuro.',
  alreadyPaid: 'Este repasse já foi marcado como pago.',
  payoutMarkedPaid: 'Repasse marcado como pago.',
  monthInvalid: 'Mês inválido. Use o formato AAAA-MM.',
  formatInvalid: 'Formato inválido. Use csv ou xlsx.',
  pageInvalid: 'Página inválida.',
} as const;
const M = SETTLEMENT_MESSAGES;

const id = () => z.string().describe('UUID');
const instant = () => z.string().describe('ISO 8601, UTC');
const cents = () => z.number().int().describe('centavos');

/** PUT /api/operador/organizacoes/:id/taxa (operator only). */
export const feeTermsSchema = z
  .object({
    taxa_percentual: z.coerce
      .number({ error: M.feePercentInvalid })
      .min(0, { error: M.feePercentInvalid })
      .max(MAX_FEE_PERCENT_BP / 100, { error: M.feePercentInvalid })
      .refine((value) => Number.isInteger(Math.round(value * 1e6) / 1e4), {
        error: M.feePercentInvalid,
      }),
    taxa_fixa_centavos: z
      .number({ error: M.feeFixedInvalid })
      .int({ error: M.feeFixedInvalid })
      .min(0, { error: M.feeFixedInvalid })
      .max(MAX_FEE_FIXED_CENTS, { error: M.feeFixedInvalid }),
    taxa_paga_pelo_comprador: z.boolean({ error: M.feeBuyerPaysRequired }),
  })
  .meta({ id: 'TaxaDaOrganizacao' });
export type FeeTermsRequest = z.input<typeof feeTermsSchema>;

/** The fee as every view of an organization answers it. */
export const feeTermsViewSchema = z.object({
  taxa_percentual: z.number().describe('7.5 = 7,5 %'),
  taxa_fixa_centavos: cents(),
  taxa_paga_pelo_comprador: z.boolean(),
});
export type FeeTermsView = z.infer<typeof feeTermsViewSchema>;

/**
 * Where an entry stands for the organization: not yet payable ('a_receber'), payable and in no
 * payout ('disponivel'), in a payout not yet marked paid ('em_repasse'), or paid ('pago').
 */
export const ENTRY_SITUATIONS = ['a_receber', 'disponivel', 'em_repasse', 'pago'] as const;
export type EntrySituation = (typeof ENTRY_SITUATIONS)[number];

export const ENTRY_KIND_LABELS: Record<(typeof SETTLEMENT_ENTRY_KINDS)[number], string> = {
  venda: 'Venda',
  taxa: 'Taxa da plataforma',
  comissao: 'Comissão de afiliado',
  estorno: 'Estorno',
};
export const ENTRY_SITUATION_LABELS: Record<EntrySituation, string> = {
  a_receber: 'A receber',
  disponivel: 'Disponível',
  em_repasse: 'Em repasse',
  pago: 'Pago',
};

/** One line of the organizer's ledger, traceable to its order and ticket. */
export const statementEntrySchema = z
  .object({
    id: id(),
    tipo: z.enum(SETTLEMENT_ENTRY_KINDS),
    /** For an 'estorno': the kind of entry it reverses. */
    estorna: z.enum(SETTLEMENT_ENTRY_KINDS).nullable(),
    valor_centavos: cents().describe('positivo: crédito; negativo: débito'),
    pedido_id: id(),
    pedido_numero: z.number().int(),
    ingresso_posicao: z.number().int(),
    evento_id: id(),
    evento_titulo: z.string(),
    disponivel_em: instant(),
    situacao: z.enum(ENTRY_SITUATIONS),
    repasse_id: id().nullable(),
    criado_em: instant(),
  })
  .meta({ id: 'LancamentoDoExtrato' });
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** An event's figures in the statement. */
export const statementEventSchema = z.object({
  evento_id: id(),
  titulo: z.string(),
  termina_em: instant(),
  disponivel_em: instant(),
  vendas_centavos: cents(),
  taxas_centavos: cents().describe('negativo'),
  comissoes_centavos: cents().describe('negativo'),
  estornos_centavos: cents(),
  liquido_centavos: cents(),
});
export type StatementEvent = z.infer<typeof statementEventSchema>;

/** A payout as its organization and the operator see it. */
export const payoutSchema = z
  .object({
    id: id(),
    organizacao_id: id(),
    organizacao: z.string(),
    documento: z.string().nullable(),
    total_centavos: cents(),
    lancamentos: z.number().int(),
    dados_bancarios: storedBankDetailsSchema,
    fechado_em: instant(),
    pago_em: z.string().nullable().describe('AAAA-MM-DD, o dia em que o banco pagou'),
  })
  .meta({ id: 'RepasseDeOrganizacao' });
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/organizacoes/:id/extrato */
export const statementQuerySchema = z.object({
  evento_id: z.uuid({ error: 'Evento inválido.' }).optional(),
  repasse_id: z.uuid({ error: M.payoutNotFound }).optional(),
  pagina: z.coerce.number({ error: M.pageInvalid }).int().min(1).max(100_000).default(1),
});
export const STATEMENT_PAGE_SIZE = 50;
export const statementResponseSchema = z
  .object({
    resumo: z.object({
      a_receber_centavos: cents(),
      disponivel_centavos: cents(),
      em_repasse_centavos: cents(),
      pago_centavos: cents(),
    }),
    eventos: z.array(statementEventSchema),
    repasses: z.array(payoutSchema),
    lancamentos: z.array(statementEntrySchema),
    pagina: z.number().int(),
    total_lancamentos: z.number().int(),
  })
  .meta({ id: 'ExtratoDaOrganizacao' });
export type StatementResponse = z.infer<typeof statementResponseSchema>;

/** GET /api/organizacoes/:id/extrato/exportacao?formato= */
export const statementExportQuerySchema = z.object({
  formato: z.enum(['csv', 'xlsx'], { error: M.formatInvalid }).default('csv'),
  evento_id: z.uuid({ error: 'Evento inválido.' }).optional(),
  repasse_id: z.uuid({ error: M.payoutNotFound }).optional(),
});

/** GET /api/operador/repasses: who can be paid, and the payouts made. */
export const payableOrganizationSchema = z.object({
  organizacao_id: id(),
  organizacao: z.string(),
  disponivel_centavos: cents(),
  a_receber_centavos: cents(),
  lancamentos_disponiveis: z.number().int(),
  /** Without payout details it waits: the bank file would have nowhere to send it. */
  tem_dados_bancarios: z.boolean(),
});
export type PayableOrganization = z.infer<typeof payableOrganizationSchema>;
export const operatorPayoutsResponseSchema = z
  .object({
    saldos: z.array(payableOrganizationSchema),
    repasses: z.array(payoutSchema),
  })
  .meta({ id: 'RepassesDoOperador' });
export type OperatorPayoutsResponse = z.infer<typeof operatorPayoutsResponseSchema>;

/** POST /api/operador/repasses */
export const closePayoutsSchema = z.object({
  organizacao_id: z.uuid({ error: M.organizationNotFound }).nullish(),
});
export const closePayoutsResponseSchema = z.object({
  repasses: z.array(payoutSchema),
  message: z.string(),
});

/** POST /api/operador/repasses/:id/pagamento */
export const markPayoutPaidSchema = z.object({
  pago_em: z.iso.date({ error: M.paidOnInvalid }),
});

/** GET /api/operador/repasses/:id and /api/organizacoes/:id/repasses/:repasseId */
export const payoutDetailResponseSchema = z.object({
  repasse: payoutSchema,
  lancamentos: z.array(statementEntrySchema),
});
export type PayoutDetailResponse = z.infer<typeof payoutDetailResponseSchema>;

/** GET /api/operador/conciliacao?mes=YYYY-MM */
export const reconciliationQuerySchema = z.object({
  mes: z.string({ error: M.monthInvalid }).regex(PAYOUT_MONTH_PATTERN, { error: M.monthInvalid }),
});

/** Where the money of a set of orders went; `diferenca_centavos` is 0 when it balances. */
export const moneySplitSchema = z.object({
  recebido_centavos: cents().describe('o que o provedor recebeu, juros incluídos'),
  reembolsos_centavos: cents(),
  taxas_plataforma_centavos: cents(),
  comissoes_afiliados_centavos: cents(),
  creditos_organizadores_centavos: cents(),
  juros_centavos: cents().describe('juros do parcelamento, à parte'),
  diferenca_centavos: cents(),
});
export type MoneySplit = z.infer<typeof moneySplitSchema>;

export const reconciliationResponseSchema = z
  .object({
    mes: z.string(),
    pedidos: z.number().int().describe('pedidos pagos no mês'),
    ...moneySplitSchema.shape,
    eventos: z.array(
      z.object({
        evento_id: id(),
        titulo: z.string(),
        organizacao: z.string(),
        pedidos: z.number().int(),
        ...moneySplitSchema.shape,
      }),
    ),
    /** Every order whose money does not add up, with its own split. */
    divergencias: z.array(
      z.object({
        pedido_id: id(),
        pedido_numero: z.number().int(),
        evento_titulo: z.string(),
        ...moneySplitSchema.shape,
      }),
    ),
  })
  .meta({ id: 'Conciliacao' });
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;

/** The fee as answered, from the stored terms. */
export function feeTermsView(terms: FeeTerms): FeeTermsView {
  return {
    taxa_percentual: basisPointsToPercent(terms.percentBp),
    taxa_fixa_centavos: terms.fixedCents,
    taxa_paga_pelo_comprador: terms.buyerPays,
  };
}

/** The stored terms from a validated request. */
export function feeTermsOf(request: z.output<typeof feeTermsSchema>): FeeTerms {
  return {
    percentBp: percentToBasisPoints(request.taxa_percentual),
    fixedCents: request.taxa_fixa_centavos,
    buyerPays: request.taxa_paga_pelo_comprador,
  };
}
