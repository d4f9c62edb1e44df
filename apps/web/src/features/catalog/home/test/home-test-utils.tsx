import type { Category, ServerEvent } from '@bilheteria/domain/catalog-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/test/msw-server';

/** Test helpers of the home feature (imported by its *.test.tsx files only). */

export const EVENTS_PATH = '/api/eventos/ingressos/eventos';
export const CATEGORIES_PATH = '/api/categoria-evento';

export function serverEvent(
  id: string,
  titulo: string,
  overrides: Partial<Omit<ServerEvent, 'id' | 'titulo'>> = {},
): ServerEvent {
  const preco = overrides.preco ?? 397;
  return {
    id,
    titulo,
    data_hora_inicio: { _seconds: Date.UTC(2026, 11, 15, 12) / 1000, _nanoseconds: 0 },
    data_hora_fim: { _seconds: Date.UTC(2026, 11, 15, 21) / 1000, _nanoseconds: 0 },
    local: 'Expo Center Norte',
    cidade: 'São Paulo',
    endereco: 'Rua José Bernardo Pinto, 333',
    foto: `/media/demo/events/${id}.svg`,
    preco,
    preco_centavos: Math.round(preco * 100),
    categoria: { id: 1, nome: 'Conferência' },
    destaque: false,
    ...overrides,
  };
}

export const CATEGORIES: Category[] = [
  { id: 1, nome_categoria: 'Conferência' },
  { id: 2, nome_categoria: 'Workshop' },
];

/** Answers the catalog and the categories (each may be replaced per test). */
export function serveCatalog(events: ServerEvent[], categories: Category[] = CATEGORIES) {
  server.use(
    http.get(EVENTS_PATH, () => HttpResponse.json({ eventos: events })),
    http.get(CATEGORIES_PATH, () => HttpResponse.json(categories)),
  );
}

/** Where the app went: the path and query string a navigation ended on. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `route` ('/' by default) inside a route tree that records navigations. */
export function renderAtHome(ui: ReactElement, { route = '/' } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The location the app navigated to, once it has left the home page. */
export async function navigatedTo(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}
