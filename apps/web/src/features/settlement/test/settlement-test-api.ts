import type {
  OperatorPayoutsResponse,
  Payout,
  PayoutDetailResponse,
  ReconciliationResponse,
  StatementEntry,
  StatementResponse,
} from '@bilheteria/domain/settlement-contract';
import { SETTLEMENT_MESSAGES } from '@bilheteria/domain/settlement-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The settlement API (issue 29) answered at the network edge (imported by tests only). */

export const ORG_ID = '0b6f1c1e-6a43-4f7e-9a55-3c2f0f6d1a01';
export const OTHER_ORG_ID = '0b6f1c1e-6a43-4f7e-9a55-3c2f0f6d1a02';
export const EVENT_ID = '3e1d2c4b-5a69-4788-9a0b-1c2d3e4f5a01';
export const OTHER_EVENT_ID = '3e1d2c4b-5a69-4788-9a0b-1c2d3e4f5a02';
export const PAYOUT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';
export const PAID_PAYOUT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02';
export const ORDER_ID = '6f5e4d3c-2b1a-4098-8765-43210fedcba1';

export function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: PAYOUT_ID,
    organizacao_id: ORG_ID,
    organizacao: 'IBGI',
    documento: '11222333000181',
    total_centavos: 184_600,
    lancamentos: 6,
    dados_bancarios: { tipo: 'pix', tipo_chave: 'cnpj', chave: '11222333000181' },
    // 23:30 of 1 April in São Paulo: already the 2nd in UTC.
    fechado_em: '2026-04-02T02:30:00.000Z',
    pago_em: null,
    ...overrides,
  };
}

export const paidPayout = payout({
  id: PAID_PAYOUT_ID,
  total_centavos: 50_000,
  lancamentos: 2,
  fechado_em: '2026-03-02T13:00:00.000Z',
  pago_em: '2026-03-05',
});

export function entry(overrides: Partial<StatementEntry> = {}): StatementEntry {
  return {
    id: 'e1',
    tipo: 'venda',
    estorna: null,
    valor_centavos: 100_000,
    pedido_id: ORDER_ID,
    pedido_numero: 1042,
    ingresso_posicao: 1,
    evento_id: EVENT_ID,
    evento_titulo: 'RPA Summit Brasil',
    disponivel_em: '2026-03-10T03:00:00.000Z',
    situacao: 'disponivel',
    repasse_id: null,
    criado_em: '2026-03-01T15:00:00.000Z',
    ...overrides,
  };
}

export const entries: StatementEntry[] = [
  entry(),
  entry({ id: 'e2', tipo: 'taxa', valor_centavos: -8_500 }),
  entry({ id: 'e3', tipo: 'comissao', valor_centavos: -10_000 }),
  entry({
    id: 'e4',
    tipo: 'estorno',
    estorna: 'venda',
    valor_centavos: -100_000,
    ingresso_posicao: 2,
    situacao: 'a_receber',
  }),
];

export function statement(overrides: Partial<StatementResponse> = {}): StatementResponse {
  return {
    resumo: {
      a_receber_centavos: 123_456,
      disponivel_centavos: 81_500,
      em_repasse_centavos: 0,
      pago_centavos: 50_000,
    },
    eventos: [
      {
        evento_id: EVENT_ID,
        titulo: 'RPA Summit Brasil',
        termina_em: '2026-03-07T21:00:00.000Z',
        disponivel_em: '2026-03-10T03:00:00.000Z',
        vendas_centavos: 200_000,
        taxas_centavos: -17_000,
        comissoes_centavos: -10_000,
        estornos_centavos: -100_000,
        liquido_centavos: 73_000,
      },
      {
        evento_id: OTHER_EVENT_ID,
        titulo: 'Fórum de IA',
        termina_em: '2026-05-07T21:00:00.000Z',
        disponivel_em: '2026-05-10T03:00:00.000Z',
        vendas_centavos: 50_000,
        taxas_centavos: 0,
        comissoes_centavos: 0,
        estornos_centavos: 0,
        liquido_centavos: 50_000,
      },
    ],
    repasses: [paidPayout],
    lancamentos: entries,
    pagina: 1,
    total_lancamentos: entries.length,
    ...overrides,
  };
}

export const emptyStatement = statement({
  resumo: {
    a_receber_centavos: 0,
    disponivel_centavos: 0,
    em_repasse_centavos: 0,
    pago_centavos: 0,
  },
  eventos: [],
  repasses: [],
  lancamentos: [],
  total_lancamentos: 0,
});

/** GET …/extrato answers `answer(query)` (null: a 500); every query string asked is logged. */
export function serveStatement(
  answer: (query: URLSearchParams) => StatementResponse | null = () => statement(),
) {
  const asked: string[] = [];
  server.use(
    http.get(`/api/organizacoes/:id/extrato`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const body = answer(query);
      return body
        ? HttpResponse.json(body)
        : HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
    }),
  );
  return asked;
}

export function operatorPayouts(
  overrides: Partial<OperatorPayoutsResponse> = {},
): OperatorPayoutsResponse {
  return {
    saldos: [
      {
        organizacao_id: ORG_ID,
        organizacao: 'IBGI',
        disponivel_centavos: 184_600,
        a_receber_centavos: 20_000,
        lancamentos_disponiveis: 6,
        tem_dados_bancarios: true,
      },
      {
        organizacao_id: OTHER_ORG_ID,
        organizacao: 'Sul Eventos',
        disponivel_centavos: 30_000,
        a_receber_centavos: 0,
        lancamentos_disponiveis: 2,
        tem_dados_bancarios: false,
      },
    ],
    repasses: [paidPayout],
    ...overrides,
  };
}

type Refusal = { status: number; message: string };

/**
 * The operator's payouts as the server keeps them: closing moves the balances into payouts,
 * marking paid sets the day; `refuseClose` answers a close with a refusal instead. `closed` and
 * `paid` hold the bodies sent.
 */
export function serveOperatorPayouts({
  initial = operatorPayouts(),
  refuseClose,
  fails = false,
}: { initial?: OperatorPayoutsResponse; refuseClose?: Refusal; fails?: boolean } = {}) {
  const state = { ...initial, fails };
  const closed: unknown[] = [];
  const paid: { id: string; body: unknown }[] = [];
  server.use(
    http.get('/api/operador/repasses', () =>
      state.fails
        ? HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })
        : HttpResponse.json({ saldos: state.saldos, repasses: state.repasses }),
    ),
    http.post('/api/operador/repasses', async ({ request }) => {
      const body = (await request.json()) as { organizacao_id?: string };
      closed.push(body);
      if (refuseClose) {
        return HttpResponse.json({ message: refuseClose.message }, { status: refuseClose.status });
      }
      const paying = state.saldos.filter(
        (balance) =>
          balance.disponivel_centavos > 0 &&
          (!body.organizacao_id || balance.organizacao_id === body.organizacao_id),
      );
      if (paying.length === 0) {
        return HttpResponse.json({ message: SETTLEMENT_MESSAGES.nothingToPay }, { status: 409 });
      }
      const made = paying.map((balance, index) =>
        payout({
          id: `${PAYOUT_ID.slice(0, -2)}1${index}`,
          organizacao_id: balance.organizacao_id,
          organizacao: balance.organizacao,
          total_centavos: balance.disponivel_centavos,
          lancamentos: balance.lancamentos_disponiveis,
        }),
      );
      state.saldos = state.saldos.map((balance) =>
        paying.includes(balance)
          ? { ...balance, disponivel_centavos: 0, lancamentos_disponiveis: 0 }
          : balance,
      );
      state.repasses = [...made, ...state.repasses];
      return HttpResponse.json({ repasses: made, message: SETTLEMENT_MESSAGES.payoutsClosed });
    }),
    http.get('/api/operador/repasses/:id', ({ params }) => {
      const found = state.repasses.find((candidate) => candidate.id === params.id);
      if (!found) {
        return HttpResponse.json({ message: SETTLEMENT_MESSAGES.payoutNotFound }, { status: 404 });
      }
      const body: PayoutDetailResponse = {
        repasse: found,
        lancamentos: entries.slice(0, 3).map((line) => ({
          ...line,
          repasse_id: found.id,
          situacao: found.pago_em ? 'pago' : 'em_repasse',
        })),
      };
      return HttpResponse.json(body);
    }),
    http.post('/api/operador/repasses/:id/pagamento', async ({ params, request }) => {
      const body = (await request.json()) as { pago_em: string };
      paid.push({ id: String(params.id), body });
      const index = state.repasses.findIndex((candidate) => candidate.id === params.id);
      const found = state.repasses[index];
      if (!found) {
        return HttpResponse.json({ message: SETTLEMENT_MESSAGES.payoutNotFound }, { status: 404 });
      }
      if (found.pago_em !== null) {
        return HttpResponse.json({ message: SETTLEMENT_MESSAGES.alreadyPaid }, { status: 409 });
      }
      const updated = { ...found, pago_em: body.pago_em };
      state.repasses[index] = updated;
      return HttpResponse.json({ repasse: updated, message: SETTLEMENT_MESSAGES.payoutMarkedPaid });
    }),
  );
  return { state, closed, paid };
}

const zeroSplit = {
  recebido_centavos: 0,
  reembolsos_centavos: 0,
  taxas_plataforma_centavos: 0,
  comissoes_afiliados_centavos: 0,
  creditos_organizadores_centavos: 0,
  juros_centavos: 0,
  diferenca_centavos: 0,
};

export function reconciliation(
  overrides: Partial<ReconciliationResponse> = {},
): ReconciliationResponse {
  return {
    mes: '2026-03',
    pedidos: 3,
    recebido_centavos: 350_000,
    reembolsos_centavos: 100_000,
    taxas_plataforma_centavos: 27_000,
    comissoes_afiliados_centavos: 20_000,
    creditos_organizadores_centavos: 193_000,
    juros_centavos: 10_000,
    diferenca_centavos: 0,
    eventos: [
      {
        evento_id: EVENT_ID,
        titulo: 'RPA Summit Brasil',
        organizacao: 'IBGI',
        pedidos: 3,
        ...zeroSplit,
        recebido_centavos: 350_000,
        reembolsos_centavos: 100_000,
        taxas_plataforma_centavos: 27_000,
        comissoes_afiliados_centavos: 20_000,
        creditos_organizadores_centavos: 193_000,
        juros_centavos: 10_000,
      },
    ],
    divergencias: [],
    ...overrides,
  };
}

/** GET /api/operador/conciliacao?mes= answers `answer(month)`; the months asked are logged. */
export function serveReconciliation(
  answer: (month: string) => ReconciliationResponse = (mes) => reconciliation({ mes }),
) {
  const asked: string[] = [];
  server.use(
    http.get('/api/operador/conciliacao', ({ request }) => {
      const month = new URL(request.url).searchParams.get('mes') ?? '';
      asked.push(month);
      return HttpResponse.json(answer(month));
    }),
  );
  return asked;
}
