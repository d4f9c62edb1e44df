import { type Locator, type Page, expect, test } from '@playwright/test';
import { openAccountMenu, signInThroughDemoBox } from '../support/auth';
import { ANA, fillPersonal, fillTheRest } from '../support/checkout-form';
import { settle, watchRequests } from '../support/settle';
import { buyTickets } from '../support/tickets';

/**
 * Toasts (issue 13, bug 10): top-right with a close button in Portuguese, one per kind at a
 * time, and never over what the visitor needs next — the open 'Minha Conta' menu, or the
 * checkout's 'Resumo do pedido' while the page scrolls.
 */

// The checkout's journey fills a participant form, typed key by key: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The toasts on screen: visible, and not on their way out. */
const toasts = (page: Page) =>
  page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');

/** Whether the centre of `target` is drawn by `target` itself (nothing lies over it). */
async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Whether every point of `target`'s box (a 16 px grid) is drawn by `target` itself. */
async function entirelyOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let y = box.top + 4; y < box.bottom - 4; y += 16) {
      for (let x = box.left + 4; x < box.right - 4; x += 16) {
        const hit = document.elementFromPoint(x, y);
        if (hit === null || !element.contains(hit)) return false;
      }
    }
    return true;
  });
}

/**
 * Waits for the page's finite animations (a menu opening, a toast entering or leaving) to end:
 * what lies on top is measured on the settled page, not on a frame of a transition, which a busy
 * machine stretches. Endless ones (skeletons' pulse) are left alone.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.use({ viewport: { width: 1440, height: 900 } });

test("the open 'Minha Conta' menu is drawn over a toast", async ({ page }) => {
  const pending = watchRequests(page);
  // Through the login form: its success toast is the one the menu must cover.
  await signInThroughDemoBox(page, 'user');
  // The dashboard and its session answered: a header drawn again once the server confirms the
  // session would close a menu opened before (support/auth.ts), between the checks below.
  await settle(page, pending, 'the dashboard after signing in');

  const items = (await openAccountMenu(page)).getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  await animationsSettled(page);
  // The whole menu (its name and role at the top too), not only its items.
  expect(await entirelyOnTop(page.getByRole('menu'))).toBe(true);
  for (const item of await items.all()) expect(await onTop(item)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Fechar notificação' })).toBeVisible();
});

test("toasts replace those of their kind and stay off 'Resumo do pedido'", async ({
  page,
  request,
}) => {
  await buyTickets(page, request, 'Lote 2', 1);
  await fillPersonal(page, ANA);
  await fillTheRest(page);
  await page.getByRole('button', { name: 'Finalizar e Ir para Pagamento' }).click();
  await expect(
    page.getByText('Informações de todos os participantes salvas com sucesso!'),
  ).toBeVisible();

  // The page has scrolled to Pagamento: the summary stays in view beside it.
  const heading = page.getByRole('heading', { name: 'Resumo do pedido' });
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect(heading).toBeInViewport();
  const coupon = page.getByRole('textbox', { name: 'Código do cupom' });
  await coupon.fill('BEMVINDO10');
  await coupon.blur();
  await expect(page.getByText('Cupom válido! Desconto de 10% aplicado.')).toBeVisible();
  // At once (not after the older toast's time is up): the newer success took the older one's
  // place — the older one's exit lasts a fraction of a second — and no toast lies over the
  // summary's heading.
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0, {
    timeout: 1_500,
  });
  await expect(toasts(page)).toHaveCount(1);
  await animationsSettled(page);
  const headingBox = (await heading.boundingBox())!;
  const shown = await toasts(page).all();
  await expect(shown[0]!).toContainText('Cupom válido!');
  for (const toast of shown) {
    expect(intersects((await toast.boundingBox())!, headingBox)).toBe(false);
  }
  expect(await onTop(heading)).toBe(true);
});
