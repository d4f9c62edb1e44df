import { toEventListItem, type EventListItem } from '@bilheteria/domain/event-view';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type * as LocaleModule from 'react-day-picker/locale';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DateSearch } from './date-search';

/** An event starting at a São Paulo wall-clock time (UTC−3). */
function event(id: string, titulo: string, saoPaulo: [number, number, number, number, number]) {
  const [year, month, day, hours, minutes] = saoPaulo;
  const start = Date.UTC(year, month - 1, day, hours + 3, minutes) / 1000;
  return toEventListItem({
    id,
    titulo,
    data_hora_inicio: { _seconds: start, _nanoseconds: 0 },
    data_hora_fim: { _seconds: start + 2 * 3600, _nanoseconds: 0 },
    local: 'Expo Center Norte',
    cidade: 'São Paulo',
    endereco: 'Rua José Bernardo Pinto, 333',
    foto: '/media/demo/events/a.svg',
    preco: 0,
    preco_centavos: 0,
    categoria: { id: 1, nome: id === 'late' ? 'Networking' : 'Conferência' },
    destaque: false,
  });
}

const EVENTS: EventListItem[] = [
  event('rpa', 'RPA Summit', [2026, 12, 8, 9, 0]),
  event('forum', 'Fórum de IA', [2026, 12, 8, 14, 0]),
  // 23:30 in São Paulo is already the 16th in UTC and in Tokyo (where the tests run).
  event('late', 'Happy hour de networking', [2026, 12, 15, 23, 30]),
];

function Harness({
  initial = null,
  onSelect,
}: {
  initial?: string | null;
  onSelect?: (day: string | null) => void;
}) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <DateSearch
      events={EVENTS}
      selected={selected}
      onSelect={(day) => {
        onSelect?.(day);
        setSelected(day);
      }}
    />
  );
}

const dayButton = (day: number) =>
  screen.getByRole('button', { name: new RegExp(`, ${day} de dezembro de 2026`) });

describe('DateSearch', () => {
  it('is labelled and marks the São Paulo days that have events with a dot', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('region', { name: 'Buscar eventos por data' })).toBeInTheDocument();
    // Opens on the month of the events.
    expect(screen.getByRole('grid', { name: /dezembro 2026/i })).toBeInTheDocument();

    expect(dayButton(8)).toHaveAccessibleName(/com eventos$/);
    expect(dayButton(15)).toHaveAccessibleName(/com eventos$/);
    expect(dayButton(16)).not.toHaveAccessibleName(/com eventos/);
    expect(dayButton(9)).not.toHaveAccessibleName(/com eventos/);

    const cell = (day: string) => document.querySelector(`td[data-day="${day}"]`);
    expect(cell('2026-12-15')?.className).toContain('after:bg-brand-600');
    expect(cell('2026-12-16')?.className).not.toContain('after:bg-brand-600');
  });

  it('names the week days in Portuguese, with their accents (Sáb, not Sab)', () => {
    renderWithProviders(<Harness />);
    const grid = screen.getByRole('grid', { name: /dezembro 2026/i });
    // The header row is for the eye (each day's own label names its week day): shown
    // capitalised by CSS.
    const headers = [...grid.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
  });

  it('lists the events of the day picked, with a link to each one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);

    await user.click(dayButton(8));
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-08');
    const heading = screen.getByRole('heading', { name: 'Eventos em 08 de Dezembro, 2026' });
    const results = heading.parentElement as HTMLElement;
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading')).toHaveTextContent('RPA Summit');
    expect(items[0]).toHaveTextContent('08 de Dezembro, 2026');
    expect(items[0]).toHaveTextContent('Conferência');
    expect(within(items[1] as HTMLElement).getByRole('heading')).toHaveTextContent('Fórum de IA');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Ver detalhes' }),
    ).toHaveAttribute('href', '/event/rpa');
    // Each 'Ver detalhes' keeps its short name and is described by its own event's title.
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-describedby'))).not.toContain(null);
    expect(new Set(links.map((link) => link.getAttribute('aria-describedby'))).size).toBe(2);
    expect(links[0]).toHaveAccessibleName('Ver detalhes');
    expect(links[0]).toHaveAccessibleDescription('RPA Summit');
    expect(links[1]).toHaveAccessibleName('Ver detalhes');
    expect(links[1]).toHaveAccessibleDescription('Fórum de IA');

    await user.click(dayButton(15));
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-15');
    expect(
      screen.getByRole('heading', { name: 'Eventos em 15 de Dezembro, 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Happy hour de networking' })).toBeInTheDocument();
  });

  it('says so when the day picked has no events', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(dayButton(16));
    expect(
      screen.getByRole('heading', { name: 'Eventos em 16 de Dezembro, 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhum evento encontrado nesta data.')).toBeInTheDocument();
  });

  it('still labels the days when the locale has no day-button label of its own', async () => {
    vi.resetModules();
    vi.doMock('react-day-picker/locale', async (importOriginal) => {
      const actual = await importOriginal<typeof LocaleModule>();
      return {
        ...actual,
        ptBR: { ...actual.ptBR, labels: { ...actual.ptBR.labels, labelDayButton: undefined } },
      };
    });
    try {
      const { DateSearch: Fallback } = await import('./date-search');
      renderWithProviders(<Fallback events={EVENTS} selected={null} onSelect={() => {}} />);
      const full = (day: number) =>
        new Date(2026, 11, day).toLocaleDateString('pt-BR', { dateStyle: 'full' });
      expect(screen.getByRole('button', { name: `${full(8)}, com eventos` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: full(9) })).toBeInTheDocument();
    } finally {
      vi.doUnmock('react-day-picker/locale');
      vi.resetModules();
    }
  });

  it("'Limpar' clears the day picked", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<Harness initial="2026-12-15" onSelect={onSelect} />);
    expect(dayButton(15)).toHaveAccessibleName(/selecionado/);
    expect(screen.getByRole('heading', { name: /^Eventos em 15 de Dezembro/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('heading', { name: /^Eventos em/ })).not.toBeInTheDocument();
    expect(dayButton(15)).not.toHaveAccessibleName(/selecionado/);
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeDisabled();
  });
});
