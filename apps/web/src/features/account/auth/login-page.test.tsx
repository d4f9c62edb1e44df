import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  DEMO_ACCOUNTS,
  DEMO_ACCOUNTS_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  ME_PATH,
  REGISTER_PATH,
  renderWithSession,
  RESEND_CONFIRMATION_PATH,
  serveSession,
  sessionUser,
  TICKET_LINK_PATH,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { LoginPage } from './login-page';
import { holdAnswer } from './test/link-test-utils';

const HINT = 'Mínimo de 8 caracteres, incluindo uma letra maiúscula e um número';
const SIGNED_UP = {
  message: 'Cadastro realizado com sucesso!',
  detail:
    'Enviamos um link para o seu e-mail. Abra-o em até 24 horas para confirmar o cadastro e entrar.',
};

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

    it('says an unconfirmed e-mail is not confirmed, and sends the link again once asked', async () => {
      const notConfirmed =
        'Seu e-mail ainda não foi confirmado. Abra o link que enviamos para ele ou peça um novo link abaixo.';
      const asked: unknown[] = [];
      server.use(
        http.post(LOGIN_PATH, () => HttpResponse.json({ message: notConfirmed }, { status: 403 })),
        http.post(RESEND_CONFIRMATION_PATH, async ({ request }) => {
          asked.push(await request.json());
          return HttpResponse.json(
            {
              message: 'Verifique seu e-mail',
              detail:
                'Se este e-mail tiver um cadastro aguardando confirmação, enviamos um novo link. Ele vale por 24 horas.',
            },
            { status: 202 },
          );
        }),
      );
      const user = await visitorOnLogin();
      await user.type(screen.getByLabelText('E-mail'), ' nova@empresa.com ');
      await user.type(screen.getByLabelText('Senha'), 'Segura123');
      await user.click(loginButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(notConfirmed);
      expect(screen.queryByText('Falha no login. Verifique suas credenciais.')).toBeNull();
      expect(asked).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Reenviar link de confirmação' }));
      const note = (await screen.findByText('Verifique seu e-mail')).closest('[role="status"]')!;
      expect(note).toHaveTextContent('Verifique seu e-mail');
      expect(note).toHaveTextContent('enviamos um novo link. Ele vale por 24 horas.');
      await waitFor(() => expect(note).toHaveFocus());
      expect(asked).toEqual([{ email: 'nova@empresa.com' }]);
      expect(screen.queryByRole('button', { name: 'Reenviar link de confirmação' })).toBeNull();
      expect(currentPath()).toBe('/login');
    });

    it('says a refused re-send (429) in the server’s words, and offers no re-send for a wrong password', async () => {
      server.use(
        http.post(LOGIN_PATH, () =>
          HttpResponse.json(
            {
              message:
                'Seu e-mail ainda não foi confirmado. Abra o link que enviamos para ele ou peça um novo link abaixo.',
            },
            { status: 403 },
          ),
        ),
        http.post(RESEND_CONFIRMATION_PATH, () =>
          HttpResponse.json(
            { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
            { status: 429 },
          ),
        ),
      );
      const user = await visitorOnLogin();
      await user.type(screen.getByLabelText('E-mail'), 'nova@empresa.com');
      await user.type(screen.getByLabelText('Senha'), 'Segura123');
      await user.click(loginButton());
      await user.click(await screen.findByRole('button', { name: 'Reenviar link de confirmação' }));
      expect(
        await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Reenviar link de confirmação' })).toBeEnabled();

      // A wrong password says nothing about the account, and offers nothing to send.
      server.use(
        http.post(LOGIN_PATH, () =>
          HttpResponse.json(
            { message: 'Falha no login. Verifique suas credenciais.' },
            { status: 401 },
          ),
        ),
      );
      await user.type(screen.getByLabelText('Senha'), 'x');
      await user.click(loginButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Falha no login. Verifique suas credenciais.',
      );
      expect(screen.queryByRole('button', { name: 'Reenviar link de confirmação' })).toBeNull();
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

    it("shows every field's error at once, by the server's schema, before any call", async () => {
      let calls = 0;
      server.use(http.post(REGISTER_PATH, () => void (calls += 1)));
      const user = await onSignUp();
      await user.type(screen.getByLabelText('Nome'), 'A');
      await user.type(screen.getByLabelText('E-mail'), 'nova@');
      await user.type(screen.getByLabelText('Senha'), 'fraca');
      await user.click(signUpButton());
      expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription(
        'Informe seu nome completo.',
      );
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido');
      expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(HINT)).toHaveClass('text-red-700');
      expect(screen.getByLabelText('Nome')).toHaveFocus();
      expect(calls).toBe(0);

      // Fixing one field leaves the others' errors standing.
      await user.type(screen.getByLabelText('Nome'), 'na');
      expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido');
      expect(screen.getByText(HINT)).toHaveClass('text-red-700');
    });

    it("shows 'Criando conta...', then the toast, and sends the visitor to their mailbox", async () => {
      let body: unknown;
      const answer = holdAnswer();
      server.use(
        http.post(REGISTER_PATH, async ({ request }) => {
          body = await request.json();
          await answer.held;
          return HttpResponse.json(SIGNED_UP, { status: 202 });
        }),
      );
      const user = await onSignUp();
      await user.type(screen.getByLabelText('Nome'), ' Nova Pessoa ');
      await user.type(screen.getByLabelText('E-mail'), 'nova@empresa.com');
      await user.type(screen.getByLabelText('Senha'), 'Segura123');
      await user.click(signUpButton());
      expect(screen.getByRole('button', { name: 'Criando conta...' })).toBeDisabled();
      answer.release();
      expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
      expect(body).toEqual({
        name: 'Nova Pessoa',
        email: 'nova@empresa.com',
        password: 'Segura123',
      });

      // Not signed in: still on /login, back on 'Entrar', with what to do next.
      expect(currentPath()).toBe('/login');
      expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
      const note = within(screen.getByRole('tabpanel', { name: 'Entrar' })).getByRole('status');
      expect(note).toHaveTextContent('Verifique seu e-mail');
      expect(note).toHaveTextContent(SIGNED_UP.detail);
      expect(note).toHaveFocus();
      expect(screen.getByLabelText('E-mail')).toHaveValue('nova@empresa.com');
      expect(screen.getByLabelText('Senha')).toHaveValue('');
      expect(localStorage.getItem('user')).toBeNull();

      // The sign-up form starts afresh (the password is not kept).
      await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
      expect(screen.getByLabelText('Senha')).toHaveValue('');
    });

    it.each([
      [429, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
      [400, 'Informe seu nome completo.'],
    ])("shows the server's %i message", async (status, message) => {
      server.use(http.post(REGISTER_PATH, () => HttpResponse.json({ message }, { status })));
      const user = await onSignUp();
      // Valid in the browser (a one-letter name no longer reaches the server): its answer shows.
      await user.type(screen.getByLabelText('Nome'), 'Nova Pessoa');
      await user.type(screen.getByLabelText('E-mail'), 'nova@empresa.com');
      await user.type(screen.getByLabelText('Senha'), 'Segura123');
      await user.click(signUpButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(signUpButton()).toBeEnabled();
      expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    it('keeps what was typed when switching tabs', async () => {
      const user = await onSignUp();
      await user.type(screen.getByLabelText('Nome'), 'Nova Pessoa');
      await user.click(screen.getByRole('tab', { name: 'Entrar' }));
      await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
      expect(screen.getByLabelText('Nome')).toHaveValue('Nova Pessoa');
    });
  });

  it.each(['Google', 'Microsoft'])("answers %s with 'Recurso em desenvolvimento'", async (name) => {
    const user = await visitorOnLogin();
    await user.click(screen.getByRole('button', { name }));
    expect(await screen.findByText('Recurso em desenvolvimento')).toBeInTheDocument();
  });

  describe.each([
    {
      action: 'Esqueceu a senha?',
      path: FORGOT_PASSWORD_PATH,
      sent: {
        message: 'Verifique seu e-mail',
        detail:
          'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por 1 hora.',
      },
    },
    {
      action: 'Receber meus ingressos por e-mail',
      path: TICKET_LINK_PATH,
      sent: {
        message: 'Verifique seu e-mail',
        detail:
          'Se houver ingressos ou uma conta com este e-mail, enviamos um link de acesso aos seus ingressos. Ele vale por 30 minutos.',
      },
    },
  ])("'$action'", ({ action, path, sent }) => {
    async function openForm() {
      const user = await visitorOnLogin();
      await user.type(screen.getByLabelText('E-mail'), 'alguem@empresa.com');
      await user.click(screen.getByRole('button', { name: action }));
      return user;
    }
    const form = () => screen.getByRole('region', { name: action });
    const sendButton = () =>
      within(form()).getByRole('button', { name: /^(Enviar link|Enviando\.\.\.)$/ });

    it('takes the place of the login form, with the e-mail typed there, and goes back', async () => {
      const user = await openForm();
      expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
      const email = within(form()).getByLabelText('E-mail');
      expect(email).toHaveValue('alguem@empresa.com');
      expect(email).toHaveFocus();

      await user.clear(email);
      await user.type(email, 'outra@empresa.com');
      await user.click(screen.getByRole('button', { name: 'Voltar para o login' }));
      expect(loginButton()).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail')).toHaveValue('outra@empresa.com');
      expect(screen.getByRole('button', { name: action })).toHaveFocus();
    });

    it('sends the e-mail and shows the answer', async () => {
      let body: unknown;
      const answer = holdAnswer();
      server.use(
        http.post(path, async ({ request }) => {
          body = await request.json();
          await answer.held;
          return HttpResponse.json(sent, { status: 202 });
        }),
      );
      const user = await openForm();
      await user.click(sendButton());
      expect(sendButton()).toHaveTextContent('Enviando...');
      expect(sendButton()).toBeDisabled();
      answer.release();
      const note = await within(form()).findByRole('status');
      expect(note).toHaveTextContent(sent.message);
      expect(note).toHaveTextContent(sent.detail);
      expect(note).toHaveFocus();
      expect(body).toEqual({ email: 'alguem@empresa.com' });
      expect(currentPath()).toBe('/login');

      // Another address can be asked for.
      await user.click(screen.getByRole('button', { name: 'Enviar para outro e-mail' }));
      expect(within(form()).getByLabelText('E-mail')).toHaveValue('alguem@empresa.com');
    });

    it('asks for the e-mail before sending anything', async () => {
      let calls = 0;
      server.use(http.post(path, () => void (calls += 1)));
      const user = await visitorOnLogin();
      await user.click(screen.getByRole('button', { name: action }));
      await user.click(sendButton());
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        'Por favor, preencha todos os campos.',
      );
      expect(within(form()).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toBe(0);
    });

    it('marks the field with a 400, and says a 429', async () => {
      server.use(
        http.post(path, () => HttpResponse.json({ message: 'E-mail inválido' }, { status: 400 })),
      );
      const user = await openForm();
      await user.click(sendButton());
      expect(await within(form()).findByRole('alert')).toHaveTextContent('E-mail inválido');
      const email = within(form()).getByLabelText('E-mail');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveFocus();

      const tooMany = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
      server.use(http.post(path, () => HttpResponse.json({ message: tooMany }, { status: 429 })));
      await user.type(email, 'x');
      await user.click(sendButton());
      expect(await within(form()).findByRole('alert')).toHaveTextContent(tooMany);
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(sendButton()).toBeEnabled();
    });
  });

  describe('demo box', () => {
    it('is absent when the server is not in demo mode', async () => {
      await visitorOnLogin();
      // Give the (404) answer time to arrive.
      await delay(20);
      expect(screen.queryByRole('region', { name: 'Contas de demonstração' })).toBeNull();
    });

    it('lists each account by its role, a member by its role in the organization, and fills the login form in', async () => {
      const user = await visitorOnLogin({ demo: true });
      const box = await screen.findByRole('region', { name: 'Contas de demonstração' });
      const buttons = within(box).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual([
        'Operador da plataformaoperador@bilheteria.dev · senha Operador123',
        'Dono — Instituto Brasileiro de Gestão da Informaçãoadmin@bilheteria.dev · senha Admin123',
        'Check-in — Instituto Brasileiro de Gestão da Informaçãocheckin@bilheteria.dev · senha Checkin123',
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
      await user.click(within(box).getByRole('button', { name: /^Dono — / }));
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
