import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  DEMO_ACCOUNTS,
  DEMO_ACCOUNTS_PATH,
  LOGIN_PATH,
  ME_PATH,
  REGISTER_PATH,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { LoginPage } from './login-page';

const HINT = 'Mínimo de 8 caracteres, incluindo uma letra maiúscula e um número';

function renderLogin({
  demo = false,
  state,
}: { demo?: boolean; state?: { from: { pathname: string; search: string; hash: string } } } = {}) {
  server.use(
    http.get(DEMO_ACCOUNTS_PATH, () =>
      demo
        ? HttpResponse.json({ accounts: DEMO_ACCOUNTS })
        : HttpResponse.json({ message: 'Recurso não encontrado.' }, { status: 404 }),
    ),
  );
  renderWithSession(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>outra página</p>} />
    </Routes>,
    { route: { pathname: '/login', state } },
  );
  return userEvent.setup();
}

/** The page once the session is known (a visitor by default). */
async function visitorOnLogin(options: Parameters<typeof renderLogin>[0] = {}) {
  serveSession(null);
  const user = renderLogin(options);
  await screen.findByRole('heading', { level: 1, name: 'Entrar' });
  return user;
}

const loginButton = () => screen.getByRole('button', { name: /^(Entrar|Entrando\.\.\.)$/ });

describe('LoginPage', () => {
  it("has the spec's tabs, fields, 'Lembrar de mim' and other ways in", async () => {
    await visitorOnLogin();
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Esqueceu a senha?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microsoft' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar Evento' })).toHaveAttribute(
      'href',
      '/create-event',
    );
    expect(screen.getByRole('link', { name: 'Portal de Afiliados' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
    expect(screen.getByRole('link', { name: 'Voltar à Página Inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe('Entrar | Bilheteria'));
  });

  it("says 'Carregando...' while the session is being checked", async () => {
    server.use(
      http.get(ME_PATH, async () => {
        await delay(50);
        return HttpResponse.json({ user: null });
      }),
    );
    renderLogin();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('sends a signed-in user to /dashboard', async () => {
    serveSession(sessionUser('user'));
    renderLogin();
    expect(await screen.findByText('outra página')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  describe("'Entrar'", () => {
    it('asks for every field and sends nothing until they are filled', async () => {
      let calls = 0;
      server.use(http.post(LOGIN_PATH, () => void (calls += 1)));
      const user = await visitorOnLogin();
      await user.click(loginButton());
      expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('E-mail')).toHaveFocus();

      await user.type(screen.getByLabelText('E-mail'), '   ');
      await user.type(screen.getByLabelText('Senha'), 'Segura123');
      await user.click(loginButton());
      expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
      expect(screen.getByLabelText('Senha')).not.toHaveAttribute('aria-invalid');
      expect(calls).toBe(0);
    });

    it("shows 'Entrando...' while signing in, then the toast and /dashboard", async () => {
      let body: unknown;
      server.use(
        http.post(LOGIN_PATH, async ({ request }) => {
          body = await request.json();
          await delay(30);
          return HttpResponse.json({ user: sessionUser('admin') });
        }),
      );
      const user = await visitorOnLogin();
      await user.type(screen.getByLabelText('E-mail'), ' admin@bilheteria.dev ');
      await user.type(screen.getByLabelText('Senha'), 'Admin123');
      await user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
      await user.click(loginButton());

      expect(screen.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
      expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
      expect(await screen.findByText('outra página')).toBeInTheDocument();
      expect(currentPath()).toBe('/dashboard');
      expect(body).toEqual({ email: 'admin@bilheteria.dev', password: 'Admin123', remember: true });
    });

    it('goes back to the page a guard sent the user from', async () => {
      server.use(http.post(LOGIN_PATH, () => HttpResponse.json({ user: sessionUser('user') })));
      const user = await visitorOnLogin({
        state: { from: { pathname: '/events/abc', search: '?ref=ANA7K2P9', hash: '#ingressos' } },
      });
      await user.type(screen.getByLabelText('E-mail'), 'usuario@bilheteria.dev');
      await user.type(screen.getByLabelText('Senha'), 'Usuario123');
      await user.click(loginButton());
      expect(await screen.findByText('outra página')).toBeInTheDocument();
      expect(currentPath()).toBe('/events/abc?ref=ANA7K2P9');
    });

    it.each([
      [
        401,
        'Falha no login. Verifique suas credenciais.',
        'Falha no login. Verifique suas credenciais.',
      ],
      [401, 'qualquer outra coisa', 'Falha no login. Verifique suas credenciais.'],
      [
        429,
        'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
        'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      ],
      [400, 'E-mail inválido', 'E-mail inválido'],
    ])('shows a %i in the form (%s)', async (status, message, shown) => {
      server.use(http.post(LOGIN_PATH, () => HttpResponse.json({ message }, { status })));
      const user = await visitorOnLogin();
      await user.type(screen.getByLabelText('E-mail'), 'alguem@empresa.com');
      await user.type(screen.getByLabelText('Senha'), 'Errada123');
      await user.click(loginButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(loginButton()).toBeEnabled();
      expect(loginButton()).toHaveTextContent('Entrar');
      expect(currentPath()).toBe('/login');
    });

    it('says so when the server cannot be reached', async () => {
      server.use(http.post(LOGIN_PATH, () => HttpResponse.error()));
      const user = await visitorOnLogin();
      await user.type(screen.getByLabelText('E-mail'), 'alguem@empresa.com');
      await user.type(screen.getByLabelText('Senha'), 'Segura123');
      await user.click(loginButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Erro de conexão. Verifique sua internet e tente novamente.',
      );
    });

    it('shows and hides the password', async () => {
      const user = await visitorOnLogin();
      const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
      await user.click(toggle);
      expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'text');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await user.click(toggle);
      expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    });
  });

  describe("'Cadastrar'", () => {
    async function onSignUp() {
      const user = await visitorOnLogin();
      await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
      return user;
    }
    const signUpButton = () =>
      screen.getByRole('button', { name: /^(Criar conta|Criando conta\.\.\.)$/ });

    it('has name, e-mail and password with the hint', async () => {
      await onSignUp();
      expect(screen.getByLabelText('Nome')).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
      expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(HINT);
    });

    it('asks for every field', async () => {
      const user = await onSignUp();
      await user.type(screen.getByLabelText('E-mail'), 'nova@empresa.com');
      await user.click(signUpButton());
      expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
      expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Nome')).toHaveFocus();
    });

    it('enforces the hint: a weak password is refused before any call', async () => {
      let calls = 0;
      server.use(http.post(REGISTER_PATH, () => void (calls += 1)));
      const user = await onSignUp();
      await user.type(screen.getByLabelText('Nome'), 'Nova Pessoa');
      await user.type(screen.getByLabelText('E-mail'), 'nova@empresa.com');
      await user.type(screen.getByLabelText('Senha'), 'semmaiuscula1');
      await user.click(signUpButton());
      const password = screen.getByLabelText('Senha');
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveFocus();
      expect(password).toHaveAccessibleDescription(HINT);
      expect(screen.getByText(HINT)).toHaveClass('text-red-700');
      expect(calls).toBe(0);

      await user.type(password, 'A');
      expect(screen.getByText(HINT)).not.toHaveClass('text-red-700');
    });

    it("shows 'Criando conta...', then the toast, and signs the new account in", async () => {
      let body: unknown;
      server.use(
        http.post(REGISTER_PATH, async ({ request }) => {
          body = await request.json();
          await delay(30);
          return HttpResponse.json(
            { user: sessionUser('user', { name: 'Nova Pessoa' }) },
            { status: 201 },
          );
        }),
      );
      const user = await onSignUp();
      await user.type(screen.getByLabelText('Nome'), ' Nova Pessoa ');
      await user.type(screen.getByLabelText('E-mail'), 'nova@empresa.com');
      await user.type(screen.getByLabelText('Senha'), 'Segura123');
      await user.click(signUpButton());
      expect(screen.getByRole('button', { name: 'Criando conta...' })).toBeDisabled();
      expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
      expect(await screen.findByText('outra página')).toBeInTheDocument();
      expect(currentPath()).toBe('/dashboard');
      expect(body).toEqual({
        name: 'Nova Pessoa',
        email: 'nova@empresa.com',
        password: 'Segura123',
      });
      expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Nova Pessoa' });
    });

    it("shows the server's 409 message", async () => {
      const taken = 'Este e-mail já está cadastrado. Faça login ou use outro e-mail.';
      server.use(
        http.post(REGISTER_PATH, () => HttpResponse.json({ message: taken }, { status: 409 })),
      );
      const user = await onSignUp();
      await user.type(screen.getByLabelText('Nome'), 'Nova Pessoa');
      await user.type(screen.getByLabelText('E-mail'), 'admin@bilheteria.dev');
      await user.type(screen.getByLabelText('Senha'), 'Segura123');
      await user.click(signUpButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(taken);
      expect(signUpButton()).toBeEnabled();
    });

    it('keeps what was typed when switching tabs', async () => {
      const user = await onSignUp();
      await user.type(screen.getByLabelText('Nome'), 'Nova Pessoa');
      await user.click(screen.getByRole('tab', { name: 'Entrar' }));
      await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
      expect(screen.getByLabelText('Nome')).toHaveValue('Nova Pessoa');
    });
  });

  it.each(['Google', 'Microsoft', 'Esqueceu a senha?'])(
    "answers %s with 'Recurso em desenvolvimento'",
    async (name) => {
      const user = await visitorOnLogin();
      await user.click(screen.getByRole('button', { name }));
      expect(await screen.findByText('Recurso em desenvolvimento')).toBeInTheDocument();
    },
  );

  describe('demo box', () => {
    it('is absent when the server is not in demo mode', async () => {
      await visitorOnLogin();
      // Give the (404) answer time to arrive.
      await delay(20);
      expect(screen.queryByRole('region', { name: 'Contas de demonstração' })).toBeNull();
    });

    it('lists the three profiles and fills the login form in', async () => {
      const user = await visitorOnLogin({ demo: true });
      const box = await screen.findByRole('region', { name: 'Contas de demonstração' });
      const buttons = within(box).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual([
        'Administradoradmin@bilheteria.dev · senha Admin123',
        'Usuário Regularusuario@bilheteria.dev · senha Usuario123',
        'Afiliadoafiliado@bilheteria.dev · senha Afiliado123',
      ]);

      // From the other tab too: picking a profile brings the login form back, filled in.
      await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
      await user.click(within(box).getByRole('button', { name: /^Afiliado/ }));
      expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText('E-mail')).toHaveValue('afiliado@bilheteria.dev');
      expect(screen.getByLabelText('Senha')).toHaveValue('Afiliado123');
      expect(loginButton()).toHaveFocus();
    });

    it('signs in with the picked profile', async () => {
      let body: unknown;
      server.use(
        http.post(LOGIN_PATH, async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ user: sessionUser('admin') });
        }),
      );
      const user = await visitorOnLogin({ demo: true });
      const box = await screen.findByRole('region', { name: 'Contas de demonstração' });
      await user.click(within(box).getByRole('button', { name: /^Administrador/ }));
      await user.keyboard('{Enter}');
      expect(await screen.findByText('outra página')).toBeInTheDocument();
      expect(body).toEqual({
        email: 'admin@bilheteria.dev',
        password: 'Admin123',
        remember: false,
      });
    });
  });
});
