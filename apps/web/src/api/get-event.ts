import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { toEventDetail, type EventDetail, type TicketOption } from '@bilheteria/domain/event-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { firstAnswersLoadedAt, takeFirstAnswer } from '@/lib/first-answers';
import { logFailure } from '@/lib/log-failure';

const eventPath = (id: string) => `/eventos/ingressos/evento/${encodeURIComponent(id)}`;

/** A ticket type of the event page: the domain's view, and the type's own per-order limit. */
export interface EventPageTicket extends TicketOption {
  /**
   * The type's `max_por_pedido` as set by the organizer. `maxPerOrder` is also capped by what
   * is left (0 once sold out); a sold-out type's waiting list still needs this one.
   */
  typeMaxPerOrder: number;
}

export interface EventPage extends EventDetail {
  tickets: EventPageTicket[];
  /** The organizing organization's logo (issue 28), shown by its name; null when it has none. */
  organizerLogo: string | null;
  /**
   * The platform's fee the buyer pays on top of the tickets (issue 29), as the server answers it;
   * null when the buyer pays none ('Taxa de serviço: Grátis').
   */
  serviceFee: ServerEventDetail['taxa_servico'];
}

export function toEventPage(event: ServerEventDetail): EventPage {
  const detail = toEventDetail(event);
  const limits = new Map(event.tickets.map((ticket) => [ticket.id, ticket.max_por_pedido]));
  return {
    ...detail,
    organizerLogo: event.organizador_logo,
    serviceFee: event.taxa_servico,
    tickets: detail.tickets.map((ticket) => ({
      ...ticket,
      typeMaxPerOrder: limits.get(ticket.id) ?? ticket.maxPerOrder,
    })),
  };
}

export async function getEvent(id: string, signal?: AbortSignal): Promise<EventPage> {
  const event = await logFailure(
    'Erro ao buscar evento',
    apiGet<ServerEventDetail>(eventPath(id), signal ? { signal } : {}),
  );
  return toEventPage(event);
}

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) => getEvent(id, signal),
    initialData: () => {
      // The server hints it with the id in lower case, whatever the page's URL says.
      const answer = takeFirstAnswer<ServerEventDetail>(`/api${eventPath(id.toLowerCase())}`);
      return answer && toEventPage(answer);
    },
    initialDataUpdatedAt: firstAnswersLoadedAt,
  });

/** One event for its detail page; a 404 fails at once with `ApiError` status 404. */
export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
