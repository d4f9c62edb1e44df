import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  FORGOT_PASSWORD_PATH,
  LINK_CHECK_PATH,
  LINK_PASSWORD_PATH,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { SetPasswordPage } from './set-password-page';
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

const HINT = 'Mínimo de 8 caracteres, incluindo uma letra maiúscula e um número';

function renderPage(options?: Parameters<typeof renderLinkPage>[2]) {
  serveSession(null);
  return renderLinkPage(<SetPasswordPage />, '/definir-senha', options);
}

const saveButton = () =>
  screen.getByRole('button', { name: /^(Salvar senha e entrar|Salvando\.\.\.)$/ });

async function fillPasswords(
  user: ReturnType<typeof renderPage>,
  password: string,
  again = password,
) {
  await user.type(await screen.findByLabelText('Nova senha'), password);
  await user.type(screen.getByLabelText('Confirme a nova senha'), again);
}

describe('SetPasswordPage', () => {
  it('checks the link, takes the token out of the address and asks for the password', async () => {
    const checks = serveLinkCheck(validLink('set-password'));
    renderPage();
    expect(screen.getByText('Verificando o link...')).toHaveAttribute('role', 'status');
    expect(heading()).toHaveTextContent('Definir senha');
    // The address no longer carries the token, before the answer arrives.
    await waitFor(() => expect(currentPath()).toBe('/definir-senha'));

    expect(await screen.findByLabelText('Nova senha')).toHaveAccessibleDescription(HINT);
    expect(heading()).toHaveTextContent('Defina sua senha');
    expect(screen.getByText('pessoa@empresa.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).not.toBeChecked();
    expect(checks).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(document.title).toBe('Definir senha | Bilheteria'));
  });

  it('sets the password, signs in, says so and goes where the server says', async () => {
    serveLinkCheck(validLink('set-password'));
    const owner = sessionUser('user', { name: 'Pessoa Participante' });
    let body: unknown;
    const answer = holdAnswer();
    server.use(
      http.post(LINK_PASSWORD_PATH, async ({ request }) => {
        body = await request.json();
        await answer.held;
        return HttpResponse.json({ user: owner, redirectTo: '/meus-ingressos' });
      }),
    );
    const user = renderPage();
    await fillPasswords(user, 'NovaSenha1');
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await user.click(saveButton());
    expect(saveButton()).toHaveTextContent('Salvando...');
    expect(saveButton()).toBeDisabled();
    answer.release();

    expect(await screen.findByText('Senha definida com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('outra página')).toBeInTheDocument();
    expect(currentPath()).toBe('/meus-ingressos');
    expect(body).toEqual({ token: TOKEN, password: 'NovaSenha1', remember: true });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(owner);
  });

  it("calls a reset 'Crie uma nova senha' and follows its /dashboard", async () => {
    serveLinkCheck(validLink('reset-password'));
    server.use(
      http.post(LINK_PASSWORD_PATH, () =>
        HttpResponse.json({ user: sessionUser('admin'), redirectTo: '/dashboard' }),
      ),
    );
    const user = renderPage();
    await fillPasswords(user, 'NovaSenha1');
    expect(heading()).toHaveTextContent('Crie uma nova senha');
    await user.click(saveButton());
    expect(await screen.findByText('outra página')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('enforces the rule and the confirmation before sending anything', async () => {
    serveLinkCheck(validLink('set-password'));
    let calls = 0;
    server.use(http.post(LINK_PASSWORD_PATH, () => void (calls += 1)));
    const user = renderPage();
    await screen.findByLabelText('Nova senha');

    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
    expect(screen.getByLabelText('Nova senha')).toHaveFocus();
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAttribute('aria-invalid', 'true');

    await fillPasswords(user, 'semmaiuscula1');
    await user.click(saveButton());
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nova senha')).toHaveFocus();
    expect(screen.getByText(HINT)).toHaveClass('text-red-700');

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'Semmaiuscula1');
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('As senhas não coincidem.');
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveFocus();
    expect(calls).toBe(0);
  });

  it.each(['invalid', 'expired', 'used'] as const)(
    'says a link that is %s, and offers a new one',
    async (status) => {
      serveLinkCheck(deadLink(status));
      let body: unknown;
      server.use(
        http.post(FORGOT_PASSWORD_PATH, async ({ request }) => {
          body = await request.json();
          return HttpResponse.json(
            { message: 'Verifique seu e-mail', detail: 'Se houver uma conta…' },
            { status: 202 },
          );
        }),
      );
      const user = renderPage();
      await findAlert(LINK_MESSAGES[status]);
      expect(screen.queryByLabelText('Nova senha')).toBeNull();
      const form = screen.getByRole('region', { name: 'Peça um novo link' });
      await user.type(within(form).getByLabelText('E-mail'), 'pessoa@empresa.com');
      await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
      expect(await within(form).findByRole('status')).toHaveTextContent('Verifique seu e-mail');
      expect(body).toEqual({ email: 'pessoa@empresa.com' });
      expect(currentPath()).toBe('/definir-senha');
    },
  );

  it('asks nothing of the server without a token', async () => {
    let checks = 0;
    server.use(http.post(LINK_CHECK_PATH, () => void (checks += 1)));
    renderPage({ token: null });
    await findAlert(LINK_MESSAGES.invalid);
    await delay(20);
    expect(checks).toBe(0);
  });

  it('treats a link of the other page (sign-in) as invalid here', async () => {
    serveLinkCheck(validLink('ticket-link'));
    renderPage();
    await findAlert(LINK_MESSAGES.invalid);
  });

  it('turns to a new link when the link dies before the password is saved', async () => {
    serveLinkCheck(validLink('set-password'));
    server.use(
      http.post(LINK_PASSWORD_PATH, () =>
        HttpResponse.json({ message: LINK_MESSAGES.used }, { status: 410 }),
      ),
    );
    const user = renderPage();
    await fillPasswords(user, 'NovaSenha1');
    await user.click(saveButton());
    await findAlert(LINK_MESSAGES.used);
    expect(screen.getByRole('region', { name: 'Peça um novo link' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the form on a 429, with the message', async () => {
    serveLinkCheck(validLink('set-password'));
    const tooMany = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
    server.use(
      http.post(LINK_PASSWORD_PATH, () => HttpResponse.json({ message: tooMany }, { status: 429 })),
    );
    const user = renderPage();
    await fillPasswords(user, 'NovaSenha1');
    await user.click(saveButton());
    await findAlert(tooMany);
    expect(saveButton()).toBeEnabled();
    expect(screen.getByLabelText('Nova senha')).toHaveValue('NovaSenha1');
  });

  it('offers to try again when the check could not be made', async () => {
    server.use(http.post(LINK_CHECK_PATH, () => HttpResponse.error(), { once: true }));
    const user = renderPage();
    await findAlert('Erro de conexão. Verifique sua internet e tente novamente.');
    serveLinkCheck(validLink('set-password'));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
  });
});
