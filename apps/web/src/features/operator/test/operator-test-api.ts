import type {
  ApprovalRequest,
  OperatorOrganization,
  OrganizationStatus,
  SessionOrganization,
} from '@bilheteria/domain/organization-contract';
import type { FeeTermsRequest } from '@bilheteria/domain/settlement-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The operator's API as the tests answer it (imported by *.test.tsx files only). */

export const OPERATOR_ORGANIZATIONS_PATH = '/api/operador/organizacoes';
export const SUPPORT_PATH = '/api/operador/suporte';

export const PENDING_ID = '5d0c8f4e-1b2a-4c3d-8e9f-0a1b2c3d4e01';
export const APPROVED_ID = '5d0c8f4e-1b2a-4c3d-8e9f-0a1b2c3d4e02';

export function operatorOrganization(
  overrides: Partial<OperatorOrganization> = {},
): OperatorOrganization {
  return {
    id: PENDING_ID,
    nome: 'Eventos Corporativos do Sul Ltda.',
    documento: '11222333000181',
    nome_publico: 'Sul Eventos',
    email_contato: 'contato@suleventos.com.br',
    telefone: '51987654321',
    status: 'pendente',
    motivo_recusa: null,
    // 23:30 in São Paulo on 10 March: the 11th in UTC.
    criada_em: '2027-03-11T02:30:00.000Z',
    dono: { nome: 'Helena Souza', email: 'helena@suleventos.com.br' },
    eventos: 1,
    membros: 3,
    // The default fee (issue 29): none.
    taxa_percentual: 0,
    taxa_fixa_centavos: 0,
    taxa_paga_pelo_comprador: false,
    ...overrides,
  };
}

/**
 * GET /api/operador/organizacoes?status= answers `answer(status)` (null: a 500); the statuses
 * asked are logged.
 */
export function serveOperatorOrganizations(
  answer: (status: OrganizationStatus) => OperatorOrganization[] | null = (status) =>
    status === 'pendente' ? [operatorOrganization()] : [],
) {
  const asked: string[] = [];
  server.use(
    http.get(OPERATOR_ORGANIZATIONS_PATH, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') as OrganizationStatus;
      asked.push(status);
      const organizacoes = answer(status);
      return organizacoes
        ? HttpResponse.json({ organizacoes })
        : HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
    }),
  );
  return asked;
}

/** POST …/:id/aprovacao: the organization reviewed, or what `answer` returns; bodies logged. */
export function serveReview(answer: (body: ApprovalRequest) => Response | null = () => null) {
  const reviews: { id: string; body: ApprovalRequest }[] = [];
  server.use(
    http.post(`${OPERATOR_ORGANIZATIONS_PATH}/:id/aprovacao`, async ({ request, params }) => {
      const body = (await request.json()) as ApprovalRequest;
      reviews.push({ id: String(params.id), body });
      return (
        answer(body) ??
        HttpResponse.json(
          operatorOrganization({
            status: body.aprovada ? 'aprovada' : 'recusada',
            motivo_recusa: body.motivo ?? null,
          }),
        )
      );
    }),
  );
  return reviews;
}

/** POST …/:id/suporte and DELETE /api/operador/suporte; the organizations entered are logged. */
export function serveSupport(organization: SessionOrganization) {
  const log: string[] = [];
  server.use(
    http.post(`${OPERATOR_ORGANIZATIONS_PATH}/:id/suporte`, ({ params }) => {
      log.push(`entrar ${String(params.id)}`);
      return HttpResponse.json({ organizacao: organization });
    }),
    http.delete(SUPPORT_PATH, () => {
      log.push('sair');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return log;
}

/** PUT …/:id/taxa (issue 29): the organization with the fee applied, or `answer`'s; bodies logged. */
export function serveFee(answer: (body: FeeTermsRequest) => Response | null = () => null) {
  const puts: { id: string; body: FeeTermsRequest }[] = [];
  server.use(
    http.put(`${OPERATOR_ORGANIZATIONS_PATH}/:id/taxa`, async ({ request, params }) => {
      const body = (await request.json()) as FeeTermsRequest;
      puts.push({ id: String(params.id), body });
      return (
        answer(body) ??
        HttpResponse.json(
          operatorOrganization({
            id: String(params.id),
            taxa_percentual: Number(body.taxa_percentual),
            taxa_fixa_centavos: body.taxa_fixa_centavos,
            taxa_paga_pelo_comprador: body.taxa_paga_pelo_comprador,
          }),
        )
      );
    }),
  );
  return puts;
}
