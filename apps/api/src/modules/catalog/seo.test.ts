import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEvent } from '../../test/catalog-fixtures';
import { useTestApp } from '../../test/test-context';
import { eventStructuredData, plainText, saoPauloIso } from './event-structured-data';

const ORIGIN = 'https://ingressos.exemplo.com.br';

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('what search engines see', () => {
  const dist = path.join(os.tmpdir(), `web-dist-${randomUUID()}`);
  beforeAll(async () => {
    await mkdir(dist);
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Bilheteria</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));
  const ctx = useTestApp('pglite', { config: { webDistDir: dist, publicUrl: ORIGIN } });

  it("puts the event's schema.org Event and canonical address in its page", async () => {
    const { event } = await createTestEvent(ctx.database, {
      title: 'Fórum </script><script>alert(1)</script> & IA',
      descriptionHtml: '<p>Dois dias de <strong>IA</strong> aplicada &amp; casos reais.</p>',
      startsAt: new Date('2030-03-10T12:00:00Z'),
      endsAt: new Date('2030-03-11T21:00:00Z'),
      tickets: [
        { name: 'Inteira', priceCents: 15_000, quantity: 10 },
        { name: 'Lote zero', priceCents: 9_990, quantity: 5, sold: 5 },
      ],
    });
    const response = await ctx.app.inject({
      url: `/events/${event.id}`,
      headers: { host: 'intruso.example' },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/event/${event.id}" />`);
    // A title cannot close the script block and run as code.
    expect(html).not.toContain('</script><script>alert(1)');
    const [data, ...others] = structuredData(html);
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Fórum </script><script>alert(1)</script> & IA',
      description: 'Dois dias de IA aplicada & casos reais.',
      startDate: '2030-03-10T09:00:00-03:00',
      endDate: '2030-03-11T18:00:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Auditório Teste',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rua Teste, 1',
          addressLocality: 'Recife',
          addressCountry: 'BR',
        },
      },
      image: [`${ORIGIN}/media/demo/events/teste.svg`],
      organizer: { '@type': 'Organization', url: ORIGIN },
      url: `${ORIGIN}/event/${event.id}`,
    });
    expect(data!.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Inteira',
        price: '150.00',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/event/${event.id}`,
      },
      expect.objectContaining({
        name: 'Lote zero',
        price: '99.90',
        availability: 'https://schema.org/SoldOut',
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('intruso.example');
  });

  it('lists every listed event in sitemap.xml, and no draft or past event', async () => {
    const listed = await createTestEvent(ctx.database, { title: 'No mapa' });
    const draft = await createTestEvent(ctx.database, { status: 'draft' });
    const past = await createTestEvent(ctx.database, {
      startsAt: new Date('2020-01-01T12:00:00Z'),
      endsAt: new Date('2020-01-01T20:00:00Z'),
    });
    const response = await ctx.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/events`]);
    expect(locs).toContain(`${ORIGIN}/event/${listed.event.id}`);
    expect(locs).not.toContain(`${ORIGIN}/event/${draft.event.id}`);
    expect(locs).not.toContain(`${ORIGIN}/event/${past.event.id}`);
    expect(response.body).toMatch(
      new RegExp(`<loc>${ORIGIN}/event/${listed.event.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );
  });

  it('says in robots.txt where the sitemap is and what not to crawl', async () => {
    const response = await ctx.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /checkout');
    expect(lines).toContain('Disallow: /minha-conta');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("an event's schema.org Event", () => {
  const event = {
    id: 'e1',
    titulo: 'Cúpula',
    data_hora_inicio: { _seconds: Date.parse('2030-07-01T13:00:00Z') / 1000, _nanoseconds: 0 },
    data_hora_fim: { _seconds: Date.parse('2030-07-01T22:00:00Z') / 1000, _nanoseconds: 0 },
    local: 'Centro',
    cidade: 'São Paulo',
    endereco: 'Av. Paulista, 1000',
    foto: '/api/imagens/x.webp',
    preco: 0,
    preco_centavos: 0,
    categoria: { id: 1, nome: 'RPA' },
    destaque: false,
    situacao: 'cancelado',
    descricao: '<p>x</p>',
    organizador: 'Org',
    organizador_logo: null,
    taxa_servico: null,
    tickets: [
      {
        id: 't',
        titulo_ticket: 'Grátis',
        valor_ticket: 0,
        valor_ticket_centavos: 0,
        observacao: '',
        tickets_disponiveis: '3',
        max_por_pedido: 5,
      },
    ],
    faq: [],
    palestrantes: [],
    programacao: [],
  } satisfies ServerEventDetail;

  it('says a cancelled event is cancelled and its tickets are no longer sold', () => {
    const data = eventStructuredData(event, { url: '/event/e1', origin: '' });
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data.offers).toEqual([
      expect.objectContaining({
        price: '0.00',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/Discontinued',
      }),
    ]);
    expect(data.startDate).toBe('2030-07-01T10:00:00-03:00');
  });

  it('has every property Google requires, for each state', () => {
    for (const situacao of ['publicado', 'vendas_encerradas', 'cancelado'] as const) {
      const data = eventStructuredData({ ...event, situacao }, { url: '/event/e1', origin: '' });
      expect(data.name).toBeTruthy();
      expect(data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
      expect(data.location).toMatchObject({ address: { streetAddress: expect.any(String) } });
    }
  });

  it('writes times in São Paulo with its offset, and descriptions as plain text', () => {
    expect(saoPauloIso(new Date('2030-01-15T03:00:00Z'))).toBe('2030-01-15T00:00:00-03:00');
    expect(plainText('<ul><li>Um</li><li>Dois</li></ul><p>A&nbsp;B &lt;c&gt;</p>')).toBe(
      'Um Dois A B <c>',
    );
    expect(plainText(`<p>${'a'.repeat(600)}</p>`)).toHaveLength(500);
  });
});
