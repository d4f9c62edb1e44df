import { DEFAULT_FILTERS, type EventFilters } from '@bilheteria/domain/event-filters';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { ListControlsSlot } from './list-controls-slot';

beforeEach(() => {
  server.use(
    http.get('/api/categoria-evento', () =>
      HttpResponse.json([{ id: 1, nome_categoria: 'Workshop' }]),
    ),
    http.get('/api/eventos/cidades/unicas', () => HttpResponse.json(['Curitiba'])),
  );
});

/** Says the list's covers are in (the page tells the slot it is ready). */
let markReady: () => void = () => undefined;

/** The slot as the list page uses it, with its state. */
function Controls({
  ready: readyAtFirst,
  initial,
}: {
  ready: boolean;
  initial: Partial<EventFilters>;
}) {
  const [filters, setFilters] = useState<EventFilters>({ ...DEFAULT_FILTERS, ...initial });
  const [ready, setReady] = useState(readyAtFirst);
  useEffect(() => {
    markReady = () => setReady(true);
  }, []);
  return (
    <>
      <ListControlsSlot
        ready={ready}
        filters={filters}
        onFiltersChange={(change) => setFilters((current) => ({ ...current, ...change }))}
        resultCount={3}
        onSortChange={(sort) => setFilters((current) => ({ ...current, sort }))}
      />
      <p data-testid="sort">{filters.sort}</p>
    </>
  );
}

function renderControls(ready: boolean, initial: Partial<EventFilters> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Controls ready={ready} initial={initial} />);
  return { user };
}

const sortBox = () => screen.getByRole('combobox', { name: /^Ordenar por / });
const filtersButton = () => screen.getByRole('button', { name: /^Filtros/ });
/** Radix's trigger carries its open state; the frame has none. */
const isReal = (element: HTMLElement) => element.hasAttribute('data-state');
/** The controls' code may take a moment to load in the test runner. */
const loading = { timeout: 5000 };

describe('list controls (filters and sort)', () => {
  it('stand in as frames with the real names until the page is ready', () => {
    renderControls(false, { categories: ['Workshop'], price: 'free', sort: 'price-desc' });
    expect(filtersButton()).toHaveAccessibleName('Filtros (2 ativos)');
    expect(sortBox()).toHaveAccessibleName('Ordenar por Maior preço');
    expect(sortBox()).toHaveTextContent('Maior preço');
    expect(sortBox()).toHaveAttribute('aria-expanded', 'false');
    expect(isReal(sortBox())).toBe(false);
  });

  it('stay frames once the page is ready, and become the real ones, same look, when reached for', async () => {
    renderControls(false);
    const frameClasses = sortBox().className.split(' ');
    act(() => markReady());
    // The code may load now; nothing mounts unasked.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isReal(sortBox())).toBe(false);
    expect(isReal(filtersButton())).toBe(false);

    act(() => sortBox().focus());
    await waitFor(() => expect(isReal(sortBox())).toBe(true), loading);
    await waitFor(() => expect(sortBox()).toHaveFocus());
    // The real trigger adds only its disabled look, which the frame never needs.
    expect(
      sortBox()
        .className.split(' ')
        .filter((name) => !name.startsWith('disabled:')),
    ).toEqual(frameClasses);
    expect(sortBox()).toHaveAccessibleName('Ordenar por Data (mais próximos)');
    expect(filtersButton()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('open the filters at once when the frame is clicked before they have loaded', async () => {
    const { user } = renderControls(false);
    await user.click(filtersButton());
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Workshop' })).toBeVisible();
  });

  it('open the sort list from the keyboard on the frame, and the choice applies', async () => {
    const { user } = renderControls(false);
    sortBox().focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Menor preço' }));
    expect(screen.getByTestId('sort')).toHaveTextContent('price-asc');
    await waitFor(() => expect(sortBox()).toHaveAccessibleName('Ordenar por Menor preço'));
  });

  it('hand the keyboard focus over from a frame to its real control, ready or not', async () => {
    renderControls(false);
    act(() => filtersButton().focus());
    await waitFor(() => expect(isReal(filtersButton())).toBe(true), loading);
    await waitFor(() => expect(filtersButton()).toHaveFocus());
  });
});
