import { readFile } from 'node:fs/promises';
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { payOrderByCard } from '../support/api-checkout';
import { signInThroughApi } from '../support/auth';
import {
  type Person,
  fillPersonal,
  fillTheRest,
  storedOrderId,
  textbox,
} from '../support/checkout-form';
import { watchConsole } from '../support/console';
import { freshContext } from '../support/screens';
import { waitForServer } from '../support/servers';
import { addTickets, goToCheckout } from '../support/tickets';
import { createEveningTalk, EVENING_TALK_TICKET } from '../support/events';

/**
 * An event's own registration questions (issue 30), end to end: the organizer adds three on the
 * wizard's 'Inscrição' tab of an event of theirs (a required text, one choice, a consent) and
 * saves them; a visitor answers them in the checkout's participant form and pays (the form
 * through the page, the card through the API from that browser, as organizer.spec.ts does); the
 * event report's participants CSV has a column per question with the visitor's answers. The
 * event is published, so this belongs with the journeys on the catalog server.
 */

test.describe.configure({ timeout: 240_000 });

const TICKET = EVENING_TALK_TICKET;
const DOCUMENT = 'Número do documento';
const DIET = 'Restrição alimentar';
const CONSENT = 'Aceito compartilhar meus dados com os patrocinadores do evento';

/** A text box by its exact name, in a part of the page. */
const box = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

const question = (page: Page, n: number) =>
  page.getByRole('group', { name: `Pergunta ${n}`, exact: true });

/** The edit page's 'Inscrição' tab: three questions added and saved. */
async function addQuestions(page: Page, eventId: string, title: string): Promise<void> {
  await page.goto(`/dashboard/eventos/${eventId}/editar`);
  await expect(textbox(page, 'Título do evento')).toHaveValue(title);
  await page.getByRole('tab', { name: /^Inscrição/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Inscrição' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Como tratamos os dados' })).toHaveAttribute(
    'href',
    '/privacidade',
  );
  const add = page.getByRole('button', { name: 'Adicionar pergunta' });

  await add.click();
  await box(question(page, 1), 'Pergunta').fill(DOCUMENT);
  await question(page, 1).getByRole('checkbox', { name: 'Resposta obrigatória' }).check();

  await add.click();
  await question(page, 2).getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Uma opção', exact: true }).click();
  await box(question(page, 2), 'Pergunta').fill(DIET);
  await box(question(page, 2), 'Opção 1').fill('Nenhuma');
  await box(question(page, 2), 'Opção 2').fill('Vegetariana');

  await add.click();
  await question(page, 3).getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Consentimento', exact: true }).click();
  await box(question(page, 3), 'Texto do consentimento').fill(CONSENT);

  await page.getByRole('button', { name: 'Salvar perguntas' }).click();
  await expect(page.getByText('Perguntas de inscrição salvas.')).toBeVisible();
}

/**
 * A visitor in a browser of their own: one 'Inteira' → the checkout; the form with the three
 * answers through the page, then the approved card through the API. Returns the order id.
 */
async function buyAnswering(browser: Browser, eventId: string, person: Person): Promise<string> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`/events/${eventId}`);
  await addTickets(page, TICKET, 1);
  await goToCheckout(page);
  const form = page.getByRole('form', { name: 'Dados do participante 1' });
  await expect(form).toBeVisible();

  const extra = form.getByRole('group', { name: 'Informações adicionais' });
  await expect(extra).toBeVisible();
  await fillPersonal(page, person);
  await fillTheRest(page);
  // The required question, left blank, stops the form with its message under it.
  await page.getByRole('button', { name: 'Finalizar e Ir para Pagamento' }).click();
  const document = box(extra, DOCUMENT);
  await expect(document).toHaveAccessibleDescription('Campo obrigatório');
  await document.fill('MG-12.345.678');
  await extra.getByRole('radio', { name: 'Vegetariana' }).check();
  await extra.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'Finalizar e Ir para Pagamento' }).click();
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const orderId = await storedOrderId(page);
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  const paid = await payOrderByCard(page.request, orderId!, person);
  expect(paid.status).toBe('PAID');
  expect(errors).toEqual([]);
  await context.close();
  return orderId!;
}

test.beforeAll(async ({ request }) => {
  // Started by Playwright without waiting for it: it may still be seeding its database.
  test.setTimeout(150_000);
  await waitForServer(request);
});

test('the organizer asks three questions, a buyer answers them, the export has them', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  const run = Date.now().toString(36);
  const title = `Fórum de Dados ${run}`;
  await signInThroughApi(page.request, 'admin');
  const eventId = await createEveningTalk(page.request, title, 20);

  await addQuestions(page, eventId, title);
  const asked = await page.request.get(`/api/eventos/${eventId}/perguntas`);
  expect(asked.ok(), await asked.text()).toBe(true);
  const { perguntas } = (await asked.json()) as {
    perguntas: { tipo: string; titulo: string; obrigatoria: boolean; opcoes: string[] }[];
  };
  expect(perguntas).toMatchObject([
    { tipo: 'texto', titulo: DOCUMENT, obrigatoria: true },
    { tipo: 'escolha_unica', titulo: DIET, opcoes: ['Nenhuma', 'Vegetariana'] },
    { tipo: 'consentimento', titulo: CONSENT },
  ]);

  const visitor: Person = {
    nome: 'Helena',
    sobrenome: 'Prado',
    email: `helena.${run}@acme.com.br`,
    cpf: '52998224725',
  };
  await buyAnswering(browser, eventId, visitor);

  // The report's participants CSV: one column per question, the visitor's answers in them.
  await page.goto(`/dashboard/eventos/${eventId}/relatorio`);
  const participants = page.getByRole('region', { name: /Participantes/ });
  await expect(participants.getByText('Helena Prado')).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exportar participantes \(CSV\)/ }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0]!;
  for (const column of [DOCUMENT, DIET, CONSENT]) expect(header).toContain(column);
  const row = lines.find((line) => line.includes(visitor.email));
  expect(row, 'the visitor in the export').toBeDefined();
  expect(row).toContain('MG-12.345.678');
  expect(row).toContain('Vegetariana');
  expect(row).toMatch(/(^|[;,"])Sim($|[;,"])/);
  expect(errors).toEqual([]);
});
