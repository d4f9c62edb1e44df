import { randomUUID } from 'node:crypto';
import type { EventListResponse, ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { addCalendarDays, calendarDay } from '@bilheteria/domain/dates';
import type { EventFormValues } from '@bilheteria/domain/event-form';
import type { EditableEvent, SavedEvent } from '@bilheteria/domain/organizer-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestAccount } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { saleThroughLink } from '../affiliates/test-sales';

function form(status: EventFormValues['status'] = 'published', city = 'Curitiba'): EventFormValues {
  const day = addCalendarDays(calendarDay(new Date()), 30);
  return {
    status,
    basics: {
      title: 'Conferência de Gestão Documental',
      description: '<p>Um dia inteiro sobre gestão de documentos.</p>',
      date: day,
      time: '09:00',
      endDate: '',
      endTime: '18:00',
      location: 'Centro de Convenções',
      city,
      address: 'Rua XV de Novembro, 100',
      category: 'Conferência',
      commission: '10',
      imageUrl: '/media/demo/events/feira-gestao-documental.svg',
    },
    tickets: [
      {
        name: 'Pista',
        description: 'Acesso ao dia todo',
        price: '100',
        quantity: '50',
        maxPerOrder: '5',
      },
    ],
    agenda: [],
    speakers: [],
    faq: [],
  };
}

describe.each(testTargets())('unpublished and cancelled events on %s', (target) => {
  // The catalog caches for a minute here: a change must still show at once.
  const ctx = useTestApp(target, { config: { catalogCacheTtlMs: 60_000 } });
  let admin: TestAccount;

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url: `/api${url}`, cookies: admin.cookies, payload });
  const publicPage = (id: string) => ctx.app.inject(`/api/eventos/ingressos/evento/${id}`);
  const catalogIds = async () =>
    (await ctx.app.inject('/api/eventos/ingressos/eventos'))
      .json<EventListResponse>()
      .eventos.map((event) => event.id);

  async function create(status: EventFormValues['status'] = 'published', city?: string) {
    const response = await send('POST', '/organizador/eventos', form(status, city));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SavedEvent>();
  }
  async function ticketTypeOf(eventId: string): Promise<string> {
    const response = await ctx.app.inject({
      url: `/api/organizador/eventos/${eventId}`,
      cookies: admin.cookies,
    });
    return response.json<EditableEvent>().tickets[0]!.id;
  }
  /** A published event with `seats` tickets paid by one buyer. */
  async function soldEvent(seats: number, city?: string) {
    const saved = await create('published', city);
    await saleThroughLink(ctx, {
      seats: [{ id: await ticketTypeOf(saved.id), quantity: seats }],
      code: null,
    });
    return saved;
  }

  beforeAll(async () => {
    admin = await signIn(ctx.database, 'admin');
  });

  describe('unpublishing an event with sales', () => {
    it('is refused without the confirmation, saying how many tickets were sold', async () => {
      const saved = await soldEvent(2);
      await catalogIds();
      const refused = await send('POST', `/organizador/eventos/${saved.id}/publicacao`, {
        status: 'draft',
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(
        'Este evento tem 2 ingressos vendidos. Despublicado, ele sai da lista de eventos e não ' +
          "vende mais; os compradores mantêm seus ingressos e a página do evento mostra 'Vendas " +
          "encerradas'. Confirme para despublicar.",
      );
      // Nothing changed: still listed and on sale.
      expect(await catalogIds()).toContain(saved.id);
      expect((await publicPage(saved.id)).json<ServerEventDetail>().situacao).toBe('publicado');

      // The wizard's save as a draft is the same change and asks the same.
      const editable = (
        await ctx.app.inject({
          url: `/api/organizador/eventos/${saved.id}`,
          cookies: admin.cookies,
        })
      ).json<EditableEvent>();
      const asDraft = {
        ...form('draft'),
        tickets: editable.tickets.map(({ sold: _s, held: _h, ...ticket }) => ticket),
      };
      const put = await send('PUT', `/organizador/eventos/${saved.id}`, asDraft);
      expect(put.statusCode, put.body).toBe(409);
      expect(await catalogIds()).toContain(saved.id);
      const confirmedPut = await send('PUT', `/organizador/eventos/${saved.id}`, {
        ...asDraft,
        confirmUnpublish: true,
      });
      expect(confirmedPut.statusCode, confirmedPut.body).toBe(200);
      expect(await catalogIds()).not.toContain(saved.id);
    });

    it('goes through once confirmed; one without sales needs no confirmation', async () => {
      const sold = await soldEvent(1);
      const confirmed = await send('POST', `/organizador/eventos/${sold.id}/publicacao`, {
        status: 'draft',
        confirmUnpublish: true,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ status: 'draft' });

      const unsold = await create();
      const plain = await send('POST', `/organizador/eventos/${unsold.id}/publicacao`, {
        status: 'draft',
      });
      expect(plain.statusCode, plain.body).toBe(200);
    });
  });

  describe('the public page of an event no longer on sale', () => {
    it("answers an unpublished event that sold with 'vendas_encerradas', never listing it", async () => {
      const saved = await soldEvent(1, 'Maringá');
      expect((await publicPage(saved.id)).json<ServerEventDetail>().situacao).toBe('publicado');
      await send('POST', `/organizador/eventos/${saved.id}/publicacao`, {
        status: 'draft',
        confirmUnpublish: true,
      });

      // A buyer following the link from the ticket e-mail, signed in or not.
      const page = await publicPage(saved.id);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<ServerEventDetail>()).toMatchObject({
        id: saved.id,
        titulo: 'Conferência de Gestão Documental',
        situacao: 'vendas_encerradas',
      });
      // Not in the list, nor in the cities the list filters on, nor in an affiliate's list.
      expect(await catalogIds()).not.toContain(saved.id);
      const cities = (await ctx.app.inject('/api/eventos/cidades/unicas')).json<string[]>();
      expect(cities).not.toContain('Maringá');
      // And nothing can be bought.
      const hold = await ctx.newBrowser().inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { 'idempotency-key': randomUUID() },
        payload: { tickets: [{ id_ticket: await ticketTypeOf(saved.id), quantidade_produto: 1 }] },
      });
      expect(hold.statusCode).toBeGreaterThanOrEqual(400);
      expect(hold.statusCode).toBeLessThan(500);
    });

    it("answers a cancelled event that sold with 'cancelado'", async () => {
      const saved = await soldEvent(1);
      const cancelled = await ctx.app.inject({
        method: 'POST',
        url: `/api/organizador/eventos/${saved.id}/cancelamento`,
        cookies: admin.cookies,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await ctx.app.jobs.drain();
      const page = await publicPage(saved.id);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<ServerEventDetail>().situacao).toBe('cancelado');
      expect(await catalogIds()).not.toContain(saved.id);
    });

    it('keeps a draft that never sold a 404 for everyone', async () => {
      const draft = await create('draft');
      const page = await publicPage(draft.id);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'Evento não encontrado' });

      // Published for a while, unpublished before anyone bought: a draft again.
      const unsold = await create();
      await send('POST', `/organizador/eventos/${unsold.id}/publicacao`, { status: 'draft' });
      expect((await publicPage(unsold.id)).statusCode).toBe(404);
    });
  });
});
