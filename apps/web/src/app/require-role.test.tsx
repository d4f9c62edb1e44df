import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cameFrom,
  currentPath,
  DEMO_ACCOUNTS_PATH,
  LOGIN_PATH,
  ME_PATH,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { servePortal } from '@/test/affiliate-test-api';
import { server } from '@/test/msw-server';
import { AppRoutes } from './router';

function visit(path: string, user: SessionUser | null) {
  serveSession(user);
  server.use(http.get(DEMO_ACCOUNTS_PATH, () => HttpResponse.json({}, { status: 404 })));
  renderWithSession(<AppRoutes />, { route: path, toaster: false });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('route guards (spec §2 guard rule, §6)', () => {
  it("says 'Carregando...' while the server is asked who is signed in", async () => {
    server.use(
      http.get(ME_PATH, async () => {
        await delay(50);
        return HttpResponse.json({ user: sessionUser('user') });
      }),
    );
    renderWithSession(<AppRoutes />, { route: '/dashboard', toaster: false });
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(await heading('Olá, Bruno Comprador')).toBeInTheDocument();
  });

  it.each(['/dashboard', '/create-event', '/affiliate', '/meus-ingressos'])(
    'sends a visitor from %s to /login, remembering where from',
    async (path) => {
      visit(path, null);
      expect(await heading('Entrar')).toBeInTheDocument();
      expect(currentPath()).toBe('/login');
      expect(cameFrom()).toBe(path);
    },
  );

  it('brings the visitor back to the guarded page after signing in', async () => {
    const user = userEvent.setup();
    visit('/dashboard?aba=ingressos', null);
    server.use(http.post(LOGIN_PATH, () => HttpResponse.json({ user: sessionUser('user') })));
    await heading('Entrar');
    await user.type(screen.getByLabelText('E-mail'), 'usuario@bilheteria.dev');
    await user.type(screen.getByLabelText('Senha'), 'Usuario123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await heading('Olá, Bruno Comprador')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard?aba=ingressos');
  });

  it.each([
    ['admin', 'Administrador'],
    ['affiliate', 'Afiliado'],
    ['user', 'Usuário Regular'],
  ] as const)(
    'lets every role into /dashboard (%s) and greets by name and role',
    async (role, label) => {
      visit('/dashboard', sessionUser(role));
      expect(await heading(`Olá, ${sessionUser(role).name}`)).toBeInTheDocument();
      expect(screen.getByText(/Perfil:/)).toHaveTextContent(`Perfil: ${label}`);
      expect(document.title).toBe('Dashboard | Bilheteria');
    },
  );

  it.each([
    ['/create-event', 'user'],
    ['/create-event', 'affiliate'],
    ['/affiliate', 'admin'],
  ] as const)(
    'sends a signed-in user outside the allowed roles from %s to /unauthorized (%s)',
    async (path, role) => {
      visit(path, sessionUser(role));
      expect(await heading('Acesso não autorizado')).toBeInTheDocument();
      expect(currentPath()).toBe('/unauthorized');
    },
  );

  it('lets an admin into /create-event', async () => {
    visit('/create-event', sessionUser('admin'));
    expect(await heading('Criar Evento')).toBeInTheDocument();
    expect(currentPath()).toBe('/create-event');
  });

  it('lets an affiliate with a code into /affiliate', async () => {
    servePortal();
    visit('/affiliate', sessionUser('affiliate'));
    expect(await heading('Portal de Afiliados')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Visão Geral' })).toBeInTheDocument();
  });

  it("sends a regular user from /affiliate to /become-affiliate with 'Você não é um afiliado'", async () => {
    visit('/affiliate', sessionUser('user'));
    expect(await heading('Seja um Afiliado')).toBeInTheDocument();
    expect(currentPath()).toBe('/become-affiliate');
    expect(await screen.findByText('Você não é um afiliado')).toBeInTheDocument();
  });

  it('keeps /dashboard/repasses for organizers', async () => {
    visit('/dashboard/repasses', sessionUser('affiliate'));
    expect(await heading('Acesso não autorizado')).toBeInTheDocument();
  });

  it('keeps /dashboard/repasses for the platform operator, not any organizer', async () => {
    visit('/dashboard/repasses', sessionUser('admin'));
    expect(await heading('Acesso não autorizado')).toBeInTheDocument();
    expect(currentPath()).toBe('/unauthorized');
  });

  it("sends an affiliate without a code to /become-affiliate with 'Você não é um afiliado'", async () => {
    visit('/affiliate', sessionUser('affiliate', { affiliateCode: null }));
    expect(await heading('Seja um Afiliado')).toBeInTheDocument();
    expect(currentPath()).toBe('/become-affiliate');
    expect(await screen.findByText('Você não é um afiliado')).toBeInTheDocument();
  });

  it('never trusts a role edited in local storage', async () => {
    localStorage.setItem('user', JSON.stringify(sessionUser('admin', { id: 'user-1' })));
    localStorage.setItem('userRole', 'admin');
    visit('/create-event', sessionUser('user'));
    expect(await heading('Acesso não autorizado')).toBeInTheDocument();
  });
});
