import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import { CHECK_IN_MESSAGES } from '@bilheteria/domain/check-in-contract';
import { ROLES, type Role } from '@bilheteria/domain/roles';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_PARTNER_ORGANIZER_EMAIL } from '../../db/demo-accounts';
import { demoUserId } from '../../db/seed';
import { signIn, signInAs } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { engineNeutralTargets } from '../../test/test-database';

/**
 * `admin` is an organizer with no events of their own; `partner` the second demo organizer (an
 * admin with an event); `operator` the demo admin, the platform's operator.
 */
type Caller = 'visitor' | Role | 'partner' | 'operator';
type Expected = Record<'visitor' | Role, number> & Partial<Record<'partner' | 'operator', number>>;

interface MatrixRow {
  method: HTTPMethods;
  /** The URL called (path parameters filled in). */
  url: string;
  /** The route's pattern when it has parameters (`/api/orders/:id`); defaults to `url`. */
  route?: string;
  body?: unknown;
  /**
   * The status each kind of caller gets; `partner` and `operator` get what `admin` gets unless
   * said otherwise. 401 and 403 are also checked for their message.
   */
  expect: Expected;
  /** The 401's message when it is not about the session (a scanner link's token). */
  unauthorized?: string;
}

const UNKNOWN_ID = '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f';
/** Shaped like a scanner link's token, belonging to none. */
const UNKNOWN_TOKEN = 'T'.repeat(43);

const everyone = (status: number): Expected => ({
  visitor: status,
  user: status,
  affiliate: status,
  admin: status,
});

/** The platform's own routes: its operator gets `status`; any other admin, 404. */
const operatorOnly = (status: number): Expected => ({
  visitor: 401,
  user: 403,
  affiliate: 403,
  admin: 404,
  partner: 404,
  operator: status,
});

const expectedOf = (row: MatrixRow, caller: Caller): number =>
  caller === 'partner' || caller === 'operator'
    ? (row.expect[caller] ?? row.expect.admin)
    : row.expect[caller];

/**
 * THE place that proves permissions: every protected endpoint (every route declared with
 * `config.roles`) must have a row here — the last test fails otherwise — plus the public auth
 * endpoints, to show they stay public. Later issues add their rows.
 */
const MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/auth/me', expect: everyone(200) },
  { method: 'POST', url: '/api/auth/logout', expect: everyone(204) },
  { method: 'GET', url: '/api/auth/demo-accounts', expect: everyone(200) },
  // Accounts by e-mail (issue 14): public, the same answer for any address (decision 0016).
  {
    method: 'POST',
    url: '/api/auth/register',
    body: { name: 'Matriz', email: 'matriz@empresa.com.br', password: 'Ingresso2026' },
    expect: everyone(202),
  },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    body: { email: 'matriz@empresa.com.br' },
    expect: everyone(202),
  },
  {
    method: 'POST',
    url: '/api/auth/ticket-link',
    body: { email: 'matriz@empresa.com.br' },
    expect: everyone(202),
  },
  {
    method: 'POST',
    url: '/api/auth/resend-confirmation',
    body: { email: 'matriz@empresa.com.br' },
    expect: everyone(202),
  },
  { method: 'POST', url: '/api/auth/link/check', body: { token: 'x' }, expect: everyone(200) },
  {
    method: 'POST',
    url: '/api/auth/link/password',
    body: { token: 'x'.repeat(43), password: 'Ingresso2026' },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/auth/link/sign-in',
    body: { token: 'x'.repeat(43) },
    expect: everyone(400),
  },
  // Spec §7 (issue 14): accounts made by admins only; a re-send only for the order's buyer or
  // an admin — to anyone else the order does not exist.
  {
    method: 'POST',
    url: '/api/usuarios',
    body: {},
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 400 },
  },
  {
    method: 'POST',
    url: '/api/ingresso/enviar',
    body: { codigoIngresso: '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f' },
    expect: everyone(404),
  },
  // Checkout (issue 5): public; an order is reached through its random id alone.
  { method: 'POST', url: '/api/pedidos', body: { tickets: [] }, expect: everyone(400) },
  {
    method: 'GET',
    url: '/api/pedidos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f',
    route: '/api/pedidos/:id',
    expect: everyone(404),
  },
  {
    method: 'DELETE',
    url: '/api/pedidos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f',
    route: '/api/pedidos/:id',
    expect: everyone(404),
  },
  { method: 'POST', url: '/api/comprador', body: {}, expect: everyone(400) },
  {
    method: 'POST',
    url: '/api/cupom-desconto/valida-cupom/',
    body: { nome_cupom: 'BEMVINDO10' },
    expect: everyone(200),
  },
  // Payment (issue 6): public too; every payment call needs a bot-check token instead.
  { method: 'GET', url: '/api/pagseguro/public-key', expect: everyone(200) },
  { method: 'GET', url: '/api/botcheck/config', expect: everyone(200) },
  { method: 'GET', url: '/api/botcheck/challenge', expect: everyone(200) },
  { method: 'POST', url: '/api/recaptcha/verify', body: { token: 'x' }, expect: everyone(400) },
  { method: 'POST', url: '/api/pagseguro/pagar', body: {}, expect: everyone(400) },
  { method: 'POST', url: '/api/pagseguro/pix', body: {}, expect: everyone(400) },
  { method: 'POST', url: '/api/pagseguro/boleto', body: {}, expect: everyone(400) },
  {
    method: 'POST',
    url: '/api/pagseguro/notificacao',
    body: { id: '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f', type: 'order' },
    expect: everyone(404),
  },
  // Tickets (issue 14): the scanners' key is public; Meus Ingressos needs a session; a ticket's
  // files and an order's tickets answer their holder or buyer (404 to anyone else); an event's
  // tickets are the organizer's (admin).
  { method: 'GET', url: '/api/ingressos/chave-publica', expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/meus-ingressos',
    expect: { visitor: 401, user: 200, affiliate: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/meus-pedidos',
    expect: { visitor: 401, user: 200, affiliate: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/ingressos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f.pdf',
    route: '/api/ingressos/:id.pdf',
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: '/api/ingressos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f.ics',
    route: '/api/ingressos/:id.ics',
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: '/api/pedidos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f/ingressos',
    route: '/api/pedidos/:id/ingressos',
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: '/api/pedidos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f/ingressos.pdf',
    route: '/api/pedidos/:id/ingressos.pdf',
    expect: everyone(404),
  },
  {
    method: 'PUT',
    url: '/api/pedidos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f/ingressos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f/email',
    route: '/api/pedidos/:id/ingressos/:ingresso/email',
    body: { email: 'novo@empresa.com.br' },
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: '/api/organizador/eventos/7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f/ingressos',
    route: '/api/organizador/eventos/:id/ingressos',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  // Check-in (issue 15): the organizer's routes (admins, until events have owners) …
  {
    method: 'GET',
    url: '/api/organizador/check-in/eventos',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/check-in/links`,
    route: '/api/organizador/eventos/:id/check-in/links',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/check-in/links`,
    route: '/api/organizador/eventos/:id/check-in/links',
    body: { rotulo: 'Portão A' },
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/organizador/check-in/links/${UNKNOWN_ID}/revogar`,
    route: '/api/organizador/check-in/links/:id/revogar',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/check-in`,
    route: '/api/organizador/eventos/:id/check-in',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  // … and the door's: no session, a scanner link's token; a session does not stand in for one.
  ...['', '/ingressos', '/busca?q=ana'].map((path): MatrixRow => ({
    method: 'GET',
    url: `/api/check-in/${UNKNOWN_TOKEN}${path}`,
    expect: everyone(401),
    unauthorized: CHECK_IN_MESSAGES.linkRefused,
  })),
  {
    method: 'POST',
    url: `/api/check-in/${UNKNOWN_TOKEN}/leituras`,
    body: { nonce: UNKNOWN_ID, entrada: '7K3M-QX9D-2HFA-8WNC' },
    expect: everyone(401),
    unauthorized: CHECK_IN_MESSAGES.linkRefused,
  },
  {
    method: 'POST',
    url: `/api/check-in/${UNKNOWN_TOKEN}/sincronizar`,
    body: { leituras: [] },
    expect: everyone(401),
    unauthorized: CHECK_IN_MESSAGES.linkRefused,
  },
  // Affiliates (issue 16): any signed-in account may sign up (the body is checked first); an
  // affiliate reads only their own figures; the platform's operator alone closes and pays months
  // (bank details): to any other admin those routes do not exist.
  {
    method: 'POST',
    url: '/api/afiliados',
    body: {},
    expect: { visitor: 401, user: 400, affiliate: 400, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/afiliados/me',
    expect: { visitor: 401, user: 403, affiliate: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/afiliados/me/vendas',
    expect: { visitor: 401, user: 403, affiliate: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: `/api/afiliados/me/eventos/${UNKNOWN_ID}`,
    route: '/api/afiliados/me/eventos/:eventId',
    expect: { visitor: 401, user: 403, affiliate: 404, admin: 403 },
  },
  {
    method: 'PUT',
    url: `/api/afiliados/me/eventos/${UNKNOWN_ID}`,
    route: '/api/afiliados/me/eventos/:eventId',
    expect: { visitor: 401, user: 403, affiliate: 404, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/organizador/repasses',
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    url: '/api/organizador/repasses',
    body: {},
    expect: operatorOnly(400),
  },
  {
    method: 'GET',
    url: `/api/organizador/repasses/${UNKNOWN_ID}`,
    route: '/api/organizador/repasses/:payoutId',
    expect: operatorOnly(404),
  },
  {
    method: 'POST',
    url: `/api/organizador/repasses/${UNKNOWN_ID}/pagamento`,
    route: '/api/organizador/repasses/:payoutId/pagamento',
    body: {},
    expect: operatorOnly(400),
  },
  {
    method: 'GET',
    url: `/api/organizador/repasses/${UNKNOWN_ID}/arquivo`,
    route: '/api/organizador/repasses/:payoutId/arquivo',
    expect: operatorOnly(404),
  },
  // The organizer's events (issue 17): admins only, each for their own events (another's or an
  // unknown one: 404); the body is checked first. Uploaded images are served to anyone.
  {
    method: 'POST',
    url: '/api/organizador/eventos',
    body: {},
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 400 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}`,
    route: '/api/organizador/eventos/:eventId',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}`,
    route: '/api/organizador/eventos/:eventId',
    body: {},
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 400 },
  },
  {
    method: 'DELETE',
    url: `/api/organizador/eventos/${UNKNOWN_ID}`,
    route: '/api/organizador/eventos/:eventId',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/publicacao`,
    route: '/api/organizador/eventos/:eventId/publicacao',
    body: { status: 'published' },
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/troca-participante`,
    route: '/api/organizador/eventos/:eventId/troca-participante',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/troca-participante`,
    route: '/api/organizador/eventos/:eventId/troca-participante',
    body: { permitida: false, horas_antes: 24 },
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/duplicar`,
    route: '/api/organizador/eventos/:eventId/duplicar',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/organizador/imagens',
    body: { not: 'an image' },
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 415 },
  },
  {
    method: 'GET',
    url: `/api/imagens/${UNKNOWN_ID}.webp`,
    expect: everyone(404),
  },
  // The organizer's figures (issue 17): admins only, each over their own events (another's or an
  // unknown one: 404); Atividade Recente for every signed-in account, by role.
  {
    method: 'GET',
    url: '/api/organizador/eventos',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/relatorio`,
    route: '/api/organizador/eventos/:eventId/relatorio',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/participantes`,
    route: '/api/organizador/eventos/:eventId/participantes',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/participantes/${UNKNOWN_ID}/reenvio`,
    route: '/api/organizador/eventos/:eventId/participantes/:ticketId/reenvio',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/organizador/exportacoes/participantes/csv',
    route: '/api/organizador/exportacoes/:kind/:format',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/atividades',
    expect: { visitor: 401, user: 200, affiliate: 200, admin: 200 },
  },
  // Refunds, cancelled events, the waiting list (issue 18): the buyer's by the order's key;
  // the organizer's only for their own orders and events (an unknown one: 404).
  {
    method: 'GET',
    url: `/api/pedidos/${UNKNOWN_ID}/cancelamento`,
    route: '/api/pedidos/:id/cancelamento',
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/pedidos`,
    route: '/api/organizador/eventos/:eventId/pedidos',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/organizador/pedidos/${UNKNOWN_ID}/reembolso`,
    route: '/api/organizador/pedidos/:orderId/reembolso',
    body: {},
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/organizador/reembolsos-a-pagar',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: `/api/organizador/reembolsos/${UNKNOWN_ID}/pago`,
    route: '/api/organizador/reembolsos/:refundId/pago',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/cancelamento`,
    route: '/api/organizador/eventos/:eventId/cancelamento',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/cancelamento`,
    route: '/api/organizador/eventos/:eventId/cancelamento',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/cancelamento/tentar-novamente`,
    route: '/api/organizador/eventos/:eventId/cancelamento/tentar-novamente',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/lista-de-espera`,
    route: '/api/organizador/eventos/:eventId/lista-de-espera',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  // The notas fiscais (buying as a company): the event's organizer only.
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/notas-fiscais`,
    route: '/api/organizador/eventos/:eventId/notas-fiscais',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/notas-fiscais/${UNKNOWN_ID}`,
    route: '/api/organizador/eventos/:eventId/notas-fiscais/:orderId',
    body: { numero: '1', data: '05/01/2026' },
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/notas-fiscais/exportacao/csv`,
    route: '/api/organizador/eventos/:eventId/notas-fiscais/exportacao/:format',
    expect: { visitor: 401, user: 403, affiliate: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/lista-de-espera/sair',
    body: { token: 'x'.repeat(32) },
    expect: everyone(404),
  },
];

const CALLERS: Caller[] = ['visitor', ...ROLES, 'partner', 'operator'];

describe.each(engineNeutralTargets())('role matrix on %s', (target) => {
  const ctx = useTestApp(target);

  /** Each call gets a fresh account and session, so a logout row cannot spoil the next. */
  async function cookiesOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'visitor') return {};
    if (caller === 'partner') {
      return (await signInAs(ctx.database, demoUserId(DEMO_PARTNER_ORGANIZER_EMAIL))).cookies;
    }
    if (caller === 'operator') {
      return (await signInAs(ctx.database, demoUserId(DEMO_ADMIN_EMAIL))).cookies;
    }
    return (await signIn(ctx.database, caller)).cookies;
  }

  async function call(row: MatrixRow, caller: Caller) {
    const cookies = await cookiesOf(caller);
    return ctx.app.inject({
      method: row.method,
      url: row.url,
      cookies,
      ...(row.body === undefined ? {} : { payload: row.body as object }),
    });
  }

  describe.each(MATRIX)('$method $url', (row) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const response = await call(row, caller);
      const expected = expectedOf(row, caller);
      expect(response.statusCode).toBe(expected);
      if (expected === 401) {
        expect(response.json()).toEqual({ message: row.unauthorized ?? AUTH_MESSAGES.notSignedIn });
      }
      if (expected === 403) expect(response.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    });
  });

  it('has a row for every protected endpoint', () => {
    const rows = new Set(MATRIX.map((row) => `${row.method} ${row.route ?? row.url}`));
    const missing = ctx.app.protectedRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !rows.has(route));
    expect(missing).toEqual([]);
  });

  it('expects of every protected endpoint exactly what its roles say', () => {
    for (const route of ctx.app.protectedRoutes) {
      const row = MATRIX.find((r) => r.method === route.method && (r.route ?? r.url) === route.url);
      expect(row?.expect.visitor, `${route.method} ${route.url}`).toBe(401);
      for (const role of ROLES) {
        if (route.roles.includes(role)) expect(row?.expect[role]).not.toBe(403);
        else expect(row?.expect[role], `${route.method} ${route.url} as ${role}`).toBe(403);
      }
      if (route.platformOperator) {
        expect(row?.expect.admin, `${route.method} ${route.url} as admin`).toBe(404);
        expect(row?.expect.partner, `${route.method} ${route.url} as partner`).toBe(404);
      }
    }
  });

  it('signs the partner in as a plain organizer and the demo admin as the operator', async () => {
    const me = async (caller: Caller) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          cookies: await cookiesOf(caller),
        })
      ).json<{ user: { role: string; platformOperator: boolean } }>().user;
    expect(await me('partner')).toMatchObject({ role: 'admin', platformOperator: false });
    expect(await me('operator')).toMatchObject({ role: 'admin', platformOperator: true });
    expect(await me('admin')).toMatchObject({ role: 'admin', platformOperator: false });
  });
});
