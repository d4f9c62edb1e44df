import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { ORGANIZATION_MESSAGES } from '@bilheteria/domain/organization-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  ME_PATH,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { INVITATION, member, myOrganization, TOKEN } from '../test/organizations-test-api';
import { AcceptInvitationPage } from './accept-invitation-page';

const VERIFY_PATH = '/api/convites/verificar';
const ACCEPT_PATH = '/api/convites/aceitar';

function renderPage(route: string) {
  const user = userEvent.setup();
  renderWithSession(
    <Routes>
      <Route path="/convites/aceitar" element={<AcceptInvitationPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/login" element={<h1>Login</h1>} />
    </Routes>,
    { route },
  );
  return user;
}

/** verificar answers `respond`; the tokens asked about are returned. */
function serveVerify(respond: () => Response | Promise<Response>) {
  const tokens: unknown[] = [];
  server.use(
    http.post(VERIFY_PATH, async ({ request }) => {
      tokens.push(((await request.json()) as { token: unknown }).token);
      return respond();
    }),
  );
  return tokens;
}

describe('AcceptInvitationPage (/convites/aceitar?token=…)', () => {
  it('says a link without a well-formed token is invalid, without asking the server', async () => {
    serveSession(null);
    const tokens = serveVerify(() => HttpResponse.json(INVITATION));
    renderPage('/convites/aceitar?token=curto');
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANIZATION_MESSAGES.inviteInvalid);
    expect(tokens).toHaveLength(0);
  });

  it("shows the server's message for a used or expired invitation", async () => {
    serveSession(null);
    serveVerify(() =>
      HttpResponse.json({ message: ORGANIZATION_MESSAGES.inviteInvalid }, { status: 404 }),
    );
    renderPage(`/convites/aceitar?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANIZATION_MESSAGES.inviteInvalid);
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
  });

  it('shows the organization, the role and the address while verifying, then the invitation', async () => {
    serveSession(null);
    const tokens = serveVerify(async () => {
      await delay(30);
      return HttpResponse.json(INVITATION);
    });
    renderPage(`/convites/aceitar?token=${TOKEN}`);
    expect(await screen.findByText('Verificando convite...')).toBeInTheDocument();
    expect(await screen.findByText('Acme Eventos')).toBeInTheDocument();
    expect(screen.getByText('Check-in')).toBeInTheDocument();
    expect(screen.getByText('davi@acme.com.br')).toBeInTheDocument();
    expect(
      screen.getByText('Ao aceitar, criamos sua conta com este e-mail e você entra nela.'),
    ).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
  });

  it('accepts signed out: the server signs the address in, the session is asked again, → /dashboard', async () => {
    let me: SessionUser | null = null;
    server.use(http.get(ME_PATH, () => HttpResponse.json({ user: me })));
    serveVerify(() => HttpResponse.json(INVITATION));
    const accepted: unknown[] = [];
    server.use(
      http.post(ACCEPT_PATH, async ({ request }) => {
        accepted.push(await request.json());
        me = member('checkin', { email: 'davi@acme.com.br', name: 'Davi Portaria' });
        return HttpResponse.json({
          organizacao: myOrganization({ papel: 'checkin' }),
          message: ORGANIZATION_MESSAGES.inviteAccepted,
        });
      }),
    );
    const user = renderPage(`/convites/aceitar?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Aceitar convite' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(await screen.findByText(ORGANIZATION_MESSAGES.inviteAccepted)).toBeInTheDocument();
    expect(accepted).toEqual([{ token: TOKEN }]);
    expect(localStorage.getItem('userRole')).toBe('admin');
  });

  it('tells a person signed in with another account which one joins, and shows a refusal', async () => {
    serveSession(sessionUser('user', { email: 'outra@exemplo.com.br' }));
    serveVerify(() => HttpResponse.json(INVITATION));
    server.use(
      http.post(ACCEPT_PATH, () =>
        HttpResponse.json(
          { message: 'Contas de afiliado não podem fazer parte de uma organização.' },
          { status: 409 },
        ),
      ),
    );
    const user = renderPage(`/convites/aceitar?token=${TOKEN}`);
    expect(await screen.findByText('outra@exemplo.com.br')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Contas de afiliado não podem fazer parte de uma organização.',
    );
    expect(currentPath()).toBe(`/convites/aceitar?token=${TOKEN}`);
  });

  it('asks an address whose account has a password to sign in first, and offers the way', async () => {
    serveSession(null);
    serveVerify(() => HttpResponse.json({ ...INVITATION, conta_existe: true }));
    const user = renderPage(`/convites/aceitar?token=${TOKEN}`);
    expect(await screen.findByText(ORGANIZATION_MESSAGES.signInToAccept)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Entrar para aceitar' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
  });
});
