import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { blockingAxeViolations } from '../support/axe';

/**
 * Journeys that start on the home page (spec §2 "Home page (/)"). The list and detail pages are
 * built separately, so these check where the home page leads (the URL), not what is shown there.
 */

interface SeededEvent {
  id: string;
  titulo: string;
  local: string;
  cidade: string;
}

async function seededEvents(request: APIRequestContext): Promise<SeededEvent[]> {
  const response = await request.get('/api/eventos/ingressos/eventos');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { eventos: SeededEvent[] }).eventos;
}

function eventTitled(events: SeededEvent[], title: string): SeededEvent {
  const event = events.find((candidate) => candidate.titulo === title);
  if (!event) throw new Error(`seed has no event '${title}'`);
  return event;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar eventos' });

test.describe('home search', () => {
  test('typing shows matching events; clicking one opens its page', async ({ page, request }) => {
    const summit = eventTitled(await seededEvents(request), 'RPA Summit Brasil');
    await page.goto('/');
    await searchBox(page).fill('summit');
    const listbox = page.getByRole('listbox', { name: 'Eventos encontrados' });
    await expect(listbox).toBeVisible();
    const option = listbox.getByRole('option', { name: /RPA Summit Brasil/ });
    await expect(option).toContainText(`${summit.local}, ${summit.cidade}`);
    await option.click();
    await expect(page).toHaveURL(`/events/${summit.id}`);
  });

  test('matches the location too, ignoring case, and says when nothing matches', async ({
    page,
    request,
  }) => {
    const events = await seededEvents(request);
    const inRecife = events.filter((event) => event.cidade === 'Recife');
    expect(inRecife.length).toBeGreaterThan(0);
    await page.goto('/');
    await searchBox(page).fill('RECIFE');
    await expect(page.getByRole('option')).toHaveCount(inRecife.length);

    await searchBox(page).fill('nada-parecido-com-isto');
    await expect(page.getByText('Nenhum evento encontrado.')).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await searchBox(page).fill('');
    await expect(page.getByText('Nenhum evento encontrado.')).toHaveCount(0);
  });

  test('the dropdown scrolls within 300 px', async ({ page }) => {
    await page.goto('/');
    // 'a' is in nearly every title, so the list is longer than the dropdown.
    await searchBox(page).fill('a');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(page.getByRole('option').first()).toBeVisible();
    const size = await dropdown.evaluate((element) => ({
      height: element.clientHeight,
      scrollHeight: element.scrollHeight,
    }));
    expect(size.height).toBeLessThanOrEqual(300);
    expect(size.scrollHeight).toBeGreaterThan(size.height);
  });

  test('Enter opens the list carrying the text', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('blockchain');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/events?q=blockchain');
  });

  test('Buscar opens the list carrying the trimmed text; blank text stays put', async ({
    page,
  }) => {
    await page.goto('/');
    await searchBox(page).fill('   ');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/');

    await searchBox(page).fill('  IA generativa ');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/events?q=IA+generativa');
  });

  test('works from the keyboard', async ({ page, request }) => {
    const events = await seededEvents(request);
    const workshops = events.filter((event) =>
      `${event.titulo} ${event.local} ${event.cidade}`.toLowerCase().includes('workshop'),
    );
    expect(workshops.length).toBeGreaterThanOrEqual(2);
    await page.goto('/');
    await searchBox(page).fill('workshop');
    await expect(page.getByRole('option')).toHaveCount(workshops.length);
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await searchBox(page).press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/events/${workshops[0]!.id}`);
  });

  test('Enter searches even after the pointer passed over an option', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('workshop');
    const second = page.getByRole('option').nth(1);
    await second.hover();
    await expect(second).toHaveAttribute('aria-selected', 'false');
    await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant', /./);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/events?q=workshop');
  });

  test('a click outside closes the dropdown', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('ia');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('the open dropdown has no serious accessibility problems', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('ia');
    await searchBox(page).press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    expect(await blockingAxeViolations(page, 'form[role="search"]')).toEqual([]);
  });
});

test('a category chip opens the list with that category chosen', async ({ page, request }) => {
  const response = await request.get('/api/categoria-evento');
  const categories = (await response.json()) as { nome_categoria: string }[];
  expect(categories.map((category) => category.nome_categoria)).toContain('Workshop');
  await page.goto('/');
  const chips = page.getByRole('navigation', { name: 'Explore por categoria' });
  await expect(chips.getByRole('link')).toHaveCount(categories.length);
  await chips.getByRole('link', { name: 'Workshop', exact: true }).click();
  await expect(page).toHaveURL('/events?categoria=Workshop');
});

/** Past the autoplay's delay (3 s) and one slide's move (1 s): the 4.5 s the test used to wait. */
const AUTOPLAY_WINDOW_MS = 4_500;

/** Scrolls to the carousel: it loads once the visitor moves through the page. */
async function scrollToCarousel(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Próximos eventos' }).scrollIntoViewIfNeeded();
}

test.describe('home carousel', () => {
  test('every slide links to its event; the centred one opens it', async ({ page, request }) => {
    const events = await seededEvents(request);
    await page.goto('/');
    await scrollToCarousel(page);
    const carousel = page.getByRole('group', { name: 'Eventos em cartaz' });
    await expect(carousel.getByRole('link')).toHaveCount(events.length);
    for (const event of events) {
      await expect(carousel.locator(`a[href="/events/${event.id}"]`)).toHaveCount(1);
    }
    // Held still (the pause button), the centred slide is the spec's initial slide, the second.
    await carousel.getByRole('button', { name: 'Pausar carrossel' }).click();
    await expect(carousel.getByRole('button', { name: 'Retomar carrossel' })).toBeVisible();
    const active = carousel.locator('.swiper-slide-active a');
    const href = await active.getAttribute('href');
    expect(href).toMatch(/^\/events\/.+/);
    await active.click();
    await expect(page).toHaveURL(href!);
  });

  test('plays by itself, and not for visitors who prefer reduced motion', async ({ browser }) => {
    // Time on the page's clock: it flows as usual, and the test moves it past the autoplay's
    // delay (3 s, CAROUSEL.autoplayDelayMs) instead of waiting it out.
    const moving = await browser.newPage();
    await moving.clock.install();
    await moving.goto('/');
    await scrollToCarousel(moving);
    const active = moving.locator('.swiper-slide-active a');
    const first = await active.getAttribute('href');
    await moving.clock.runFor(AUTOPLAY_WINDOW_MS);
    await expect.poll(() => active.getAttribute('href'), { timeout: 8_000 }).not.toBe(first);
    await moving.close();

    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await context.newPage();
    await still.clock.install();
    await still.goto('/');
    await scrollToCarousel(still);
    const carousel = still.getByRole('group', { name: 'Eventos em cartaz' });
    await expect(carousel.getByRole('button', { name: 'Próximo evento' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Pausar carrossel' })).toHaveCount(0);
    const events = await seededEvents(still.request);
    // The spec's initial slide is the second one.
    await expect(still.locator('.swiper-slide-active a')).toHaveAttribute(
      'href',
      `/events/${events[1]!.id}`,
    );
    const stillActive = await still.locator('.swiper-slide-active a').getAttribute('href');
    await still.clock.runFor(AUTOPLAY_WINDOW_MS);
    await expect(still.locator('.swiper-slide-active a')).toHaveAttribute('href', stillActive!);
    await context.close();
  });
});

test('the keyboard reaches the centred slide and the buttons move the others in', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const events = await seededEvents(page.request);
  await page.goto('/');
  await scrollToCarousel(page);
  const carousel = page.getByRole('group', { name: 'Eventos em cartaz' });
  await expect(carousel.getByRole('link')).toHaveCount(events.length);
  await page
    .getByRole('navigation', { name: 'Explore por categoria' })
    .getByRole('link')
    .last()
    .focus();
  // Tab enters on the centred slide (the spec's initial slide, the second event)…
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('link', { name: events[1]!.titulo })).toBeFocused();
  // …and leaves the carousel through its buttons: the other slides are not a tab trap.
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Evento anterior' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Próximo evento' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.swiper-slide-active a')).toHaveAttribute(
    'href',
    `/events/${events[2]!.id}`,
  );
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(carousel.getByRole('link', { name: events[2]!.titulo })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/events/${events[2]!.id}`);
  await context.close();
});

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('nothing is wider than the screen, with the dropdown open too', async ({ page }) => {
    await page.goto('/');
    await scrollToCarousel(page);
    await expect(page.getByRole('group', { name: 'Eventos em cartaz' })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await overflow()).toBeLessThanOrEqual(360);
    await searchBox(page).fill('ia');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(360);
  });
});

test('?codigo_afiliado shows that affiliate’s events and remembers the code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/eventos/ingressos/eventos'))
      requested.push(new URL(req.url()).pathname);
  });
  await page.goto('/?codigo_afiliado=semeventos1');
  const featured = page.getByRole('region', { name: 'Eventos em Destaque' });
  // An unknown code has joined no events.
  await expect(featured.getByText('Nenhum evento encontrado')).toBeVisible();
  expect(requested).toContain('/api/eventos/ingressos/eventos/afiliado/SEMEVENTOS1');
  expect(requested).not.toContain('/api/eventos/ingressos/eventos');
  expect(await page.evaluate(() => localStorage.getItem('referralAffiliateCode'))).toBe(
    'SEMEVENTOS1',
  );
  // Remembered to credit a sale, not to filter: a plain /events lists every event.
  await page.goto('/events');
  await expect(page.getByRole('main').locator('a[href^="/event/"]').first()).toBeVisible();
  await expect(page.getByText(/^Parceiro:/)).toHaveCount(0);
  expect(requested).toContain('/api/eventos/ingressos/eventos');
});
