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
  sessionOrganization,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { serveOperatorOrganizations } from '@/features/operator/test/operator-test-api';
import { servePortal } from '@/test/affiliate-test-api';
import { server } from '@/test/msw-server';
import { serveStatement } from '@/features/settlement/test/settlement-test-api';
import { AppRoutes } from './router';

function visit(path: string, user: SessionUser | null) {
  serveSession(user);
  server.use(http.get(DEMO_ACCOUNTS_PATH, () => HttpResponse.json({}, { status: 404 })));
  renderWithSession(<AppRoutes />, { route: path, toaster: false });
}

const EVENT_ID = '4b1e5a86-2a3b-4c1d-9e8f-0a1b2c3d4e5f';

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

  it.each(['admin', 'affiliate', 'user'] as const)(
    "keeps the operator's screens for the operator (%s: /unauthorized)",
    async (role) => {
      visit('/operador/organizacoes', sessionUser(role));
      expect(await heading('Acesso não autorizado')).toBeInTheDocument();
      expect(currentPath()).toBe('/unauthorized');
    },
  );

  it.each(['/operador/repasses', '/operador/conciliacao'])(
    'keeps %s for the operator, not any organizer (issue 29)',
    async (path) => {
      visit(path, sessionUser('admin'));
      expect(await heading('Acesso não autorizado')).toBeInTheDocument();
    },
  );

  it('keeps the affiliate payouts for the operator, not any organizer', async () => {
    visit('/operador/repasses-afiliados', sessionUser('admin'));
    expect(await heading('Acesso não autorizado')).toBeInTheDocument();
  });

  it.each([
    ['/create-event', 'checkin'],
    ['/create-event', 'financeiro'],
    ['/create-event', 'visualizacao'],
    [`/dashboard/eventos/${EVENT_ID}/editar`, 'financeiro'],
    [`/dashboard/eventos/${EVENT_ID}/relatorio`, 'checkin'],
    [`/dashboard/check-in/${EVENT_ID}`, 'financeiro'],
    [`/dashboard/check-in/${EVENT_ID}`, 'visualizacao'],
    // The statement is the Dono's and the Financeiro's (issue 29).
    ['/dashboard/financeiro', 'gerente'],
    ['/dashboard/financeiro', 'checkin'],
    ['/dashboard/financeiro', 'visualizacao'],
  ] as const)(
    'sends a member from %s to /unauthorized when the role (%s) lacks the permission',
    async (path, papel) => {
      visit(path, sessionUser('admin', { organizacao: sessionOrganization({ papel }) }));
      expect(await heading('Acesso não autorizado')).toBeInTheDocument();
      expect(currentPath()).toBe('/unauthorized');
    },
  );

  it('lets a Financeiro into /dashboard/financeiro (issue 29)', async () => {
    serveStatement();
    visit(
      '/dashboard/financeiro',
      sessionUser('admin', { organizacao: sessionOrganization({ papel: 'financeiro' }) }),
    );
    expect(await heading('Financeiro')).toBeInTheDocument();
  });

  it('lets a Gerente into /create-event', async () => {
    visit(
      '/create-event',
      sessionUser('admin', { organizacao: sessionOrganization({ papel: 'gerente' }) }),
    );
    expect(await heading('Criar Evento')).toBeInTheDocument();
  });

  it('keeps the organizer screens from the operator outside support', async () => {
    visit('/create-event', sessionUser('operador'));
    expect(await heading('Acesso não autorizado')).toBeInTheDocument();
  });

  it('sends the operator outside support from /dashboard to the organizations', async () => {
    serveOperatorOrganizations(() => []);
    visit('/dashboard', sessionUser('operador'));
    expect(await heading('Organizações')).toBeInTheDocument();
    expect(currentPath()).toBe('/operador/organizacoes');
  });

  it("lets the operator into an organization's screens while in support", async () => {
    const inSupport = sessionUser('operador', {
      organizacao: sessionOrganization({ papel: 'gerente', suporte: true }),
    });
    visit('/create-event', inSupport);
    expect(await heading('Criar Evento')).toBeInTheDocument();
    expect(currentPath()).toBe('/create-event');
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
