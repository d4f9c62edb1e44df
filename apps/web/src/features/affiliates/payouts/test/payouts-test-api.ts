import {
  AFFILIATE_MESSAGES,
  type PayoutDetail,
  type PayoutLine,
  type PayoutOverview,
  type PayoutSummary,
  type PendingPayout,
} from '@bilheteria/domain/affiliate-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The admins' payout API answered at the network edge (imported by tests only). */

export const MARCH_ID = '7d2f4a4e-3b1c-4f7e-9a55-2b1d6c1e9a01';
export const FEBRUARY_ID = '5a8e2c71-0f4d-4b9a-8c3e-6d7f1a2b3c02';

export const ana: PayoutLine = {
  afiliado_id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c11',
  codigo: 'ANAM3K9Z1',
  nome: 'Ana Souza',
  cpf: '52998224725',
  dados_bancarios: { tipo: 'pix', tipo_chave: 'email', chave: 'ana@example.com' },
  valor_cents: 45_000,
  lancamentos: 6,
};

export const caio: PayoutLine = {
  afiliado_id: '1c8d2e3f-4051-4b6c-9d7e-8f9a0b1c2d22',
  codigo: 'CAI7K2P9',
  nome: 'Caio Afiliado',
  cpf: '11144477735',
  dados_bancarios: {
    tipo: 'conta',
    banco: '001',
    agencia: '1234',
    conta: '12345',
    digito: '6',
  },
  valor_cents: 78_456,
  lancamentos: 11,
};

export function payoutDetail(overrides: Partial<PayoutDetail> = {}): PayoutDetail {
  const linhas = overrides.linhas ?? [ana, caio];
  return {
    id: MARCH_ID,
    mes: '2026-03',
    fechado_em: '2026-04-01T12:12:00.000Z',
    pago_em: null,
    total_cents: linhas.reduce((sum, line) => sum + line.valor_cents, 0),
    afiliados: linhas.length,
    linhas,
    ...overrides,
  };
}

export const februaryPaid: PayoutDetail = payoutDetail({
  id: FEBRUARY_ID,
  mes: '2026-02',
  fechado_em: '2026-03-02T13:00:00.000Z',
  pago_em: '2026-03-05',
  linhas: [caio],
});

/** Ana's April commissions, payable after the event on 10 April; April closes from 1 May. */
export const anaPending: PendingPayout = {
  afiliado_id: ana.afiliado_id,
  codigo: ana.codigo,
  nome: ana.nome,
  valor_cents: 12_345,
  lancamentos: 3,
  liberada_em: '2026-04-11T02:00:00.000Z',
  mes: '2026-04',
  fechamento_em: '2026-05-01T03:00:00.000Z',
  dados_completos: true,
};

function summary({ linhas: _linhas, ...rest }: PayoutDetail): PayoutSummary {
  return rest;
}

type Refusal = { status: number; message: string };

/**
 * The payout API kept as the server would: `toClose` is the batch closing `aFechar.mes` makes
 * (closing it again answers the same batch); `refuseClose` answers a close with a status and
 * message instead; a batch paid on another day refuses a payment (409). `closed` and `paid` hold the bodies sent.
 */
export function servePayouts({
  aFechar = { mes: '2026-03', total_cents: 123_456, afiliados: 2 },
  batches = [februaryPaid],
  toClose = payoutDetail(),
  refuseClose,
  overviewFails = false,
  pending = [anaPending],
}: {
  aFechar?: PayoutOverview['a_fechar'];
  batches?: PayoutDetail[];
  toClose?: PayoutDetail;
  refuseClose?: Refusal;
  overviewFails?: boolean;
  /** 'A fechar': what GET /api/organizador/repasses/pendentes answers. */
  pending?: PendingPayout[];
} = {}) {
  const state = { aFechar, batches: [...batches], overviewFails, pending };
  const closed: unknown[] = [];
  const paid: unknown[] = [];
  const asked = { overview: 0 };
  server.use(
    http.get('/api/organizador/repasses', () => {
      asked.overview += 1;
      if (state.overviewFails) {
        return HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
      }
      const body: PayoutOverview = {
        a_fechar: state.aFechar,
        repasses: state.batches.map(summary),
      };
      return HttpResponse.json(body);
    }),
    http.post('/api/organizador/repasses', async ({ request }) => {
      const body = (await request.json()) as { mes: string };
      closed.push(body);
      if (refuseClose) {
        return HttpResponse.json({ message: refuseClose.message }, { status: refuseClose.status });
      }
      const existing = state.batches.find((batch) => batch.mes === body.mes);
      if (existing) return HttpResponse.json(existing);
      state.batches.unshift(toClose);
      state.aFechar = null;
      state.pending = state.pending.filter((row) => row.mes !== body.mes);
      return HttpResponse.json(toClose);
    }),
    http.get('/api/organizador/repasses/pendentes', () =>
      HttpResponse.json({ pendentes: state.pending }),
    ),
    http.get('/api/organizador/repasses/:id', ({ params }) => {
      const batch = state.batches.find((candidate) => candidate.id === params.id);
      return batch
        ? HttpResponse.json(batch)
        : HttpResponse.json({ message: AFFILIATE_MESSAGES.payoutNotFound }, { status: 404 });
    }),
    http.post('/api/organizador/repasses/:id/pagamento', async ({ params, request }) => {
      const body = (await request.json()) as { pago_em: string };
      paid.push(body);
      const index = state.batches.findIndex((candidate) => candidate.id === params.id);
      const batch = state.batches[index];
      if (!batch) {
        return HttpResponse.json({ message: AFFILIATE_MESSAGES.payoutNotFound }, { status: 404 });
      }
      if (batch.pago_em !== null && batch.pago_em !== body.pago_em) {
        return HttpResponse.json(
          { message: AFFILIATE_MESSAGES.payoutAlreadyPaid },
          { status: 409 },
        );
      }
      const updated = { ...batch, pago_em: body.pago_em };
      state.batches[index] = updated;
      return HttpResponse.json(updated);
    }),
  );
  return { state, closed, paid, asked };
}
