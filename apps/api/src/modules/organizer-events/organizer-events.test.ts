import { randomUUID } from 'node:crypto';
import type { EventListResponse, ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { addCalendarDays, calendarDay } from '@bilheteria/domain/dates';
import { EVENT_FORM_MESSAGES as M, type EventFormValues } from '@bilheteria/domain/event-form';
import { ORGANIZATION_MESSAGES } from '@bilheteria/domain/organization-contract';
import type {
  ActivityFeed,
  EditableEvent,
  OrganizerEvents,
  SavedEvent,
} from '@bilheteria/domain/organizer-contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agendaItems, events, orders, payments, scannerLinks, ticketTypes } from '../../db/schema';
import { signIn, type TestAccount } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { checkoutSteps } from '../../test/payment-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { saleThroughLink } from '../affiliates/test-sales';

const DAY_MS = 86_400_000;
/** The organization an organizer's session works in. */
const organizationOf = (account: TestAccount) => account.user.organizacao!;
/** A São Paulo day `days` from today. */
const dayFromNow = (days: number) => addCalendarDays(calendarDay(new Date()), days);

/** A complete wizard, published, a month ahead, over two days. */
function validForm(overrides: Partial<EventFormValues> = {}): EventFormValues {
  const first = dayFromNow(30);
  return {
    status: 'published',
    basics: {
      title: 'Fórum de Automação & Dados',
      description:
        '<p>Dois dias sobre <strong>automação</strong> e dados.</p>' +
        '<script>alert("x")</script><img src="x" onerror="alert(1)">' +
        '<p onclick="alert(2)"><a href="javascript:alert(3)">programa</a> e ' +
        '<a href="https://exemplo.com.br/programa">site</a></p>',
      date: first,
      time: '09:00',
      endDate: addCalendarDays(first, 1),
      endTime: '18:00',
      location: 'Centro de Convenções',
      city: 'Recife',
      address: 'Av. Boa Viagem, 1000',
      category: 'Fórum',
      commission: '15%',
      // A picture by web address is downloaded (images-by-address.test.ts); this one is ours.
      imageUrl: '/media/demo/events/forum-governanca-ia.svg',
    },
    tickets: [
      {
        name: 'Pista',
        description: 'Acesso aos dois dias',
        price: 'R$ 1.234,50',
        quantity: '100',
        maxPerOrder: '5',
      },
      {
        name: 'VIP',
        description: 'Com almoço e lounge',
        price: '2500',
        quantity: '20',
        maxPerOrder: '2',
      },
    ],
    agenda: [
      { day: '', time: '09:00', endTime: '10:00', title: 'Abertura', speaker: 'Ana Lima' },
      {
        day: addCalendarDays(first, 1),
        time: '14:00',
        endTime: '',
        title: 'Painel de encerramento',
        speaker: 'Convidado surpresa',
      },
    ],
    speakers: [{ name: 'Ana Lima', role: 'Diretora', company: 'Nexa', bio: 'Bio.', imageUrl: '' }],
    faq: [{ question: 'Tem estacionamento?', answer: 'Sim, conveniado.' }],
    ...overrides,
  };
}

/** The wizard's values back from what GET answers (what the edit screen sends). */
function formOf(editable: EditableEvent, status = editable.status): EventFormValues {
  return {
    status,
    basics: { ...editable.basics, category: editable.basics.category as 'Fórum' },
    tickets: editable.tickets.map(({ sold: _sold, held: _held, ...ticket }) => ticket),
    agenda: editable.agenda,
    speakers: editable.speakers,
    faq: editable.faq,
  };
}

describe.each(testTargets())('organizer events on %s', (target) => {
  // The catalog caches for a minute here: every change must still show at once.
  const ctx = useTestApp(target, { config: { catalogCacheTtlMs: 60_000 } });
  let admin: TestAccount;
  let otherAdmin: TestAccount;

  const as = (account: TestAccount | null) => ({
    get: (url: string) => ctx.app.inject({ url: `/api${url}`, cookies: account?.cookies ?? {} }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        cookies: account?.cookies ?? {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  });

  async function create(account: TestAccount, form: EventFormValues = validForm()) {
    const response = await as(account).send('POST', '/organizador/eventos', form);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SavedEvent>();
  }
  const editable = async (account: TestAccount, id: string) => {
    const response = await as(account).get(`/organizador/eventos/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EditableEvent>();
  };
  const catalogIds = async () =>
    (await ctx.app.inject('/api/eventos/ingressos/eventos'))
      .json<EventListResponse>()
      .eventos.map((event) => event.id);
  const typesOf = (eventId: string) =>
    ctx.database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId))
      .orderBy(ticketTypes.position);

  beforeAll(async () => {
    admin = await signIn(ctx.database, 'admin');
    otherAdmin = await signIn(ctx.database, 'admin');
    // The catalog answers from its cache from here on.
    await catalogIds();
  });

  describe('create (POST /api/organizador/eventos)', () => {
    it('stores the event, its tickets, agenda, speakers and FAQ, owned by the admin’s organization', async () => {
      const form = validForm();
      const saved = await create(admin, form);
      expect(saved).toMatchObject({ status: 'published', slug: 'forum-de-automacao-dados' });

      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, saved.id));
      expect(row).toMatchObject({
        organizationId: organizationOf(admin).id,
        // The member who created it; the event pages show the organization's public name.
        organizerId: admin.user.id,
        organizerName: organizationOf(admin).nome_publico,
        title: 'Fórum de Automação & Dados',
        venue: 'Centro de Convenções',
        commissionBp: 1_500,
        status: 'published',
        // 09:00 and 18:00 in São Paulo (UTC−3).
        startsAt: new Date(`${form.basics.date}T12:00:00.000Z`),
        endsAt: new Date(`${form.basics.endDate}T21:00:00.000Z`),
      });
      // Sanitised with the event page's allow-list: no script, handler or javascript: link.
      expect(row!.descriptionHtml).toBe(
        '<p>Dois dias sobre <strong>automação</strong> e dados.</p>' +
          '<p><a>programa</a> e <a href="https://exemplo.com.br/programa">site</a></p>',
      );
      expect(
        (await typesOf(saved.id)).map((type) => [type.name, type.priceCents, type.quantity]),
      ).toEqual([
        ['Pista', 123_450, 100],
        ['VIP', 250_000, 20],
      ]);
      const agenda = await ctx.database.db
        .select()
        .from(agendaItems)
        .where(eq(agendaItems.eventId, saved.id))
        .orderBy(agendaItems.day);
      // An agenda item without a day is on the first day; a listed speaker brings role and company.
      expect(
        agenda.map((item) => [item.day, item.startsAt, item.endsAt, item.speakerName]),
      ).toEqual([
        [form.basics.date, '09:00:00', '10:00:00', 'Ana Lima'],
        [form.basics.endDate, '14:00:00', '14:00:00', 'Convidado surpresa'],
      ]);
      expect(agenda[0]).toMatchObject({ speakerRole: 'Diretora', speakerCompany: 'Nexa' });
      expect(agenda[1]).toMatchObject({ speakerRole: '', speakerCompany: '' });

      // Published: in the catalog at once, with its page.
      expect(await catalogIds()).toContain(saved.id);
      const page = await ctx.app.inject(`/api/eventos/ingressos/evento/${saved.id}`);
      expect(page.json<ServerEventDetail>()).toMatchObject({
        titulo: 'Fórum de Automação & Dados',
        descricao: row!.descriptionHtml,
        palestrantes: [{ nome: 'Ana Lima' }],
        faq: [{ duvida: 'Tem estacionamento?' }],
      });
    });

    it('keeps a draft out of the catalog until it is published, and takes it out again', async () => {
      const draft = await create(admin, validForm({ status: 'draft' }));
      expect(draft.status).toBe('draft');
      expect(await catalogIds()).not.toContain(draft.id);
      const published = await as(admin).send(
        'POST',
        `/organizador/eventos/${draft.id}/publicacao`,
        { status: 'published' },
      );
      expect(published.json()).toEqual({ ...draft, status: 'published' });
      expect(await catalogIds()).toContain(draft.id);
      const unpublished = await as(admin).send(
        'POST',
        `/organizador/eventos/${draft.id}/publicacao`,
        { status: 'draft' },
      );
      expect(unpublished.json<SavedEvent>().status).toBe('draft');
      expect(await catalogIds()).not.toContain(draft.id);
      expect((await ctx.app.inject(`/api/eventos/ingressos/evento/${draft.id}`)).statusCode).toBe(
        404,
      );
    });

    it('saves a draft with only its basics, but publishes only with a ticket type', async () => {
      const draft = await create(
        admin,
        validForm({ status: 'draft', tickets: [], agenda: [], speakers: [], faq: [] }),
      );
      const refused = await as(admin).send('POST', `/organizador/eventos/${draft.id}/publicacao`, {
        status: 'published',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Adicione pelo menos um tipo de ingresso',
        errors: [{ path: 'tickets', message: 'Adicione pelo menos um tipo de ingresso' }],
      });
    });

    it('gives each event its own slug, however many share a title', async () => {
      const form = validForm({ basics: { ...validForm().basics, title: 'Encontro Único' } });
      const slugs = [];
      for (let i = 0; i < 3; i += 1) slugs.push((await create(admin, form)).slug);
      expect(slugs).toEqual(['encontro-unico', 'encontro-unico-2', 'encontro-unico-3']);
    });

    it('answers every rule of the wizard as a 400 with its message and field', async () => {
      const base = validForm();
      const basics = (change: Partial<EventFormValues['basics']>) =>
        validForm({ basics: { ...base.basics, ...change } });
      const item = <K extends 'tickets' | 'agenda' | 'speakers' | 'faq'>(
        key: K,
        change: Partial<EventFormValues[K][number]>,
      ) => validForm({ [key]: [{ ...base[key][0], ...change }] });
      const cases: [EventFormValues, string, string][] = [
        [basics({ title: 'Expo' }), 'basics.title', M.title],
        [basics({ description: '<p>curta</p>' }), 'basics.description', M.description],
        [basics({ date: '' }), 'basics.date', M.date],
        [
          validForm({
            basics: { ...base.basics, date: dayFromNow(-1), endDate: '' },
            agenda: [{ ...base.agenda[0]!, day: '' }],
          }),
          'basics.date',
          M.datePast,
        ],
        [basics({ time: '' }), 'basics.time', M.time],
        [basics({ endTime: '08:00', endDate: '' }), 'basics.endTime', M.endBeforeStart],
        [basics({ location: 'Sala' }), 'basics.location', M.location],
        [basics({ city: '' }), 'basics.city', M.city],
        [basics({ address: 'Rua' }), 'basics.address', M.addressShort],
        [basics({ category: 'Show' as 'Fórum' }), 'basics.category', M.category],
        [basics({ commission: '' }), 'basics.commission', M.commission],
        [basics({ commission: '150' }), 'basics.commission', M.commissionRange],
        [basics({ commission: '12,555' }), 'basics.commission', M.commissionRange],
        [basics({ commission: 12.555 }), 'basics.commission', M.commissionRange],
        [basics({ commission: -1 }), 'basics.commission', M.commissionRange],
        [basics({ imageUrl: 'capa.png' }), 'basics.imageUrl', M.image],
        [validForm({ tickets: [] }), 'tickets', M.ticketsRequired],
        [item('tickets', { name: 'A' }), 'tickets.0.name', M.ticketName],
        [item('tickets', { description: 'x' }), 'tickets.0.description', M.ticketDescription],
        [item('tickets', { price: '' }), 'tickets.0.price', M.ticketPrice],
        [item('tickets', { price: 'dez reais' }), 'tickets.0.price', M.ticketPriceInvalid],
        [item('tickets', { quantity: '' }), 'tickets.0.quantity', M.ticketQuantity],
        [item('tickets', { quantity: '0' }), 'tickets.0.quantity', M.ticketQuantityMin],
        [item('tickets', { maxPerOrder: '' }), 'tickets.0.maxPerOrder', M.ticketMaxPerOrder],
        [item('tickets', { maxPerOrder: '0' }), 'tickets.0.maxPerOrder', M.ticketMaxPerOrderMin],
        [item('tickets', { maxPerOrder: '6' }), 'tickets.0.maxPerOrder', M.ticketMaxPerOrderMax],
        [item('agenda', { time: '' }), 'agenda.0.time', M.agendaTime],
        [item('agenda', { title: 'Oi' }), 'agenda.0.title', M.agendaTitle],
        [item('agenda', { day: dayFromNow(90) }), 'agenda.0.day', M.agendaDayOutside],
        [item('speakers', { name: '' }), 'speakers.0.name', M.speakerName],
        [item('speakers', { role: '' }), 'speakers.0.role', M.speakerRole],
        [item('speakers', { company: '' }), 'speakers.0.company', M.speakerCompany],
        [item('speakers', { imageUrl: 'foto' }), 'speakers.0.imageUrl', M.speakerImage],
        [item('faq', { question: 'Oi?' }), 'faq.0.question', M.faqQuestion],
        [item('faq', { answer: 'Sim' }), 'faq.0.answer', M.faqAnswer],
        // What is left after sanitising must still be 20 letters.
        [
          basics({ description: '<script>vinte e poucas letras aqui</script>' }),
          'basics.description',
          M.description,
        ],
      ];
      const before = (await ctx.database.db.select({ id: events.id }).from(events)).length;
      for (const [form, path, message] of cases) {
        const response = await as(admin).send('POST', '/organizador/eventos', form);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
        expect(response.json().errors, path).toContainEqual({ path, message });
      }
      expect((await ctx.database.db.select({ id: events.id }).from(events)).length).toBe(before);
    });
  });

  describe('ownership', () => {
    it('another admin gets 404 for every route of the event, and changes nothing', async () => {
      const saved = await create(admin);
      const form = validForm();
      const stranger = as(otherAdmin);
      const answers = [
        await stranger.get(`/organizador/eventos/${saved.id}`),
        await stranger.send('PUT', `/organizador/eventos/${saved.id}`, form),
        await stranger.send('POST', `/organizador/eventos/${saved.id}/publicacao`, {
          status: 'draft',
        }),
        await stranger.send('POST', `/organizador/eventos/${saved.id}/duplicar`),
        await stranger.send('DELETE', `/organizador/eventos/${saved.id}`),
        await stranger.get(`/organizador/eventos/${saved.id}/check-in/links`),
        await stranger.send('POST', `/organizador/eventos/${saved.id}/check-in/links`, {
          rotulo: 'Portão',
        }),
        await stranger.get(`/organizador/eventos/${saved.id}/check-in`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(404);
        // (The check-in routes end theirs with a full stop.)
        expect(answer.json().message).toMatch(/^Evento não encontrado\.?$/);
      }
      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, saved.id));
      expect(row).toMatchObject({ status: 'published', title: form.basics.title });
      const copies = await ctx.database.db
        .select()
        .from(events)
        .where(eq(events.organizationId, organizationOf(otherAdmin).id));
      expect(copies).toEqual([]);
      // The owner's link to the door is hers alone.
      const link = await as(admin).send('POST', `/organizador/eventos/${saved.id}/check-in/links`, {
        rotulo: 'Portão A',
      });
      expect(link.statusCode).toBe(201);
      const revoke = await stranger.send(
        'POST',
        `/organizador/check-in/links/${link.json().id}/revogar`,
      );
      expect(revoke.statusCode).toBe(404);
      const [gate] = await ctx.database.db
        .select()
        .from(scannerLinks)
        .where(eq(scannerLinks.eventId, saved.id));
      expect(gate!.revokedAt).toBeNull();
    });
  });

  describe('edit (GET and PUT /api/organizador/eventos/:eventId)', () => {
    it('prefills the wizard with what was saved, and a PUT of it changes nothing', async () => {
      const form = validForm();
      const saved = await create(admin, form);
      const prefilled = await editable(admin, saved.id);
      expect(prefilled).toMatchObject({
        id: saved.id,
        slug: saved.slug,
        status: 'published',
        paidOrders: 0,
        basics: {
          ...form.basics,
          description: expect.not.stringContaining('script'),
          commission: '15',
        },
        tickets: [
          { name: 'Pista', price: '1234,50', quantity: '100', maxPerOrder: '5', sold: 0, held: 0 },
          { name: 'VIP', price: '2500,00', quantity: '20', maxPerOrder: '2', sold: 0, held: 0 },
        ],
        agenda: [
          { ...form.agenda[0], day: form.basics.date },
          { ...form.agenda[1], endTime: '' },
        ],
        speakers: form.speakers,
        faq: form.faq,
      });
      const again = await as(admin).send(
        'PUT',
        `/organizador/eventos/${saved.id}`,
        formOf(prefilled),
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(saved);
      const after = await editable(admin, saved.id);
      expect(after).toEqual({ ...prefilled, tickets: after.tickets });
      expect(after.tickets.map((ticket) => ticket.id)).toEqual(
        prefilled.tickets.map((ticket) => ticket.id),
      );
    });

    it('keeps a commission with decimals, typed with a comma or sent as a number (issue 33)', async () => {
      const base = validForm();
      const saved = await create(admin, { ...base, basics: { ...base.basics, commission: 12.5 } });
      const rowOf = async () =>
        (
          await ctx.database.db
            .select({ bp: events.commissionBp })
            .from(events)
            .where(eq(events.id, saved.id))
        )[0]!.bp;
      expect(await rowOf()).toBe(1_250);
      const prefilled = await editable(admin, saved.id);
      expect(prefilled.basics.commission).toBe('12,5');

      const form = formOf(prefilled);
      form.basics.commission = '12,05';
      const changed = await as(admin).send('PUT', `/organizador/eventos/${saved.id}`, form);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await rowOf()).toBe(1_205);
      expect((await editable(admin, saved.id)).basics.commission).toBe('12,05');
    });

    it('changes fields, adds and removes unsold types, and replaces agenda, speakers and FAQ', async () => {
      const saved = await create(admin);
      const prefilled = await editable(admin, saved.id);
      const form = formOf(prefilled, 'draft');
      form.basics.title = 'Fórum de Automação 2';
      form.tickets = [
        { ...form.tickets[0]!, price: '99,90', quantity: '50' },
        {
          name: 'Estudante',
          description: 'Com carteirinha',
          price: '10',
          quantity: '5',
          maxPerOrder: '1',
        },
      ];
      form.agenda = [{ day: '', time: '10:00', endTime: '', title: 'Só um item', speaker: '' }];
      form.speakers = [];
      form.faq = [{ question: 'Pergunta nova?', answer: 'Resposta nova.' }];
      const response = await as(admin).send('PUT', `/organizador/eventos/${saved.id}`, form);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...saved, status: 'draft' });
      const after = await editable(admin, saved.id);
      expect(after.basics.title).toBe('Fórum de Automação 2');
      expect(after.tickets.map((t) => [t.id, t.name, t.price, t.quantity])).toEqual([
        [prefilled.tickets[0]!.id, 'Pista', '99,90', '50'],
        [expect.any(String), 'Estudante', '10,00', '5'],
      ]);
      expect(after.agenda).toEqual([
        { day: form.basics.date, time: '10:00', endTime: '', title: 'Só um item', speaker: '' },
      ]);
      expect(after.speakers).toEqual([]);
      expect(after.faq).toEqual(form.faq);
      // Now a draft: out of the catalog.
      expect(await catalogIds()).not.toContain(saved.id);
    });

    it('locks the price of a sold type, keeps quantity ≥ sold + held, and keeps sold types', async () => {
      const saved = await create(admin);
      const before = await editable(admin, saved.id);
      const [pista, vip] = before.tickets;
      // One Pista sold, two VIP held by a checkout in progress.
      await saleThroughLink(ctx, { seats: [{ id: pista!.id, quantity: 1 }], code: null });
      await checkoutSteps(ctx).holdSeats(vip!.id, 2, ctx.newBrowser());
      const prefilled = await editable(admin, saved.id);
      expect(prefilled.paidOrders).toBe(1);
      expect(prefilled.tickets.map((t) => [t.sold, t.held])).toEqual([
        [1, 0],
        [0, 2],
      ]);
      const put = (form: EventFormValues) =>
        as(admin).send('PUT', `/organizador/eventos/${saved.id}`, form);
      const withTickets = (tickets: EventFormValues['tickets']) => ({
        ...formOf(prefilled),
        tickets,
      });
      const [soldType, heldType] = formOf(prefilled).tickets;

      const cases: [EventFormValues['tickets'], string, string][] = [
        [[{ ...soldType!, price: '1.234,51' }, heldType!], 'tickets.0.price', M.priceLocked],
        [[soldType!, { ...heldType!, quantity: '1' }], 'tickets.1.quantity', M.quantityBelowSold],
        [[{ ...soldType!, quantity: '0' }, heldType!], 'tickets.0.quantity', M.ticketQuantityMin],
        [[heldType!], 'tickets', M.ticketTypeSoldRemoved],
        [[soldType!], 'tickets', M.ticketTypeSoldRemoved],
      ];
      for (const [tickets, path, message] of cases) {
        const response = await put(withTickets(tickets));
        expect([400, 409], `${path}: ${response.body}`).toContain(response.statusCode);
        expect(response.json().errors, path).toContainEqual({ path, message });
      }
      // Nothing changed.
      expect((await typesOf(saved.id)).map((t) => [t.priceCents, t.quantity])).toEqual([
        [123_450, 100],
        [250_000, 20],
      ]);

      // What may change: the held type's price, quantities down to sold + held, the texts.
      const allowed = await put(
        withTickets([
          { ...soldType!, quantity: '1', name: 'Pista (lote 1)' },
          { ...heldType!, price: '3000', quantity: '2' },
        ]),
      );
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(
        (await typesOf(saved.id)).map((t) => [
          t.name,
          t.priceCents,
          t.quantity,
          t.sold,
          t.reserved,
        ]),
      ).toEqual([
        ['Pista (lote 1)', 123_450, 1, 1, 0],
        ['VIP', 300_000, 2, 0, 2],
      ]);
    });

    it('removes a type whose only orders ended unpaid, and those orders with it', async () => {
      const saved = await create(admin);
      const prefilled = await editable(admin, saved.id);
      const vip = prefilled.tickets[1]!;
      const browser = ctx.newBrowser();
      const held = await checkoutSteps(ctx).holdSeats(vip.id, 1, browser);
      // The hold ends: reading the order expires it and frees its seat.
      await ctx.database.db
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(orders.id, held.id));
      await browser.inject(`/api/pedidos/${held.id}`);
      const [expired] = await ctx.database.db.select().from(orders).where(eq(orders.id, held.id));
      expect(expired!.status).toBe('expired');

      const form = formOf(prefilled);
      form.tickets = [form.tickets[0]!];
      const response = await as(admin).send('PUT', `/organizador/eventos/${saved.id}`, form);
      expect(response.statusCode, response.body).toBe(200);
      expect((await typesOf(saved.id)).map((t) => t.name)).toEqual(['Pista']);
      expect(await ctx.database.db.select().from(orders).where(eq(orders.id, held.id))).toEqual([]);
    });

    it('keeps a date already past as it is, but never moves one into the past', async () => {
      // Noon in São Paulo three days ago: an hour later is still the same day whatever the time
      // the test runs (near midnight, "now + 1 h" would end the day after it starts).
      const noon = new Date(Date.now() - 3 * DAY_MS);
      noon.setUTCHours(15, 0, 0, 0);
      const { event } = await createTestEvent(ctx.database, {
        organizationId: organizationOf(admin).id,
        startsAt: noon,
        endsAt: new Date(noon.getTime() + 3_600_000),
        descriptionHtml: '<p>Um evento que já aconteceu no ano passado.</p>',
      });
      const prefilled = await editable(admin, event.id);
      const form = formOf(prefilled);
      form.basics.title = 'Congresso (edição passada)';
      form.tickets[0]!.description = 'Acesso geral';
      const kept = await as(admin).send('PUT', `/organizador/eventos/${event.id}`, form);
      expect(kept.statusCode, kept.body).toBe(200);

      form.basics.date = addCalendarDays(prefilled.basics.date, -1);
      form.basics.endDate = '';
      const moved = await as(admin).send('PUT', `/organizador/eventos/${event.id}`, form);
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({
        message: M.datePast,
        errors: [{ path: 'basics.date', message: M.datePast }],
      });
    });

    it('never lets sold + held pass the quantity while checkouts race an edit', async () => {
      const saved = await create(admin);
      const prefilled = await editable(admin, saved.id);
      const pista = prefilled.tickets[0]!;
      const form = formOf(prefilled);
      const steps = checkoutSteps(ctx);
      for (const quantity of ['12', '8', '5']) {
        const hold = () =>
          steps.holdSeats(pista.id, 1, ctx.newBrowser()).then(
            () => 201,
            () => 409,
          );
        const edit = as(admin).send('PUT', `/organizador/eventos/${saved.id}`, {
          ...form,
          tickets: [{ ...form.tickets[0]!, quantity }, form.tickets[1]!],
        });
        const [put, ...holds] = await Promise.all([edit, ...Array.from({ length: 8 }, hold)]);
        expect([200, 409], put.body).toContain(put.statusCode);
        const [type] = await ctx.database.db
          .select()
          .from(ticketTypes)
          .where(eq(ticketTypes.id, pista.id));
        expect(type!.sold + type!.reserved).toBeLessThanOrEqual(type!.quantity);
        if (put.statusCode === 200) expect(type!.quantity).toBe(Number(quantity));
        else
          expect(put.json().errors).toContainEqual({
            path: 'tickets.0.quantity',
            message: M.quantityBelowSold,
          });
        // Every hold that answered 201 holds a seat.
        expect(type!.reserved).toBe((await editable(admin, saved.id)).tickets[0]!.held);
        expect(holds.filter((status) => status === 201).length).toBeLessThanOrEqual(type!.reserved);
      }
    });
  });

  describe('duplicate (POST …/duplicar)', () => {
    it('makes a draft copy with a new slug, nothing sold, for the same organizer', async () => {
      const saved = await create(admin);
      const original = await editable(admin, saved.id);
      await saleThroughLink(ctx, {
        seats: [{ id: original.tickets[0]!.id, quantity: 2 }],
        code: null,
      });
      const response = await as(admin).send('POST', `/organizador/eventos/${saved.id}/duplicar`);
      expect(response.statusCode, response.body).toBe(201);
      const copy = response.json<SavedEvent>();
      expect(copy.id).not.toBe(saved.id);
      expect(copy).toMatchObject({ status: 'draft', slug: 'copia-de-forum-de-automacao-dados' });
      const copied = await editable(admin, copy.id);
      expect(copied.basics).toEqual({
        ...original.basics,
        title: 'Cópia de Fórum de Automação & Dados',
      });
      expect(copied.tickets.map((t) => [t.name, t.price, t.quantity, t.sold, t.held])).toEqual([
        ['Pista', '1234,50', '100', 0, 0],
        ['VIP', '2500,00', '20', 0, 0],
      ]);
      expect(copied.tickets[0]!.id).not.toBe(original.tickets[0]!.id);
      expect(copied).toMatchObject({
        agenda: original.agenda,
        speakers: original.speakers,
        faq: original.faq,
        paidOrders: 0,
      });
      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, copy.id));
      expect(row).toMatchObject({
        organizationId: organizationOf(admin).id,
        organizerId: admin.user.id,
      });
      expect(await catalogIds()).not.toContain(copy.id);
    });
  });

  describe('Atividade Recente of the changes (issue 33)', () => {
    it('shows a copy as the draft it is, publishing, unpublishing and cancelling', async () => {
      const account = await signIn(ctx.database, 'admin');
      const saved = await create(account);
      const copy = (
        await as(account).send('POST', `/organizador/eventos/${saved.id}/duplicar`)
      ).json<SavedEvent>();
      const publish = (status: 'draft' | 'published') =>
        as(account).send('POST', `/organizador/eventos/${saved.id}/publicacao`, { status });
      expect((await publish('draft')).statusCode).toBe(200);
      expect((await publish('published')).statusCode).toBe(200);
      const cancel = () => as(account).send('POST', `/organizador/eventos/${copy.id}/cancelamento`);
      const canceled = await cancel();
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect((await cancel()).statusCode).toBe(200); // asked again: one entry
      await ctx.app.jobs.drain();

      const feed = (await as(account).get('/atividades')).json<ActivityFeed>().items;
      const entries = feed.map((item) => [item.type, item.event, item.details]);
      expect(entries).toContainEqual([
        'event_created',
        'Cópia de Fórum de Automação & Dados',
        'Status: Cancelado',
      ]);
      expect(entries).toContainEqual([
        'event_created',
        'Fórum de Automação & Dados',
        'Status: Ativo',
      ]);
      expect(entries.filter(([type]) => type === 'event_canceled')).toEqual([
        [
          'event_canceled',
          'Cópia de Fórum de Automação & Dados',
          'Cancelado: os pedidos pagos são reembolsados',
        ],
      ]);
      expect(
        feed.filter((item) => item.type.startsWith('event_')).map((item) => item.type),
      ).toEqual([
        'event_canceled',
        'event_published',
        'event_unpublished',
        'event_created',
        'event_created',
      ]);
      expect(feed.find((item) => item.type === 'event_published')!.user).toBe(account.user.name);

      const events = (await as(account).get('/organizador/eventos')).json<OrganizerEvents>();
      expect(events.summary).toMatchObject({ events: 2, publishedEvents: 1, canceledEvents: 1 });
    });
  });

  describe('delete (DELETE /api/organizador/eventos/:eventId)', () => {
    it('answers checkouts racing the deletion with a seat or a refusal, never a 500', async () => {
      const saved = await create(admin);
      const { tickets } = await editable(admin, saved.id);
      const hold = () =>
        ctx.newBrowser().inject({
          method: 'POST',
          url: '/api/pedidos',
          headers: { 'idempotency-key': randomUUID() },
          payload: { tickets: [{ id_ticket: tickets[0]!.id, quantidade_produto: 1 }] },
        });
      const [deleted, ...holds] = await Promise.all([
        as(admin).send('DELETE', `/organizador/eventos/${saved.id}`),
        ...Array.from({ length: 8 }, hold),
      ]);
      for (const response of holds) {
        expect(response.statusCode, response.body).toBeLessThan(500);
      }
      expect(deleted.statusCode, deleted.body).toBe(204);
      // Whatever got a seat went with the event: no order of it is left.
      const left = await ctx.database.db.select().from(orders).where(eq(orders.eventId, saved.id));
      expect(left).toEqual([]);
    });

    it('is refused with paid orders, and nothing is removed', async () => {
      const saved = await create(admin);
      const { tickets } = await editable(admin, saved.id);
      await saleThroughLink(ctx, { seats: [{ id: tickets[0]!.id, quantity: 1 }], code: null });
      const response = await as(admin).send('DELETE', `/organizador/eventos/${saved.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: M.deleteRefused });
      expect((await editable(admin, saved.id)).paidOrders).toBe(1);
      expect(await catalogIds()).toContain(saved.id);
    });

    it('is refused while a payment is under way, which could still take money', async () => {
      const saved = await create(admin);
      const { tickets } = await editable(admin, saved.id);
      const held = await checkoutSteps(ctx).holdSeats(tickets[0]!.id, 1, ctx.newBrowser());
      await ctx.database.db.insert(payments).values({
        orderId: held.id,
        idempotencyKey: randomUUID(),
        method: 'pix',
        provider: 'sandbox',
        status: 'WAITING',
        amountCents: held.total_centavos,
        instalmentCents: held.total_centavos,
      });
      const response = await as(admin).send('DELETE', `/organizador/eventos/${saved.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: M.deletePaymentsOpen });
    });

    it('removes the event with its unpaid orders and links, and takes it out of the catalog', async () => {
      const saved = await create(admin);
      const { tickets } = await editable(admin, saved.id);
      const held = await checkoutSteps(ctx).holdSeats(tickets[0]!.id, 2, ctx.newBrowser());
      await as(admin).send('POST', `/organizador/eventos/${saved.id}/check-in/links`, {
        rotulo: 'Portão A',
      });
      expect(await catalogIds()).toContain(saved.id);

      const response = await as(admin).send('DELETE', `/organizador/eventos/${saved.id}`);
      expect(response.statusCode, response.body).toBe(204);
      expect(await ctx.database.db.select().from(events).where(eq(events.id, saved.id))).toEqual(
        [],
      );
      expect(
        await ctx.database.db
          .select()
          .from(orders)
          .where(inArray(orders.id, [held.id])),
      ).toEqual([]);
      expect(await catalogIds()).not.toContain(saved.id);
      expect((await as(admin).get(`/organizador/eventos/${saved.id}`)).statusCode).toBe(404);
      expect((await as(admin).send('DELETE', `/organizador/eventos/${saved.id}`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('organizations and roles (issue 28)', () => {
    const memberOf = (account: TestAccount, role: 'gerente' | 'financeiro' | 'visualizacao') =>
      signIn(ctx.database, 'admin', { organization: { id: organizationOf(account).id, role } });

    it('lets every member work on the organization’s events, each as far as their role goes', async () => {
      const saved = await create(admin);
      const manager = await memberOf(admin, 'gerente');
      const viewer = await memberOf(admin, 'visualizacao');
      const finance = await memberOf(admin, 'financeiro');

      const prefilled = await editable(manager, saved.id);
      expect(prefilled.basics.title).toBe('Fórum de Automação & Dados');
      const form = formOf(prefilled);
      form.basics.title = 'Fórum editado pela gerente';
      const edited = await as(manager).send('PUT', `/organizador/eventos/${saved.id}`, form);
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await editable(viewer, saved.id)).basics.title).toBe('Fórum editado pela gerente');

      // Viewing is not editing: read-only and finance roles are refused every change.
      for (const account of [viewer, finance]) {
        const refused = [
          await as(account).send('PUT', `/organizador/eventos/${saved.id}`, form),
          await as(account).send('POST', `/organizador/eventos/${saved.id}/publicacao`, {
            status: 'draft',
          }),
          await as(account).send('POST', `/organizador/eventos/${saved.id}/duplicar`),
          await as(account).send('DELETE', `/organizador/eventos/${saved.id}`),
          await as(account).send('POST', '/organizador/eventos', validForm()),
        ];
        for (const answer of refused) expect(answer.statusCode, answer.body).toBe(403);
      }
      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, saved.id));
      expect(row).toMatchObject({ status: 'published', title: 'Fórum editado pela gerente' });
    });

    it('refuses a Financeiro publishing an event', async () => {
      const saved = await create(admin, validForm({ status: 'draft' }));
      const finance = await memberOf(admin, 'financeiro');
      const response = await as(finance).send(
        'POST',
        `/organizador/eventos/${saved.id}/publicacao`,
        { status: 'published' },
      );
      expect(response.statusCode).toBe(403);
      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, saved.id));
      expect(row!.status).toBe('draft');
    });

    it('lets a pending organization prepare drafts, but not publish them yet', async () => {
      const pending = await signIn(ctx.database, 'admin', { organization: { status: 'pendente' } });
      const notApproved = { message: ORGANIZATION_MESSAGES.notApproved };

      const published = await as(pending).send('POST', '/organizador/eventos', validForm());
      expect(published.statusCode).toBe(409);
      expect(published.json()).toEqual(notApproved);
      expect(
        await ctx.database.db
          .select()
          .from(events)
          .where(eq(events.organizationId, organizationOf(pending).id)),
      ).toEqual([]);

      const draft = await create(pending, validForm({ status: 'draft' }));
      expect(draft.status).toBe('draft');
      const publish = await as(pending).send(
        'POST',
        `/organizador/eventos/${draft.id}/publicacao`,
        {
          status: 'published',
        },
      );
      expect(publish.statusCode).toBe(409);
      expect(publish.json()).toEqual(notApproved);
      // Saving the draft as 'Ativo' from the wizard is publishing too.
      const form = formOf(await editable(pending, draft.id), 'published');
      const saved = await as(pending).send('PUT', `/organizador/eventos/${draft.id}`, form);
      expect(saved.statusCode).toBe(409);
      expect(saved.json()).toEqual(notApproved);
      // A draft it stays, and out of the catalog.
      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, draft.id));
      expect(row!.status).toBe('draft');
      expect(await catalogIds()).not.toContain(draft.id);
      // Edits that keep it a draft go through.
      const kept = await as(pending).send('PUT', `/organizador/eventos/${draft.id}`, {
        ...form,
        status: 'draft',
      });
      expect(kept.statusCode, kept.body).toBe(200);
    });

    it('never lets a refused organization publish', async () => {
      const refusedOwner = await signIn(ctx.database, 'admin', {
        organization: { status: 'recusada' },
      });
      const draft = await create(refusedOwner, validForm({ status: 'draft' }));
      const publish = await as(refusedOwner).send(
        'POST',
        `/organizador/eventos/${draft.id}/publicacao`,
        { status: 'published' },
      );
      expect(publish.statusCode).toBe(409);
      expect(publish.json()).toEqual({ message: ORGANIZATION_MESSAGES.refused });
    });

    it('refuses organizer routes to accounts outside any organization', async () => {
      const buyer = await signIn(ctx.database, 'user');
      const saved = await create(admin);
      expect((await as(buyer).get(`/organizador/eventos/${saved.id}`)).statusCode).toBe(403);
      expect((await as(null).get(`/organizador/eventos/${saved.id}`)).statusCode).toBe(401);
    });
  });
});
