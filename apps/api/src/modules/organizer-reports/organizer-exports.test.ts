import type { Readable } from 'node:stream';
import { calendarDay } from '@bilheteria/domain/dates';
import { ORGANIZER_REPORT_MESSAGES } from '@bilheteria/domain/organizer-contract';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, tickets } from '../../db/schema';
import { statementRunner } from '../../db/prepared';
import type { TestAccount } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { saleThroughLink } from '../affiliates/test-sales';
import { createOrganizerReportsService } from './service';
import { organizerFixtures } from './test-organizer';

const BOM = '\uFEFF';
const PARTICIPANTS_HEADER =
  'Evento;Código do ingresso;Nome;E-mail;Tipo de ingresso;Pedido;Status;Entrada em;' +
  'E-mail do ingresso;CPF;Telefone comercial;Celular;Empresa;Cargo;Departamento;Segmento;' +
  'Número de funcionários;Nível de responsabilidade;UF;Cidade;Titulares anteriores';
const SALES_HEADER =
  'Pedido;Evento;Pago em;Comprador;E-mail;Ingressos;Subtotal;Desconto;Cupom;Total;' +
  'Juros do parcelamento;Forma de pagamento;Afiliado';
/** Rows in the big event: well past what one batch (5,000) or a pool's memory should hold. */
const BIG_EVENT_TICKETS = 60_000;

const linesOf = (body: string) => body.split('\r\n').filter((line) => line !== '');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(testTargets())('organizer exports on %s', (target) => {
  const ctx = useTestApp(target);
  const fx = organizerFixtures(ctx);
  let adminA: TestAccount;
  let adminB: TestAccount;
  const made = {} as {
    eventId: string;
    slug: string;
    couponOrder: number;
    otherEventId: string;
    strangerEventId: string;
    bigEventId: string;
  };

  beforeAll(async () => {
    adminA = await fx.signIn(ctx.database, 'admin');
    adminB = await fx.signIn(ctx.database, 'admin');
    const { event, ticketTypes } = await fx.ownedEvent(
      adminA,
      [{ name: 'Pista', priceCents: 50_000, quantity: 100 }],
      { title: 'Fórum de Exportação' },
    );
    made.eventId = event.id;
    made.slug = event.slug;
    const coupon = await fx.eventCoupon(event.id, 10);
    const couponOrder = await saleThroughLink(ctx, {
      seats: [{ id: ticketTypes[0]!.id, quantity: 2 }],
      code: null,
      coupon,
      instalments: 2,
    });
    const [paid] = await ctx.database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, couponOrder.id));
    made.couponOrder = paid!.number;
    await fx.paidByPix([{ id: ticketTypes[0]!.id, quantity: 2 }], {
      participants: [
        { Nome: 'João', Sobrenome: 'da Conceição', Email: 'joao.c@empresa.com.br' },
        { Nome: '=HYPERLINK("http://x.example")', Sobrenome: 'Souza', Email: 'f@empresa.com.br' },
      ],
    });
    made.otherEventId = (await fx.ownedEvent(adminA, [{ name: 'Outro', quantity: 10 }])).event.id;
    const stranger = await fx.ownedEvent(adminB, [{ name: 'Alheio', quantity: 10 }]);
    made.strangerEventId = stranger.event.id;
    await fx.paidByPix([{ id: stranger.ticketTypes[0]!.id, quantity: 1 }], {
      participants: [{ Nome: 'Pessoa', Sobrenome: 'Alheia', Email: 'alheia@empresa.com.br' }],
    });
  });

  const exportOf = (account: TestAccount, path: string) =>
    fx.as(account).get(`/api/organizador/exportacoes/${path}`);

  it("streams an event's participants as CSV for Excel pt-BR", async () => {
    const response = await exportOf(adminA, `participantes/csv?evento=${made.eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const fileName = `participantes-${made.slug}-${calendarDay(new Date())}.csv`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    const body = response.body;
    expect(body.startsWith(BOM)).toBe(true);
    const lines = linesOf(body.slice(1));
    expect(lines[0]).toBe(PARTICIPANTS_HEADER);
    expect(lines).toHaveLength(1 + 4);
    const [joao] = await ctx.database.db
      .select({ code: tickets.code })
      .from(tickets)
      .where(eq(tickets.holderEmail, 'joao.c@empresa.com.br'));
    const joaoLine = lines.find((line) => line.includes('João da Conceição'));
    expect(joaoLine).toMatch(
      new RegExp(
        `^Fórum de Exportação;${joao!.code};João da Conceição;joao\\.c@empresa\\.com\\.br;Pista;\\d{6};Confirmado;;(Enviado|Na fila);` +
          '529\\.982\\.247-25;\\(11\\) 3000-1234;\\(11\\) 98765-4321;Empresa Exemplo;Gerente;Financeiro;' +
          'Serviços;ATÉ 49;Decide Compra;SP;São Paulo;$',
      ),
    );
    // A name a spreadsheet would run as a formula stays text.
    expect(lines).toContainEqual(
      expect.stringContaining(`;"'=HYPERLINK(""http://x.example"") Souza";`),
    );
  });

  it('streams the sales as CSV with decimal commas, the coupon and the interest', async () => {
    const response = await exportOf(adminA, `vendas/csv?evento=${made.eventId}`);
    expect(response.statusCode).toBe(200);
    const lines = linesOf(response.body.slice(1));
    expect(lines[0]).toBe(SALES_HEADER);
    expect(lines).toHaveLength(1 + 2);
    const couponLine = lines.find((line) => line.startsWith(`${made.couponOrder};`))!;
    const cells = couponLine.split(';');
    expect(cells[1]).toBe('Fórum de Exportação');
    expect(cells[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells.slice(5, 12)).toEqual([
      '2',
      '1000,00',
      '100,00',
      expect.stringMatching(/^REL/),
      '900,00',
      expect.stringMatching(/^[1-9]\d*,\d{2}$/),
      'Cartão de crédito',
    ]);
    expect(lines.some((line) => line.includes(';0,00;PIX;'))).toBe(true);
  });

  it('writes an XLSX that a spreadsheet opens, with numbers and dates', async () => {
    const response = await exportOf(adminA, `vendas/xlsx?evento=${made.eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Vendas')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...SALES_HEADER.split(';')]);
    const row = [2, 3]
      .map((index) => sheet.getRow(index))
      .find((candidate) => candidate.getCell(1).value === made.couponOrder)!;
    expect(row.getCell(2).value).toBe('Fórum de Exportação');
    expect(row.getCell(3).value).toBeInstanceOf(Date);
    expect(row.getCell(7).value).toBe(1000);
    expect(row.getCell(10).value).toBe(900);
    expect(row.getCell(10).numFmt).toBe('#,##0.00');

    const participants = await exportOf(adminA, `participantes/xlsx?evento=${made.eventId}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(participants.rawPayload as unknown as ArrayBuffer);
    const names = book
      .getWorksheet('Participantes')!
      .getColumn(3)
      .values.filter((value) => typeof value === 'string');
    expect(names).toContain('João da Conceição');
    expect(names).toContain('=HYPERLINK("http://x.example") Souza');
  });

  it("exports all the admin's events without ?evento=, and none of another admin's", async () => {
    const response = await exportOf(adminA, 'participantes/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `participantes-todos-os-eventos-${calendarDay(new Date())}.csv`,
    );
    const lines = linesOf(response.body.slice(1));
    expect(lines).toHaveLength(1 + 4);
    expect(lines.some((line) => line.includes('Alheia'))).toBe(false);
    const theirs = linesOf((await exportOf(adminB, 'participantes/csv')).body.slice(1));
    expect(theirs).toHaveLength(2);
    expect(theirs[1]).toContain('Pessoa Alheia');
    const unknown = await exportOf(adminA, 'pedidos/csv');
    expect(unknown.statusCode).toBe(400);
    const wrongFormat = await exportOf(adminA, 'vendas/pdf');
    expect(wrongFormat.statusCode).toBe(400);
    const notOurs = await exportOf(adminA, `vendas/csv?evento=${made.strangerEventId}`);
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json()).toEqual({ message: ORGANIZER_REPORT_MESSAGES.eventNotFound });
  });

  describe(`an event of ${BIG_EVENT_TICKETS.toLocaleString('en')} tickets`, () => {
    beforeAll(async () => {
      const { ticketTypes } = await fx.ownedEvent(adminA, [{ name: 'Geral', quantity: 100 }], {
        title: 'Megaevento',
      });
      const order = await fx.paidByPix([{ id: ticketTypes[0]!.id, quantity: 1 }]);
      // One INSERT … SELECT: the tickets of a huge order, on the same event.
      await ctx.database.db.execute(sql`
        insert into tickets (order_id, position, event_id, ticket_type_id, code, holder_name,
          holder_email, qr_payload, issued_at)
        select ${order.id}::uuid, 1 + n, t.event_id, t.ticket_type_id,
          'BIG-' || n, 'Participante ' || n, 'p' || n || '@grande.com.br', 'x',
          t.issued_at + n * interval '1 microsecond'
        from tickets t, generate_series(1, ${BIG_EVENT_TICKETS - 1}) as n
        where t.order_id = ${order.id}::uuid`);
      made.bigEventId = ticketTypes[0]!.eventId;
    });

    it('streams every row over HTTP without holding the file', async () => {
      const response = await ctx.app.inject({
        url: `/api/organizador/exportacoes/participantes/csv?evento=${made.bigEventId}`,
        cookies: adminA.cookies,
        payloadAsStream: true,
      });
      expect(response.statusCode).toBe(200);
      const chunkSizes: number[] = [];
      let rows = -1; // the header
      let tail = '';
      for await (const chunk of response.stream()) {
        chunkSizes.push((chunk as Buffer).length);
        const text = tail + (chunk as Buffer).toString('utf8');
        const parts = text.split('\r\n');
        tail = parts.pop()!;
        rows += parts.length;
      }
      expect(tail).toBe('');
      expect(rows).toBe(BIG_EVENT_TICKETS);
      // The file (~5 MB) arrives in many small pieces, never as one body built in memory. (Heap
      // figures are not asserted: without --expose-gc they count garbage and flake; the memory
      // budget is bench:organizer's.)
      expect(chunkSizes.length).toBeGreaterThanOrEqual(10);
      expect(Math.max(...chunkSizes)).toBeLessThan(2 ** 20);
    });

    it('reads a batch only when the download has taken the previous ones', async () => {
      const batches: number[] = [];
      const service = createOrganizerReportsService({
        database: ctx.database,
        statements: statementRunner(ctx.database),
        exportBatchSize: 5_000,
        copyBatchSize: 5_000,
        onExportBatch: (rows) => batches.push(rows),
      });
      const file = await service.exportFile(
        adminA.user.organizacao!.id,
        'participantes',
        'csv',
        made.bigEventId,
      );
      const reader = file.body[Symbol.asyncIterator]();
      await reader.next();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The first batch and the one read ahead of it; the other ten wait for the download.
      expect(batches.length).toBeLessThanOrEqual(3);
      let bytes = 0;
      for (let next = await reader.next(); !next.done; next = await reader.next()) {
        bytes += (next.value as Buffer).length;
      }
      expect(bytes).toBeGreaterThan(BIG_EVENT_TICKETS * 40);
      expect(batches).toEqual([...Array<number>(12).fill(5_000), 0]);

      // A download stopped half-way stops the reading, and frees the export for the next one.
      batches.length = 0;
      const stopped = await service.exportFile(
        adminA.user.organizacao!.id,
        'participantes',
        'xlsx',
        made.bigEventId,
      );
      const stream = stopped.body[Symbol.asyncIterator]();
      await stream.next();
      stopped.body.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(batches.length).toBeLessThanOrEqual(3);
      for (let index = 0; index < 2; index += 1) {
        const again = await service.exportFile(
          adminA.user.organizacao!.id,
          'vendas',
          'csv',
          made.eventId,
        );
        expect((await readAll(again.body)).toString('utf8')).toContain(SALES_HEADER);
      }
    });

    it.runIf(target === 'postgres')(
      'on PostgreSQL streams the sales and participants from one COPY, and a stop ends it',
      async () => {
        const { database } = ctx;
        if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
        const service = createOrganizerReportsService({
          database,
          statements: statementRunner(database),
        });
        const copies = async () =>
          (
            await database.pool.query<{ count: number }>(
              `select count(*)::int as count from pg_stat_activity
               where query ilike 'copy (%' and pid <> pg_backend_pid()`,
            )
          ).rows[0]!.count;

        const file = await service.exportFile(
          adminA.user.organizacao!.id,
          'participantes',
          'csv',
          made.bigEventId,
        );
        const chunkSizes: number[] = [];
        let rows = -1; // the header
        let tail = '';
        for await (const chunk of file.body) {
          chunkSizes.push((chunk as Buffer).length);
          const parts = (tail + (chunk as Buffer).toString('utf8')).split('\r\n');
          tail = parts.pop()!;
          rows += parts.length;
        }
        expect(tail).toBe('');
        expect(rows).toBe(BIG_EVENT_TICKETS);
        expect(chunkSizes.length).toBeGreaterThanOrEqual(10);
        expect(Math.max(...chunkSizes)).toBeLessThan(2 ** 20);
        // Read to its end: the connection went back to the pool, its transaction ended.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await copies()).toBe(0);
        expect(database.pool.totalCount - database.pool.idleCount).toBe(0);

        // A download stopped mid-COPY: the COPY's connection is cut, the backend ends.
        const stopped = await service.exportFile(
          adminA.user.organizacao!.id,
          'participantes',
          'csv',
          undefined,
        );
        const reading = stopped.body[Symbol.asyncIterator]();
        await reading.next();
        for (let wait = 0; wait < 50 && (await copies()) === 0; wait += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await copies()).toBe(1);
        stopped.body.destroy();
        for (let wait = 0; wait < 50 && (await copies()) > 0; wait += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await copies()).toBe(0);
        const sales = await service.exportFile(
          adminA.user.organizacao!.id,
          'vendas',
          'csv',
          undefined,
        );
        expect(linesOf((await readAll(sales.body)).toString('utf8').slice(1))).toHaveLength(1 + 3);
      },
    );

    it('lets two exports run at once per process, and asks a third to wait', async () => {
      const service = createOrganizerReportsService({
        database: ctx.database,
        statements: statementRunner(ctx.database),
      });
      const first = await service.exportFile(
        adminA.user.organizacao!.id,
        'participantes',
        'csv',
        undefined,
      );
      const second = await service.exportFile(
        adminA.user.organizacao!.id,
        'vendas',
        'csv',
        undefined,
      );
      await expect(
        service.exportFile(adminA.user.organizacao!.id, 'vendas', 'csv', undefined),
      ).rejects.toMatchObject({ statusCode: 429, message: ORGANIZER_REPORT_MESSAGES.exportsBusy });
      await readAll(first.body);
      second.body.destroy();
      await new Promise((resolve) => setImmediate(resolve));
      const third = await service.exportFile(
        adminA.user.organizacao!.id,
        'vendas',
        'csv',
        made.eventId,
      );
      expect(linesOf((await readAll(third.body)).toString('utf8').slice(1))).toHaveLength(3);
    });
  });
});
