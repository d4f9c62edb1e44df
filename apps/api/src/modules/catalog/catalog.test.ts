import { EVENT_CATEGORIES } from '@bilheteria/domain/constants';
import {
  categoriesResponseSchema,
  eventListResponseSchema,
  serverEventDetailSchema,
  type ServerEvent,
} from '@bilheteria/domain/catalog-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateEvents, affiliates, categories, events, ticketTypes } from '../../db/schema';
import { DEMO_EVENTS } from '../../db/seed-data';
import { demoEventId } from '../../db/seed';
import { createTestOrganization } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

const DAY = 86_400_000;

describe.each(testTargets())('catalog API on %s', (target) => {
  const now = new Date();
  const ctx = useTestApp(target, { now });

  async function insertEvent(overrides: Partial<typeof events.$inferInsert> & { slug: string }) {
    const [category] = await ctx.database.db.select().from(categories).limit(1);
    const [row] = await ctx.database.db
      .insert(events)
      .values({
        title: `Evento ${overrides.slug}`,
        descriptionHtml: '<p>Teste</p>',
        startsAt: new Date(now.getTime() + 10 * DAY),
        endsAt: new Date(now.getTime() + 10 * DAY + 3_600_000),
        venue: 'Auditório Teste',
        city: 'Manaus',
        address: 'Rua Teste, 1',
        imageUrl: '/media/demo/events/x.svg',
        categoryId: category!.id,
        organizationId: await createTestOrganization(ctx.database),
        status: 'published',
        ...overrides,
      })
      .returning();
    return row!;
  }

  describe('GET /api/categoria-evento', () => {
    it("lists the spec's eight categories in order, as { id, nome_categoria }", async () => {
      const response = await ctx.app.inject('/api/categoria-evento');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = categoriesResponseSchema.parse(response.json());
      expect(body.map((c) => c.nome_categoria)).toEqual([...EVENT_CATEGORIES]);
      expect(Object.keys(response.json()[0]).sort()).toEqual(['id', 'nome_categoria']);
    });

    it('carries an ETag and answers 304 when the client already has it', async () => {
      const first = await ctx.app.inject('/api/categoria-evento');
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toContain('must-revalidate');
      const second = await ctx.app.inject({
        url: '/api/categoria-evento',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
    });
  });

  describe('GET /api/eventos/ingressos/eventos', () => {
    it('lists every seeded event, soonest first, in the contract shape', async () => {
      const response = await ctx.app.inject('/api/eventos/ingressos/eventos');
      expect(response.statusCode).toBe(200);
      const { eventos } = eventListResponseSchema.parse(response.json());
      expect(eventos).toHaveLength(DEMO_EVENTS.length);
      const starts = eventos.map((e) => e.data_hora_inicio._seconds);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const event of eventos) {
        expect(Number.isInteger(event.data_hora_inicio._seconds)).toBe(true);
        expect(event.data_hora_fim._seconds).toBeGreaterThanOrEqual(
          event.data_hora_inicio._seconds,
        );
        expect(event.preco).toBe(event.preco_centavos / 100);
        expect(event.foto).toMatch(/^\/media\/demo\/events\/.+\.svg$/);
      }
    });

    it('announces the cheapest type with seats left as preco, 0 for free events', async () => {
      const { eventos } = (await ctx.app.inject('/api/eventos/ingressos/eventos')).json<{
        eventos: ServerEvent[];
      }>();
      for (const demo of DEMO_EVENTS) {
        const listed = eventos.find((e) => e.id === demoEventId(demo.slug));
        const withSeats = demo.tickets.filter((t) => t.quantity > t.sold);
        const lowest = Math.min(...withSeats.map((t) => t.priceCents));
        expect(listed?.preco_centavos, demo.slug).toBe(lowest);
        const detail = await ctx.app.inject(`/api/eventos/ingressos/evento/${listed!.id}`);
        expect(detail.json().preco_centavos, `${demo.slug} detail`).toBe(lowest);
      }
      // The sold-out 'Lote Promocional' is not what the card announces.
      const soldOutEvent = DEMO_EVENTS.find((e) => e.tickets.some((t) => t.sold === t.quantity))!;
      const cheapest = Math.min(...soldOutEvent.tickets.map((t) => t.priceCents));
      const listed = eventos.find((e) => e.id === demoEventId(soldOutEvent.slug));
      expect(listed?.preco_centavos).toBeGreaterThan(cheapest);
      expect(eventos.some((e) => e.preco === 0)).toBe(true);
    });

    it('announces the cheapest type when every type is sold out', async () => {
      const event = await insertEvent({ slug: 'tudo-esgotado' });
      await ctx.database.db.insert(ticketTypes).values([
        { eventId: event.id, name: 'A', priceCents: 5_000, quantity: 2, sold: 2 },
        { eventId: event.id, name: 'B', priceCents: 9_000, quantity: 1, sold: 0, reserved: 1 },
      ]);
      const { eventos } = (await ctx.app.inject('/api/eventos/ingressos/eventos')).json<{
        eventos: ServerEvent[];
      }>();
      expect(eventos.find((e) => e.id === event.id)?.preco_centavos).toBe(5_000);
      const detail = await ctx.app.inject(`/api/eventos/ingressos/evento/${event.id}`);
      expect(detail.json().preco_centavos).toBe(5_000);
      await ctx.database.db.delete(events).where(eq(events.id, event.id));
    });

    it('leaves out drafts and events that have ended', async () => {
      const draft = await insertEvent({ slug: 'rascunho', status: 'draft' });
      const ended = await insertEvent({
        slug: 'encerrado',
        startsAt: new Date(now.getTime() - 2 * DAY),
        endsAt: new Date(now.getTime() - DAY),
      });
      const ongoing = await insertEvent({
        slug: 'em-andamento',
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + DAY),
      });
      const ids = (await ctx.app.inject('/api/eventos/ingressos/eventos'))
        .json<{ eventos: ServerEvent[] }>()
        .eventos.map((e) => e.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(ended.id);
      expect(ids[0]).toBe(ongoing.id);
      await ctx.database.db.delete(events).where(eq(events.id, ongoing.id));
    });
  });

  describe('GET /api/eventos/cidades/unicas', () => {
    it('lists each city of the listed events once, alphabetically', async () => {
      const response = await ctx.app.inject('/api/eventos/cidades/unicas');
      expect(response.statusCode).toBe(200);
      const cities = response.json<string[]>();
      const expected = [...new Set(DEMO_EVENTS.map((e) => e.city))].sort((a, b) =>
        a.localeCompare(b, 'pt-BR'),
      );
      // 'Manaus' belongs only to test events that are drafts or over.
      expect(cities).toEqual(expected);
      expect(cities.length).toBeGreaterThanOrEqual(5);
    });
  });

  describe('GET /api/eventos/ingressos/evento/:id', () => {
    const soldOut = DEMO_EVENTS.find((e) => e.tickets.some((t) => t.sold === t.quantity))!;

    it('answers one event with tickets, faq, palestrantes and programacao', async () => {
      const demo = DEMO_EVENTS[0]!;
      const response = await ctx.app.inject(
        `/api/eventos/ingressos/evento/${demoEventId(demo.slug)}`,
      );
      expect(response.statusCode).toBe(200);
      const event = serverEventDetailSchema.parse(response.json());
      expect(event.titulo).toBe(demo.title);
      expect(event.categoria.nome).toBe(demo.category);
      expect(event.descricao).toBe(demo.descriptionHtml);
      expect(event.tickets.map((t) => t.titulo_ticket)).toEqual(demo.tickets.map((t) => t.name));
      expect(event.faq).toHaveLength(demo.faq.length);
      expect(event.palestrantes).toHaveLength(demo.speakers.length);
      expect(event.programacao).toHaveLength(demo.agenda.length);
      for (const item of event.programacao) {
        expect(item.dataProgramacao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(item.horaInicioProgramacao).toMatch(/^\d{2}:\d{2}$/);
      }
    });

    it('sends availability as a numeric string: sold out is "0", the scarce type "3"', async () => {
      const response = await ctx.app.inject(
        `/api/eventos/ingressos/evento/${demoEventId(soldOut.slug)}`,
      );
      const tickets = serverEventDetailSchema.parse(response.json()).tickets;
      const soldOutType = soldOut.tickets.find((t) => t.sold === t.quantity)!;
      expect(tickets.find((t) => t.titulo_ticket === soldOutType.name)?.tickets_disponiveis).toBe(
        '0',
      );

      const scarce = DEMO_EVENTS.find((e) => e.tickets.some((t) => t.quantity - t.sold === 3))!;
      const scarceType = scarce.tickets.find((t) => t.quantity - t.sold === 3)!;
      const scarceTickets = serverEventDetailSchema.parse(
        (await ctx.app.inject(`/api/eventos/ingressos/evento/${demoEventId(scarce.slug)}`)).json(),
      ).tickets;
      expect(
        scarceTickets.find((t) => t.titulo_ticket === scarceType.name)?.tickets_disponiveis,
      ).toBe('3');
    });

    it('counts seats held by checkouts as unavailable', async () => {
      const event = await insertEvent({ slug: 'com-reserva' });
      await ctx.database.db.insert(ticketTypes).values({
        eventId: event.id,
        name: 'Geral',
        priceCents: 10_000,
        quantity: 10,
        sold: 4,
        reserved: 5,
      });
      const response = await ctx.app.inject(`/api/eventos/ingressos/evento/${event.id}`);
      expect(response.json().tickets[0].tickets_disponiveis).toBe('1');
    });

    it("answers 404 { message: 'Evento não encontrado' } for an unknown or draft event", async () => {
      const unknown = await ctx.app.inject(
        '/api/eventos/ingressos/evento/0b8e6a8e-3f4c-4d7a-9a57-1d2c3b4a5f60',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Evento não encontrado' });

      const draft = await insertEvent({ slug: 'rascunho-detalhe', status: 'draft' });
      const response = await ctx.app.inject(`/api/eventos/ingressos/evento/${draft.id}`);
      expect(response.statusCode).toBe(404);
    });

    it('answers 400 with a pt-BR message for a malformed id', async () => {
      const response = await ctx.app.inject('/api/eventos/ingressos/evento/123abc');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'ID do evento inválido.',
        errors: [{ path: 'id', message: 'ID do evento inválido.' }],
      });
    });
  });

  describe('GET /api/eventos/ingressos/eventos/afiliado/:codigo_afiliado', () => {
    it('lists nothing for a code no affiliate has', async () => {
      const response = await ctx.app.inject('/api/eventos/ingressos/eventos/afiliado/ZZZ123');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ eventos: [] });
    });

    it('lists the listed events the affiliate joined, whatever the case of the code', async () => {
      const [affiliate] = await ctx.database.db
        .insert(affiliates)
        .values({ code: 'ANA1A2B3C' })
        .returning();
      const joined = demoEventId(DEMO_EVENTS[1]!.slug);
      const draft = await insertEvent({ slug: 'rascunho-afiliado', status: 'draft' });
      await ctx.database.db.insert(affiliateEvents).values([
        { affiliateId: affiliate!.id, eventId: joined },
        { affiliateId: affiliate!.id, eventId: draft.id },
      ]);
      const response = await ctx.app.inject('/api/eventos/ingressos/eventos/afiliado/ana1a2b3c');
      expect(response.statusCode).toBe(200);
      const { eventos } = eventListResponseSchema.parse(response.json());
      expect(eventos.map((e) => e.id)).toEqual([joined]);
    });

    it('answers 400 for a malformed code', async () => {
      const response = await ctx.app.inject('/api/eventos/ingressos/eventos/afiliado/a%24b');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Código de afiliado inválido.');
    });
  });

  describe('responses', () => {
    it('compresses large answers for clients that accept it', async () => {
      const plain = await ctx.app.inject('/api/eventos/ingressos/eventos');
      const brotli = await ctx.app.inject({
        url: '/api/eventos/ingressos/eventos',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const { brotliDecompressSync } = await import('node:zlib');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    });

    it('answers unknown /api paths with a JSON 404', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx.app.inject({ method, url: '/api/nao-existe' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Recurso não encontrado.' });
      }
    });
  });
});
