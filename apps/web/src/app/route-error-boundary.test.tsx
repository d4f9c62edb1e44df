import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleError, loggedErrors } from '@/test/console-errors';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenScreen(): never {
  throw new Error('quebrou');
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen instead of a blank page and logs the error', () => {
    allowConsoleError(/quebrou|Erro ao exibir a página|error occurred/i);
    render(
      <RouteErrorBoundary resetKey="/a">
        <BrokenScreen />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
    expect(loggedErrors().some((line) => line.includes('Erro ao exibir a página'))).toBe(true);
  });

  it('clears the error when the user navigates elsewhere', () => {
    allowConsoleError(/quebrou|Erro ao exibir a página|error occurred/i);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <BrokenScreen />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>Outra página</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Outra página')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
