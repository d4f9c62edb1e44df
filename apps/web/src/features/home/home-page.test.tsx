import type { ServerEvent } from '@bilheteria/domain/catalog-contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './home-page';

const event = (id: string, titulo: string, preco: number): ServerEvent => ({
  id,
  titulo,
  data_hora_inicio: { _seconds: Date.UTC(2026, 11, 15, 12) / 1000, _nanoseconds: 0 },
  data_hora_fim: { _seconds: Date.UTC(2026, 11, 15, 21) / 1000, _nanoseconds: 0 },
  local: 'Expo Center Norte',
  cidade: 'São Paulo',
  endereco: 'Rua José Bernardo Pinto, 333',
  foto: '/media/demo/events/a.svg',
  preco,
  preco_centavos: Math.round(preco * 100),
  categoria: { id: 1, nome: 'Conferência' },
  destaque: preco > 0,
});

describe('HomePage', () => {
  it('lists the events from the API as cards', async () => {
    server.use(
      http.get('/api/eventos/ingressos/eventos', () =>
        HttpResponse.json({
          eventos: [event('a', 'RPA Summit', 397), event('b', 'Networking IA', 0)],
        }),
      ),
    );
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando eventos...');
    expect(await screen.findByRole('heading', { name: 'RPA Summit' })).toBeInTheDocument();
    expect(screen.getByText('A partir de R$ 397,00')).toBeInTheDocument();
    expect(screen.getByText('Grátis')).toBeInTheDocument();
    expect(screen.getAllByText('15 de Dezembro, 2026 · 09:00 - 18:00')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Ver detalhes' })[0]).toHaveAttribute(
      'href',
      '/event/a',
    );
  });

  it('says so when the list cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar eventos/);
    server.use(
      http.get('/api/eventos/ingressos/eventos', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os eventos. Por favor, tente novamente mais tarde.',
    );
  });

  it('says so when there are no events', async () => {
    server.use(
      http.get('/api/eventos/ingressos/eventos', () => HttpResponse.json({ eventos: [] })),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Nenhum evento encontrado')).toBeInTheDocument();
  });
});
