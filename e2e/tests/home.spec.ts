import { expect, test } from '@playwright/test';

test('the home page lists the seeded events from the API', async ({ page, request }) => {
  const response = await request.get('/api/eventos/ingressos/eventos');
  const { eventos } = (await response.json()) as { eventos: { id: string; titulo: string }[] };
  expect(eventos.length).toBeGreaterThanOrEqual(12);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encontre os melhores eventos corporativos' }),
  ).toBeVisible();
  // 'Eventos em Destaque': the first six events as cards (spec §2, FEATURED_EVENTS_COUNT)…
  const featured = page.getByRole('region', { name: 'Eventos em Destaque' });
  for (const { titulo } of eventos.slice(0, 6)) {
    await expect(
      featured.getByRole('heading', { level: 3, name: titulo, exact: true }),
    ).toBeVisible();
  }
  await expect(featured.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(featured.getByRole('link', { name: 'Ver todos' })).toHaveAttribute(
    'href',
    '/events',
  );
  // …and every event in the carousel, each slide a link to its page (it loads once the visitor
  // scrolls towards it).
  await page.getByRole('heading', { name: 'Próximos eventos' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('group', { name: 'Eventos em cartaz' });
  for (const { id, titulo } of eventos) {
    await expect(carousel.locator(`a[href="/events/${id}"]`)).toContainText(titulo);
  }
  await page.screenshot({ path: '../test-results/e2e/home.png', fullPage: true });
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/rota-que-nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});
