/** Every link of the app, built in one place (spec §2 route table). */
export const paths = {
  home: () => '/',
  events: () => '/events',
  event: (id: string) => `/events/${id}`,
  eventCard: (id: string) => `/event/${id}`,
  /** The event's virtual queue (issue 32): the checkout's door while the queue is on. */
  virtualQueue: (id: string) => `/event/${encodeURIComponent(id)}/fila`,
  login: () => '/login',
  checkout: () => '/checkout',
  dashboard: () => '/dashboard',
  createEvent: () => '/create-event',
  affiliate: () => '/affiliate',
  becomeAffiliate: () => '/become-affiliate',
  unauthorized: () => '/unauthorized',
  confirmation: () => '/confirmacao',
  /** The signed-in user's tickets (issue 14). */
  myTickets: () => '/meus-ingressos',
  /** Every order the signed-in person bought, for themselves or for others. */
  myOrders: () => '/meus-pedidos',
  /** An event's live check-in occupancy, for its organizer (issue 15). */
  checkInLive: (eventId: string) => `/dashboard/check-in/${encodeURIComponent(eventId)}`,
  /** The monthly payout of affiliate commissions (issue 16): the platform operator's (issue 28). */
  payouts: () => '/operador/repasses-afiliados',
  /** The operator's organizations: approval, refusal, 'Entrar como suporte' (issue 28). */
  operatorOrganizations: () => '/operador/organizacoes',
  /** The wizard prefilled with an organizer's event (issue 17). */
  editEvent: (eventId: string) => `/dashboard/eventos/${encodeURIComponent(eventId)}/editar`,
  /** An organizer's event report (issue 17). */
  eventReport: (eventId: string) => `/dashboard/eventos/${encodeURIComponent(eventId)}/relatorio`,
  /** A door scanner link (issue 15): the token is the only credential. */
  checkInScanner: (token: string) => `/check-in/${encodeURIComponent(token)}`,
  /** An order's receipt, or where its payment is awaited: '/confirmacao?pedido=…'. */
  orderConfirmation: (orderId: string) => `/confirmacao?pedido=${encodeURIComponent(orderId)}`,
  /** 'Quero vender ingressos': a signed-in person signs an organization up (issue 28). */
  organizationSignUp: () => '/organizadores/cadastro',
  /** The e-mailed invitation to an organization's team (issue 28). */
  acceptInvitation: (token?: string) =>
    token ? `/convites/aceitar?token=${encodeURIComponent(token)}` : '/convites/aceitar',
  /** The active organization's team, activity feed and profile (issue 28). */
  team: () => '/dashboard/equipe',
  auditLog: () => '/dashboard/atividade',
  organizationProfile: () => '/dashboard/organizacao',
  /** The organization's statement: what it has to receive and was paid (issue 29). */
  statement: () => '/dashboard/financeiro',
  /** The operator's payouts to organizations and the monthly reconciliation (issue 29). */
  operatorPayouts: () => '/operador/repasses',
  reconciliation: () => '/operador/conciliacao',
  /** What we hold about the signed-in person: see, download, fix, erase (issue 30, LGPD). */
  personalData: () => '/minha-conta/dados',
  /** The e-mailed link that confirms erasing the account (issue 30): the token in the query. */
  erasureConfirm: (token?: string) =>
    token ? `/minha-conta/exclusao?token=${encodeURIComponent(token)}` : '/minha-conta/exclusao',
  /** 'Política de privacidade' (issue 30). */
  privacy: () => '/privacidade',
} as const;

/**
 * Door pages (issue 15): staff open a scanner link without an account, often offline — the app
 * does not ask the server for a session there.
 */
export const isDoorPage = (pathname: string): boolean => /^\/check-in\//i.test(pathname);
