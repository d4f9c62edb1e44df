import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderWithSession, serveSession } from '@/lib/auth/test/auth-test-utils';
import { SearchField, SEARCH_DEBOUNCE_MS } from './search-field';

/** A page whose code takes a while to arrive, as a lazily loaded route's does. */
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(() => resolve({ default: () => <h1>Relatório</h1> }), SEARCH_DEBOUNCE_MS * 3),
    ),
);

function ListPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <SearchField
        label="Buscar nos seus eventos"
        value={params.get('busca') ?? ''}
        onSearch={(text) => setParams(text ? { busca: text } : {}, { replace: true })}
      />
      <Link to="/relatorio">Relatório</Link>
    </>
  );
}

describe('SearchField', () => {
  it('searches once typing pauses, and at once when the box is left', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <>
        <SearchField label="Buscar" value="" onSearch={onSearch} />
        <button type="button">outro</button>
      </>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'rpa');
    expect(onSearch).not.toHaveBeenCalled();
    await user.tab();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('rpa');
    // The pause that follows asks nothing more.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('a link followed right after typing opens its page: the pending search does not pull back', async () => {
    serveSession(null);
    renderWithSession(
      <Suspense fallback={null}>
        <Routes>
          <Route path="/lista" element={<ListPage />} />
          <Route path="/relatorio" element={<SlowPage />} />
        </Routes>
      </Suspense>,
      { route: '/lista' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar nos seus eventos' }), 'rpa');
    await user.click(screen.getByRole('link', { name: 'Relatório' }));
    expect(
      await screen.findByRole('heading', { name: 'Relatório' }, { timeout: 3_000 }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    await waitFor(() => expect(currentPath()).toBe('/relatorio'));
  });
});
