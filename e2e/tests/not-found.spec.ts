import { type ConsoleMessage, expect, test } from '@playwright/test';

// The texts and the 'Return to Home' link back to / are checked in home.spec.ts; this adds the
// '404' heading, the console log of spec §2 ("An unknown route logs a 404") and the server side.

for (const path of ['/rota-que-nao-existe', '/eventos/de/outra/versao']) {
  test(`an unknown route (${path}) shows 404 and logs it`, async ({ page }) => {
    const messages: { type: string; text: string }[] = [];
    page.on('console', (message: ConsoleMessage) =>
      messages.push({ type: message.type(), text: message.text() }),
    );

    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // not-found-page.tsx: console.warn('404: rota inexistente', location.pathname)
    await expect
      .poll(() => messages)
      .toContainEqual({ type: 'warning', text: `404: rota inexistente ${path}` });
  });
}

test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
  for (const response of [
    await request.get('/api/rota-que-nao-existe'),
    await request.post('/api/eventos/rota-que-nao-existe', { data: {} }),
  ]) {
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Recurso não encontrado.' });
  }
});

test('an unknown asset answers 404, not the app page', async ({ request }) => {
  const response = await request.get('/assets/nao-existe.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).not.toMatch(/text\/html/);
});
