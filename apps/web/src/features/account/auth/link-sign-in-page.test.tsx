import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  FORGOT_PASSWORD_PATH,
  LINK_SIGN_IN_PATH,
  serveSession,
  sessionUser,
  TICKET_LINK_PATH,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { LinkSignInPage } from './link-sign-in-page';
import {
  deadLink,
  findAlert,
  heading,
  holdAnswer,
  LINK_MESSAGES,
  renderLinkPage,
  serveLinkCheck,
  TOKEN,
  validLink,
} from './test/link-test-utils';

function renderPage({
  signedIn = null,
}: { signedIn?: ReturnType<typeof sessionUser> | null } = {}) {
  serveSession(signedIn);
  return renderLinkPage(<LinkSignInPage />, '/entrar-por-link');
}

const signInButton = () => screen.getByRole('button', { name: /^(Entrar|Entrando\.\.\.)$/ });
const SENT = { message: 'Verifique seu e-mail', detail: 'Se houver…' };

describe('LinkSignInPage', () => {
  it("opens the order an order e-mail's link is about, signed in on this device", async () => {
    serveLinkCheck(validLink('order-link'));
    const orderPage = '/confirmacao?pedido=3c9f1b2a-7d4e-4f60-9a8b-1c2d3e4f5a6b';
    server.use(
      http.post(LINK_SIGN_IN_PATH, () =>
        HttpResponse.json({ user: sessionUser('user'), redirectTo: orderPage }),
      ),
    );
    const user = renderPage();
    await screen.findByRole('button', { name: 'Entrar' });
    expect(heading()).toHaveTextContent('Acessar meu pedido');
    expect(screen.getByText('Entre para ver o pedido feito com este e-mail:')).toBeVisible();
    await user.click(signInButton());
    await waitFor(() => expect(currentPath()).toBe(orderPage));
  });

  it('a link already used (a forwarded e-mail) asks for a new link or the password', async () => {
    serveLinkCheck(deadLink('used'));
    renderPage();
    expect(await findAlert(LINK_MESSAGES.used)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Entrar com e-mail e senha' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("uses the link only when 'Entrar' is pressed, then goes where the server says", async () => {
    const checks = serveLinkCheck(validLink('confirm-signup'));
    const bodies: unknown[] = [];
    const answer = holdAnswer();
    server.use(
      http.post(LINK_SIGN_IN_PATH, async ({ request }) => {
        bodies.push(await request.json());
        await answer.held;
        return HttpResponse.json({
          user: sessionUser('user', { name: 'Nova Pessoa' }),
          redirectTo: '/dashboard',
        });
      }),
    );
    const user = renderPage();
    expect(screen.getByText('Verificando o link...')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(currentPath()).toBe('/entrar-por-link'));
    await screen.findByRole('button', { name: 'Entrar' });
    expect(heading()).toHaveTextContent('Confirmar cadastro');
    expect(screen.getByText('pessoa@empresa.com')).toBeInTheDocument();
    expect(checks).toEqual([{ token: TOKEN }]);
    // Opening the page (as a mail scanner would) used nothing.
    await delay(20);
    expect(bodies).toEqual([]);

    await user.click(signInButton());
    expect(signInButton()).toHaveTextContent('Entrando...');
    expect(signInButton()).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('outra página')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(bodies).toEqual([{ token: TOKEN, remember: false }]);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Nova Pessoa' });
    await waitFor(() => expect(document.title).toBe('Entrar por link | Bilheteria'));
  });

  it("opens Meus Ingressos with a ticket link, 'Lembrar de mim' if asked", async () => {
    serveLinkCheck(validLink('ticket-link'));
    let body: unknown;
    server.use(
      http.post(LINK_SIGN_IN_PATH, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: sessionUser('user'), redirectTo: '/meus-ingressos' });
      }),
    );
    const user = renderPage();
    await screen.findByRole('button', { name: 'Entrar' });
    expect(heading()).toHaveTextContent('Acessar meus ingressos');
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await user.click(signInButton());
    expect(await screen.findByText('outra página')).toBeInTheDocument();
    expect(currentPath()).toBe('/meus-ingressos');
    expect(body).toEqual({ token: TOKEN, remember: true });
  });

  it('warns that the link changes the account when someone else is signed in', async () => {
    serveLinkCheck(validLink('ticket-link'));
    renderPage({ signedIn: sessionUser('admin') });
    expect(await screen.findByText(/Você está conectado como/)).toHaveTextContent(
      'Você está conectado como admin@bilheteria.dev. Ao entrar, passará a usar a conta pessoa@empresa.com.',
    );
  });

  it.each(['invalid', 'expired', 'used'] as const)(
    'says a link that is %s, and offers a new one of either kind',
    async (status) => {
      serveLinkCheck(deadLink(status));
      const asked: string[] = [];
      server.use(
        http.post(TICKET_LINK_PATH, () => {
          asked.push('ticket-link');
          return HttpResponse.json(SENT, { status: 202 });
        }),
        http.post(FORGOT_PASSWORD_PATH, () => {
          asked.push('forgot-password');
          return HttpResponse.json(SENT, { status: 202 });
        }),
      );
      const user = renderPage();
      await findAlert(LINK_MESSAGES[status]);
      expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
      let form = screen.getByRole('region', { name: 'Peça um novo link' });
      await user.type(within(form).getByLabelText('E-mail'), 'pessoa@empresa.com');
      await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
      expect(await within(form).findByRole('status')).toHaveTextContent('Verifique seu e-mail');

      await user.click(screen.getByRole('button', { name: 'Criar uma nova senha' }));
      form = screen.getByRole('region', { name: 'Peça um novo link' });
      const email = within(form).getByLabelText('E-mail');
      expect(email).toHaveFocus();
      expect(email).toHaveValue('pessoa@empresa.com');
      await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
      expect(await within(form).findByRole('status')).toBeInTheDocument();
      expect(asked).toEqual(['ticket-link', 'forgot-password']);
    },
  );

  it('treats a password link as invalid here', async () => {
    serveLinkCheck(validLink('reset-password'));
    renderPage();
    await findAlert(LINK_MESSAGES.invalid);
  });

  it('turns to a new link when the link was used meanwhile (410)', async () => {
    serveLinkCheck(validLink('ticket-link'));
    server.use(
      http.post(LINK_SIGN_IN_PATH, () =>
        HttpResponse.json({ message: LINK_MESSAGES.used }, { status: 410 }),
      ),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    await findAlert(LINK_MESSAGES.used);
    expect(heading()).toHaveTextContent('Entrar por link');
    expect(screen.getByRole('region', { name: 'Peça um novo link' })).toBeInTheDocument();
  });

  it('says a 429 and lets the visitor try again', async () => {
    serveLinkCheck(validLink('ticket-link'));
    const tooMany = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
    server.use(
      http.post(LINK_SIGN_IN_PATH, () => HttpResponse.json({ message: tooMany }, { status: 429 })),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    await findAlert(tooMany);
    expect(signInButton()).toBeEnabled();
  });
});
