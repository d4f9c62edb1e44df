import { type APIRequestContext, type Page, expect } from '@playwright/test';

/**
 * The demo catalog's RPA Summit Brasil: Lote Promocional sold out; Lote 1 (R$ 897,00) and
 * Lote 2 (R$ 1.097,00, 232 seats left) up to 5 per order; VIP (R$ 1.897,90) up to 2.
 */
export const RPA_SUMMIT = 'RPA Summit Brasil';

/** The id of the demo event titled `title`, from the public list. */
export async function eventIdOf(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get('/api/eventos/ingressos/eventos');
  expect(response.ok()).toBe(true);
  const { eventos } = (await response.json()) as { eventos: { id: string; titulo: string }[] };
  const event = eventos.find((candidate) => candidate.titulo === title);
  expect(event, `demo event '${title}'`).toBeDefined();
  return event!.id;
}

/** The + of a ticket type on the event page. */
export const plusButton = (page: Page, ticket: string) =>
  page.getByRole('button', { name: `Aumentar quantidade de ${ticket}`, exact: true });

/** The quantity of a ticket type chosen on the event page. */
export const quantityOf = (page: Page, ticket: string) =>
  page.getByRole('group', { name: `Quantidade de ${ticket}`, exact: true });

/**
 * On the event page: `count` × `ticket`, one click on its + each, each seen counted before the
 * next. React handles a click before the page reads anything again, so a + that did not count
 * was never pressed: on a starved machine a click has been seen to miss the panel while it
 * settled, and it is pressed again then (never twice for one ticket).
 */
export async function addTickets(page: Page, ticket: string, count: number): Promise<void> {
  const quantity = quantityOf(page, ticket);
  for (let i = 0; i < count; i++) {
    const wanted = String(Number(await quantity.textContent()) + 1);
    await expect(async () => {
      if ((await quantity.textContent()) !== wanted) await plusButton(page, ticket).click();
      await expect(quantity).toHaveText(wanted, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
}

/** On the event page, with tickets chosen: 'Comprar Ingressos' leads to /checkout. */
export async function goToCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Comprar Ingressos' }).click();
  await expect(page).toHaveURL('/checkout');
}

/**
 * From RPA Summit Brasil's page: `count` × `ticket`, then 'Comprar Ingressos' into /checkout.
 * Returns the event id.
 */
export async function buyTickets(
  page: Page,
  request: APIRequestContext,
  ticket: string,
  count: number,
): Promise<string> {
  const id = await eventIdOf(request, RPA_SUMMIT);
  await page.goto(`/events/${id}`);
  await addTickets(page, ticket, count);
  await goToCheckout(page);
  return id;
}
