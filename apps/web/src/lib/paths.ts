/** Every link of the app, built in one place (spec §2 route table). */
export const paths = {
  home: () => '/',
  events: () => '/events',
  event: (id: string) => `/events/${id}`,
  eventCard: (id: string) => `/event/${id}`,
  login: () => '/login',
  checkout: () => '/checkout',
  dashboard: () => '/dashboard',
  createEvent: () => '/create-event',
  affiliate: () => '/affiliate',
  becomeAffiliate: () => '/become-affiliate',
  unauthorized: () => '/unauthorized',
  confirmation: () => '/confirmacao',
  /** An order's receipt, or where its payment is awaited: '/confirmacao?pedido=…'. */
  orderConfirmation: (orderId: string) => `/confirmacao?pedido=${encodeURIComponent(orderId)}`,
} as const;
