import type {
  AffiliatedEvent,
  AffiliatePortal,
  AffiliateSale,
  AffiliateSales,
} from '@bilheteria/domain/affiliate-contract';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

/** The affiliate's own API answered at the network edge (imported by tests only). */

export const PORTAL_PATH = '/api/afiliados/me';
export const SALES_PATH = '/api/afiliados/me/vendas';

export const RPA_ID = '4b1e5a86-2a3b-4c1d-9e8f-0a1b2c3d4e5f';
export const IA_ID = '9c2f6b97-3b4c-4d2e-8f90-1b2c3d4e5f60';

export function affiliatedEvent(overrides: Partial<AffiliatedEvent> = {}): AffiliatedEvent {
  return {
    id: RPA_ID,
    titulo: 'RPA Summit Brasil',
    // 08:30 in São Paulo (the tests run in Tokyo).
    inicio: '2027-03-05T11:30:00.000Z',
    categoria: 'Conferência',
    imagem: '/media/demo/events/rpa-summit.svg',
    comissao_percentual: 10,
    ganho_maximo_cents: 18_979,
    afiliado_em: '2026-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function portal(overrides: Partial<AffiliatePortal> = {}): AffiliatePortal {
  return {
    codigo: 'CAI7K2P9',
    nome: 'Caio Afiliado',
    total_cents: 25_430,
    pendente_cents: 8_970,
    pago_cents: 16_460,
    eventos: [
      affiliatedEvent(),
      affiliatedEvent({
        id: IA_ID,
        titulo: 'Fórum de IA Aplicada',
        inicio: '2027-04-12T12:00:00.000Z',
        categoria: 'Fórum',
        imagem: '/media/demo/events/ia-forum.svg',
        comissao_percentual: 15,
        ganho_maximo_cents: 22_485,
      }),
    ],
    ...overrides,
  };
}

export function sale(overrides: Partial<AffiliateSale> & { id: string }): AffiliateSale {
  return {
    evento_id: RPA_ID,
    evento_titulo: 'RPA Summit Brasil',
    evento_inicio: '2027-03-05T11:30:00.000Z',
    // 10 de Maio, 2026, 12:00 in São Paulo.
    data_venda: '2026-05-10T15:00:00.000Z',
    valor_cents: 89_700,
    comissao_cents: 8_970,
    status: 'pendente',
    liberada_em: '2027-03-06T21:00:00.000Z',
    pedido_numero: 1042,
    comissao_estornada_cents: 0,
    ...overrides,
  };
}

/** 30 São Paulo days ending on 2026-05-20, zeros except where `sold` says. */
export function salesByDay(sold: Record<string, [tickets: number, commissionCents: number]> = {}) {
  return Array.from({ length: 30 }, (_, index) => {
    const dia = new Date(Date.UTC(2026, 3, 21 + index)).toISOString().slice(0, 10);
    const [vendas, comissao_cents] = sold[dia] ?? [0, 0];
    return { dia, vendas, comissao_cents };
  });
}

export function sales(overrides: Partial<AffiliateSales> = {}): AffiliateSales {
  const vendas = [
    sale({ id: '0f0e0d0c-0b0a-4909-8807-060504030201' }),
    sale({
      id: '1f1e1d1c-1b1a-4919-8817-161514131211',
      evento_id: IA_ID,
      evento_titulo: 'Fórum de IA Aplicada',
      data_venda: '2026-04-02T13:30:00.000Z',
      valor_cents: 149_900,
      comissao_cents: 22_485,
      status: 'pago',
    }),
    sale({
      id: '2f2e2d2c-2b2a-4929-8827-262524232221',
      data_venda: '2026-04-01T13:30:00.000Z',
      comissao_cents: 8_970,
      status: 'estornado',
      pedido_numero: 1017,
      comissao_estornada_cents: 8_970,
    }),
  ];
  return {
    vendas,
    total_vendas: vendas.length,
    // The refunded ticket is listed, not counted; its commission is netted by its reversal.
    ingressos_vendidos: 2,
    comissoes_cents: 8_970 + 22_485,
    por_dia: salesByDay({ '2026-05-10': [1, 8_970] }),
    ...overrides,
  };
}

export function servePortal(
  answer: AffiliatePortal | (() => Response | Promise<Response>) = portal(),
) {
  server.use(
    http.get(PORTAL_PATH, () =>
      typeof answer === 'function' ? answer() : HttpResponse.json(answer),
    ),
  );
}

export function serveSales(
  answer: AffiliateSales | (() => Response | Promise<Response>) = sales(),
) {
  server.use(
    http.get(SALES_PATH, () =>
      typeof answer === 'function' ? answer() : HttpResponse.json(answer),
    ),
  );
}
