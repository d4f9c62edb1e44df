import type { PersonalData } from '@bilheteria/domain/personal-data-contract';
import { PERSONAL_DATA_MESSAGES as M } from '@bilheteria/domain/personal-data-contract';
import { maskCpf } from '@bilheteria/domain/input-masks';
import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signIn, type TestAccount } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { linkIn, mailboxOf } from '../auth/test-mailbox';
import {
  buyAs,
  endEventDaysAgo,
  participantOf,
  personWithAccount,
  randomCpf,
  type TestPerson,
} from './test-people';

describe.each(testTargets())('personal data rights on %s', (target) => {
  const ctx = useTestApp(target);

  /** Rows of a raw query, read apart from the code under test. */
  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result: unknown = await ctx.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  }

  /** An organizer (Dono of a new organization) and one of its events, sales open. */
  async function organizerEvent(owner?: TestAccount) {
    const organizer = owner ?? (await signIn(ctx.database, 'admin'));
    const { event, ticketTypes } = await createTestEvent(ctx.database, {
      tickets: [{ name: 'Pista', priceCents: 30_000, quantity: 50 }],
      organizationId: organizer.user.organizacao!.id,
      organizerId: organizer.user.id,
    });
    return { organizer, event, ticketTypeId: ticketTypes[0]!.id };
  }

  const colleague = () => ({
    first: 'Colega',
    last: `Silva ${randomUUID().slice(0, 6)}`,
    email: `colega.${randomUUID().slice(0, 8)}@cliente.com.br`,
    cpf: randomCpf(),
  });

  describe('GET /api/minha-conta/dados (and .pdf)', () => {
    it("holds the person's account, orders, tickets and e-mails, and nothing of anyone else's", async () => {
      const person = await personWithAccount(ctx, 'Wilhelmina');
      const other = await personWithAccount(ctx, 'Otaviana');
      const { ticketTypeId, event } = await organizerEvent();
      const friend = colleague();
      const order = await buyAs(ctx, person, ticketTypeId, [
        participantOf(person),
        participantOf(friend),
      ]);
      const othersOrder = await buyAs(ctx, other, ticketTypeId, [participantOf(other)]);

      const response = await person.browser.inject('/api/minha-conta/dados');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBeUndefined();
      const data = response.json<PersonalData>();
      expect(data.conta).toMatchObject({
        nome: person.name,
        email: person.email,
        cpf: person.cpf,
        cidade: 'Campinas',
        uf: 'SP',
      });
      expect(data.pedidos.map((p) => p.id)).toEqual([order.id]);
      expect(data.pedidos[0]).toMatchObject({
        evento: event.title,
        status: 'paid',
        metodo_pagamento: 'credit-card',
        total_centavos: 60_000,
      });
      expect(data.pedidos[0]!.dados_pagador).toMatchObject({ nome: person.name, cpf: person.cpf });
      expect(data.ingressos).toHaveLength(2);
      expect(data.ingressos.map((t) => t.participante.email).sort()).toEqual(
        [person.email, friend.email].sort(),
      );
      expect(data.ingressos.every((t) => t.respostas.length === 0)).toBe(true);
      expect(data.emails.length).toBeGreaterThan(0);
      expect(data.emails.some((e) => e.assunto.includes(String(order.numero)))).toBe(true);
      expect(data.sessoes.length).toBeGreaterThan(0);

      const text = response.body;
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.last);
      expect(text).not.toContain(othersOrder.id);

      const download = await person.browser.inject('/api/minha-conta/dados?download=1');
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.headers['content-disposition']).toContain('meus-dados.json');

      const pdf = await person.browser.inject('/api/minha-conta/dados.pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const shown = pdfText(pdf.rawPayload);
      expect(shown).toContain(person.last);
      expect(shown).toContain(event.title);
      expect(shown).not.toContain(other.last);

      expect((await ctx.app.inject('/api/minha-conta/dados')).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/minha-conta/dados', () => {
    it('fixes the account and refuses bad fields with pt-BR 400s', async () => {
      const person = await personWithAccount(ctx, 'Patchiana');
      const patch = (payload: object) =>
        person.browser.inject({ method: 'PATCH', url: '/api/minha-conta/dados', payload });

      const badPhone = await patch({ nome: 'Nome Novo', telefone: '1234' });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.body).toContain(M.phoneInvalid);
      const badUf = await patch({ nome: 'Nome Novo', uf: 'XX' });
      expect(badUf.statusCode).toBe(400);
      expect(badUf.body).toContain(M.uf);
      const noName = await patch({ nome: ' ' });
      expect(noName.statusCode).toBe(400);
      expect(noName.body).toContain(M.nameRequired);
      const badCpf = await patch({ nome: 'Nome Novo', cpf: '12345678900' });
      expect(badCpf.statusCode).toBe(400);

      const saved = await patch({
        nome: 'Patchiana Nova',
        telefone: '(21) 99876-5432',
        cpf: '',
        cidade: 'Niterói',
        uf: 'RJ',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        nome: 'Patchiana Nova',
        email: person.email,
        telefone: '(21) 99876-5432',
        cpf: '',
        cidade: 'Niterói',
        uf: 'RJ',
      });
      const me = await person.browser.inject('/api/auth/me');
      expect(me.json()).toMatchObject({ user: { name: 'Patchiana Nova' } });
    });
  });

  describe('erasure (POST /api/minha-conta/exclusao, then /confirmar)', () => {
    /** Every text, varchar and jsonb column of every table, searched for the values. */
    async function findAnywhere(values: string[]) {
      const columns = await rows<{ table_name: string; column_name: string }>(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')
        order by 1, 2`);
      expect(columns.length).toBeGreaterThan(50);
      const found: string[] = [];
      for (const { table_name: table, column_name: column } of columns) {
        for (const value of values) {
          const [hit] = await rows<{ n: number }>(
            sql`select count(*)::int as n from ${sql.identifier(table)}
              where ${sql.identifier(column)}::text ilike ${`%${value}%`}`,
          );
          if (hit!.n > 0) found.push(`${table}.${column} has ${value}`);
        }
      }
      return found;
    }

    const ledgerSums = async (eventId: string) => {
      const [sums] = await rows<{ settlement: number; affiliate: number }>(sql`
        select
          (select coalesce(sum(amount_cents), 0)::int from settlement_entries where event_id = ${eventId}) as settlement,
          (select coalesce(sum(amount_cents), 0)::int from affiliate_ledger_entries where event_id = ${eventId}) as affiliate`);
      return sums!;
    };

    async function reportTotals(organizer: TestAccount, eventId: string) {
      const response = await ctx.app.inject({
        url: `/api/organizador/eventos/${eventId}/relatorio`,
        cookies: organizer.cookies,
      });
      expect(response.statusCode).toBe(200);
      const report = response.json<EventReport>();
      return {
        revenue: report.revenue,
        byTicketType: report.byTicketType,
        paymentMethods: report.paymentMethods,
        affiliates: report.affiliates.map(({ code, tickets, revenueCents, commissionCents }) => ({
          code,
          tickets,
          revenueCents,
          commissionCents,
        })),
      };
    }

    const request = (person: TestPerson) =>
      person.browser.inject({ method: 'POST', url: '/api/minha-conta/exclusao' });
    const confirm = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/minha-conta/exclusao/confirmar',
        payload: { token },
      });

    it('is blocked by a paid ticket for a future event, then erases every trace while the books stay', async () => {
      const person = await personWithAccount(ctx, 'Eraclidea');
      const friend = colleague();
      const affiliate = await signIn(ctx.database, 'affiliate');
      const past = await organizerEvent();
      const joined = await ctx.app.inject({
        method: 'PUT',
        url: `/api/afiliados/me/eventos/${past.event.id}`,
        cookies: affiliate.cookies,
      });
      expect(joined.statusCode).toBe(200);
      const future = await organizerEvent(past.organizer);
      // The past event asks its own question, which the person answers with their name.
      const questionSaved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/organizador/eventos/${past.event.id}/perguntas`,
        cookies: past.organizer.cookies,
        payload: { perguntas: [{ tipo: 'texto', titulo: 'Nome no crachá', obrigatoria: true }] },
      });
      expect(questionSaved.statusCode).toBe(200);
      const badgeQuestion = questionSaved.json<{ perguntas: { id: string }[] }>().perguntas[0]!.id;

      // A past event they went to (with a colleague, through an affiliate's link)...
      const pastOrder = await buyAs(
        ctx,
        person,
        past.ticketTypeId,
        [
          {
            ...participantOf(person),
            respostas: [{ pergunta_id: badgeQuestion, valor: `${person.name} ${person.cpf}` }],
          },
          {
            ...participantOf(friend),
            respostas: [{ pergunta_id: badgeQuestion, valor: 'Colega' }],
          },
        ],
        { affiliateCode: affiliate.user.affiliateCode! },
      );
      // ...a ticket someone else bought for them...
      const giver = await personWithAccount(ctx, 'Doadora');
      await buyAs(ctx, giver, past.ticketTypeId, [
        {
          ...participantOf(person),
          respostas: [{ pergunta_id: badgeQuestion, valor: person.email }],
        },
      ]);
      await endEventDaysAgo(ctx, past.event.id, 30);
      // ...and a paid ticket for an event still to come.
      const futureOrder = await buyAs(ctx, person, future.ticketTypeId, [participantOf(person)]);

      const blocked = await request(person);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toMatchObject({
        message: M.erasureBlockedByTickets,
        ingressos: [{ evento: future.event.title }],
      });

      const cancelled = await person.browser.inject({
        method: 'POST',
        url: `/api/pedidos/${futureOrder.id}/cancelamento`,
        headers: { 'idempotency-key': randomUUID() },
        payload: {},
      });
      expect(cancelled.statusCode).toBe(200);
      await ctx.app.jobs.drain();

      const mailbox = mailboxOf(ctx.database, person.email);
      await mailbox.fresh();
      const asked = await request(person);
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: M.erasureRequested });
      const link = linkIn(await mailbox.next());
      expect(link.page).toBe('/minha-conta/exclusao');
      // Asking signs nobody out, and the link alone signs nobody in.
      expect((await person.browser.inject('/api/minha-conta/dados')).statusCode).toBe(200);

      const reportBefore = await reportTotals(past.organizer, past.event.id);
      const futureReportBefore = await reportTotals(past.organizer, future.event.id);
      const ledgersBefore = await ledgerSums(past.event.id);
      expect(ledgersBefore.settlement).toBeGreaterThan(0);
      expect(ledgersBefore.affiliate).toBeGreaterThan(0);
      const values = [person.email, person.name, person.last, person.cpf, maskCpf(person.cpf)];
      const foundBefore = await findAnywhere(values);
      expect(foundBefore).toContain(`registration_answers.value has ${person.name}`);
      expect(foundBefore).toContain(`registration_answers.value has ${person.email}`);

      const erased = await confirm(link.token);
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toEqual({ message: M.erased });
      await ctx.app.jobs.drain();

      expect(await findAnywhere(values)).toEqual([]);
      // Signed out everywhere.
      expect((await person.browser.inject('/api/minha-conta/dados')).statusCode).toBe(401);
      expect(await reportTotals(past.organizer, past.event.id)).toEqual(reportBefore);
      expect(await reportTotals(past.organizer, future.event.id)).toEqual(futureReportBefore);
      expect(await ledgerSums(past.event.id)).toEqual(ledgersBefore);
      // The colleague's own data is theirs: it stays.
      expect(await findAnywhere([friend.email])).not.toEqual([]);

      const [account] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
      expect(account!.anonymizedAt).not.toBeNull();
      expect(account!.passwordHash).toBeNull();
      expect(pastOrder.id).toBeTruthy();

      // The same link again changes nothing.
      const again = await confirm(link.token);
      expect(again.statusCode).toBe(200);
      const [still] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
      expect(still).toEqual(account);

      const bad = await confirm('x'.repeat(43));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: M.erasureLinkInvalid });
      expect((await confirm('nope')).statusCode).toBe(400);
    });

    it("refuses the platform's operator and an organization's only Dono", async () => {
      const operator = await signIn(ctx.database, 'operador');
      const asOperator = await ctx.app.inject({
        method: 'POST',
        url: '/api/minha-conta/exclusao',
        cookies: operator.cookies,
      });
      expect(asOperator.statusCode).toBe(409);
      expect(asOperator.json()).toEqual({ message: M.operatorCannotErase, ingressos: [] });

      const owner = await signIn(ctx.database, 'admin');
      const asOwner = await ctx.app.inject({
        method: 'POST',
        url: '/api/minha-conta/exclusao',
        cookies: owner.cookies,
      });
      expect(asOwner.statusCode).toBe(409);
      expect(asOwner.json()).toEqual({ message: M.soleOwnerCannotErase, ingressos: [] });
    });
  });
});
