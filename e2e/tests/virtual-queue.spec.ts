import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth';
import { watchConsole } from '../support/console';
import { freshContext } from '../support/screens';
import { waitForServer } from '../support/servers';
import { addTickets } from '../support/tickets';
import { createPublishedEvent, saoPauloDay } from '../support/events';

/**
 * The virtual queue (issue 32), end to end: on an event of its own, the organizer turns the
 * queue on at 60 people a minute in the report's 'Fila virtual' section; a buyer on the event
 * page presses 'Comprar Ingressos', lands in the queue as nº 1, is admitted within seconds (the
 * server admits every second) and reaches the checkout with the seats held; a second buyer
 * whose page read the queue as off is sent in by the checkout's refused hold (409) and comes
 * back holding seats once admitted. On the catalog
 * server with the journeys that publish events: the queue changes how that event sells.
 */

test.describe.configure({ timeout: 180_000 });

const TICKET = 'Inteira';
/** Where the review screenshots go (none by default), as the other journeys' *_SHOTS_DIR. */
const SHOTS_DIR = process.env.VIRTUAL_QUEUE_SHOTS_DIR;

async function shot(page: Page, name: string, target?: ReturnType<Page['getByRole']>) {
  if (!SHOTS_DIR) return;
  const path = `${SHOTS_DIR}/${name}.png`;
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

/** A published event a month from now: 'Inteira' at R$ 50,00. */
function createEvent(request: APIRequestContext, title: string): Promise<string> {
  return createPublishedEvent(request, {
    title,
    description: '<p>Show de lançamento com venda concorrida.</p>',
    date: saoPauloDay(30),
    time: '20:00',
    endDate: saoPauloDay(30),
    endTime: '23:00',
    location: 'Arena Central',
    category: 'Workshop',
    ticket: { name: TICKET, description: 'Pista', price: '50,00', quantity: 100 },
  });
}

test.beforeAll(async ({ request }) => {
  // Started by Playwright without waiting for it: it may still be seeding its database.
  test.setTimeout(150_000);
  await waitForServer(request);
});

test('the organizer turns the queue on; a buyer waits as nº 1, is let in and holds the seats', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  const title = `Show de Lançamento ${Date.now().toString(36)}`;
  await signInThroughApi(page.request, 'admin');
  const eventId = await createEvent(page.request, title);

  // The organizer: 'Ligada', 60 people a minute, on the report.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/eventos/${eventId}/relatorio`);
  const section = page.getByRole('region', { name: 'Fila virtual', exact: true });
  await expect(section).toBeVisible();
  await expect(section.getByRole('radio', { name: 'Desligada', exact: true })).toBeChecked();
  await section.getByRole('radio', { name: 'Ligada', exact: true }).check();
  await section.getByLabel('Pessoas admitidas por minuto').fill('60');
  await section.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Fila virtual salva.')).toBeVisible();
  await expect(section.getByText(/^Ativa desde \d\d:\d\d$/)).toBeVisible();

  // A buyer (another browser) chooses two tickets and presses 'Comprar Ingressos'.
  const buyer = await freshContext(browser);
  const buyerPage = await buyer.newPage();
  const buyerErrors = watchConsole(buyerPage);
  await buyerPage.setViewportSize({ width: 360, height: 800 });
  await buyerPage.goto(`/events/${eventId}`);
  await addTickets(buyerPage, TICKET, 2);
  await buyerPage.getByRole('button', { name: 'Comprar Ingressos' }).click();
  await expect(buyerPage).toHaveURL(`/event/${eventId}/fila`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'Fila virtual' })).toBeVisible();
  await expect(buyerPage.getByText('Você é o nº 1 na fila')).toBeVisible();
  await expect(buyerPage.getByText(title)).toBeVisible();
  await shot(buyerPage, 'fila-virtual-360');
  const scroll = await buyerPage.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(scroll.width).toBeLessThanOrEqual(scroll.viewport);

  // Admitted within seconds: the checkout holds the two seats.
  await expect(buyerPage).toHaveURL('/checkout', { timeout: 20_000 });
  await expect(
    buyerPage.getByRole('heading', { level: 1, name: 'Finalizar Compra' }),
  ).toBeVisible();
  await expect(buyerPage.getByRole('timer')).toHaveText(/^Ingressos reservados por 1[45]:\d\d$/);
  await expect(buyerPage.getByRole('region', { name: 'Resumo do pedido' })).toContainText(
    `${TICKET}`,
  );

  // The organizer's figures follow (every 5 s): one admitted, nobody waiting.
  const figures = section.getByRole('definition');
  await expect(async () => {
    const admitted = section.getByText('Admitidos', { exact: true }).locator('..');
    await expect(admitted).toContainText('Admitidos1', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(figures.first()).toHaveText('0');
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'fila-virtual-organizador', section);

  // A second buyer reads the queue as off (as if it came on after the page asked): the
  // checkout's hold is refused (409 'fila_virtual'), the queue takes the buyer in, and once
  // admitted the checkout holds the seats with the queue's ticket.
  const second = await freshContext(browser);
  const secondPage = await second.newPage();
  await secondPage.route(`**/api/eventos/${eventId}/fila`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { ativa: false, por_minuto: null } })
      : route.fallback(),
  );
  await secondPage.goto(`/events/${eventId}`);
  await addTickets(secondPage, TICKET, 1);
  await secondPage.getByRole('button', { name: 'Comprar Ingressos' }).click();
  await expect(secondPage).toHaveURL(`/event/${eventId}/fila`);
  await expect(secondPage.getByRole('heading', { level: 1, name: 'Fila virtual' })).toBeVisible();
  await expect(secondPage.getByText(/^Você é o nº \d+ na fila$/)).toBeVisible();
  await shot(secondPage, 'fila-virtual-1440');
  await expect(secondPage).toHaveURL('/checkout', { timeout: 20_000 });
  await expect(secondPage.getByRole('timer')).toHaveText(/^Ingressos reservados por 1[45]:\d\d$/);

  await second.close();
  await buyer.close();
  expect(buyerErrors).toEqual([]);
  expect(errors).toEqual([]);
});
