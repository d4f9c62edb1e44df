import { AUTH_MESSAGES } from '@bilheteria/domain/auth-contract';
import { CHECK_IN_MESSAGES } from '@bilheteria/domain/check-in-contract';
import {
  ORGANIZATION_ROLES,
  roleCan,
  type OrganizationPermission,
  type OrganizationRole,
} from '@bilheteria/domain/organization-roles';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  DEMO_CATALOG_ORGANIZATION,
  DEMO_OPERATOR_EMAIL,
  DEMO_PARTNER_ORGANIZER_EMAIL,
} from '../../db/demo-accounts';
import { demoEventId, demoUserId } from '../../db/seed';
import { signIn, signInAs } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

/**
 * Who calls: a visitor, a buyer, an affiliate, each of the five roles of the catalog's
 * organization (its demo members), the Dono of another organization (the partner organizer),
 * and the platform's operator (outside support).
 */
type Caller = 'visitor' | 'user' | 'affiliate' | OrganizationRole | 'donoB' | 'operador';
type Expected = Record<Caller, number>;

interface MatrixRow {
  method: HTTPMethods;
  /** The URL called (path parameters filled in). */
  url: string;
  /** The route's pattern when it has parameters (`/api/orders/:id`); defaults to `url`. */
  route?: string;
  body?: unknown;
  /** The status each caller gets. 401 and 403 are also checked for their message. */
  expect: Expected;
  /** The 401's message when it is not about the session (a scanner link's token). */
  unauthorized?: string;
  /**
   * The call ends the caller's session (logout): it gets a session of its own, so the one the
   * other rows share stays alive. Every other row must leave the caller's session and account
   * as they were (a body the route refuses, an unknown id), so sharing them changes no answer.
   */
  endsSession?: true;
}

const UNKNOWN_ID = '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f';
/** Shaped like a scanner link's token, belonging to none. */
const UNKNOWN_TOKEN = 'T'.repeat(43);
/** The catalog's organization and one of its events. */
const ORG = DEMO_CATALOG_ORGANIZATION.id;
const ORG_EVENT = demoEventId('rpa-summit-brasil');
/** An event's tickets with their holders and deliveries: report data. */
const TICKETS_PERMISSION: OrganizationPermission = 'relatorios';

const CALLERS: Caller[] = [
  'visitor',
  'user',
  'affiliate',
  ...ORGANIZATION_ROLES,
  'donoB',
  'operador',
];

const everyone = (status: number): Expected =>
  Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Expected;

const signedIn = (status: number): Expected => ({ ...everyone(status), visitor: 401 });

/** By platform role: `member` is every member of any organization; the rest get 403. */
const byRole = (
  statuses: Partial<Record<'user' | 'affiliate' | 'member' | 'operador', number>>,
): Expected => ({
  ...everyone(403),
  visitor: 401,
  user: statuses.user ?? 403,
  affiliate: statuses.affiliate ?? 403,
  ...Object.fromEntries(ORGANIZATION_ROLES.map((role) => [role, statuses.member ?? 403])),
  donoB: statuses.member ?? 403,
  operador: statuses.operador ?? 403,
});

/**
 * An organizer route: the catalog organization's roles with `permission` get `allowed`, the
 * others 403; the other organization's Dono gets `otherOrganization`.
 */
const org = (
  permission: OrganizationPermission,
  allowed: number,
  otherOrganization: number = allowed,
): Expected => ({
  ...byRole({}),
  ...Object.fromEntries(
    ORGANIZATION_ROLES.map((role) => [role, roleCan(role, permission) ? allowed : 403]),
  ),
  donoB: otherOrganization,
});

/** The platform's own routes: its operator gets `status`; everyone else 403. */
const operatorOnly = (status: number): Expected => byRole({ operador: status });

/**
 * THE place that proves permissions: every protected endpoint (every route declared with
 * `config.roles` or `config.organization`) must have a row here — a test fails otherwise — plus
 * the public auth endpoints, to show they stay public. Later issues add their rows.
 */
const MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/auth/me', expect: everyone(200) },
  { method: 'POST', url: '/api/auth/logout', expect: everyone(204), endsSession: true },
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
  // Spec §7 (issue 14): accounts made for people by an organization's Dono; a re-send only for
  // the order's buyer or the event's organization — to anyone else the order does not exist.
  { method: 'POST', url: '/api/usuarios', body: {}, expect: org('equipe', 400) },
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
    expect: signedIn(200),
  },
  {
    method: 'GET',
    url: '/api/meus-pedidos',
    expect: signedIn(200),
  },
  // A person's data (issue 30): any signed-in account reads, fixes and asks to erase its own;
  // the confirmation is public (the e-mailed token is the proof).
  { method: 'GET', url: '/api/minha-conta/dados', expect: signedIn(200) },
  { method: 'GET', url: '/api/minha-conta/dados.pdf', expect: signedIn(200) },
  {
    method: 'PATCH',
    url: '/api/minha-conta/dados',
    body: { nome: '' },
    expect: signedIn(400),
  },
  {
    method: 'POST',
    url: '/api/minha-conta/exclusao',
    // Only a link is mailed; an organization's only Dono must hand it over first, and the
    // operator's account is not erased this way.
    expect: { ...signedIn(202), dono: 409, donoB: 409, operador: 409 },
  },
  {
    method: 'POST',
    url: '/api/minha-conta/exclusao/confirmar',
    body: { token: UNKNOWN_TOKEN },
    expect: everyone(400),
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
  {
    method: 'GET',
    url: `/api/check-in/${UNKNOWN_TOKEN}/crachas/${UNKNOWN_ID}.pdf`,
    expect: everyone(401),
    unauthorized: CHECK_IN_MESSAGES.linkRefused,
  },
  // Affiliates (issue 16): any signed-in account may sign up (the body is checked first); an
  // affiliate reads only their own figures; the platform's operator alone closes and pays months
  // (bank details).
  {
    method: 'POST',
    url: '/api/afiliados',
    body: {},
    expect: signedIn(400),
  },
  {
    method: 'GET',
    url: '/api/afiliados/me',
    expect: byRole({ affiliate: 200 }),
  },
  {
    method: 'GET',
    url: '/api/afiliados/me/vendas',
    expect: byRole({ affiliate: 200 }),
  },
  {
    method: 'GET',
    url: `/api/afiliados/me/eventos/${UNKNOWN_ID}`,
    route: '/api/afiliados/me/eventos/:eventId',
    expect: byRole({ affiliate: 404 }),
  },
  {
    method: 'PUT',
    url: `/api/afiliados/me/eventos/${UNKNOWN_ID}`,
    route: '/api/afiliados/me/eventos/:eventId',
    expect: byRole({ affiliate: 404 }),
  },
  {
    method: 'GET',
    url: '/api/organizador/repasses',
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    url: '/api/organizador/repasses/pendentes',
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
  // The organizer's side (issue 28): each route names one permission; members of the catalog's
  // organization get it by role (403 without it), the Dono of another organization gets 404 for
  // the catalog's event (or, on an unknown one, what anyone allowed gets), the operator outside
  // support 403. `ORG_EVENT` is the catalog organization's event: 2xx proves the allowed roles
  // read it, 404 proves the other organization does not.
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/ingressos`,
    route: '/api/organizador/eventos/:id/ingressos',
    expect: org(TICKETS_PERMISSION, 404),
  },
  { method: 'GET', url: '/api/organizador/check-in/eventos', expect: org('checkin', 200) },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/check-in/links`,
    route: '/api/organizador/eventos/:id/check-in/links',
    expect: org('checkin', 200, 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/check-in/links`,
    route: '/api/organizador/eventos/:id/check-in/links',
    body: { rotulo: 'Portão A' },
    expect: org('checkin', 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/check-in/links/${UNKNOWN_ID}/revogar`,
    route: '/api/organizador/check-in/links/:id/revogar',
    expect: org('checkin', 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/check-in`,
    route: '/api/organizador/eventos/:id/check-in',
    expect: org('checkin', 200, 404),
  },
  { method: 'POST', url: '/api/organizador/eventos', body: {}, expect: org('eventos:editar', 400) },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}`,
    route: '/api/organizador/eventos/:eventId',
    expect: org('eventos:ver', 200, 404),
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${ORG_EVENT}`,
    route: '/api/organizador/eventos/:eventId',
    body: {},
    expect: org('eventos:editar', 400),
  },
  {
    method: 'DELETE',
    url: `/api/organizador/eventos/${UNKNOWN_ID}`,
    route: '/api/organizador/eventos/:eventId',
    expect: org('eventos:editar', 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/publicacao`,
    route: '/api/organizador/eventos/:eventId/publicacao',
    body: { status: 'published' },
    expect: org('eventos:editar', 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/troca-participante`,
    route: '/api/organizador/eventos/:eventId/troca-participante',
    expect: org('eventos:ver', 200, 404),
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/troca-participante`,
    route: '/api/organizador/eventos/:eventId/troca-participante',
    body: { permitida: false, horas_antes: 24 },
    expect: org('eventos:editar', 404),
  },
  // Registration questions (issue 30): read as the event is, replaced as it is edited.
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/perguntas`,
    route: '/api/organizador/eventos/:eventId/perguntas',
    expect: org('eventos:ver', 200, 404),
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/perguntas`,
    route: '/api/organizador/eventos/:eventId/perguntas',
    body: { perguntas: [] },
    expect: org('eventos:editar', 404),
  },
  // Badges (issue 31): the layout read and saved as the event is; the prints are the door's.
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/crachas`,
    route: '/api/organizador/eventos/:eventId/crachas',
    expect: org('eventos:ver', 200, 404),
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/crachas/layout`,
    route: '/api/organizador/eventos/:eventId/crachas/layout',
    body: { tamanho: 'a6', campos: [] },
    expect: org('eventos:editar', 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/crachas.pdf`,
    route: '/api/organizador/eventos/:eventId/crachas.pdf',
    expect: org('checkin', 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/crachas/${UNKNOWN_ID}.pdf`,
    route: '/api/organizador/eventos/:eventId/crachas/:ticketId.pdf',
    expect: org('checkin', 404),
  },
  // Virtual queue (issue 32): the buyer's door is public (a ticket, the bot check's proof); the
  // settings are read as the event is and saved as it is edited.
  {
    method: 'GET',
    url: `/api/eventos/${UNKNOWN_ID}/fila`,
    route: '/api/eventos/:id/fila',
    expect: everyone(404),
  },
  {
    method: 'POST',
    url: `/api/eventos/${UNKNOWN_ID}/fila`,
    route: '/api/eventos/:id/fila',
    body: {},
    expect: everyone(400),
  },
  {
    method: 'GET',
    url: `/api/eventos/${UNKNOWN_ID}/fila/situacao`,
    route: '/api/eventos/:id/fila/situacao',
    expect: everyone(400),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/fila-virtual`,
    route: '/api/organizador/eventos/:eventId/fila-virtual',
    expect: org('eventos:ver', 200, 404),
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/fila-virtual`,
    route: '/api/organizador/eventos/:eventId/fila-virtual',
    body: { modo: 'ligada', por_minuto: 60, limite_reservas_por_segundo: 10 },
    expect: org('eventos:editar', 404),
  },
  // Certificates (issue 31): settings and preview read as the event is, issued, revoked and
  // configured as it is edited, listed as a report; a participant's own list and PDF need a
  // session (another's code is 404); the verification is public.
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/certificados/configuracao`,
    route: '/api/organizador/eventos/:eventId/certificados/configuracao',
    expect: org('eventos:ver', 200, 404),
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/certificados/configuracao`,
    route: '/api/organizador/eventos/:eventId/certificados/configuracao',
    body: {},
    expect: org('eventos:editar', 400),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/certificados/previa.pdf`,
    route: '/api/organizador/eventos/:eventId/certificados/previa.pdf',
    expect: org('eventos:ver', 200, 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/certificados/emissao`,
    route: '/api/organizador/eventos/:eventId/certificados/emissao',
    expect: org('eventos:editar', 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/certificados`,
    route: '/api/organizador/eventos/:eventId/certificados',
    expect: org('relatorios', 200, 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/certificados/0000-0000-0000/revogacao`,
    route: '/api/organizador/eventos/:eventId/certificados/:codigo/revogacao',
    body: { motivo: 'Teste da matriz' },
    expect: org('eventos:editar', 404),
  },
  {
    method: 'GET',
    url: '/api/certificados/0000-0000-0000',
    route: '/api/certificados/:codigo',
    expect: everyone(404),
  },
  { method: 'GET', url: '/api/minha-conta/certificados', expect: signedIn(200) },
  {
    method: 'GET',
    url: '/api/minha-conta/certificados/0000-0000-0000.pdf',
    route: '/api/minha-conta/certificados/:codigo.pdf',
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/retencao`,
    route: '/api/organizador/eventos/:eventId/retencao',
    body: { meses: 12 },
    expect: org('eventos:editar', 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/duplicar`,
    route: '/api/organizador/eventos/:eventId/duplicar',
    expect: org('eventos:editar', 404),
  },
  {
    method: 'POST',
    url: '/api/organizador/imagens',
    body: { not: 'an image' },
    expect: org('eventos:editar', 415),
  },
  { method: 'GET', url: `/api/imagens/${UNKNOWN_ID}.webp`, expect: everyone(404) },
  { method: 'GET', url: '/api/organizador/eventos', expect: org('eventos:ver', 200) },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/relatorio`,
    route: '/api/organizador/eventos/:eventId/relatorio',
    expect: org('relatorios', 200, 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/participantes`,
    route: '/api/organizador/eventos/:eventId/participantes',
    expect: org('relatorios', 200, 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/participantes/${UNKNOWN_ID}/reenvio`,
    route: '/api/organizador/eventos/:eventId/participantes/:ticketId/reenvio',
    expect: org('vendas', 404),
  },
  {
    method: 'GET',
    url: '/api/organizador/exportacoes/participantes/csv',
    route: '/api/organizador/exportacoes/:kind/:format',
    expect: org('exportacoes', 200),
  },
  // Atividade Recente for every signed-in account, by role.
  { method: 'GET', url: '/api/atividades', expect: signedIn(200) },
  // Refunds, cancelled events, the waiting list (issue 18): the buyer's by the order's key.
  {
    method: 'GET',
    url: `/api/pedidos/${UNKNOWN_ID}/cancelamento`,
    route: '/api/pedidos/:id/cancelamento',
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/pedidos`,
    route: '/api/organizador/eventos/:eventId/pedidos',
    expect: org('relatorios', 200, 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/pedidos/${UNKNOWN_ID}/reembolso`,
    route: '/api/organizador/pedidos/:orderId/reembolso',
    body: {},
    expect: org('vendas', 400),
  },
  { method: 'GET', url: '/api/organizador/reembolsos-a-pagar', expect: org('vendas', 200) },
  {
    method: 'POST',
    url: `/api/organizador/reembolsos/${UNKNOWN_ID}/pago`,
    route: '/api/organizador/reembolsos/:refundId/pago',
    expect: org('vendas', 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/cancelamento`,
    route: '/api/organizador/eventos/:eventId/cancelamento',
    expect: org('eventos:editar', 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/cancelamento`,
    route: '/api/organizador/eventos/:eventId/cancelamento',
    expect: org('eventos:ver', 404),
  },
  {
    method: 'POST',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/cancelamento/tentar-novamente`,
    route: '/api/organizador/eventos/:eventId/cancelamento/tentar-novamente',
    expect: org('eventos:editar', 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/lista-de-espera`,
    route: '/api/organizador/eventos/:eventId/lista-de-espera',
    expect: org('relatorios', 200, 404),
  },
  // The notas fiscais (buying as a company).
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/notas-fiscais`,
    route: '/api/organizador/eventos/:eventId/notas-fiscais',
    expect: org('vendas', 200, 404),
  },
  {
    method: 'PUT',
    url: `/api/organizador/eventos/${UNKNOWN_ID}/notas-fiscais/${UNKNOWN_ID}`,
    route: '/api/organizador/eventos/:eventId/notas-fiscais/:orderId',
    body: { numero: '1', data: '05/01/2026' },
    expect: org('vendas', 404),
  },
  {
    method: 'GET',
    url: `/api/organizador/eventos/${ORG_EVENT}/notas-fiscais/exportacao/csv`,
    route: '/api/organizador/eventos/:eventId/notas-fiscais/exportacao/:format',
    expect: org('exportacoes', 200, 404),
  },
  {
    method: 'POST',
    url: '/api/lista-de-espera/sair',
    body: { token: 'x'.repeat(32) },
    expect: everyone(404),
  },
  // Organizations (issue 28): anyone signed in may sign one up (the body is checked first) or
  // list theirs; an organization's own routes answer its members by role, 404 to others.
  { method: 'POST', url: '/api/organizacoes', body: {}, expect: signedIn(400) },
  { method: 'GET', url: '/api/organizacoes/minhas', expect: signedIn(200) },
  {
    method: 'PUT',
    url: '/api/organizacoes/ativa',
    body: { id: UNKNOWN_ID },
    expect: signedIn(404),
  },
  {
    method: 'GET',
    url: `/api/organizacoes/${ORG}`,
    route: '/api/organizacoes/:id',
    expect: { ...byRole({ member: 200, operador: 404 }), donoB: 404 },
  },
  {
    method: 'PUT',
    url: `/api/organizacoes/${ORG}`,
    route: '/api/organizacoes/:id',
    body: {},
    expect: org('dados-de-repasse', 400),
  },
  {
    method: 'PUT',
    url: `/api/organizacoes/${ORG}/repasse`,
    route: '/api/organizacoes/:id/repasse',
    body: {},
    expect: org('dados-de-repasse', 400),
  },
  {
    method: 'GET',
    url: `/api/organizacoes/${ORG}/equipe`,
    route: '/api/organizacoes/:id/equipe',
    expect: org('equipe', 200, 404),
  },
  {
    method: 'POST',
    url: `/api/organizacoes/${ORG}/convites`,
    route: '/api/organizacoes/:id/convites',
    body: {},
    expect: org('equipe', 400),
  },
  {
    method: 'DELETE',
    url: `/api/organizacoes/${ORG}/convites/${UNKNOWN_ID}`,
    route: '/api/organizacoes/:id/convites/:conviteId',
    expect: org('equipe', 404),
  },
  {
    method: 'PUT',
    url: `/api/organizacoes/${ORG}/membros/${UNKNOWN_ID}`,
    route: '/api/organizacoes/:id/membros/:userId',
    body: {},
    expect: org('equipe', 400),
  },
  {
    method: 'DELETE',
    url: `/api/organizacoes/${ORG}/membros/${UNKNOWN_ID}`,
    route: '/api/organizacoes/:id/membros/:userId',
    expect: org('equipe', 404),
  },
  {
    method: 'GET',
    url: `/api/organizacoes/${ORG}/atividades`,
    route: '/api/organizacoes/:id/atividades',
    expect: org('atividade', 200, 404),
  },
  // Settlement (issue 29): the organization's statement, Dono and Financeiro only.
  {
    method: 'GET',
    url: `/api/organizacoes/${ORG}/extrato`,
    route: '/api/organizacoes/:id/extrato',
    expect: org('financeiro', 200, 404),
  },
  {
    method: 'GET',
    url: `/api/organizacoes/${ORG}/extrato/exportacao?formato=csv`,
    route: '/api/organizacoes/:id/extrato/exportacao',
    expect: org('financeiro', 200, 404),
  },
  {
    method: 'GET',
    url: `/api/organizacoes/${ORG}/repasses/${UNKNOWN_ID}`,
    route: '/api/organizacoes/:id/repasses/:repasseId',
    expect: org('financeiro', 404, 404),
  },
  { method: 'POST', url: '/api/convites/verificar', body: { token: 'x' }, expect: everyone(400) },
  { method: 'POST', url: '/api/convites/aceitar', body: { token: 'x' }, expect: everyone(400) },
  // The platform's operator: approvals and support.
  { method: 'GET', url: '/api/operador/organizacoes', expect: operatorOnly(200) },
  {
    method: 'POST',
    url: `/api/operador/organizacoes/${UNKNOWN_ID}/aprovacao`,
    route: '/api/operador/organizacoes/:id/aprovacao',
    body: {},
    expect: operatorOnly(400),
  },
  {
    method: 'POST',
    url: `/api/operador/organizacoes/${UNKNOWN_ID}/suporte`,
    route: '/api/operador/organizacoes/:id/suporte',
    expect: operatorOnly(404),
  },
  { method: 'DELETE', url: '/api/operador/suporte', expect: operatorOnly(204) },
  {
    method: 'PUT',
    url: `/api/operador/organizacoes/${UNKNOWN_ID}/taxa`,
    route: '/api/operador/organizacoes/:id/taxa',
    body: {},
    expect: operatorOnly(400),
  },
  // Payouts to organizations and the reconciliation (issue 29).
  { method: 'GET', url: '/api/operador/repasses', expect: operatorOnly(200) },
  // The demo has no sales: nothing to pay.
  { method: 'POST', url: '/api/operador/repasses', body: {}, expect: operatorOnly(409) },
  { method: 'GET', url: '/api/operador/repasses/arquivo.csv', expect: operatorOnly(200) },
  {
    method: 'GET',
    url: `/api/operador/repasses/${UNKNOWN_ID}`,
    route: '/api/operador/repasses/:id',
    expect: operatorOnly(404),
  },
  {
    method: 'POST',
    url: `/api/operador/repasses/${UNKNOWN_ID}/pagamento`,
    route: '/api/operador/repasses/:id/pagamento',
    body: {},
    expect: operatorOnly(400),
  },
  {
    method: 'GET',
    url: '/api/operador/conciliacao?mes=2026-10',
    route: '/api/operador/conciliacao',
    expect: operatorOnly(200),
  },
];

/** The demo account of each caller who has one. */
const DEMO_CALLERS: Partial<Record<Caller, string>> = {
  ...Object.fromEntries(
    DEMO_ACCOUNTS.filter((account) => account.organizationId === ORG && account.papel !== null).map(
      (account) => [account.papel!, account.email],
    ),
  ),
  donoB: DEMO_PARTNER_ORGANIZER_EMAIL,
  operador: DEMO_OPERATOR_EMAIL,
};

type Cookies = Record<string, string>;

describe.each(testTargets())('role matrix on %s', (target) => {
  const ctx = useTestApp(target, { demo: true });

  /**
   * Each caller's account and session, made once per database: signing in anew for each of the
   * matrix's thousand calls cost more than the calls. A row that ends its session gets its own.
   */
  const accounts = new Map<Exclude<Caller, 'visitor'>, { userId: string; cookies: Cookies }>();
  beforeAll(async () => {
    for (const caller of CALLERS) {
      if (caller === 'visitor') continue;
      const demo = DEMO_CALLERS[caller];
      if (demo) {
        const userId = demoUserId(demo);
        accounts.set(caller, { userId, ...(await signInAs(ctx.database, userId)) });
      } else {
        const account = await signIn(ctx.database, caller as 'user' | 'affiliate');
        accounts.set(caller, { userId: account.user.id, cookies: account.cookies });
      }
    }
  });

  async function cookiesOf(caller: Caller, freshSession = false): Promise<Cookies> {
    if (caller === 'visitor') return {};
    const account = accounts.get(caller)!;
    return freshSession ? (await signInAs(ctx.database, account.userId)).cookies : account.cookies;
  }

  async function call(
    row: Pick<MatrixRow, 'method' | 'url' | 'body' | 'endsSession'>,
    caller: Caller,
  ) {
    const cookies = await cookiesOf(caller, row.endsSession);
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
      const expected = row.expect[caller];
      expect(response.statusCode).toBe(expected);
      if (expected === 401) {
        expect(response.json()).toEqual({ message: row.unauthorized ?? AUTH_MESSAGES.notSignedIn });
      }
      if (expected === 403) expect(response.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    });
  });

  // Sharing sessions is sound only while no row ends one without saying so (`endsSession`):
  // after the matrix, every caller is still signed in as their own account.
  it('leaves every caller’s shared session signed in', async () => {
    for (const caller of CALLERS) {
      if (caller === 'visitor') continue;
      const response = await call({ method: 'GET', url: '/api/auth/me' }, caller);
      expect(response.statusCode, caller).toBe(200);
      expect(response.json<{ user: { id: string } }>().user.id, caller).toBe(
        accounts.get(caller)!.userId,
      );
    }
  });

  it('has a row for every protected endpoint', () => {
    const rows = new Set(MATRIX.map((row) => `${row.method} ${row.route ?? row.url}`));
    const missing = ctx.app.protectedRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !rows.has(route));
    expect(missing).toEqual([]);
  });

  it('expects of every protected endpoint exactly what its roles or permission say', () => {
    for (const route of ctx.app.protectedRoutes) {
      const name = `${route.method} ${route.url}`;
      const row = MATRIX.find((r) => r.method === route.method && (r.route ?? r.url) === route.url);
      expect(row?.expect.visitor, name).toBe(401);
      const refused = (caller: Caller, allowed: boolean) =>
        expect(row?.expect[caller] === 403, `${name} as ${caller}`).toBe(!allowed);
      const permission = route.organization;
      if (permission) {
        for (const role of ORGANIZATION_ROLES) refused(role, roleCan(role, permission));
        for (const caller of ['user', 'affiliate', 'operador'] as const) refused(caller, false);
      } else {
        refused('user', route.roles.includes('user'));
        refused('affiliate', route.roles.includes('affiliate'));
        refused('operador', route.roles.includes('operador'));
        for (const role of ORGANIZATION_ROLES) refused(role, route.roles.includes('admin'));
      }
    }
  });

  it('computes each demo caller’s role and organization on the server', async () => {
    const me = async (caller: Caller) =>
      (await call({ method: 'GET', url: '/api/auth/me' }, caller)).json<{
        user: { role: string; organizacao: { id: string; papel: string } | null };
      }>().user;
    for (const role of ORGANIZATION_ROLES) {
      expect(await me(role)).toMatchObject({
        role: 'admin',
        organizacao: { id: ORG, papel: role },
      });
    }
    expect((await me('donoB')).organizacao).toMatchObject({ papel: 'dono' });
    expect((await me('donoB')).organizacao?.id).not.toBe(ORG);
    expect(await me('operador')).toMatchObject({ role: 'operador', organizacao: null });
    expect(await me('affiliate')).toMatchObject({ role: 'affiliate', organizacao: null });
  });

  it('never shows one organization the other’s events', async () => {
    const listed = async (caller: Caller) =>
      (await call({ method: 'GET', url: '/api/organizador/eventos' }, caller))
        .json<{ events: { id: string }[] }>()
        .events.map((event) => event.id);
    const mine = await listed('dono');
    const theirs = await listed('donoB');
    expect(mine).toContain(ORG_EVENT);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
  });
});
