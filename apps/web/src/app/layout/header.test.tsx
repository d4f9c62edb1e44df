import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { Role } from '@bilheteria/domain/roles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  LOGOUT_PATH,
  renderWithSession,
  serveSession,
  sessionOrganization,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { Header } from './header';

/** The header of a visitor (a signed-in header needs the session provider: renderSignedIn). */
function renderHeader(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header session={null} />
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
    renderHeader();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bilheteria' })).toHaveAttribute('href', '/');
  });

  it("shows an admin's main links", async () => {
    renderSignedIn('admin');
    await screen.findByRole('button', { name: 'Minha Conta' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Criar Evento']);
  });

  it('opens the mobile menu and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    const router = renderHeader();
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
    renderHeader();
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
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    // Scrolled as a page is (not by overriding window.scrollY, which would outlive this file in
    // the shared test window); the test setup scrolls back to the top after each file.
    act(() => {
      window.scrollTo(0, 11);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollTo(0, 10);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it("shows an affiliate's main links", async () => {
    renderSignedIn('affiliate');
    await screen.findByRole('button', { name: 'Minha Conta' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Portal de Afiliados']);
  });

  it("offers a visitor 'Quero vender ingressos', on a phone too (issue 28)", async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Quero vender ingressos' })).toHaveAttribute(
      'href',
      '/organizadores/cadastro',
    );
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Quero vender ingressos' })).toHaveAttribute(
      'href',
      '/organizadores/cadastro',
    );
  });

  it.each([
    ['user', true],
    ['admin', false],
    ['affiliate', false],
  ] as const)("offers a signed-in %s 'Quero vender ingressos': %s", async (role, offered) => {
    renderSignedIn(role);
    await screen.findByRole('button', { name: 'Minha Conta' });
    expect(screen.queryByRole('link', { name: 'Quero vender ingressos' }) !== null).toBe(offered);
  });

  it('gives a regular user no main links and no Entrar', async () => {
    renderSignedIn('user');
    expect(await screen.findByRole('button', { name: 'Minha Conta' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
  });
});

/** The header of a signed-in user, with the session provider its menus log out through. */
function renderSignedIn(role: Role, route = '/dashboard', overrides: Partial<SessionUser> = {}) {
  const user = sessionUser(role, overrides);
  serveSession(user);
  renderWithSession(<Header session={user} />, { route });
  return user;
}

async function openAccountMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Minha Conta' }));
  return { user, menu: await screen.findByRole('menu') };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe("Header's 'Minha Conta' menu (spec §2)", () => {
  it.each([
    [
      'admin',
      [
        'Dashboard',
        'Criar Evento',
        'Meus Ingressos',
        'Meus Pedidos',
        'Meus dados',
        'Configurações',
        'Sair',
      ],
    ],
    [
      'affiliate',
      [
        'Dashboard',
        'Portal de Afiliados',
        'Meus Ingressos',
        'Meus Pedidos',
        'Meus dados',
        'Configurações',
        'Sair',
      ],
    ],
    ['user', ['Meus Ingressos', 'Meus Pedidos', 'Meus dados', 'Configurações', 'Sair']],
    [
      'operador',
      [
        'Organizações',
        'Repasses',
        'Repasses de afiliados',
        'Conciliação',
        'Meus Ingressos',
        'Meus Pedidos',
        'Meus dados',
        'Configurações',
        'Sair',
      ],
    ],
  ] as const)(
    'offers the %s its links, Meus Ingressos, Meus Pedidos, Meus dados, Configurações and Sair',
    async (role, items) => {
      const signedIn = renderSignedIn(role);
      const { menu } = await openAccountMenu();
      expect(itemNames(menu)).toEqual(items);
      expect(within(menu).getByText(signedIn.name)).toBeInTheDocument();
    },
  );

  it('names the role and links where the spec says', async () => {
    renderSignedIn('admin');
    const { menu } = await openAccountMenu();
    expect(within(menu).getByText('Administrador')).toBeInTheDocument();
    const hrefs = Object.fromEntries(
      within(menu)
        .getAllByRole('menuitem')
        .filter((item) => item.tagName === 'A')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Dashboard: '/dashboard',
      'Criar Evento': '/create-event',
      'Meus Ingressos': '/meus-ingressos',
      'Meus Pedidos': '/meus-pedidos',
      'Meus dados': '/minha-conta/dados',
      Configurações: '/',
    });
  });

  it('links the operator to the organizations, the payouts and the reconciliation (issues 28, 29)', async () => {
    renderSignedIn('operador');
    const { menu } = await openAccountMenu();
    expect(within(menu).getByText('Operador da plataforma')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Organizações' })).toHaveAttribute(
      'href',
      '/operador/organizacoes',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Repasses de afiliados' })).toHaveAttribute(
      'href',
      '/operador/repasses-afiliados',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Repasses' })).toHaveAttribute(
      'href',
      '/operador/repasses',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Conciliação' })).toHaveAttribute(
      'href',
      '/operador/conciliacao',
    );
  });

  it("adds the organization's Dashboard to the operator's menu while in support", async () => {
    renderSignedIn('operador', '/dashboard', {
      organizacao: sessionOrganization({ papel: 'gerente', suporte: true }),
    });
    const { menu } = await openAccountMenu();
    expect(itemNames(menu).slice(0, 5)).toEqual([
      'Dashboard',
      'Organizações',
      'Repasses',
      'Repasses de afiliados',
      'Conciliação',
    ]);
  });

  it("offers 'Criar Evento' only to a member whose role may edit events", async () => {
    renderSignedIn('admin', '/dashboard', {
      organizacao: sessionOrganization({ papel: 'financeiro' }),
    });
    const { menu } = await openAccountMenu();
    expect(itemNames(menu)).toEqual([
      'Dashboard',
      'Meus Ingressos',
      'Meus Pedidos',
      'Meus dados',
      'Configurações',
      'Sair',
    ]);
  });

  it('follows a link and closes', async () => {
    renderSignedIn('affiliate');
    const { user, menu } = await openAccountMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Portal de Afiliados' }));
    expect(currentPath()).toBe('/affiliate');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard', async () => {
    renderSignedIn('user');
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Minha Conta' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('logs out with Sair and returns to /', async () => {
    let loggedOut = false;
    renderSignedIn('admin');
    server.use(
      http.post(LOGOUT_PATH, () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, menu } = await openAccountMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe("Header's phone menu when signed in (spec §2)", () => {
  it.each([
    ['admin', 'Administrador', ['Dashboard', 'Criar Evento']],
    ['affiliate', 'Afiliado', ['Dashboard', 'Portal de Afiliados']],
    // Issue 28: a regular user may still sign an organization up.
    ['user', 'Usuário Regular', ['Quero vender ingressos']],
  ] as const)('shows the %s its links, name, role label and Sair', async (role, label, links) => {
    const user = userEvent.setup();
    const signedIn = renderSignedIn(role);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(panel).findByText(signedIn.name)).toBeVisible();
    expect(within(panel).getByText(label)).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...links, 'Meus Ingressos', 'Meus Pedidos', 'Meus dados', 'Configurações']);
    expect(within(panel).getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(within(panel).queryByRole('link', { name: 'Entrar' })).toBeNull();
  });

  it('logs out with Sair, closes and returns to /', async () => {
    const user = userEvent.setup();
    renderSignedIn('user', '/events');
    server.use(http.post(LOGOUT_PATH, () => new HttpResponse(null, { status: 204 })));
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(await within(panel).findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(panel).not.toBeVisible();
  });
});
