import type { ServerEvent } from '@bilheteria/domain/catalog-contract';
import { EVENT_CATEGORIES } from '@bilheteria/domain/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigationType, type InitialEntry } from 'react-router';
import { loadFirstAnswers } from '@/lib/first-answers';
import { createQueryClient } from '@/lib/query-client';
import { REF_ATTRIBUTION_KEY, REFERRAL_CODE_KEY } from '@/lib/referral';
import { allowConsoleError } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { EventsPage } from './events-page';

/** An event starting at 09:00 São Paulo time (12:00 UTC) on the given day. */
function event(
  id: string,
  titulo: string,
  {
    day,
    categoria,
    cidade,
    preco,
  }: { day: string; categoria: string; cidade: string; preco: number },
): ServerEvent {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, date, 12) / 1000;
  return {
    id,
    titulo,
    data_hora_inicio: { _seconds: start, _nanoseconds: 0 },
    data_hora_fim: { _seconds: start + 8 * 3600, _nanoseconds: 0 },
    local: 'Centro de Convenções',
    cidade,
    endereco: 'Rua Exemplo, 100',
    foto: `/media/demo/events/${id}.svg`,
    preco,
    preco_centavos: Math.round(preco * 100),
    categoria: { id: EVENT_CATEGORIES.indexOf(categoria as never) + 1, nome: categoria },
    destaque: false,
  };
}

const CATALOG: ServerEvent[] = [
  event('rpa', 'RPA Summit', {
    day: '2026-12-10',
    categoria: 'Conferência',
    cidade: 'São Paulo',
    preco: 397,
  }),
  event('ia', 'Workshop IA Generativa', {
    day: '2026-12-03',
    categoria: 'Workshop',
    cidade: 'Belo Horizonte',
    preco: 797,
  }),
  event('chain', 'Workshop de Blockchain', {
    day: '2026-12-20',
    categoria: 'Workshop',
    cidade: 'São Paulo',
    preco: 297,
  }),
  event('lgpd', 'Networking LGPD', {
    day: '2026-12-05',
    categoria: 'Networking',
    cidade: 'Rio de Janeiro',
    preco: 0,
  }),
  event('docs', 'Palestra Gestão Documental', {
    day: '2026-12-20',
    categoria: 'Palestra',
    cidade: 'Curitiba',
    preco: 0,
  }),
];

const BY_DATE = [
  'Workshop IA Generativa',
  'Networking LGPD',
  'RPA Summit',
  'Workshop de Blockchain',
  'Palestra Gestão Documental',
];

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  server.use(
    http.get('/api/eventos/ingressos/eventos', ({ request }) => {
      requested.push(new URL(request.url).pathname);
      return HttpResponse.json({ eventos: CATALOG });
    }),
    http.get('/api/eventos/ingressos/eventos/afiliado/:code', ({ request, params }) => {
      requested.push(new URL(request.url).pathname);
      return HttpResponse.json({
        eventos: params.code === 'PARCEIRO1' ? CATALOG.slice(0, 2) : [],
      });
    }),
    http.get('/api/categoria-evento', () =>
      HttpResponse.json(
        EVENT_CATEGORIES.map((nome, index) => ({ id: index + 1, nome_categoria: nome })),
      ),
    ),
    http.get('/api/eventos/cidades/unicas', () =>
      HttpResponse.json(['Belo Horizonte', 'Curitiba', 'Rio de Janeiro', 'São Paulo']),
    ),
  );
});

/** Shows where the page's router is, so tests can read the query string it writes. */
function LocationProbe() {
  const location = useLocation();
  const navigation = useNavigationType();
  return (
    <div
      data-testid="location"
      data-navigation={navigation}
      data-state={JSON.stringify(location.state ?? null)}
    >
      {location.search}
    </div>
  );
}

function renderPage(route = '/events') {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <EventsPage />
      <LocationProbe />
    </>,
    { route },
  );
  return { user, ...view };
}

/** The page reached with a navigation state, as another screen's navigate(…, { state }) does. */
function renderWithState(entry: InitialEntry) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <EventsPage />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const query = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

async function shownTitles(): Promise<string[]> {
  const list = await screen.findByRole('tabpanel', { name: 'Lista' });
  await waitFor(() => expect(within(list).queryByRole('status')).not.toBeInTheDocument());
  return within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filtros/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
  // The options arrive from the API.
  await within(dialog).findByRole('checkbox', { name: 'Workshop' });
  await within(dialog).findByRole('checkbox', { name: 'Curitiba' });
  return dialog;
}

async function chooseSort(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /^Ordenar por / }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('EventsPage', () => {
  it('lists every event by date, with a loading state, a count and a title', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos Corporativos' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando eventos...');
    expect(await screen.findByRole('heading', { name: 'RPA Summit' })).toBeInTheDocument();
    expect(await shownTitles()).toEqual(BY_DATE);
    expect(screen.getByText('5 eventos')).toHaveAttribute('aria-live', 'polite');
    const search = screen.getByRole('searchbox', { name: 'Buscar eventos' });
    expect(search).toHaveValue('');
    expect(search).toHaveAttribute('placeholder', 'Buscar eventos...');
    // The sort's name carries the current choice, so a screen reader hears it.
    expect(
      screen.getByRole('combobox', { name: 'Ordenar por Data (mais próximos)' }),
    ).toHaveTextContent('Data (mais próximos)');
    expect(screen.getByRole('tab', { name: 'Lista' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Limpar todos' })).not.toBeInTheDocument();
    expect(document.title).toContain('Eventos Corporativos');
  });

  it('shows the list read before the first render at once, without asking the API again', async () => {
    // The server's hint in the page's head (detached here, so the test DOM does not fetch it).
    const head = document.createElement('head');
    head.innerHTML =
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/eventos/ingressos/eventos" />';
    await loadFirstAnswers(head);
    expect(requested).toEqual(['/api/eventos/ingressos/eventos']);
    renderPage();
    // The first render already has the cards: no loading state in between.
    expect(screen.queryByText('Carregando eventos...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'RPA Summit' })).toBeInTheDocument();
    expect(await shownTitles()).toEqual(BY_DATE);
    expect(requested).toEqual(['/api/eventos/ingressos/eventos']);
  });

  it('shows an answer read long before at once, and asks the API again for a fresh one', async () => {
    const head = document.createElement('head');
    head.innerHTML =
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/eventos/ingressos/eventos" />';
    await loadFirstAnswers(head);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      renderPage();
      expect(screen.getByRole('heading', { name: 'RPA Summit' })).toBeInTheDocument();
      await waitFor(() => expect(requested).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('narrows the list by category, city and price from the filters popover', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'RPA Summit' });
    const dialog = await openFilters(user);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Workshop' }));
    expect(await shownTitles()).toEqual(['Workshop IA Generativa', 'Workshop de Blockchain']);
    expect(query().getAll('categoria')).toEqual(['Workshop']);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Palestra' }));
    expect(await shownTitles()).toEqual([
      'Workshop IA Generativa',
      'Workshop de Blockchain',
      'Palestra Gestão Documental',
    ]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'São Paulo' }));
    expect(await shownTitles()).toEqual(['Workshop de Blockchain']);
    expect(query().getAll('cidade')).toEqual(['São Paulo']);

    await user.click(within(dialog).getByRole('checkbox', { name: 'São Paulo' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Gratuitos' }));
    expect(await shownTitles()).toEqual(['Palestra Gestão Documental']);
    expect(query().get('preco')).toBe('free');

    await user.click(within(dialog).getByRole('radio', { name: 'Pagos' }));
    expect(await shownTitles()).toEqual(['Workshop IA Generativa', 'Workshop de Blockchain']);
    expect(within(dialog).getByRole('button', { name: 'Ver 2 eventos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName(
      'Filtros (3 ativos)',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Ver 2 eventos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('2 eventos')).toBeInTheDocument();
  });

  it('sorts by date and by price', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'RPA Summit' });

    await chooseSort(user, 'Data (mais distantes)');
    expect(query().get('ordem')).toBe('date-desc');
    expect(screen.getByRole('combobox')).toHaveAccessibleName('Ordenar por Data (mais distantes)');
    // Events of the same day keep their relative order (stable sort).
    expect(await shownTitles()).toEqual([
      'Workshop de Blockchain',
      'Palestra Gestão Documental',
      'RPA Summit',
      'Networking LGPD',
      'Workshop IA Generativa',
    ]);

    await chooseSort(user, 'Menor preço');
    expect(await shownTitles()).toEqual([
      'Networking LGPD',
      'Palestra Gestão Documental',
      'Workshop de Blockchain',
      'RPA Summit',
      'Workshop IA Generativa',
    ]);

    await chooseSort(user, 'Maior preço');
    expect(query().get('ordem')).toBe('price-desc');
    expect(await shownTitles()).toEqual([
      'Workshop IA Generativa',
      'RPA Summit',
      'Workshop de Blockchain',
      'Networking LGPD',
      'Palestra Gestão Documental',
    ]);

    await chooseSort(user, 'Data (mais próximos)');
    expect(query().has('ordem')).toBe(false);
    expect(await shownTitles()).toEqual(BY_DATE);
  });

  it('reads its state from the URL and writes changes back to it', async () => {
    const { user } = renderPage('/events?categoria=Workshop&ordem=price-desc');
    expect(await shownTitles()).toEqual(['Workshop IA Generativa', 'Workshop de Blockchain']);
    expect(screen.getByRole('combobox', { name: 'Ordenar por Maior preço' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover filtro Workshop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName(
      'Filtros (1 ativos)',
    );

    const dialog = await openFilters(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Belo Horizonte' }));
    expect(await shownTitles()).toEqual(['Workshop IA Generativa']);
    expect(query().getAll('categoria')).toEqual(['Workshop']);
    expect(query().getAll('cidade')).toEqual(['Belo Horizonte']);
    expect(query().get('ordem')).toBe('price-desc');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'PUSH');
  });

  it('searches as the visitor types, replacing the URL instead of stacking history', async () => {
    const { user } = renderPage('/events?q=workshop');
    expect(await shownTitles()).toEqual(['Workshop IA Generativa', 'Workshop de Blockchain']);
    const search = screen.getByRole('searchbox', { name: 'Buscar eventos' });
    expect(search).toHaveValue('workshop');
    expect(screen.getByRole('button', { name: 'Remover filtro Busca: “workshop”' })).toBeVisible();

    await user.clear(search);
    await user.type(search, 'rpa summit');
    expect(search).toHaveValue('rpa summit');
    expect(query().get('q')).toBe('rpa summit');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(await shownTitles()).toEqual(['RPA Summit']);
    expect(screen.getByText('1 evento')).toBeInTheDocument();

    // Matches the location too, ignoring case and accents.
    await user.clear(search);
    await user.type(search, 'SAO PAULO');
    expect(await shownTitles()).toEqual(['RPA Summit', 'Workshop de Blockchain']);
  });

  it('removes one filter per chip, and all of them with Limpar todos', async () => {
    const { user } = renderPage(
      '/events?q=o&categoria=Workshop&categoria=Palestra&cidade=S%C3%A3o+Paulo&cidade=Curitiba&preco=paid&ordem=price-asc',
    );
    expect(await shownTitles()).toEqual(['Workshop de Blockchain']);
    const chips = screen.getByRole('list', { name: 'Filtros ativos' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Busca: “o”', 'Workshop', 'Palestra', 'São Paulo', 'Curitiba', 'Pagos']);

    await user.click(screen.getByRole('button', { name: 'Remover filtro Pagos' }));
    expect(query().has('preco')).toBe(false);
    expect(await shownTitles()).toEqual(['Palestra Gestão Documental', 'Workshop de Blockchain']);

    await user.click(screen.getByRole('button', { name: 'Remover filtro São Paulo' }));
    expect(query().getAll('cidade')).toEqual(['Curitiba']);
    expect(await shownTitles()).toEqual(['Palestra Gestão Documental']);

    await user.click(screen.getByRole('button', { name: 'Remover filtro Busca: “o”' }));
    expect(screen.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Limpar todos' }));
    expect(screen.queryByRole('list', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar todos' })).not.toBeInTheDocument();
    // The sort is not a filter: it stays.
    expect(query().toString()).toBe('ordem=price-asc');
    expect(await shownTitles()).toHaveLength(5);
  });

  it('shows an empty state whose button clears the filters', async () => {
    const { user } = renderPage('/events?q=inexistente&cidade=Curitiba');
    expect(await screen.findByText('Nenhum evento encontrado')).toBeInTheDocument();
    expect(screen.getByText('0 eventos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await shownTitles()).toEqual(BY_DATE);
    expect(query().toString()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('');
  });

  it('takes a search and categories handed over in the navigation state into the URL', async () => {
    renderWithState({
      pathname: '/events',
      state: { searchQuery: '  workshop ', selectedCategories: ['Workshop', 'Palestra', ''] },
    });
    // Filtered from the first paint, and the state now lives in a shareable URL.
    expect(await shownTitles()).toEqual(['Workshop IA Generativa', 'Workshop de Blockchain']);
    await waitFor(() => expect(query().get('q')).toBe('workshop'));
    expect(query().getAll('categoria')).toEqual(['Workshop', 'Palestra']);
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', 'null');
    expect(screen.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('workshop');
    expect(screen.getByRole('button', { name: 'Remover filtro Palestra' })).toBeInTheDocument();
  });

  it("keeps the URL's own search and categories over the navigation state's", async () => {
    renderWithState({
      pathname: '/events',
      search: '?q=lgpd&categoria=Networking&ordem=date-desc',
      state: { searchQuery: 'workshop', selectedCategories: ['Workshop'], error: 'mantido' },
    });
    expect(await shownTitles()).toEqual(['Networking LGPD']);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE'),
    );
    expect(query().get('q')).toBe('lgpd');
    expect(query().getAll('categoria')).toEqual(['Networking']);
    expect(query().get('ordem')).toBe('date-desc');
    // Whatever else the state carried is left for whoever reads it.
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{"error":"mantido"}');
  });

  it('fills in only what the URL lacks', async () => {
    renderWithState({
      pathname: '/events',
      search: '?categoria=Networking',
      state: { searchQuery: 'lgpd', selectedCategories: ['Workshop'] },
    });
    await waitFor(() => expect(query().get('q')).toBe('lgpd'));
    expect(query().getAll('categoria')).toEqual(['Networking']);
    expect(await shownTitles()).toEqual(['Networking LGPD']);
  });

  it('ignores a navigation state of any other shape', async () => {
    renderWithState({
      pathname: '/events',
      search: '?ordem=price-asc',
      state: { searchQuery: 42, selectedCategories: 'Workshop', categories: ['Workshop'] },
    });
    expect(await shownTitles()).toHaveLength(5);
    expect(query().toString()).toBe('ordem=price-asc');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'POP');
  });

  it('ignores a day in the URL that does not exist', async () => {
    renderPage('/events?data=2026-02-30');
    expect(await shownTitles()).toEqual(BY_DATE);
    expect(screen.queryByRole('button', { name: /^Remover filtro Data/ })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar eventos/);
    server.use(
      http.get('/api/eventos/ingressos/eventos', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os eventos. Por favor, tente novamente mais tarde.',
    );
    expect(screen.queryByText('Nenhum evento encontrado')).not.toBeInTheDocument();
  });

  it("lists an affiliate's events for ?codigo_afiliado, remembers it, and can go back to all", async () => {
    const { user } = renderPage('/events?codigo_afiliado=parceiro1&ordem=date-desc');
    expect(await shownTitles()).toEqual(['RPA Summit', 'Workshop IA Generativa']);
    expect(requested).toEqual(['/api/eventos/ingressos/eventos/afiliado/PARCEIRO1']);
    expect(window.localStorage.getItem(REFERRAL_CODE_KEY)).toBe('PARCEIRO1');
    expect(screen.getByText('Parceiro: PARCEIRO1')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remover filtro Parceiro: PARCEIRO1' }));
    expect(await shownTitles()).toHaveLength(5);
    expect(requested).toContain('/api/eventos/ingressos/eventos');
    // Still remembered: it credits the affiliate with a sale, it no longer filters the list.
    expect(window.localStorage.getItem(REFERRAL_CODE_KEY)).toBe('PARCEIRO1');
    expect(query().toString()).toBe('ordem=date-desc');
    expect(screen.queryByText(/Parceiro:/)).not.toBeInTheDocument();
  });

  it('lists every event on a plain /events, even with a code remembered from an earlier visit', async () => {
    // Issue 13: the code remembered from `?codigo_afiliado` is for the attribution of a sale.
    window.localStorage.setItem(REFERRAL_CODE_KEY, 'PARCEIRO1');
    renderPage();
    expect(await shownTitles()).toEqual(BY_DATE);
    expect(requested).toEqual(['/api/eventos/ingressos/eventos']);
    expect(screen.queryByText(/Parceiro:/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(REFERRAL_CODE_KEY)).toBe('PARCEIRO1');
  });

  it("remembers an affiliate's general link (?ref) for the sale, and lists every event", async () => {
    renderPage('/events?ref=parceiro1');
    expect(await shownTitles()).toEqual(BY_DATE);
    expect(requested).toEqual(['/api/eventos/ingressos/eventos']);
    expect(window.localStorage.getItem(REF_ATTRIBUTION_KEY)).toContain('"code":"PARCEIRO1"');
    expect(screen.queryByText(/Parceiro:/)).not.toBeInTheDocument();
  });

  it("offers all events when an affiliate's list is empty", async () => {
    const { user } = renderPage('/events?codigo_afiliado=SEMEVENTOS');
    expect(await screen.findByText('Nenhum evento encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos os eventos' }));
    expect(await shownTitles()).toEqual(BY_DATE);
    expect(query().has('codigo_afiliado')).toBe(false);
  });

  it('filters to the day picked in the calendar tab', async () => {
    const { user } = renderPage('/events?preco=free');
    await screen.findByRole('heading', { name: 'Networking LGPD' });

    await user.click(screen.getByRole('tab', { name: 'Calendário' }));
    expect(query().get('aba')).toBe('calendario');
    // The calendar's code loads lazily (slow on a busy machine).
    const calendar = await screen.findByRole(
      'region',
      { name: 'Buscar eventos por data' },
      { timeout: 5000 },
    );
    // Only the days of the events the other filters leave (free ones) carry a dot.
    const day = (n: number) =>
      within(calendar).getByRole('button', { name: new RegExp(`, ${n} de dezembro de 2026`) });
    expect(day(5)).toHaveAccessibleName(/com eventos$/);
    expect(day(20)).toHaveAccessibleName(/com eventos$/);
    expect(day(10)).not.toHaveAccessibleName(/com eventos/);

    await user.click(day(20));
    expect(query().get('data')).toBe('2026-12-20');
    expect(
      within(calendar).getByRole('heading', { name: 'Eventos em 20 de Dezembro, 2026' }),
    ).toBeInTheDocument();
    expect(
      within(calendar).getByRole('heading', { name: 'Palestra Gestão Documental' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 evento')).toBeInTheDocument();
    // The calendar shows the chosen day itself; the list tab shows it as a chip.
    expect(screen.queryByRole('button', { name: /^Remover filtro Data/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Lista' }));
    expect(query().has('aba')).toBe(false);
    expect(await shownTitles()).toEqual(['Palestra Gestão Documental']);

    await user.click(
      screen.getByRole('button', { name: 'Remover filtro Data: 20 de Dezembro, 2026' }),
    );
    expect(await shownTitles()).toEqual(['Networking LGPD', 'Palestra Gestão Documental']);
  });

  it('opens on the calendar tab when the URL says so', async () => {
    renderPage('/events?aba=calendario&data=2026-12-03');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Eventos em 03 de Dezembro, 2026' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Workshop IA Generativa' })).toBeInTheDocument();
  });
});
