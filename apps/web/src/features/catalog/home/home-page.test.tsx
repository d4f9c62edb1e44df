import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readStoredReferralCode, takeReferralCodeFrom } from '@/lib/referral';
import { allowConsoleError } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import { HomePage } from './home-page';
import {
  CATEGORIES_PATH,
  EVENTS_PATH,
  navigatedTo,
  renderAtHome,
  serveCatalog,
  serverEvent,
} from './test/home-test-utils';

const EIGHT_EVENTS = Array.from({ length: 8 }, (_, index) =>
  serverEvent(`e${index + 1}`, `Evento ${index + 1}`, { preco: index === 1 ? 0 : 397 }),
);

const featuredRegion = () => screen.getByRole('region', { name: 'Eventos em Destaque' });

describe('HomePage', () => {
  it('shows the hero with its search and the category chips', async () => {
    serveCatalog(EIGHT_EVENTS);
    renderAtHome(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Encontre os melhores eventos corporativos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buscar eventos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByText('Carregando categorias...')).toBeInTheDocument();
    const chips = await screen.findByRole('navigation', { name: 'Explore por categoria' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Conferência', 'Workshop']);
  });

  it('opens the list with the category chosen when a chip is clicked', async () => {
    serveCatalog(EIGHT_EVENTS);
    const user = userEvent.setup();
    renderAtHome(<HomePage />);
    await user.click(await screen.findByRole('link', { name: 'Workshop' }));
    expect(await navigatedTo()).toBe('/events?categoria=Workshop');
  });

  it('says so in red when the categories cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar categorias/);
    serveCatalog(EIGHT_EVENTS);
    server.use(http.get(CATEGORIES_PATH, () => HttpResponse.json({}, { status: 500 })));
    renderAtHome(<HomePage />);
    const error = await screen.findByText('Erro ao carregar dados');
    expect(error).toHaveClass('text-red-700');
    expect(screen.queryByText('Carregando categorias...')).not.toBeInTheDocument();
  });

  it('features the first six events as cards, with Ver todos', async () => {
    serveCatalog(EIGHT_EVENTS);
    renderAtHome(<HomePage />);
    expect(
      await within(featuredRegion()).findByRole('heading', { name: 'Evento 1' }),
    ).toBeVisible();
    const featured = featuredRegion();
    expect(
      within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Evento 1', 'Evento 2', 'Evento 3', 'Evento 4', 'Evento 5', 'Evento 6']);
    expect(within(featured).getByText('Grátis')).toBeInTheDocument();
    expect(within(featured).getAllByText('A partir de R$ 397,00')).toHaveLength(5);
    expect(within(featured).getAllByText('15 de Dezembro, 2026 · 09:00 - 18:00')).toHaveLength(6);
    expect(within(featured).getAllByRole('link', { name: 'Ver detalhes' })[0]).toHaveAttribute(
      'href',
      '/event/e1',
    );
    expect(within(featured).getByRole('link', { name: 'Ver todos' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('shows skeleton cards while the events load', async () => {
    server.use(
      http.get(EVENTS_PATH, async () => {
        await delay('infinite');
        return HttpResponse.json({ eventos: [] });
      }),
      http.get(CATEGORIES_PATH, () => HttpResponse.json([])),
    );
    renderAtHome(<HomePage />);
    expect(within(featuredRegion()).getByRole('status')).toHaveTextContent('Carregando eventos...');
    expect(within(featuredRegion()).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar eventos/);
    server.use(
      http.get(EVENTS_PATH, () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
      http.get(CATEGORIES_PATH, () => HttpResponse.json([])),
    );
    renderAtHome(<HomePage />);
    expect(await within(featuredRegion()).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os eventos. Por favor, tente novamente mais tarde.',
    );
    // The carousel has nothing to show and steps aside.
    expect(screen.queryByRole('region', { name: 'Próximos eventos' })).not.toBeInTheDocument();
  });

  it('says so when there are no events', async () => {
    serveCatalog([]);
    renderAtHome(<HomePage />);
    expect(await within(featuredRegion()).findByText('Nenhum evento encontrado')).toBeVisible();
  });

  it('loads the carousel once the visitor moves through the page', async () => {
    serveCatalog(EIGHT_EVENTS);
    renderAtHome(<HomePage />);
    expect(
      await within(featuredRegion()).findByRole('heading', { name: 'Evento 1' }),
    ).toBeVisible();
    // Below the hero on a phone, nobody sees it yet: swiper has not been loaded.
    expect(screen.queryByRole('group', { name: 'Eventos em cartaz' })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(
      await screen.findByRole('group', { name: 'Eventos em cartaz' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows every event in the carousel, each slide a link to /events/{id}', async () => {
    serveCatalog(EIGHT_EVENTS);
    renderAtHome(<HomePage />);
    fireEvent.scroll(window);
    const carousel = await screen.findByRole(
      'group',
      { name: 'Eventos em cartaz' },
      { timeout: 5_000 },
    );
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      EIGHT_EVENTS.map((event) => `/events/${event.id}`).sort(),
    );
    expect(within(carousel).getByRole('link', { name: /Evento 3/ })).toHaveAttribute(
      'href',
      '/events/e3',
    );
    // Only the centred slide (initially the second) is in the tab order.
    expect(
      links.filter((link) => link.tabIndex === 0).map((link) => link.getAttribute('href')),
    ).toEqual(['/events/e2']);
    expect(within(carousel).getByRole('button', { name: 'Próximo evento' })).toBeInTheDocument();
  });

  it('shows the affiliate’s events for ?codigo_afiliado and remembers the code', async () => {
    serveCatalog(EIGHT_EVENTS);
    const requested: string[] = [];
    server.use(
      http.get(`${EVENTS_PATH}/afiliado/:code`, ({ params }) => {
        requested.push(String(params.code));
        return HttpResponse.json({ eventos: [serverEvent('af1', 'Evento do Afiliado')] });
      }),
    );
    const user = userEvent.setup();
    renderAtHome(<HomePage />, { route: '/?codigo_afiliado=abc123' });
    expect(
      await within(featuredRegion()).findByRole('heading', { name: 'Evento do Afiliado' }),
    ).toBeVisible();
    expect(within(featuredRegion()).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(requested).toEqual(['ABC123']);
    expect(readStoredReferralCode()).toBe('ABC123');

    // The search looks through the same list.
    await user.type(screen.getByRole('combobox', { name: 'Buscar eventos' }), 'evento');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('shows the whole catalog without the parameter, even with a stored code', async () => {
    takeReferralCodeFrom(new URLSearchParams('codigo_afiliado=XYZ999'));
    serveCatalog(EIGHT_EVENTS);
    server.use(
      http.get(`${EVENTS_PATH}/afiliado/:code`, () => {
        throw new Error('the home page must not read the stored code');
      }),
    );
    renderAtHome(<HomePage />);
    expect(
      await within(featuredRegion()).findByRole('heading', { name: 'Evento 1' }),
    ).toBeVisible();
    expect(readStoredReferralCode()).toBe('XYZ999');
  });

  it('presents the institute and how to reach it', async () => {
    serveCatalog(EIGHT_EVENTS);
    renderAtHome(<HomePage />);
    const about = screen.getByRole('region', { name: 'Eventos do Instituto' });
    for (const topic of [
      'Automação (RPA)',
      'Inteligência Artificial',
      'Blockchain',
      'Gestão de Documentos',
    ]) {
      expect(within(about).getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
    }

    const contact = screen.getByRole('region', { name: 'Fale conosco' });
    const assistant = await within(contact).findByRole('link', { name: /Assistente virtual/ });
    expect(assistant.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?/);
    expect(assistant).toHaveAttribute('target', '_blank');
    expect(assistant.getAttribute('rel')).toContain('noopener');
    expect(within(assistant).getByRole('img', { name: 'Assistente virtual' })).toBeInTheDocument();

    for (const network of ['LinkedIn', 'Instagram', 'YouTube', 'Facebook']) {
      const link = within(contact).getByRole('link', { name: `${network} (abre em nova aba)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }

    const address = contact.querySelector('address');
    expect(address).not.toBeNull();
    const details = within(address!);
    expect(
      await details.findByRole('link', { name: 'contato@bilheteria.example' }),
    ).toHaveAttribute('href', 'mailto:contato@bilheteria.example');
    expect(details.getByRole('link', { name: '(11) 3000-0000' })).toHaveAttribute(
      'href',
      'tel:+551130000000',
    );
    expect(address).toHaveTextContent('São Paulo – SP');
  });
});
