import { buffer } from 'node:stream/consumers';
import {
  BADGE_MESSAGES,
  DEFAULT_BADGE_LAYOUT,
  type BadgeLayout,
  type BadgesView,
} from '@bilheteria/domain/badge-contract';
import { CHECK_IN_MESSAGES } from '@bilheteria/domain/check-in-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { badgeLayouts, tickets } from '../../db/schema';
import { signIn, type TestAccount } from '../../test/auth';
import { PARTICIPANT } from '../../test/payment-fixtures';
import { createTestEvent } from '../../test/catalog-fixtures';
import { contentStreams, pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { testScanner } from '../check-in/test-scanner';
import { paidOrder, ticketsOf } from '../tickets/test-orders';
import { createBadgesService } from './service';

type Ticket = Awaited<ReturnType<typeof ticketsOf>>[number];

/** Five participants, each with the company and job title of their form. */
const PEOPLE = [
  {
    Nome: 'Ana',
    Sobrenome: 'Souza',
    Email: 'ana.souza@acme.com.br',
    Empresa: 'Acme Ltda',
    Cargo: 'Presidente / CEO',
  },
  {
    Nome: 'Bruno',
    Sobrenome: 'Lima',
    Email: 'bruno@beta.com.br',
    Empresa: 'Beta SA',
    Cargo: 'Analista',
  },
  {
    Nome: 'Carla',
    Sobrenome: 'Dias',
    Email: 'carla@consult.com.br',
    Empresa: 'Conceição Consultoria',
    Cargo: 'Superintendente',
  },
  {
    Nome: 'Daniel',
    Sobrenome: 'Rocha',
    Email: 'daniel@delta.com.br',
    Empresa: 'Delta',
    Cargo: 'Cientista de Dados',
  },
  {
    Nome: 'Elisa',
    Sobrenome: 'Martins',
    Email: 'elisa@eco.com.br',
    Empresa: 'Eco Energia',
    Cargo: 'Coordenador(a)',
  },
];
const NAMES = PEOPLE.map((person) => `${person.Nome} ${person.Sobrenome}`);

/** The pages of a PDF pdfkit wrote: one `/Type /Page` object each (the tree is `/Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;
const mediaBoxes = (pdf: Buffer) => [
  ...new Set(pdf.toString('latin1').match(/\/MediaBox \[[^\]]*\]/g)),
];
/** Rectangles drawn: a QR is hundreds of them, a badge without one has none. */
const rectangles = (pdf: Buffer) => contentStreams(pdf).match(/ re\b/g)?.length ?? 0;

describe.each(testTargets())('badges on %s', (target) => {
  const ctx = useTestApp(target);
  let admin: TestAccount;
  const door = testScanner(ctx, () => admin);
  let eventId: string;
  let eventSlug: string;
  let vipTypeId: string;
  let issued: Ticket[];

  const base = () => `/api/organizador/eventos/${eventId}/crachas`;
  const get = (url: string, account: TestAccount | null = admin) =>
    ctx.app.inject({ url, cookies: account?.cookies ?? {} });
  const putLayout = (layout: unknown, id = eventId, account = admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/organizador/eventos/${id}/crachas/layout`,
      cookies: account.cookies,
      payload: layout as object,
    });
  async function useLayout(layout: BadgeLayout) {
    const saved = await putLayout(layout);
    expect(saved.statusCode).toBe(200);
  }
  async function printed(id = eventId): Promise<number> {
    const response = await get(`/api/organizador/eventos/${id}/crachas`);
    return response.json<BadgesView>().impressos;
  }
  async function printAll(query = '') {
    const response = await get(`${base()}.pdf${query}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response.rawPayload;
  }

  beforeAll(async () => {
    admin = await signIn(ctx.database, 'admin');
    const paid = await paidOrder(ctx, PEOPLE, {
      tickets: [
        { name: 'Pista', priceCents: 50_000, quantity: 100 },
        { name: 'VIP', priceCents: 90_000, quantity: 10 },
      ],
      types: [0, 0, 0, 1, 1],
    });
    await ctx.app.jobs.drain();
    eventId = paid.event.id;
    eventSlug = paid.event.slug;
    vipTypeId = paid.ticketTypes[1]!.id;
    await door.own(eventId);
    issued = await ticketsOf(ctx, paid.order.id);
    expect(issued).toHaveLength(5);
  });

  describe('layout', () => {
    it('is the default until saved, with nothing printed', async () => {
      const { event } = await createTestEvent(ctx.database, {
        organizationId: admin.user.organizacao!.id,
      });
      const response = await get(`/api/organizador/eventos/${event.id}/crachas`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      expect(response.json()).toEqual({ layout: DEFAULT_BADGE_LAYOUT, salvo: false, impressos: 0 });
    });

    it('is saved (fields in their printed order) and read back', async () => {
      const { event } = await createTestEvent(ctx.database, {
        organizationId: admin.user.organizacao!.id,
      });
      const saved = await putLayout(
        { tamanho: 'etiquetas_8', campos: ['qr', 'empresa'] },
        event.id,
      );
      expect(saved.statusCode).toBe(200);
      const expected = {
        layout: { tamanho: 'etiquetas_8', campos: ['empresa', 'qr'] },
        salvo: true,
        impressos: 0,
      };
      expect(saved.json()).toEqual(expected);
      expect((await get(`/api/organizador/eventos/${event.id}/crachas`)).json()).toEqual(expected);
      // Saved again: replaced.
      await putLayout({ tamanho: 'a6', campos: [] }, event.id);
      expect((await get(`/api/organizador/eventos/${event.id}/crachas`)).json()).toMatchObject({
        layout: { tamanho: 'a6', campos: [] },
        salvo: true,
      });
    });

    it('refuses an unknown size or field with a pt-BR 400, and keeps what was saved', async () => {
      await useLayout(DEFAULT_BADGE_LAYOUT);
      const size = await putLayout({ tamanho: 'a4', campos: [] });
      expect(size.statusCode).toBe(400);
      expect(size.json().message).toBe(BADGE_MESSAGES.sizeInvalid);
      const field = await putLayout({ tamanho: 'a6', campos: ['empresa', 'foto'] });
      expect(field.statusCode).toBe(400);
      expect(field.json().message).toBe(BADGE_MESSAGES.fieldInvalid);
      const missing = await putLayout({ tamanho: 'a6' });
      expect(missing.statusCode).toBe(400);
      expect((await get(base())).json<BadgesView>().layout).toEqual(DEFAULT_BADGE_LAYOUT);
    });
  });

  describe("'Imprimir crachás'", () => {
    it('prints every participant in name order, one A6 page each, with what the layout says', async () => {
      await useLayout({ tamanho: 'a6', campos: ['empresa', 'cargo', 'tipo_ingresso', 'qr'] });
      const response = await get(`${base()}.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="crachas-${eventSlug}.pdf"; filename*=UTF-8''crachas-${eventSlug}.pdf`,
      );
      expect(response.headers['cache-control']).toContain('no-store');
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pageCount(pdf)).toBe(5);
      expect(mediaBoxes(pdf)).toEqual(['/MediaBox [0 0 297.64 419.53]']);
      const text = pdfText(pdf);
      const at = NAMES.map((name) => text.indexOf(name));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      for (const person of PEOPLE) {
        expect(text).toContain(person.Empresa);
        expect(text).toContain(person.Cargo);
      }
      expect(text.match(/^PISTA$/gm)).toHaveLength(3);
      expect(text.match(/^VIP$/gm)).toHaveLength(2);
      expect(text.match(/^Congresso de Teste$/gm)).toHaveLength(5);
      expect(rectangles(pdf)).toBeGreaterThan(5 * 100);
    });

    it('leaves out what the layout leaves out', async () => {
      await useLayout({ tamanho: 'a6', campos: ['cargo'] });
      const pdf = await printAll();
      const text = pdfText(pdf);
      for (const name of NAMES) expect(text).toContain(name);
      for (const person of PEOPLE) {
        expect(text).toContain(person.Cargo);
        expect(text).not.toContain(person.Empresa);
      }
      expect(text).not.toMatch(/^(PISTA|VIP)$/m);
      expect(rectangles(pdf)).toBe(0);

      await useLayout({ tamanho: 'a6', campos: ['empresa', 'tipo_ingresso'] });
      const other = pdfText(await printAll());
      for (const person of PEOPLE) {
        expect(other).toContain(person.Empresa);
        expect(other).not.toContain(person.Cargo);
      }
      expect(other).toMatch(/^VIP$/m);
    });

    it('fits 4 labels on an A4 sheet (5 participants: 2 pages) and 8 on one', async () => {
      await useLayout({ tamanho: 'etiquetas_4', campos: ['empresa', 'qr'] });
      const four = await printAll();
      expect(pageCount(four)).toBe(2);
      expect(mediaBoxes(four)).toEqual(['/MediaBox [0 0 595.28 841.89]']);
      for (const name of NAMES) expect(pdfText(four)).toContain(name);

      await useLayout({
        tamanho: 'etiquetas_8',
        campos: ['empresa', 'cargo', 'tipo_ingresso', 'qr'],
      });
      const eight = await printAll();
      expect(pageCount(eight)).toBe(1);
      expect(mediaBoxes(eight)).toEqual(['/MediaBox [0 0 595.28 841.89]']);
      const text = pdfText(eight);
      for (const name of NAMES) expect(text).toContain(name);
      for (const person of PEOPLE) expect(text).toContain(person.Empresa);
    });

    it('shrinks a long name to two lines at most', async () => {
      await useLayout({ tamanho: 'etiquetas_8', campos: [] });
      const long = 'Maria Aparecida dos Santos Albuquerque Cavalcanti de Oliveira Bragança';
      await ctx.database.db
        .update(tickets)
        .set({ holderName: long })
        .where(eq(tickets.id, issued[4]!.id));
      try {
        const pdf = await printAll(`?tipo=${vipTypeId}&busca=Albuquerque`);
        const text = pdfText(pdf);
        const lines = text.split('\n').filter((line) => line !== 'Congresso de Teste');
        expect(lines).toHaveLength(2);
        expect(lines.map((line) => line.trim()).join(' ')).toBe(long);
        // Smaller than the label's 20 pt, larger than its event title's 7.
        const sizes = [...contentStreams(pdf).matchAll(/ ([\d.]+) Tf/g)].map(([, size]) => +size!);
        expect(sizes.some((size) => size > 7 && size < 20)).toBe(true);
      } finally {
        await ctx.database.db
          .update(tickets)
          .set({ holderName: NAMES[4]! })
          .where(eq(tickets.id, issued[4]!.id));
      }
    });

    it('filters by ticket type, presence and search', async () => {
      await useLayout({ tamanho: 'a6', campos: ['empresa'] });
      const names = async (query: string) => {
        const text = pdfText(await printAll(query));
        return NAMES.filter((name) => text.includes(name));
      };
      expect(await names(`?tipo=${vipTypeId}`)).toEqual(['Daniel Rocha', 'Elisa Martins']);
      expect(await names('?busca=conceicao')).toEqual(['Carla Dias']);
      expect(await names('?busca=BRUNO')).toEqual(['Bruno Lima']);
      expect(await names('?busca=eco.com')).toEqual(['Elisa Martins']);

      const gate = await door.createLink(eventId);
      await door.scan(gate.token, issued[0]!.qrPayload);
      await door.scan(gate.token, issued[3]!.qrPayload);
      expect(await names('?presenca=presentes')).toEqual(['Ana Souza', 'Daniel Rocha']);
      expect(await names('?presenca=ausentes')).toEqual([
        'Bruno Lima',
        'Carla Dias',
        'Elisa Martins',
      ]);
      expect(await names(`?presenca=presentes&tipo=${vipTypeId}`)).toEqual(['Daniel Rocha']);
      expect(await names('?presenca=todos')).toEqual(NAMES);

      const none = await get(`${base()}.pdf?busca=ninguem-aqui`);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: BADGE_MESSAGES.noneToPrint });
      for (const query of ['?tipo=vip', '?presenca=alguns', `?busca=${'x'.repeat(101)}`]) {
        expect((await get(`${base()}.pdf${query}`)).statusCode, query).toBe(400);
      }
    });

    it('reads the badges a batch at a time, in name order, across batches', async () => {
      await useLayout({ tamanho: 'etiquetas_4', campos: [] });
      const service = createBadgesService({ db: ctx.database.db, batchSize: 2 });
      const before = await printed();
      const file = await service.printAll(admin.user.organizacao!.id, eventId, {
        presenca: 'todos',
      });
      const pdf = await buffer(file.body);
      expect(pageCount(pdf)).toBe(2);
      expect(
        pdfText(pdf)
          .split('\n')
          .filter((line) => NAMES.includes(line)),
      ).toEqual(NAMES);
      expect(await printed()).toBe(before + 5);
    });
  });

  describe("after 'Trocar participante'", () => {
    it("prints the new participant's name, company and job title, none of the old one's", async () => {
      const paid = await paidOrder(ctx, PEOPLE.slice(0, 2));
      await ctx.app.jobs.drain();
      await door.own(paid.event.id);
      const swapped = await ctx.buyer.inject({
        method: 'PUT',
        url: `/api/pedidos/${paid.order.id}/participantes/2`,
        payload: {
          ...PARTICIPANT,
          Nome: 'Fernanda',
          Sobrenome: 'Alves',
          Email: 'Fernanda.Alves@Gama.com.br',
          Empresa: 'Gama Tecnologia',
          Cargo: 'Diretor(a) de Operações / COO',
        },
      });
      expect(swapped.statusCode, swapped.body).toBe(200);
      const [, ticket] = await ticketsOf(ctx, paid.order.id);
      const badge = await get(
        `/api/organizador/eventos/${paid.event.id}/crachas/${ticket!.id}.pdf`,
      );
      expect(badge.statusCode).toBe(200);
      const text = pdfText(badge.rawPayload);
      expect(text).toContain('Fernanda Alves');
      expect(text).toContain('Gama Tecnologia');
      expect(text).toContain('Diretor(a) de Operações / COO');
      expect(text).not.toContain('Bruno Lima');
      expect(text).not.toContain('Beta SA');
    });
  });

  describe('cancelled tickets', () => {
    it('are never printed: left out of the event’s PDF, 409 alone', async () => {
      const paid = await paidOrder(ctx, PEOPLE.slice(0, 2));
      await ctx.app.jobs.drain();
      await door.own(paid.event.id);
      const [ana, bruno] = await ticketsOf(ctx, paid.order.id);
      await ctx.database.db
        .update(tickets)
        .set({ status: 'canceled', canceledAt: new Date() })
        .where(eq(tickets.id, bruno!.id));
      const url = `/api/organizador/eventos/${paid.event.id}/crachas`;
      const all = await get(`${url}.pdf`);
      expect(all.statusCode).toBe(200);
      expect(pdfText(all.rawPayload)).toContain('Ana Souza');
      expect(pdfText(all.rawPayload)).not.toContain('Bruno Lima');
      expect(pageCount(all.rawPayload)).toBe(1);
      expect((await get(`${url}/${ana!.id}.pdf`)).statusCode).toBe(200);
      const canceled = await get(`${url}/${bruno!.id}.pdf`);
      expect(canceled.statusCode).toBe(409);
      expect(canceled.json()).toEqual({ message: BADGE_MESSAGES.ticketCanceled });
      expect((await get(`${url}.pdf?busca=bruno`)).statusCode).toBe(404);
      // Printed: the event PDF's one badge and Ana's; the refused ones count nothing.
      expect(await printed(paid.event.id)).toBe(2);
    });
  });

  describe("'Imprimir crachá'", () => {
    it('prints one participant for the organizer; another event’s ticket is 404', async () => {
      await useLayout({ tamanho: 'a6', campos: ['empresa', 'cargo', 'tipo_ingresso', 'qr'] });
      const response = await get(`${base()}/${issued[1]!.id}.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^inline; filename="cracha-${eventSlug}\\.pdf"`),
      );
      const pdf = response.rawPayload;
      expect(pageCount(pdf)).toBe(1);
      const text = pdfText(pdf);
      expect(text).toContain('Bruno Lima');
      expect(text).toContain('Beta SA');
      expect(text).toContain('Analista');
      expect(text).toContain('PISTA');
      expect(text).not.toContain('Ana Souza');
      expect(rectangles(pdf)).toBeGreaterThan(100);

      const other = await paidOrder(ctx, PEOPLE.slice(0, 1));
      await ctx.app.jobs.drain();
      const [foreign] = await ticketsOf(ctx, other.order.id);
      for (const ticketId of [foreign!.id, '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f']) {
        const missing = await get(`${base()}/${ticketId}.pdf`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: BADGE_MESSAGES.ticketNotFound });
      }
      expect((await get(`${base()}/nao-e-um-id.pdf`)).statusCode).toBe(400);
    });

    it('prints one at the door with the event’s scanner link, and only that event’s', async () => {
      const gate = await door.createLink(eventId, 'Credenciamento');
      const url = (token: string, ticketId = issued[2]!.id) =>
        `/api/check-in/${token}/crachas/${ticketId}.pdf`;
      const before = await printed();
      const response = await ctx.app.inject(url(gate.token));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(pageCount(response.rawPayload)).toBe(1);
      expect(pdfText(response.rawPayload)).toContain('Carla Dias');
      expect(await printed()).toBe(before + 1);

      // A link of another event reaches none of this one's tickets.
      const other = await paidOrder(ctx, PEOPLE.slice(0, 1));
      await ctx.app.jobs.drain();
      const otherGate = await door.createLink(other.event.id);
      const foreign = await ctx.app.inject(url(otherGate.token));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: BADGE_MESSAGES.ticketNotFound });

      // Unknown, malformed and revoked tokens: the door's 401.
      const revoke = await ctx.app.inject({
        method: 'POST',
        url: `/api/organizador/check-in/links/${gate.id}/revogar`,
        cookies: admin.cookies,
      });
      expect(revoke.statusCode).toBe(200);
      for (const token of [gate.token, 'T'.repeat(43), 'curto']) {
        const refused = await ctx.app.inject(url(token));
        expect(refused.statusCode, token).toBe(401);
        expect(refused.json()).toEqual({ message: CHECK_IN_MESSAGES.linkRefused });
      }
      expect(await printed()).toBe(before + 1);
    });
  });

  describe('access', () => {
    it('refuses another organization’s member (404, as unknown) and anyone outside (401/403)', async () => {
      const outsider = await signIn(ctx.database, 'admin');
      const buyer = await signIn(ctx.database, 'user');
      const urls = [base(), `${base()}.pdf`, `${base()}/${issued[0]!.id}.pdf`];
      for (const url of urls) {
        const response = await get(url, outsider);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ message: BADGE_MESSAGES.eventNotFound });
        expect((await get(url, buyer)).statusCode, url).toBe(403);
        expect((await get(url, null)).statusCode, url).toBe(401);
      }
      const saved = await putLayout(DEFAULT_BADGE_LAYOUT, eventId, outsider);
      expect(saved.statusCode).toBe(404);
    });
  });

  describe('printed count', () => {
    it('adds each PDF’s badges, also two at once, making the row unsaved when there was none', async () => {
      const paid = await paidOrder(ctx, PEOPLE.slice(0, 3));
      await ctx.app.jobs.drain();
      await door.own(paid.event.id);
      const [first] = await ticketsOf(ctx, paid.order.id);
      const url = `/api/organizador/eventos/${paid.event.id}/crachas`;
      expect(await printed(paid.event.id)).toBe(0);
      const [a, b] = await Promise.all([get(`${url}.pdf`), get(`${url}.pdf`)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect((await get(url)).json()).toEqual({
        layout: DEFAULT_BADGE_LAYOUT,
        salvo: false,
        impressos: 6,
      });
      expect((await get(`${url}/${first!.id}.pdf`)).statusCode).toBe(200);
      expect(await printed(paid.event.id)).toBe(7);
      // Saving the layout keeps the count.
      await putLayout({ tamanho: 'etiquetas_8', campos: [] }, paid.event.id);
      expect((await get(url)).json()).toMatchObject({ salvo: true, impressos: 7 });
      const [row] = await ctx.database.db
        .select()
        .from(badgeLayouts)
        .where(eq(badgeLayouts.eventId, paid.event.id));
      expect(row).toMatchObject({ size: 'etiquetas_8', printed: 7 });
    });
  });
});
