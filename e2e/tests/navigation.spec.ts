import { type Page, expect, test } from '@playwright/test';
import { RPA_SUMMIT, addTickets, eventIdOf } from '../support/tickets';

/**
 * Where a page opens (issue 13, bug 1): a new page starts at its top with the keyboard focus on
 * its main heading; back and forward put the old page where it was left. Measured in a real
 * browser, at 1440 px and on a 360 × 800 phone.
 */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** How long the app keeps trying to restore a position (apps/web/src/app/navigation-scroll.ts). */
const RESTORE_WINDOW_MS = 2_000;

/**
 * Two animation frames: what a scroll brought into view has been rendered and laid out at its
 * real size (content-visibility).
 */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

/**
 * To the bottom of the page, again until it stops growing (the list's later cards take their
 * real height only as they come into view); returns where the page stays.
 */
async function scrollToBottom(page: Page): Promise<number> {
  let previous = -1;
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nextFrames(page);
    const now = await scrollY(page);
    if (now === previous) break;
    previous = now;
  }
  expect(previous).toBeGreaterThan(300);
  return previous;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an event opened from the bottom of /events starts at its top; back returns there', async ({
      page,
    }) => {
      await page.goto('/events');
      const cards = page.getByRole('main').locator('a[href^="/event/"]');
      await expect(cards.first()).toBeVisible();
      const listBottom = await scrollToBottom(page);

      await cards.last().click();
      await expect(page).toHaveURL(/\/event\/[0-9a-f-]+$/);
      // The event's own heading (the list's stays until the new page has its code).
      const heading = page
        .getByRole('heading', { level: 1 })
        .filter({ hasNotText: 'Eventos Corporativos' });
      await expect(heading).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      // Screen readers start from the page's name.
      await expect(heading).toBeFocused();

      await page.goBack();
      await expect(page).toHaveURL('/events');
      // Where it was left: the last card in view again (cards far above it are drawn at an
      // estimated height until seen, so the offset itself may differ by a few pixels).
      await expect(cards.last()).toBeInViewport();
      expect(await scrollY(page)).toBeGreaterThan(listBottom * 0.9);

      await page.goForward();
      await expect(heading).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('a page loaded afresh starts at its top; a reload stays where it was', async ({
      page,
      request,
    }) => {
      await page.goto('/events');
      await expect(page.getByRole('main').locator('a[href^="/event/"]').first()).toBeVisible();
      const listBottom = await scrollToBottom(page);
      await page.reload();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(listBottom * 0.9);

      // The same tab, another address typed in: nothing of the list's position carries over,
      // not even after the longest a restore keeps trying (navigation-scroll.ts, 2 s), run on
      // the page's clock.
      const id = await eventIdOf(request, RPA_SUMMIT);
      await page.clock.install();
      await page.goto(`/events/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: RPA_SUMMIT })).toBeVisible();
      await page.clock.runFor(RESTORE_WINDOW_MS);
      expect(await scrollY(page)).toBe(0);
    });

    test("'Comprar Ingressos' opens the checkout at its top, focus on 'Finalizar Compra'", async ({
      page,
      request,
    }) => {
      const id = await eventIdOf(request, RPA_SUMMIT);
      await page.goto(`/events/${id}`);
      await addTickets(page, 'Lote 2', 1);
      const buy = page.getByRole('button', { name: 'Comprar Ingressos' });
      await buy.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 400));
      expect(await scrollY(page)).toBeGreaterThan(300);
      await buy.click();

      await expect(page).toHaveURL('/checkout');
      const heading = page.getByRole('heading', { level: 1, name: 'Finalizar Compra' });
      await expect(heading).toBeVisible();
      // The participant form has arrived (the page is at its full height).
      await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      await expect(heading).toBeFocused();
      // The keyboard goes on from there: back to 'Voltar ao evento' just above it.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('link', { name: 'Voltar ao evento' })).toBeFocused();
    });
  });
}
