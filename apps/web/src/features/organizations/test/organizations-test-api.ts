import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type {
  InvitationView,
  MyOrganization,
  OrganizationRole,
  SessionOrganization,
  TeamResponse,
} from '@bilheteria/domain/organization-contract';
import { http, HttpResponse } from 'msw';
import { sessionUser } from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';

/** Organizations' API answered at the network edge (imported by tests only). */

export const ORG_ID = '0b7f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const OTHER_ORG_ID = '1c8a7b4f-2d3e-4f60-9b0c-1d2e3f4a5b6c';
export const TOKEN = 'a'.repeat(43);

/** A member of organization "Acme Eventos" in role `papel`. */
export function member(papel: OrganizationRole, overrides: Partial<SessionUser> = {}): SessionUser {
  const organizacao: SessionOrganization = {
    id: ORG_ID,
    nome_publico: 'Acme Eventos',
    papel,
    status: 'aprovada',
    suporte: false,
  };
  return sessionUser('admin', { organizacao, ...overrides });
}

export function myOrganization(overrides: Partial<MyOrganization> = {}): MyOrganization {
  return {
    id: ORG_ID,
    nome: 'Acme Eventos Ltda',
    nome_publico: 'Acme Eventos',
    logo_url: null,
    papel: 'dono',
    status: 'aprovada',
    ativa: true,
    ...overrides,
  };
}

export function teamAnswer(): TeamResponse {
  return {
    membros: [
      {
        usuario_id: 'u-ana',
        nome: 'Ana Organizadora',
        email: 'admin@bilheteria.dev',
        papel: 'dono',
        desde: '2026-01-10T12:00:00.000Z',
      },
      {
        usuario_id: 'u-davi',
        nome: 'Davi Portaria',
        email: 'davi@acme.com.br',
        papel: 'checkin',
        desde: '2026-02-01T12:00:00.000Z',
      },
    ],
    convites: [
      {
        id: 'c-1',
        email: 'fin@acme.com.br',
        papel: 'financeiro',
        enviado_em: '2026-03-05T17:30:00.000Z',
        expira_em: '2026-03-12T17:30:00.000Z',
      },
    ],
  };
}

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The team of ORG_ID: GET answers `team` (changes with what is asked), POST convites, PUT/DELETE
 * membros, DELETE convites answer `respond` when given (else success); every request recorded.
 */
export function serveTeam({
  team = teamAnswer(),
  respond,
}: { team?: TeamResponse; respond?: (request: Recorded) => Response | undefined } = {}) {
  const requests: Recorded[] = [];
  const base = `/api/organizacoes/${ORG_ID}`;
  const record = async (request: Request, path: string) => {
    const text = await request.text();
    const entry = {
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    requests.push(entry);
    return entry;
  };
  server.use(
    http.get(`${base}/equipe`, ({ request }) => {
      requests.push({ method: 'GET', path: new URL(request.url).pathname, body: null });
      return HttpResponse.json(team);
    }),
    http.post(`${base}/convites`, async ({ request }) => {
      const entry = await record(request, `${base}/convites`);
      return (
        respond?.(entry) ?? HttpResponse.json({ message: 'Convite enviado.' }, { status: 201 })
      );
    }),
    http.delete(`${base}/convites/:id`, async ({ request, params }) => {
      const entry = await record(request, `${base}/convites/${String(params.id)}`);
      return respond?.(entry) ?? new HttpResponse(null, { status: 204 });
    }),
    http.put(`${base}/membros/:userId`, async ({ request, params }) => {
      const entry = await record(request, `${base}/membros/${String(params.userId)}`);
      return respond?.(entry) ?? HttpResponse.json({ message: 'Papel alterado.' });
    }),
    http.delete(`${base}/membros/:userId`, async ({ request, params }) => {
      const entry = await record(request, `${base}/membros/${String(params.userId)}`);
      const answer = respond?.(entry);
      if (answer) return answer;
      team.membros = team.membros.filter((one) => one.usuario_id !== params.userId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/organizacoes/minhas', () =>
      HttpResponse.json({ organizacoes: [myOrganization()] }),
    ),
  );
  return requests;
}

export const INVITATION: InvitationView = {
  organizacao: 'Acme Eventos',
  papel: 'checkin',
  email: 'davi@acme.com.br',
  conta_existe: false,
};
