import { DEMO_CONTACT_EMAIL, DEMO_CONTACT_WHATSAPP, type SiteInfo } from '@bilheteria/domain/site';
import type { VirtualQueueState } from '@bilheteria/domain/virtual-queue-contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** GET /api/site as the demo's configuration answers it; a test may answer otherwise. */
const siteInfo = http.get('/api/site', () =>
  HttpResponse.json<SiteInfo>({
    contato: { email: DEMO_CONTACT_EMAIL, whatsapp: DEMO_CONTACT_WHATSAPP },
  }),
);

/**
 * GET /api/eventos/:id/fila: no virtual queue (issue 32), which 'Comprar Ingressos' asks about;
 * a test may answer otherwise.
 */
const noVirtualQueue = http.get('/api/eventos/:id/fila', () =>
  HttpResponse.json<VirtualQueueState>({ ativa: false, por_minuto: null }),
);

/** Our API as the browser would see it, answered at the network edge in component tests. */
export const server = setupServer(siteInfo, noVirtualQueue);
