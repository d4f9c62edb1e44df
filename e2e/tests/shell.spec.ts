import { expect, test } from '@playwright/test';

test.describe('app shell on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens, leads to Entrar and closes on the way', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.click();
    await page.screenshot({ path: '../test-results/e2e/shell-mobile-menu.png' });
    await page.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test('the header turns translucent after scrolling and every page has the footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('unauthorized page offers the way back', async ({ page }) => {
  await page.goto('/unauthorized');
  await page.getByRole('link', { name: 'Explorar Eventos' }).click();
  await expect(page).toHaveURL('/events');
});
