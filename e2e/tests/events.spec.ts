import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { blockingAxeViolations } from '../support/axe';

/** The event list (/events): filters, sort, chips, URL state and the calendar tab. */

interface CatalogEvent {
  id: string;
  titulo: string;
  cidade: string;
  preco_centavos: number;
  categoria: { nome: string };
  data_hora_inicio: { _seconds: number };
}

async function catalog(request: APIRequestContext): Promise<CatalogEvent[]> {
  const response = await request.get('/api/eventos/ingressos/eventos');
  expect(response.ok()).toBe(true);
  const { eventos } = (await response.json()) as { eventos: CatalogEvent[] };
  expect(eventos.length).toBe(14);
  return eventos;
}

const byDate = (a: CatalogEvent, b: CatalogEvent) =>
  a.data_hora_inicio._seconds - b.data_hora_inicio._seconds;

/** The titles of the cards in the list tab, in order. */
function cardTitles(page: Page) {
  return page.getByRole('tabpanel', { name: 'Lista' }).getByRole('heading', { level: 3 });
}

const countLine = (page: Page, count: number) =>
  page.getByText(`${count} ${count === 1 ? 'evento' : 'eventos'}`, { exact: true });

test('filters, sort and chips narrow the list, and clearing brings it all back', async ({
  page,
  request,
}) => {
  const events = await catalog(request);
  const workshops = events.filter((event) => event.categoria.nome === 'Workshop');
  const free = events.filter((event) => event.preco_centavos === 0);
  expect(workshops.length).toBeGreaterThan(0);
  expect(free.length).toBe(3);

  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos Corporativos' })).toBeVisible();
  await expect(countLine(page, 14)).toBeVisible();
  await expect(cardTitles(page)).toHaveText([...events].sort(byDate).map((e) => e.titulo));
  await expect(
    page.getByRole('searchbox', { name: 'Buscar eventos', exact: true }),
  ).toHaveAttribute('placeholder', 'Buscar eventos...');
  // The sort is heard with its current choice.
  await expect(page.getByRole('combobox', { name: /^Ordenar por / })).toHaveAccessibleName(
    'Ordenar por Data (mais próximos)',
  );

  // Category from the popover.
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await filters.getByRole('checkbox', { name: 'Workshop', exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: 'Workshop', exact: true })).toBeChecked();
  await expect(countLine(page, workshops.length)).toBeVisible();
  await expect(page).toHaveURL(/categoria=Workshop/);
  expect(await blockingAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName(
    'Filtros (1 ativos)',
  );

  // Swap the category for the price filter through the chips and the popover.
  await page.getByRole('button', { name: 'Remover filtro Workshop' }).click();
  await expect(countLine(page, 14)).toBeVisible();
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await filters.getByRole('radio', { name: 'Gratuitos' }).click();
  await expect(filters.getByRole('radio', { name: 'Gratuitos' })).toBeChecked();
  await filters.getByRole('button', { name: `Ver ${free.length} eventos` }).click();
  await expect(filters).toBeHidden();
  await expect(cardTitles(page)).toHaveText([...free].sort(byDate).map((e) => e.titulo));

  // Paid events, dearest first.
  await page.getByRole('button', { name: 'Remover filtro Gratuitos' }).click();
  await page.getByRole('combobox', { name: /^Ordenar por / }).click();
  await page.getByRole('option', { name: 'Maior preço' }).click();
  await expect(page).toHaveURL(/ordem=price-desc/);
  await expect(page.getByRole('combobox', { name: /^Ordenar por / })).toHaveAccessibleName(
    'Ordenar por Maior preço',
  );
  const dearest = [...events].sort((a, b) => b.preco_centavos - a.preco_centavos || byDate(a, b));
  await expect(cardTitles(page).first()).toHaveText(dearest[0]!.titulo);

  // Search + city: chips for both, 'Limpar todos' removes them and keeps the sort.
  const city = events[0]!.cidade;
  await page.getByRole('searchbox', { name: 'Buscar eventos', exact: true }).fill(city);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await filters.getByRole('checkbox', { name: city, exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: city, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  const inCity = events.filter((event) => event.cidade === city);
  await expect(countLine(page, inCity.length)).toBeVisible();
  const chips = page.getByRole('list', { name: 'Filtros ativos' }).getByRole('listitem');
  await expect(chips).toHaveText([`Busca: “${city}”`, city]);

  await page.getByRole('button', { name: 'Limpar todos' }).click();
  await expect(countLine(page, 14)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Buscar eventos', exact: true })).toHaveValue(
    '',
  );
  await expect(page).toHaveURL('/events?ordem=price-desc');

  // Nothing matches: the empty state clears the filters.
  await page
    .getByRole('searchbox', { name: 'Buscar eventos', exact: true })
    .fill('zzz nada por aqui');
  await expect(page.getByText('Nenhum evento encontrado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(countLine(page, 14)).toBeVisible();
});

test('a filtered list survives a reload and can be shared as a link', async ({ page, request }) => {
  const events = await catalog(request);
  const paidWorkshops = events.filter(
    (event) => event.categoria.nome === 'Workshop' && event.preco_centavos > 0,
  );

  await page.goto('/events');
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await filters.getByRole('checkbox', { name: 'Workshop', exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: 'Workshop', exact: true })).toBeChecked();
  await filters.getByRole('radio', { name: 'Pagos' }).click();
  await expect(filters.getByRole('radio', { name: 'Pagos' })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /^Ordenar por / }).click();
  await page.getByRole('option', { name: 'Menor preço' }).click();
  await expect(countLine(page, paidWorkshops.length)).toBeVisible();

  await page.reload();
  await expect(countLine(page, paidWorkshops.length)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover filtro Workshop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover filtro Pagos' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Ordenar por / })).toHaveText('Menor preço');
  const cheapest = [...paidWorkshops].sort((a, b) => a.preco_centavos - b.preco_centavos);
  await expect(cardTitles(page)).toHaveText(cheapest.map((e) => e.titulo));

  // The same URL in a fresh tab shows the same list.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(countLine(shared, paidWorkshops.length)).toBeVisible();
  await shared.close();

  // Back goes to the previous filter state.
  await page.goBack();
  await expect(page.getByRole('combobox', { name: /^Ordenar por / })).toHaveText(
    'Data (mais próximos)',
  );
});

test('/events?categoria=… arrives filtered, as the home chips send it', async ({
  page,
  request,
}) => {
  const events = await catalog(request);
  const category = events[0]!.categoria.nome;
  const matching = events.filter((event) => event.categoria.nome === category).sort(byDate);

  await page.goto(`/events?categoria=${encodeURIComponent(category)}`);
  await expect(cardTitles(page)).toHaveText(matching.map((event) => event.titulo));
  await expect(page.getByRole('button', { name: `Remover filtro ${category}` })).toBeVisible();

  await page.goto(`/events?q=${encodeURIComponent(events[0]!.titulo)}`);
  await expect(cardTitles(page).first()).toHaveText(events[0]!.titulo);
  await expect(page.getByRole('searchbox', { name: 'Buscar eventos', exact: true })).toHaveValue(
    events[0]!.titulo,
  );
});

test('the calendar tab marks days with events and picking one filters to it', async ({
  page,
  request,
}) => {
  const events = await catalog(request);
  const first = [...events].sort(byDate)[0]!;
  const start = new Date(first.data_hora_inicio._seconds * 1000);
  // The browser runs in São Paulo time (playwright.config.ts), like the site's dates.
  const dayName = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const sameDay = [...events]
    .sort(byDate)
    .filter(
      (event) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
          new Date(event.data_hora_inicio._seconds * 1000),
        ) === new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(start),
    );

  await page.goto('/events');
  await expect(countLine(page, 14)).toBeVisible();
  await page.getByRole('tab', { name: 'Calendário' }).click();
  const calendar = page.getByRole('region', { name: 'Buscar eventos por data' });
  // It opens on the month of the next event.
  const day = calendar.getByRole('button', { name: new RegExp(`, ${dayName}, com eventos$`) });
  await expect(day).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);

  await day.click();
  await expect(page).toHaveURL(/data=\d{4}-\d{2}-\d{2}/);
  await expect(calendar.getByRole('heading', { name: /^Eventos em / })).toBeVisible();
  await expect(calendar.getByRole('heading', { level: 4 })).toHaveText(
    sameDay.map((event) => event.titulo),
  );
  await expect(countLine(page, sameDay.length)).toBeVisible();
  const details = calendar.getByRole('link', { name: 'Ver detalhes', exact: true });
  await expect(details.first()).toHaveAccessibleDescription(sameDay[0]!.titulo);
  await details.first().click();
  await expect(page).toHaveURL(`/event/${first.id}`);
  await page.goBack();

  // The list tab keeps the day filter, shown as a removable chip.
  await page.getByRole('tab', { name: 'Lista' }).click();
  await expect(cardTitles(page)).toHaveText(sameDay.map((event) => event.titulo));
  await page.getByRole('button', { name: /^Remover filtro Data: / }).click();
  await expect(countLine(page, 14)).toBeVisible();

  // 'Limpar' in the calendar clears the day too.
  await page.getByRole('tab', { name: 'Calendário' }).click();
  await day.click();
  await expect(countLine(page, sameDay.length)).toBeVisible();
  await calendar.getByRole('button', { name: 'Limpar' }).click();
  await expect(countLine(page, 14)).toBeVisible();
  await expect(page).not.toHaveURL(/data=/);
});

test('a search and categories handed over in the navigation state land in the URL', async ({
  page,
  request,
}) => {
  const events = await catalog(request);
  const category = events[0]!.categoria.nome;
  const latestFirst = events
    .filter((event) => event.categoria.nome === category)
    .sort((a, b) => byDate(b, a));

  // As another screen's navigate('/events', { state: { searchQuery, selectedCategories } })
  // leaves it: react-router keeps the state under `usr` in the history entry.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(
    (selectedCategories) => {
      const state = { usr: { selectedCategories, searchQuery: '  ' }, key: 'e2e', idx: 1 };
      window.history.pushState(state, '', '/events?ordem=date-desc');
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    [category],
  );
  await expect(page).toHaveURL(/categoria=/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/events');
  expect(url.searchParams.getAll('categoria')).toEqual([category]);
  expect(url.searchParams.get('ordem')).toBe('date-desc');
  expect(url.searchParams.has('q')).toBe(false);
  await expect(cardTitles(page)).toHaveText(latestFirst.map((event) => event.titulo));
  await expect(page.getByRole('button', { name: `Remover filtro ${category}` })).toBeVisible();

  // It is a plain link now: a reload shows the same list.
  await page.reload();
  await expect(cardTitles(page)).toHaveText(latestFirst.map((event) => event.titulo));
});

test('a day that does not exist in the URL is ignored', async ({ page }) => {
  await page.goto('/events?data=2026-02-30');
  await expect(countLine(page, 14)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remover filtro Data/ })).toBeHidden();
});
