import {
  DEFAULT_VIRTUAL_QUEUE_SETTINGS,
  type OrganizerVirtualQueueView,
  type VirtualQueueSettings,
} from '@bilheteria/domain/virtual-queue-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The organizer's virtual-queue API answered at the network edge (imported by tests only). */

export const virtualQueuePathOf = (eventId: string) =>
  `/api/organizador/eventos/${eventId}/fila-virtual`;

export function queueView(
  overrides: Partial<OrganizerVirtualQueueView> = {},
): OrganizerVirtualQueueView {
  return {
    ...DEFAULT_VIRTUAL_QUEUE_SETTINGS,
    salvo: false,
    ativa: false,
    ativa_desde: null,
    aguardando: 0,
    admitidos: 0,
    desistentes: 0,
    espera_estimada_segundos: 0,
    ...overrides,
  };
}

/** GET …/fila-virtual answers `answer()` (a Response as it is); counts the asks. */
export function serveVirtualQueue(
  eventId: string,
  answer: () => OrganizerVirtualQueueView | Response = () => queueView(),
) {
  const asked = { count: 0 };
  server.use(
    http.get(virtualQueuePathOf(eventId), () => {
      asked.count += 1;
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}

/** PUT …/fila-virtual: keeps each body; answers `answer(body)` or the view with the body in. */
export function serveVirtualQueueSave(
  eventId: string,
  answer: (body: VirtualQueueSettings) => Response | null = () => null,
) {
  const sent: VirtualQueueSettings[] = [];
  server.use(
    http.put(virtualQueuePathOf(eventId), async ({ request }) => {
      const body = (await request.json()) as VirtualQueueSettings;
      sent.push(body);
      return (
        answer(body) ??
        HttpResponse.json(
          queueView({
            ...body,
            salvo: true,
            ativa: body.modo === 'ligada',
            ativa_desde: body.modo === 'ligada' ? '2026-11-29T23:03:00.000Z' : null,
          }),
        )
      );
    }),
  );
  return { sent };
}
