/**
 * The web app's route table (apps/web/src/app/router.tsx: its SCREENS, DOOR_SCREENS and
 * GUARDED_PATHS), so that the server can answer 404 for a page the app would show its 404
 * screen for. page-routes.test.ts fails when the two lists diverge.
 */
export const PAGE_ROUTES = [
  '/',
  '/events',
  '/events/:id',
  '/event/:id',
  '/event/:id/fila',
  '/login',
  '/checkout',
  '/confirmacao',
  '/unauthorized',
  '/definir-senha',
  '/entrar-por-link',
  '/meus-ingressos',
  '/meus-pedidos',
  '/become-affiliate',
  '/lista-de-espera/oferta',
  '/lista-de-espera/sair',
  '/organizadores/cadastro',
  '/convites/aceitar',
  '/dashboard',
  '/create-event',
  '/affiliate',
  '/dashboard/check-in/:eventId',
  '/dashboard/repasses',
  '/operador/repasses-afiliados',
  '/operador/organizacoes',
  '/operador/repasses',
  '/operador/conciliacao',
  '/dashboard/eventos/:eventId/editar',
  '/dashboard/eventos/:eventId/relatorio',
  '/dashboard/equipe',
  '/dashboard/atividade',
  '/dashboard/organizacao',
  '/dashboard/financeiro',
  '/minha-conta/dados',
  '/minha-conta/exclusao',
  '/privacidade',
  '/certificados/:codigo',
  '/check-in/:token',
] as const;

/** As React Router matches: case-insensitive, a trailing slash allowed, `:param` one segment. */
function toPattern(route: string): RegExp {
  const body = route
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const PATTERNS = PAGE_ROUTES.map(toPattern);

/** Whether `pathname` (no query string) is one of the web app's pages. */
export function isPagePath(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
