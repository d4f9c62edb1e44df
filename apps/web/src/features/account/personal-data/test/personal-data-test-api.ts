import {
  PERSONAL_DATA_MESSAGES,
  type AccountData,
  type PersonalData,
} from '@bilheteria/domain/personal-data-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The personal-data API (issue 30) answered at the network edge (imported by tests only). */

export const DATA_PATH = '/api/minha-conta/dados';
export const ERASURE_PATH = '/api/minha-conta/exclusao';
export const ERASURE_CONFIRM_PATH = '/api/minha-conta/exclusao/confirmar';

export function account(overrides: Partial<AccountData> = {}): AccountData {
  return {
    nome: 'Bruno Comprador',
    email: 'user@bilheteria.dev',
    telefone: '11987654321',
    cpf: '52998224725',
    cidade: 'São Paulo',
    uf: 'SP',
    papel: 'user',
    criada_em: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

export function personalData(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    gerado_em: '2026-11-28T12:00:00.000Z',
    conta: account(),
    pedidos: [
      {
        id: 'p-1',
        evento: 'RPA Summit Brasil',
        status: 'paid',
        total_centavos: 30_000,
        metodo_pagamento: 'pix',
        criado_em: '2026-10-01T12:00:00.000Z',
        dados_pagador: { nome: 'Bruno Comprador' },
      },
    ],
    ingressos: [
      {
        id: 't-1',
        evento: 'RPA Summit Brasil',
        data_evento: '2027-03-05T12:00:00.000Z',
        tipo: 'Lote 1',
        status: 'valid',
        participante: { nome: 'Bruno' },
        respostas: [],
        consentimentos: [],
        check_in_em: null,
      },
      {
        id: 't-2',
        evento: 'RPA Summit Brasil',
        data_evento: '2027-03-05T12:00:00.000Z',
        tipo: 'Lote 1',
        status: 'valid',
        participante: { nome: 'Bia' },
        respostas: [],
        consentimentos: [],
        check_in_em: null,
      },
    ],
    emails: [
      {
        assunto: 'Seus ingressos',
        status: 'sent',
        criado_em: '2026-10-01T12:01:00.000Z',
        enviado_em: '2026-10-01T12:01:05.000Z',
      },
    ],
    sessoes: [],
    ...overrides,
  };
}

/** GET /api/minha-conta/dados answers `answer()` (a Response as it is). */
export function servePersonalData(answer: () => PersonalData | Response = () => personalData()) {
  server.use(
    http.get(DATA_PATH, () => {
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
}

/** PATCH /api/minha-conta/dados: keeps each body sent; answers `answer(body)`. */
export function servePersonalDataUpdate(
  answer: (body: Record<string, unknown>) => Response | Promise<Response> = (body) =>
    HttpResponse.json(account(body as Partial<AccountData>)),
) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.patch(DATA_PATH, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

/** POST /api/minha-conta/exclusao answers `answer()`; counts the asks. */
export function serveErasureRequest(
  answer: () => Response = () =>
    HttpResponse.json({ message: PERSONAL_DATA_MESSAGES.erasureRequested }, { status: 202 }),
) {
  const asked = { count: 0 };
  server.use(
    http.post(ERASURE_PATH, () => {
      asked.count += 1;
      return answer();
    }),
  );
  return asked;
}

/** POST /api/minha-conta/exclusao/confirmar: keeps the tokens sent; answers `answer()`. */
export function serveErasureConfirm(
  answer: () => Response = () => HttpResponse.json({ message: PERSONAL_DATA_MESSAGES.erased }),
) {
  const tokens: unknown[] = [];
  server.use(
    http.post(ERASURE_CONFIRM_PATH, async ({ request }) => {
      tokens.push(((await request.json()) as { token?: unknown }).token);
      return answer();
    }),
  );
  return tokens;
}
