import type { EventListItem } from '@bilheteria/domain/event-view';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EventCard } from './event-card';

const event: EventListItem = {
  id: 'evt-1',
  title: 'RPA Summit',
  date: '15 de Dezembro, 2026',
  time: '09:00 - 18:00',
  location: 'Expo Center Norte, São Paulo',
  image: '/media/demo/events/a.svg',
  price: 'R$ 397,00',
  priceCents: 39_700,
  category: 'Conferência',
  featured: true,
  city: 'São Paulo',
  startsAt: Date.UTC(2026, 11, 15, 12),
  day: '2026-12-15',
};

function renderCard(overrides: Partial<EventListItem> = {}) {
  render(
    <MemoryRouter>
      <EventCard event={{ ...event, ...overrides }} />
    </MemoryRouter>,
  );
}

describe('EventCard', () => {
  it('shows everything the spec lists and links to /event/{id}', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'RPA Summit' })).toBeInTheDocument();
    expect(screen.getByText('Conferência')).toBeInTheDocument();
    expect(screen.getByText('Destaque')).toBeInTheDocument();
    expect(screen.getByText('15 de Dezembro, 2026 · 09:00 - 18:00')).toBeInTheDocument();
    expect(screen.getByText('Expo Center Norte, São Paulo')).toBeInTheDocument();
    expect(screen.getByText('A partir de R$ 397,00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute(
      'href',
      '/event/evt-1',
    );
  });

  it("names every link 'Ver detalhes' and describes it by the card's own title", () => {
    render(
      <MemoryRouter>
        <EventCard event={event} />
        <EventCard event={{ ...event, id: 'evt-2', title: 'Fórum de IA' }} />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('link');
    expect(first).toHaveAccessibleName('Ver detalhes');
    expect(first).toHaveAccessibleDescription('RPA Summit');
    expect(second).toHaveAccessibleName('Ver detalhes');
    expect(second).toHaveAccessibleDescription('Fórum de IA');
    expect(second).toHaveAttribute('href', '/event/evt-2');
  });

  it("says 'Grátis' for a free event and has no 'Destaque' badge when not featured", () => {
    renderCard({ price: 'Grátis', priceCents: 0, featured: false });
    expect(screen.getByText('Grátis')).toBeInTheDocument();
    expect(screen.queryByText('Destaque')).not.toBeInTheDocument();
  });
});
