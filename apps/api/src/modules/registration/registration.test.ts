import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { ORGANIZER_REPORT_MESSAGES } from '@bilheteria/domain/organizer-contract';
import {
  QUESTION_MESSAGES as M,
  type EventQuestionsResponse,
  type QuestionInput,
  type QuestionView,
} from '@bilheteria/domain/registration-questions';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationActivity, buyers, registrationAnswers } from '../../db/schema';
import type { TestAccount } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { PARTICIPANT } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { organizerFixtures } from '../organizer-reports/test-organizer';
import { answersForBuyers } from '.';

type Answer = { pergunta_id: string; valor: unknown };
const linesOf = (body: string) =>
  body
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');

/** A CSV line's cells (no quoted ';' in these tests' values). */
const cellsOf = (line: string) => line.split(';').map((cell) => cell.replace(/^"|"$/g, ''));

describe.each(testTargets())('registration questions on %s', (target) => {
  const ctx = useTestApp(target);
  const fx = organizerFixtures(ctx);
  let admin: TestAccount;
  let stranger: TestAccount;
  let eventId: string;
  let pista: string;
  let vip: string;
  let otherEventType: string;
  /** Documento (required), Consentimento, Camiseta (VIP only), Idade. */
  let q: { documento: string; consentimento: string; camiseta: string; idade: string };

  const organizerUrl = () => `/api/organizador/eventos/${eventId}/perguntas`;
  const put = (account: TestAccount, perguntas: QuestionInput[], url = organizerUrl()) =>
    ctx.app.inject({ method: 'PUT', url, cookies: account.cookies, payload: { perguntas } });
  const current = async (): Promise<QuestionView[]> =>
    (await fx.as(admin).get(organizerUrl())).json<EventQuestionsResponse>().perguntas;
  const publicQuestions = (id: string) => ctx.app.inject({ url: `/api/eventos/${id}/perguntas` });

  async function hold(browser: TestBrowser, seats: { id: string; quantity: number }[]) {
    const held = await browser.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        tickets: seats.map((seat) => ({ id_ticket: seat.id, quantidade_produto: seat.quantity })),
      },
    });
    if (held.statusCode !== 201) throw new Error(`hold answered ${held.body}`);
    return held.json<OrderView>();
  }
  const saveParticipant = (
    browser: TestBrowser,
    order: OrderView,
    posicao: number,
    respostas?: Answer[],
  ) =>
    browser.inject({
      method: 'POST',
      url: '/api/comprador',
      payload: {
        ...PARTICIPANT,
        Email: `p${posicao}-${randomUUID().slice(0, 6)}@empresa.com.br`,
        ...(respostas ? { respostas } : {}),
        id_pedido: order.id,
        posicao,
      },
    });

  beforeAll(async () => {
    admin = await fx.signIn(ctx.database, 'admin');
    stranger = await fx.signIn(ctx.database, 'admin');
    const { event, ticketTypes } = await fx.ownedEvent(
      admin,
      [
        { name: 'Pista', priceCents: 10_000, quantity: 50 },
        { name: 'VIP', priceCents: 20_000, quantity: 50 },
      ],
      { title: 'Fórum de Inscrição' },
    );
    eventId = event.id;
    pista = ticketTypes[0]!.id;
    vip = ticketTypes[1]!.id;
    otherEventType = (await fx.ownedEvent(admin)).ticketTypes[0]!.id;

    const saved = await put(admin, [
      { tipo: 'texto', titulo: 'Documento', obrigatoria: true, ajuda: 'RG ou CNH' },
      { tipo: 'consentimento', titulo: 'Aceito compartilhar meus dados com os patrocinadores' },
      { tipo: 'escolha_unica', titulo: 'Camiseta', opcoes: ['P', 'M', 'G'], tipos_ingresso: [vip] },
      { tipo: 'numero', titulo: 'Idade' },
    ]);
    expect(saved.statusCode).toBe(200);
    const [documento, consentimento, camiseta, idade] =
      saved.json<EventQuestionsResponse>().perguntas;
    q = {
      documento: documento!.id,
      consentimento: consentimento!.id,
      camiseta: camiseta!.id,
      idade: idade!.id,
    };
  });

  it('saves the organizer’s questions in order, and checkout reads them', async () => {
    const response = await publicQuestions(eventId);
    expect(response.statusCode).toBe(200);
    const { perguntas } = response.json<EventQuestionsResponse>();
    expect(perguntas.map((question) => [question.titulo, question.versao])).toEqual([
      ['Documento', 1],
      ['Aceito compartilhar meus dados com os patrocinadores', 1],
      ['Camiseta', 1],
      ['Idade', 1],
    ]);
    expect(perguntas[0]).toMatchObject({ obrigatoria: true, ajuda: 'RG ou CNH', opcoes: [] });
    expect(perguntas[2]).toMatchObject({ opcoes: ['P', 'M', 'G'], tipos_ingresso: [vip] });
    expect(await current()).toEqual(perguntas);
    // Logged in the organization's activity, as other event edits are.
    const logged = await ctx.database.db
      .select()
      .from(organizationActivity)
      .where(eq(organizationActivity.action, 'evento.perguntas'));
    expect(logged.length).toBeGreaterThan(0);

    expect((await publicQuestions(randomUUID())).statusCode).toBe(404);
    const draft = await createTestEvent(ctx.database, { status: 'draft' });
    const hidden = await publicQuestions(draft.event.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Evento não encontrado' });
  });

  it('refuses an unknown question or another event’s ticket type, on its field', async () => {
    const response = await put(admin, [
      { id: randomUUID(), tipo: 'texto', titulo: 'X' },
      { tipo: 'texto', titulo: 'Y', tipos_ingresso: [otherEventType] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'perguntas.0.id', message: M.unknownQuestion },
      { path: 'perguntas.1.tipos_ingresso', message: M.unknownTicketType },
    ]);
    const invalid = await put(admin, [{ tipo: 'escolha_unica', titulo: 'Z', opcoes: ['A'] }]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toContainEqual({
      path: 'perguntas.0.opcoes',
      message: M.optionsRequired,
    });
    expect((await current()).map((question) => question.titulo)).toHaveLength(4);
  });

  it('keeps another organization out of the organizer routes', async () => {
    expect((await fx.as(stranger).get(organizerUrl())).statusCode).toBe(404);
    expect((await put(stranger, [])).statusCode).toBe(404);
    expect((await current()).length).toBe(4);
  });

  it('validates the answers of POST /api/comprador for the seat’s ticket type', async () => {
    const browser = ctx.newBrowser();
    // Positions by the items' names: 1 Pista, 2 VIP.
    const order = await hold(browser, [
      { id: pista, quantity: 1 },
      { id: vip, quantity: 1 },
    ]);

    const missing = await saveParticipant(browser, order, 1);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: `respostas.${q.documento}`, message: M.required },
    ]);

    const wrong = await saveParticipant(browser, order, 1, [
      { pergunta_id: q.documento, valor: 'RG 1' },
      { pergunta_id: q.camiseta, valor: 'M' },
      { pergunta_id: q.idade, valor: 'trinta' },
      { pergunta_id: otherEventType, valor: 'x' },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        { path: `respostas.${q.camiseta}`, message: M.notForTicketType },
        { path: `respostas.${q.idade}`, message: M.number },
        { path: `respostas.${otherEventType}`, message: M.unknownQuestion },
      ]),
    );
    expect(await ctx.database.db.select().from(buyers).where(eq(buyers.orderId, order.id))).toEqual(
      [],
    );

    const first = await saveParticipant(browser, order, 1, [
      { pergunta_id: q.documento, valor: ' RG 1 ' },
      { pergunta_id: q.idade, valor: '41,5' },
      { pergunta_id: q.consentimento, valor: true },
    ]);
    expect(first.statusCode).toBe(201);
    const vipSaved = await saveParticipant(browser, order, 2, [
      { pergunta_id: q.documento, valor: 'CNH 2' },
      { pergunta_id: q.camiseta, valor: 'G' },
    ]);
    expect(vipSaved.statusCode).toBe(201);
    const answers = await answersForBuyers(ctx.database.db, [first.json<{ id: string }>().id]);
    expect(
      answers.map((answer) => [answer.question, answer.version, answer.value, answer.text]),
    ).toEqual(
      expect.arrayContaining([
        ['Documento', 1, 'RG 1', 'RG 1'],
        ['Idade', 1, 41.5, '41,5'],
        ['Aceito compartilhar meus dados com os patrocinadores', 1, true, 'Sim'],
      ]),
    );

    // Saved again with a question left blank: its answer goes; an unchanged one keeps its time.
    const before = answers.find((answer) => answer.questionId === q.documento)!.answeredAt;
    const again = await saveParticipant(browser, order, 1, [
      { pergunta_id: q.documento, valor: 'RG 1' },
    ]);
    expect(again.statusCode).toBe(200);
    const after = await answersForBuyers(ctx.database.db, [first.json<{ id: string }>().id]);
    expect(after.map((answer) => answer.question)).toEqual(['Documento']);
    expect(after[0]!.answeredAt).toEqual(before);
  });

  describe('after sales', () => {
    let ana: { id: string };
    let bruno: { id: string };
    let browser: TestBrowser;
    let orderId: string;

    beforeAll(async () => {
      browser = ctx.newBrowser();
      const order = await fx.paidByPix([{ id: pista, quantity: 2 }], {
        browser,
        participants: [
          {
            Nome: 'Ana',
            Sobrenome: 'Consente',
            Email: 'ana.consente@empresa.com.br',
            CPF: '',
            respostas: [
              { pergunta_id: q.documento, valor: 'RG 11' },
              { pergunta_id: q.consentimento, valor: 'sim' },
              { pergunta_id: q.idade, valor: 30 },
            ],
          },
          {
            Nome: 'Bruno',
            Sobrenome: 'Recusa',
            Email: 'bruno.recusa@empresa.com.br',
            respostas: [
              { pergunta_id: q.documento, valor: 'RG 22' },
              { pergunta_id: q.consentimento, valor: false },
            ],
          },
        ] as unknown as Partial<typeof PARTICIPANT>[],
      });
      orderId = order.id;
      const rows = await ctx.database.db
        .select({ id: buyers.id })
        .from(buyers)
        .where(eq(buyers.orderId, order.id))
        .orderBy(asc(buyers.position));
      ana = rows[0]!;
      bruno = rows[1]!;
    });

    const exportCsv = async (query = '') => {
      const response = await fx
        .as(admin)
        .get(`/api/organizador/exportacoes/participantes/csv?evento=${eventId}${query}`);
      return response;
    };

    it('versions a changed question: the answer keeps the version it answered', async () => {
      const questions = await current();
      const unchanged = await put(
        admin,
        questions.map(({ versao: _versao, ...question }) => question),
      );
      expect(unchanged.json<EventQuestionsResponse>().perguntas.map((x) => x.versao)).toEqual([
        1, 1, 1, 1,
      ]);
      // Documento renamed; Idade removed (left out of the list).
      const saved = await put(admin, [
        { ...questions[0]!, titulo: 'Documento com foto' },
        questions[1]!,
        questions[2]!,
      ]);
      expect(saved.statusCode).toBe(200);
      expect(
        saved.json<EventQuestionsResponse>().perguntas.map((x) => [x.titulo, x.versao]),
      ).toEqual([
        ['Documento com foto', 2],
        ['Aceito compartilhar meus dados com os patrocinadores', 1],
        ['Camiseta', 1],
      ]);
      const publicList = (await publicQuestions(eventId)).json<EventQuestionsResponse>();
      expect(publicList.perguntas.map((x) => x.id)).not.toContain(q.idade);

      const answers = await answersForBuyers(ctx.database.db, [ana.id]);
      expect(answers.map((answer) => [answer.question, answer.version, answer.text])).toEqual(
        expect.arrayContaining([
          ['Documento', 1, 'RG 11'],
          ['Idade', 1, '30'],
        ]),
      );
      expect(answers.find((answer) => answer.kind === 'consentimento')).toMatchObject({
        value: true,
        version: 1,
        answeredAt: expect.any(Date),
      });
    });

    it('exports every form field and one column per question, removed ones too', async () => {
      const response = await exportCsv();
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = linesOf(response.body);
      const columns = header!.split(';');
      expect(columns.slice(9)).toEqual([
        'CPF',
        'Telefone comercial',
        'Celular',
        'Empresa',
        'Cargo',
        'Departamento',
        'Segmento',
        'Número de funcionários',
        'Nível de responsabilidade',
        'UF',
        'Cidade',
        'Titulares anteriores',
        'Documento com foto',
        'Aceito compartilhar meus dados com os patrocinadores',
        'Camiseta',
        'Idade',
      ]);
      const anaRow = cellsOf(rows.find((row) => row.includes('Ana Consente'))!);
      const brunoRow = cellsOf(rows.find((row) => row.includes('Bruno Recusa'))!);
      const cell = (row: string[], name: string) => row[columns.indexOf(name)];
      expect(cell(anaRow, 'Tipo de ingresso')).toBe('Pista');
      expect(cell(anaRow, 'CPF')).toBe('');
      expect(cell(brunoRow, 'CPF')).toBe('529.982.247-25');
      expect(cell(anaRow, 'Empresa')).toBe('Empresa Exemplo');
      expect(cell(anaRow, 'Nível de responsabilidade')).toBe('Decide Compra');
      expect(cell(anaRow, 'Celular')).toBe('(11) 98765-4321');
      expect(cell(anaRow, 'Documento com foto')).toBe('RG 11');
      expect(cell(anaRow, 'Aceito compartilhar meus dados com os patrocinadores')).toBe('Sim');
      expect(cell(anaRow, 'Idade')).toBe('30');
      expect(cell(brunoRow, 'Aceito compartilhar meus dados com os patrocinadores')).toBe('Não');
      expect(cell(brunoRow, 'Idade')).toBe('');
    });

    it('filters the export on a consent answer', async () => {
      const yes = linesOf((await exportCsv(`&consentimento=${q.consentimento}:sim`)).body);
      expect(yes).toHaveLength(2);
      expect(yes[1]).toContain('Ana Consente');
      const no = linesOf((await exportCsv(`&consentimento=${q.consentimento}:nao`)).body);
      expect(no).toHaveLength(2);
      expect(no[1]).toContain('Bruno Recusa');

      const notConsent = await exportCsv(`&consentimento=${q.documento}:sim`);
      expect(notConsent.statusCode).toBe(400);
      expect(notConsent.json().message).toBe(ORGANIZER_REPORT_MESSAGES.consentQuestion);
      const malformed = await exportCsv('&consentimento=talvez');
      expect(malformed.statusCode).toBe(400);
      const sales = await fx
        .as(admin)
        .get(
          `/api/organizador/exportacoes/vendas/csv?evento=${eventId}&consentimento=${q.consentimento}:sim`,
        );
      expect(sales.statusCode).toBe(400);
      expect(sales.json().message).toBe(ORGANIZER_REPORT_MESSAGES.consentOnlyParticipants);
    });

    it('swaps a participant with the new person’s answers, the old ones gone', async () => {
      const swapTo = (respostas?: Answer[]) =>
        browser.inject({
          method: 'PUT',
          url: `/api/pedidos/${orderId}/participantes/2`,
          payload: {
            ...PARTICIPANT,
            Nome: 'Carla',
            Sobrenome: 'Nova',
            Email: 'carla.nova@empresa.com.br',
            ...(respostas ? { respostas } : {}),
          },
        });
      const missing = await swapTo();
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        { path: `respostas.${q.documento}`, message: M.required },
      ]);
      const swapped = await swapTo([{ pergunta_id: q.documento, valor: 'RG 33' }]);
      expect(swapped.statusCode).toBe(200);
      const answers = await ctx.database.db
        .select()
        .from(registrationAnswers)
        .where(eq(registrationAnswers.buyerId, bruno.id));
      expect(answers.map((answer) => answer.value)).toEqual(['RG 33']);

      const [header, ...rows] = linesOf((await exportCsv()).body);
      const columns = header!.split(';');
      const carla = cellsOf(rows.find((row) => row.includes('Carla Nova'))!);
      expect(carla[columns.indexOf('Titulares anteriores')]).toMatch(
        /^Bruno Recusa <bruno\.recusa@empresa\.com\.br> até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      );
      expect(carla[columns.indexOf('Documento com foto')]).toBe('RG 33');
    });
  });
});
