import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './scroll-region';

/** jsdom lays nothing out: the box's widths are what a phone would measure. */
function measure({ inside, shown }: { inside: number; shown: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(inside);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(shown);
}

const HINT = 'Deslize a tabela para o lado para ver todas as colunas.';

describe('ScrollRegion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named region the keyboard can focus', () => {
    measure({ inside: 300, shown: 300 });
    render(
      <ScrollRegion label="Lista de participantes">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Lista de participantes' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
  });

  it('says nothing when the table fits', () => {
    measure({ inside: 300, shown: 300 });
    render(
      <ScrollRegion label="Pedidos">
        <table />
      </ScrollRegion>,
    );
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(screen.getByTestId('scroll-cue')).toHaveClass('opacity-0');
  });

  it('shows the cue while columns are hidden on the right, and only then', () => {
    measure({ inside: 736, shown: 328 });
    render(
      <ScrollRegion label="Pedidos">
        <table />
      </ScrollRegion>,
    );
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByTestId('scroll-cue')).toHaveClass('opacity-100');

    const region = screen.getByRole('region', { name: 'Pedidos' });
    region.scrollLeft = 736 - 328;
    fireEvent.scroll(region);
    expect(screen.getByTestId('scroll-cue')).toHaveClass('opacity-0');
    // The line stays: the columns on the left are out of view now.
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });
});
