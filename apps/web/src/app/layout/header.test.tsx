import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header, type HeaderSession } from './header';

function renderHeader(session: HeaderSession | null, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header session={session} />
            <p>página {path}</p>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Header', () => {
  it("offers a visitor 'Entrar' and no main links", () => {
    renderHeader(null);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bilheteria' })).toHaveAttribute('href', '/');
  });

  it("shows an admin's main links", () => {
    renderHeader({ name: 'Ana', role: 'admin' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Criar Evento']);
  });

  it('opens the mobile menu and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    const router = renderHeader(null);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fechar menu');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByRole('link', { name: 'Entrar' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderHeader(null);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(panel).toBeVisible();
    await user.tab();
    await user.keyboard('{Escape}');

    expect(panel).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('turns translucent once the page scrolls more than 10 px', () => {
    renderHeader(null);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 11;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
