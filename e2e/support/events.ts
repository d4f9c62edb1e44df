import { expect, type APIRequestContext } from '@playwright/test';

/** São Paulo's day `offset` days from today, as the wizard's date fields take it (YYYY-MM-DD). */
export function saoPauloDay(offset = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

/** What differs between journeys' events; the place and the rest are one venue's. */
export interface JourneyEvent {
  title: string;
  description: string;
  /** The wizard's fields: 'YYYY-MM-DD' and 'HH:mm' (São Paulo); `endDate` '' for the same day. */
  date: string;
  time: string;
  endDate: string;
  endTime: string;
  location?: string;
  category?: string;
  ticket: { name: string; description: string; price: string; quantity: number };
}

/**
 * An event made through the organizer's API as the wizard saves it (a draft), then published,
 * with one ticket type; `request` must be signed in as its organizer. Returns its id.
 */
export async function createPublishedEvent(
  request: APIRequestContext,
  event: JourneyEvent,
): Promise<string> {
  const { ticket } = event;
  const created = await request.post('/api/organizador/eventos', {
    data: {
      status: 'draft',
      basics: {
        title: event.title,
        description: event.description,
        date: event.date,
        time: event.time,
        endDate: event.endDate,
        endTime: event.endTime,
        location: event.location ?? 'Centro de Convenções Frei Caneca',
        city: 'São Paulo',
        address: 'Rua Frei Caneca, 569 - Consolação',
        category: event.category ?? 'Fórum',
        commission: '10',
        imageUrl: '/media/demo/events/rpa-summit.svg',
      },
      tickets: [
        {
          name: ticket.name,
          description: ticket.description,
          price: ticket.price,
          quantity: String(ticket.quantity),
          maxPerOrder: String(Math.min(ticket.quantity, 5)),
        },
      ],
      agenda: [],
      speakers: [],
      faq: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/organizador/eventos/${id}/publicacao`, {
    data: { status: 'published' },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return id;
}

/** The ticket type of `createEveningTalk`'s events. */
export const EVENING_TALK_TICKET = 'Inteira';

/**
 * The journeys' ordinary event: an evening talk a month from now with one type,
 * 'Inteira' at R$ 120,00, with `seats` seats; made and published as `createPublishedEvent`.
 */
export function createEveningTalk(
  request: APIRequestContext,
  title: string,
  seats: number,
): Promise<string> {
  return createPublishedEvent(request, {
    title,
    description: '<p>Um encontro de líderes de tecnologia para falar de automação.</p>',
    date: saoPauloDay(30),
    time: '19:00',
    endDate: '',
    endTime: '22:00',
    ticket: {
      name: EVENING_TALK_TICKET,
      description: 'Acesso a todas as palestras',
      price: '120,00',
      quantity: seats,
    },
  });
}
