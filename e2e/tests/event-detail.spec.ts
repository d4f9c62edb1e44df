import { type Page, expect, test } from '@playwright/test';
import { blockingAxeViolations } from '../support/axe';
import { RPA_SUMMIT, addTickets, eventIdOf, goToCheckout, plusButton } from '../support/tickets';

/**
 * The event detail page with the demo catalog: the ticket rules of spec §5 (5 per order, per
 * type limit, sold out, with their tooltips), 'Comprar Ingressos' into the checkout, sharing,
 * an unknown event, and a hostile description that must never run.
 */

const minus = (page: Page, ticket: string) =>
  page.getByRole('button', { name: `Diminuir quantidade de ${ticket}`, exact: true });
const quantity = (page: Page, ticket: string) =>
  page.getByRole('group', { name: `Quantidade de ${ticket}`, exact: true });
const ticketRow = (page: Page, ticket: string) =>
  page.getByRole('listitem', { name: ticket, exact: true });

/** Moves the pointer off any control, then onto `target`: the hover shows its tooltip. */
async function hoverFresh(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  // Two moves: Radix lets the pointer travel from a trigger towards its tooltip, and closes
  // the tooltip on the first move that is clearly elsewhere. A tooltip whose open delay ran out
  // only after those moves (a slow machine: the last click's hover) is closed as a person
  // would, with Escape.
  await page.mouse.move(0, 0);
  await page.mouse.move(5, 5);
  if ((await page.getByRole('tooltip').count()) > 0) await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await target.hover();
}

test('ticket limits: sold out, per type, 5 per order — then Comprar reaches the checkout', async ({
  page,
  request,
}) => {
  const id = await eventIdOf(request, RPA_SUMMIT);
  await page.goto(`/events/${id}?ref=ana7k2p9`);
  await expect(page.getByRole('heading', { level: 1, name: RPA_SUMMIT })).toBeVisible();
  await expect(page).toHaveTitle(`${RPA_SUMMIT} | Bilheteria`);

  // Sold out: 'Esgotado', and + says why.
  await expect(
    ticketRow(page, 'Lote Promocional').getByText('Esgotado', { exact: true }),
  ).toBeVisible();
  await expect(plusButton(page, 'Lote Promocional')).toHaveAttribute('aria-disabled', 'true');
  await hoverFresh(page, plusButton(page, 'Lote Promocional'));
  await expect(page.getByRole('tooltip')).toHaveText('Ingressos esgotados');

  // VIP: at most 2 per order.
  await addTickets(page, 'VIP', 2);
  await expect(quantity(page, 'VIP')).toHaveText('2');
  await expect(plusButton(page, 'VIP')).toHaveAttribute('aria-disabled', 'true');
  await hoverFresh(page, plusButton(page, 'VIP'));
  await expect(page.getByRole('tooltip')).toHaveText(
    'Quantidade máxima deste tipo de ingresso atingida',
  );

  // Three more of Lote 1 make 5: nothing else can be added.
  await addTickets(page, 'Lote 1', 3);
  await expect(quantity(page, 'Lote 1')).toHaveText('3');
  for (const ticket of ['Lote 1', 'Lote 2']) {
    await expect(plusButton(page, ticket)).toHaveAttribute('aria-disabled', 'true');
  }
  // A blocked + ignores clicks (force: Playwright would otherwise wait for it to be enabled).
  await plusButton(page, 'Lote 1').click({ force: true });
  await expect(quantity(page, 'Lote 1')).toHaveText('3');
  await hoverFresh(page, plusButton(page, 'Lote 2'));
  await expect(page.getByRole('tooltip')).toHaveText(
    'Limite máximo de 5 ingressos por pessoa atingido',
  );
  expect(await blockingAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: '../test-results/e2e/event-detail-limit-tooltip.png' });

  // The keyboard gets the same explanation.
  await page.mouse.move(0, 0);
  await page.mouse.move(5, 5);
  await minus(page, 'Lote 2').focus();
  await page.keyboard.press('Tab');
  await expect(plusButton(page, 'Lote 2')).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Limite máximo de 5 ingressos por pessoa atingido',
  );

  const summary = page.locator('dl').filter({ hasText: 'Total' });
  await expect(summary).toContainText('Subtotal (5 ingressos)R$ 6.486,80');
  await expect(summary).toContainText('TotalR$ 6.486,80');

  await goToCheckout(page);

  const stored = await page.evaluate(() => ({
    selectedTickets: JSON.parse(localStorage.getItem('selectedTickets') ?? 'null') as unknown,
    totalAmount: JSON.parse(localStorage.getItem('totalAmount') ?? 'null') as unknown,
    saleCode: JSON.parse(localStorage.getItem('referralSaleCode') ?? 'null') as unknown,
    listCode: localStorage.getItem('referralAffiliateCode'),
    navigationState: (history.state as { usr?: unknown } | null)?.usr,
  }));
  const tickets = stored.selectedTickets as {
    id: string;
    name: string;
    quantity: number;
    price: number;
    priceCents: number;
    eventId: string;
    eventTitle: string;
  }[];
  expect(tickets.map(({ name, quantity: count, price }) => ({ name, count, price }))).toEqual([
    { name: 'Lote 1', count: 3, price: 897 },
    { name: 'VIP', count: 2, price: 1897.9 },
  ]);
  for (const ticket of tickets) {
    expect(ticket).toMatchObject({ eventId: id, eventTitle: RPA_SUMMIT });
    expect(ticket.priceCents).toBe(Math.round(ticket.price * 100));
  }
  // The ids are the API's ticket ids.
  const detail = (await (await request.get(`/api/eventos/ingressos/evento/${id}`)).json()) as {
    tickets: { id: string; titulo_ticket: string }[];
  };
  const idOf = (name: string) => detail.tickets.find((t) => t.titulo_ticket === name)?.id;
  expect(tickets.map((ticket) => ticket.id)).toEqual([idOf('Lote 1'), idOf('VIP')]);
  expect(stored.totalAmount).toBe(6486.8);
  // ?ref credits the affiliate with the sale (remembered for later visits) and never switches
  // the lists, which follow ?codigo_afiliado only.
  expect(stored.saleCode).toEqual({ code: 'ANA7K2P9', storedAt: expect.any(Number) });
  expect(stored.listCode).toBeNull();
  expect(stored.navigationState).toEqual({
    selectedTickets: stored.selectedTickets,
    affiliateCode: 'ANA7K2P9',
  });
});

test('a ?ref from an earlier visit still credits the sale', async ({ page, request }) => {
  const id = await eventIdOf(request, RPA_SUMMIT);
  await page.goto(`/events/${id}?ref=ana7k2p9`);
  await expect(page.getByRole('heading', { level: 1, name: RPA_SUMMIT })).toBeVisible();
  await page.goto(`/event/${id}`);
  await plusButton(page, 'Lote 1').click();
  await goToCheckout(page);
  const state = await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);
  expect(state).toMatchObject({ affiliateCode: 'ANA7K2P9' });
  expect(await page.evaluate(() => localStorage.getItem('referralAffiliateCode'))).toBeNull();
});

test('on a laptop screen every ticket type shows in full: the panel never hides one', async ({
  page,
  request,
}) => {
  // A common laptop window: shorter than the panel with its four types and totals.
  await page.setViewportSize({ width: 1440, height: 760 });
  const id = await eventIdOf(request, RPA_SUMMIT);
  await page.goto(`/events/${id}`);
  await expect(ticketRow(page, 'VIP')).toBeAttached();
  // The list of types does not scroll inside the panel (where the 4th hid under the subtotal).
  const list = page.locator('#ingressos ul');
  const { scrollHeight, clientHeight } = await list.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
  // Scrolling the page brings each type whole into view, with nothing drawn over its +.
  for (const ticket of ['Lote Promocional', 'Lote 1', 'Lote 2', 'VIP']) {
    const plus = plusButton(page, ticket);
    await ticketRow(page, ticket).evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await expect(ticketRow(page, ticket)).toBeInViewport({ ratio: 1 });
    const onTop = await plus.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop, `${ticket}'s + is not covered`).toBe(true);
  }
  await page.getByRole('button', { name: 'Comprar Ingressos' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Comprar Ingressos' })).toBeInViewport();
});

test('Comprar with no ticket chosen asks for one', async ({ page, request }) => {
  const id = await eventIdOf(request, RPA_SUMMIT);
  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Comprar Ingressos' }).click();
  await expect(page.getByText('Selecione pelo menos um ingresso para continuar.')).toBeVisible();
  await expect(page).toHaveURL(`/event/${id}`);
});

test('Compartilhar Evento copies the link, without the referrer’s code', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const id = await eventIdOf(request, RPA_SUMMIT);
  await page.goto(`/events/${id}?ref=ana7k2p9&utm_source=newsletter`);
  await page.getByRole('button', { name: 'Compartilhar Evento' }).click();
  await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/events/${id}?utm_source=newsletter`,
  );
});

test('the tabs show the agenda by day, the speakers and the FAQ', async ({ page, request }) => {
  const id = await eventIdOf(request, RPA_SUMMIT);
  await page.goto(`/events/${id}`);
  await expect(page.getByRole('tabpanel', { name: 'Sobre' })).toContainText(
    'Organizado porInstituto Brasileiro de Gestão da Informação',
  );
  expect(await blockingAxeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Agenda', exact: true }).click();
  const agenda = page.getByRole('tabpanel', { name: 'Agenda' });
  const days = agenda.getByRole('tab');
  await expect(days).toHaveCount(2);
  for (const label of await days.allTextContents()) {
    expect(label).toMatch(/^\d{1,2} de [A-ZÇ][a-zç]+, \d{4}$/);
  }
  await expect(agenda.getByText('Credenciamento e café de boas-vindas')).toBeVisible();
  await days.nth(1).click();
  await expect(agenda.getByText('Credenciamento e café de boas-vindas')).toBeHidden();
  expect(await blockingAxeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Palestrantes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Ana Beatriz Lima' })).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'FAQ', exact: true }).click();
  const faq = page.getByRole('tabpanel', { name: 'FAQ' });
  const question = faq.locator('summary').first();
  await question.click();
  await expect(faq.locator('details').first()).toHaveAttribute('open', '');
  expect(await blockingAxeViolations(page)).toEqual([]);
});

test('an unknown event shows "Evento não encontrado" with the way back', async ({ page }) => {
  await page.goto('/events/0b8f9c3e-1d2a-4e5f-8a7b-6c5d4e3f2a1b');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Evento não encontrado' }),
  ).toBeVisible();
  await expect(
    page.getByText('O evento que você está procurando não existe ou foi removido.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para Eventos' }).click();
  await expect(page).toHaveURL('/events');
});

test('a malformed event address is not found either', async ({ page }) => {
  await page.goto('/event/isto-nao-e-um-id');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Evento não encontrado' }),
  ).toBeVisible();
});

test('a hostile description never runs in the browser', async ({ page, request }) => {
  const id = await eventIdOf(request, RPA_SUMMIT);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.route(`**/api/eventos/ingressos/evento/${id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...body,
        descricao:
          '<p>Texto seguro</p><script>window.hacked = true; alert(1)</script>' +
          '<img src="x" onerror="window.hacked = true; alert(2)">' +
          '<p onmouseover="alert(3)">Passe o mouse</p>' +
          '<a href="javascript:alert(4)">Clique</a>' +
          '<iframe src="javascript:alert(5)"></iframe>',
      },
    });
  });
  await page.goto(`/events/${id}`);
  const about = page.getByRole('tabpanel', { name: 'Sobre' });
  await expect(about.getByText('Texto seguro')).toBeVisible();
  await about.getByText('Passe o mouse').hover();
  await about.getByText('Clique').click();
  await expect(about.locator('script, img, iframe, [onerror], [onmouseover]')).toHaveCount(0);
  await expect(about.getByText('Clique')).not.toHaveAttribute('href', /./);
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('"Ver ingressos" leads to the ticket panel below the content', async ({ page, request }) => {
    const id = await eventIdOf(request, RPA_SUMMIT);
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ingressos' })).not.toBeInViewport();
    await page.getByRole('link', { name: 'Ver ingressos' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ingressos' })).toBeInViewport();
    await plusButton(page, 'Lote 2').click();
    await expect(quantity(page, 'Lote 2')).toHaveText('1');
  });
});
