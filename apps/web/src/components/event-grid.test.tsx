import type { EventListItem } from '@bilheteria/domain/event-view';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EventGrid, EventGridSkeleton } from './event-grid';

function event(id: string, title: string): EventListItem {
  return {
    id,
    title,
    date: '15 de Dezembro, 2026',
    time: '09:00 - 18:00',
    location: 'Expo Center Norte, São Paulo',
    image: `/media/demo/events/${id}.svg`,
    price: 'R$ 397,00',
    priceCents: 39_700,
    category: 'Conferência',
    featured: false,
    city: 'São Paulo',
    startsAt: Date.UTC(2026, 11, 15, 12),
    day: '2026-12-15',
  };
}

describe('EventGrid', () => {
  it('lists one card per event, in order, in a 1/2/3-column grid', () => {
    render(
      <MemoryRouter>
        <EventGrid events={[event('a', 'RPA Summit'), event('b', 'Fórum de IA')]} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass('grid', 'grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'RPA Summit',
      'Fórum de IA',
    ]);
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/event/b');
  });

  it('loads the covers of the cards on screen at once and the others lazily', () => {
    const { container } = render(
      <MemoryRouter>
        <EventGrid events={[event('a', 'A'), event('b', 'B'), event('c', 'C')]} aboveTheFold={2} />
      </MemoryRouter>,
    );
    const covers = [...container.querySelectorAll('img')];
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'auto',
    ]);
  });

  it('tells when each on-screen cover has loaded or failed, and not for the others', () => {
    const settled = vi.fn();
    const { container } = render(
      <MemoryRouter>
        <EventGrid
          events={[event('a', 'A'), event('b', 'B'), event('c', 'C')]}
          aboveTheFold={2}
          onAboveTheFoldCoverSettled={settled}
        />
      </MemoryRouter>,
    );
    const [first, second, third] = [...container.querySelectorAll('img')];
    fireEvent.load(third!);
    expect(settled).not.toHaveBeenCalled();
    fireEvent.load(first!);
    fireEvent.error(second!);
    expect(settled).toHaveBeenCalledTimes(2);
  });
});

describe('EventGridSkeleton', () => {
  it('shows the grey cards asked for and tells screen readers what is loading', () => {
    const { container } = render(<EventGridSkeleton count={4} label="Carregando eventos..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Carregando eventos\.\.\.$/);
    const grid = status.querySelector('.grid');
    expect(grid).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3');
    expect(grid?.children).toHaveLength(4);
    // The grey blocks are hidden from assistive technology: only the label is read.
    const blocks = container.querySelectorAll('.animate-pulse');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block).toHaveAttribute('aria-hidden');
  });
});
