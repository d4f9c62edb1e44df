import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { allowConsoleError, loggedErrors } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import { useAuth, type Auth } from './auth-provider';
import {
  currentPath,
  LINK_PASSWORD_PATH,
  LINK_SIGN_IN_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  ME_PATH,
  renderWithSession,
  serveSession,
  sessionUser,
} from './test/auth-test-utils';

let auth: Auth;

/** Shows the session as text and hands the test the context's functions. */
function SessionProbe() {
  const current = useAuth();
  useEffect(() => {
    auth = current;
  });
  return (
    <p data-testid="session">
      {current.status}:{current.user?.name ?? '-'}
    </p>
  );
}

const session = () => screen.getByTestId('session').textContent;
const stored = () => ({
  user: localStorage.getItem('user'),
  userRole: localStorage.getItem('userRole'),
  affiliateCode: localStorage.getItem('affiliateCode'),
});

describe('AuthProvider', () => {
  it('asks the server who is signed in and mirrors the answer into storage', async () => {
    const affiliate = sessionUser('affiliate');
    serveSession(affiliate);
    renderWithSession(<SessionProbe />);
    expect(session()).toBe('loading:-');
    await waitFor(() => expect(session()).toBe('signedIn:Caio Afiliado'));
    expect(stored()).toEqual({
      user: JSON.stringify(affiliate),
      userRole: 'affiliate',
      affiliateCode: 'CAI7K2P9',
    });
  });

  it('asks nothing on a door scanner page, which has no account and may have no network', async () => {
    let asked = false;
    server.use(
      http.get(ME_PATH, () => {
        asked = true;
        return HttpResponse.json({ user: sessionUser('admin') });
      }),
    );
    window.history.pushState({}, '', '/check-in/token-do-portao');
    try {
      renderWithSession(<SessionProbe />);
      await waitFor(() => expect(session()).toBe('signedOut:-'));
      expect(asked).toBe(false);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('sends the cookie with the question (same-origin credentials)', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(ME_PATH, ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ user: null });
      }),
    );
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signedOut:-'));
    expect(credentials).toBe('same-origin');
  });

  it('lets the server win: a visitor keeps no stored user or role (the affiliate code stays)', async () => {
    localStorage.setItem('user', JSON.stringify(sessionUser('admin')));
    localStorage.setItem('userRole', 'admin');
    localStorage.setItem('affiliateCode', 'OLD7K2P9');
    serveSession(null);
    renderWithSession(<SessionProbe />);
    // Until the server answers, the stored user is shown (not trusted: status stays loading).
    expect(session()).toBe('loading:Ana Organizadora');
    await waitFor(() => expect(session()).toBe('signedOut:-'));
    expect(stored()).toEqual({ user: null, userRole: null, affiliateCode: 'OLD7K2P9' });
  });

  it('replaces an edited role in storage with the one the server knows', async () => {
    const user = sessionUser('user');
    localStorage.setItem('user', JSON.stringify({ ...user, role: 'admin' }));
    localStorage.setItem('userRole', 'admin');
    serveSession(user);
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signedIn:Bruno Comprador'));
    expect(auth.user?.role).toBe('user');
    expect(stored()).toEqual({ user: JSON.stringify(user), userRole: 'user', affiliateCode: null });
  });

  it.each([
    ['not JSON', '{"name": "Ana"'],
    ['not a user', '"texto"'],
  ])('discards a corrupt stored user (%s) and logs it', async (_, corrupt) => {
    allowConsoleError(/Erro ao processar dados do usuário/);
    localStorage.setItem('user', corrupt);
    serveSession(null);
    renderWithSession(<SessionProbe />);
    expect(loggedErrors()).toEqual([expect.stringMatching(/^Erro ao processar dados do usuário/)]);
    expect(localStorage.getItem('user')).toBeNull();
    expect(session()).toBe('loading:-');
    await waitFor(() => expect(session()).toBe('signedOut:-'));
  });

  it('treats an unreachable server as signed out, logging it and keeping storage', async () => {
    allowConsoleError(/Erro ao verificar a sessão/);
    localStorage.setItem('user', JSON.stringify(sessionUser('user')));
    server.use(http.get(ME_PATH, () => HttpResponse.json({ message: 'x' }, { status: 503 })));
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signedOut:-'));
    expect(loggedErrors()).toEqual([expect.stringMatching(/^Erro ao verificar a sessão/)]);
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('throws when useAuth is used outside the provider', () => {
    allowConsoleError(/useAuth deve ser usado dentro de um AuthProvider/);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth deve ser usado dentro de um AuthProvider',
    );
  });

  it('logs in once (no retry), stores the user and remembers the choice', async () => {
    serveSession(null);
    const bodies: unknown[] = [];
    const admin = sessionUser('admin');
    server.use(
      http.post(LOGIN_PATH, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: admin });
      }),
    );
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signedOut:-'));

    await act(() =>
      expect(auth.login('admin@bilheteria.dev', 'Admin123', true)).resolves.toEqual(admin),
    );
    await waitFor(() => expect(session()).toBe('signedIn:Ana Organizadora'));
    expect(bodies).toEqual([
      { email: 'admin@bilheteria.dev', password: 'Admin123', remember: true },
    ]);
    expect(stored().userRole).toBe('admin');
  });

  it("rejects a failed login with the server's status and message, sent once", async () => {
    serveSession(null);
    let calls = 0;
    server.use(
      http.post(LOGIN_PATH, () => {
        calls += 1;
        return HttpResponse.json(
          { message: 'Falha no login. Verifique suas credenciais.' },
          { status: 401 },
        );
      }),
    );
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signedOut:-'));
    const failure = auth.login('a@b.com', 'Errada123', false);
    await act(() => expect(failure).rejects.toBeInstanceOf(ApiError));
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Falha no login. Verifique suas credenciais.',
    });
    expect(calls).toBe(1);
    expect(session()).toBe('signedOut:-');
  });

  it('signs in with an e-mailed link, with or without a new password', async () => {
    serveSession(null);
    const owner = sessionUser('user', { name: 'Pessoa do Link' });
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post(LINK_SIGN_IN_PATH, async ({ request }) => {
        bodies.signIn = await request.json();
        return HttpResponse.json({ user: owner, redirectTo: '/meus-ingressos' });
      }),
      http.post(LINK_PASSWORD_PATH, async ({ request }) => {
        bodies.password = await request.json();
        return HttpResponse.json({ user: owner, redirectTo: '/dashboard' });
      }),
    );
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signedOut:-'));

    const token = 'a'.repeat(43);
    await expect(act(() => auth.signInWithLink({ token }))).resolves.toEqual({
      user: owner,
      redirectTo: '/meus-ingressos',
    });
    await waitFor(() => expect(session()).toBe('signedIn:Pessoa do Link'));
    expect(JSON.parse(stored().user!)).toEqual(owner);

    await act(() => auth.signInWithLink({ token, password: 'Segura123', remember: true }));
    expect(bodies).toEqual({
      signIn: { token, remember: false },
      password: { token, password: 'Segura123', remember: true },
    });
  });

  it('stays signed out when a link is refused', async () => {
    serveSession(null);
    server.use(
      http.post(LINK_SIGN_IN_PATH, () =>
        HttpResponse.json({ message: 'Este link expirou. Peça um novo link.' }, { status: 410 }),
      ),
    );
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signedOut:-'));
    const failure = auth.signInWithLink({ token: 'b'.repeat(43) });
    await act(() => expect(failure).rejects.toMatchObject({ status: 410 }));
    expect(session()).toBe('signedOut:-');
    expect(stored().user).toBeNull();
  });

  it('logs out on the server, forgets the user and role here (not the affiliate code), goes to /', async () => {
    serveSession(sessionUser('affiliate'));
    let loggedOut = false;
    server.use(
      http.post(LOGOUT_PATH, () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithSession(<SessionProbe />, { route: '/dashboard' });
    await waitFor(() => expect(session()).toBe('signedIn:Caio Afiliado'));

    await act(() => auth.logout());
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(loggedOut).toBe(true);
    expect(session()).toBe('signedOut:-');
    // Spec §4: logout clears the stored user and role, not the affiliate code.
    expect(stored()).toEqual({ user: null, userRole: null, affiliateCode: 'CAI7K2P9' });
  });

  it('stays signed in and says why when the logout fails', async () => {
    serveSession(sessionUser('user'));
    server.use(
      http.post(LOGOUT_PATH, async () => {
        await delay(10);
        return HttpResponse.json(
          { message: 'Serviço temporariamente indisponível.' },
          { status: 503 },
        );
      }),
    );
    renderWithSession(<SessionProbe />, { route: '/dashboard' });
    await waitFor(() => expect(session()).toBe('signedIn:Bruno Comprador'));
    await act(() => auth.logout());
    expect(await screen.findByText('Serviço temporariamente indisponível.')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(session()).toBe('signedIn:Bruno Comprador');
    expect(stored().user).not.toBeNull();
  });

  it('asks the server again on refresh (an affiliate sign-up changed the role) and mirrors it', async () => {
    const user = sessionUser('user', { name: 'Caio Afiliado' });
    let me = user;
    server.use(http.get(ME_PATH, () => HttpResponse.json({ user: me })));
    renderWithSession(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signedIn:Caio Afiliado'));
    expect(stored().userRole).toBe('user');

    me = { ...user, role: 'affiliate', affiliateCode: 'CAI7K2P9' };
    await act(async () => {
      await expect(auth.refresh()).resolves.toEqual(me);
    });
    expect(stored()).toEqual({
      user: JSON.stringify(me),
      userRole: 'affiliate',
      affiliateCode: 'CAI7K2P9',
    });
  });
});
