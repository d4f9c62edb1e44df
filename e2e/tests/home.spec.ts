import { expect, test } from '@playwright/test';

test('the home page lists the seeded events from the API', async ({ page, request }) => {
  const response = await request.get('/api/eventos/ingressos/eventos');
  const { eventos } = (await response.json()) as { eventos: { titulo: string }[] };
  expect(eventos.length).toBeGreaterThanOrEqual(12);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encontre os melhores eventos corporativos' }),
  ).toBeVisible();
  for (const { titulo } of eventos) {
    await expect(page.getByRole('heading', { level: 3, name: titulo, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: '../test-results/e2e/home.png', fullPage: true });
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/rota-que-nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});
