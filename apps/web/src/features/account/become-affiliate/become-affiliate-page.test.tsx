import type { AffiliateSignUpRequest } from '@bilheteria/domain/affiliate-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cameFrom,
  currentPath,
  ME_PATH,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { BecomeAffiliatePage } from './become-affiliate-page';
import { SIGN_UP_DRAFT_KEY } from './lib/sign-up-form';

const SIGN_UP_PATH = '/api/afiliados';

const regular = sessionUser('user', { name: 'Bruno Comprador', email: 'user@bilheteria.dev' });

function renderPage(session: SessionUser | null) {
  serveSession(session);
  const user = userEvent.setup();
  renderWithSession(
    <Routes>
      <Route path="/become-affiliate" element={<BecomeAffiliatePage />} />
      <Route path="/affiliate" element={<h1>Portal de Afiliados</h1>} />
      <Route path="/login" element={<h1>Entrar</h1>} />
    </Routes>,
    { route: '/become-affiliate' },
  );
  return user;
}

const form = () => screen.findByRole('form', { name: 'Cadastro de afiliado' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: /^(Quero ser afiliado|Enviando\.\.\.)$/ });

/** The error a control points to with aria-describedby, or null. */
function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-erro'));
  return error?.textContent ?? null;
}

async function type(user: UserEvent, name: string, value: string) {
  const input = textbox(name);
  await user.clear(input);
  await user.type(input, value);
}

async function fillValid(user: UserEvent, { email = true } = {}) {
  await type(user, 'Nome completo', 'Bruno Comprador da Silva');
  if (email) await type(user, 'E-mail', 'bruno@exemplo.com.br');
  await type(user, 'CPF', '52998224725');
  await type(user, 'Telefone', '11987654321');
  await type(user, 'Chave PIX', '52998224725');
}

/** POST /api/afiliados answers with `respond`; the bodies it got are in the returned list. */
function serveSignUp(respond: () => Response | Promise<Response>) {
  const bodies: AffiliateSignUpRequest[] = [];
  server.use(
    http.post(SIGN_UP_PATH, async ({ request }) => {
      bodies.push((await request.json()) as AffiliateSignUpRequest);
      return respond();
    }),
  );
  return bodies;
}

afterEach(() => sessionStorage.clear());

describe('BecomeAffiliatePage (spec §2 "Become affiliate", §5)', () => {
  it('shows the form with a back link to the home page', async () => {
    renderPage(null);
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Seja um Afiliado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe('Seja um Afiliado | Bilheteria');
    for (const name of ['Nome completo', 'E-mail', 'CPF', 'Telefone', 'Chave PIX']) {
      expect(textbox(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: /Chave PIX/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Conta bancária/ })).not.toBeChecked();
  });

  it('links to how the data is used, in a new tab so the form stays filled', async () => {
    renderPage(regular);
    const link = within(await form()).getByRole('link', { name: 'Como usamos seus dados' });
    expect(link).toHaveAttribute('href', '/privacidade');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows every §5 message under its field, wired to it, and sends nothing', async () => {
    const bodies = serveSignUp(() => HttpResponse.json({}, { status: 201 }));
    const user = renderPage(regular);
    await form();
    await user.clear(textbox('Nome completo'));
    await user.clear(textbox('E-mail'));
    await user.click(submit());

    const expected: [string, string][] = [
      ['Nome completo', 'Nome completo deve ter pelo menos 3 caracteres'],
      ['E-mail', 'E-mail inválido'],
      ['CPF', 'CPF inválido'],
      ['Telefone', 'Telefone inválido'],
      ['Chave PIX', 'Dados bancários são necessários para recebimento'],
    ];
    for (const [name, message] of expected) {
      await waitFor(() => expect(errorOf(textbox(name))).toBe(message));
      expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
    }
    // The first field in error takes the focus.
    expect(textbox('Nome completo')).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('masks CPF and phone as they are typed, and checks the CPF’s digits', async () => {
    const user = renderPage(regular);
    await form();
    await type(user, 'CPF', '52998224726');
    expect(textbox('CPF')).toHaveValue('529.982.247-26');
    await type(user, 'Telefone', '1198765');
    expect(textbox('Telefone')).toHaveValue('(11) 98765');
    await user.click(submit());
    await waitFor(() => expect(errorOf(textbox('CPF'))).toBe('CPF inválido'));
    expect(errorOf(textbox('Telefone'))).toBe('Telefone inválido');
    await type(user, 'CPF', '52998224725');
    await waitFor(() => expect(errorOf(textbox('CPF'))).toBeNull());
  });

  it('checks a PIX key as the kind of key chosen', async () => {
    const user = renderPage(regular);
    await form();
    await user.click(screen.getByRole('combobox', { name: 'Tipo de chave' }));
    await user.click(await screen.findByRole('option', { name: 'E-mail' }));
    await type(user, 'Chave PIX', '52998224725');
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(textbox('Chave PIX'))).toBe('Chave PIX inválida para o tipo escolhido'),
    );
  });

  it('takes a bank account instead: a known bank, the agency and the account’s digit', async () => {
    const user = renderPage(regular);
    await form();
    await user.click(screen.getByRole('radio', { name: /Conta bancária/ }));
    expect(screen.queryByRole('textbox', { name: 'Chave PIX' })).toBeNull();
    await type(user, 'Banco', '999');
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(textbox('Banco'))).toBe(
        'Banco não encontrado: informe o código de 3 dígitos (ex.: 001)',
      ),
    );
    await type(user, 'Banco', '001');
    expect(screen.getByText('Banco do Brasil S.A.')).toBeInTheDocument();
    await type(user, 'Agência', '1234');
    await type(user, 'Conta', '12345678');
    await type(user, 'Dígito', '0');
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(textbox('Conta'))).toBe('Conta ou dígito inválido para este banco'),
    );
    expect(errorOf(textbox('Banco'))).toBeNull();
    await type(user, 'Dígito', '9');
    await user.click(submit());
    await waitFor(() => expect(errorOf(textbox('Conta'))).toBeNull());
  });

  it('makes a signed-in user an affiliate: the code in a toast, the session asked again, → /affiliate', async () => {
    let me: SessionUser = regular;
    server.use(http.get(ME_PATH, () => HttpResponse.json({ user: me })));
    const bodies = serveSignUp(async () => {
      await delay(20);
      me = { ...regular, role: 'affiliate', affiliateCode: 'BRU1A2B3C' };
      return HttpResponse.json({ codigo: 'BRU1A2B3C', nome: 'Bruno Comprador' }, { status: 201 });
    });
    const user = userEvent.setup();
    renderWithSession(
      <Routes>
        <Route path="/become-affiliate" element={<BecomeAffiliatePage />} />
        <Route path="/affiliate" element={<h1>Portal de Afiliados</h1>} />
      </Routes>,
      { route: '/become-affiliate' },
    );
    await form();
    // The account's e-mail (and name) are filled in.
    expect(textbox('E-mail')).toHaveValue('user@bilheteria.dev');
    expect(textbox('Nome completo')).toHaveValue('Bruno Comprador');
    await fillValid(user, { email: false });
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal de Afiliados' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/affiliate');
    expect(await screen.findByText('Parabéns! Você agora é um afiliado.')).toBeInTheDocument();
    expect(screen.getByText('Seu código: BRU1A2B3C')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        fullName: 'Bruno Comprador da Silva',
        email: 'user@bilheteria.dev',
        cpf: '52998224725',
        phone: '11987654321',
        bankDetails: { tipo: 'pix', tipo_chave: 'cpf', chave: '52998224725' },
      },
    ]);
    // The spec's keys follow the session; the draft (CPF, bank details) is gone.
    expect(localStorage.getItem('userRole')).toBe('affiliate');
    expect(localStorage.getItem('affiliateCode')).toBe('BRU1A2B3C');
    expect(sessionStorage.getItem(SIGN_UP_DRAFT_KEY)).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('52998224725');
  });

  it("says 'Erro ao processar seu cadastro' when the server fails, and keeps the form", async () => {
    serveSignUp(() => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }));
    const user = renderPage(regular);
    await form();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Erro ao processar seu cadastro')).toBeInTheDocument();
    expect(screen.getByText('Por favor tente novamente mais tarde.')).toBeInTheDocument();
    expect(currentPath()).toBe('/become-affiliate');
    expect(submit()).toBeEnabled();
    expect(textbox('CPF')).toHaveValue('529.982.247-25');
  });

  it('says the same when the network fails', async () => {
    server.use(http.post(SIGN_UP_PATH, () => HttpResponse.error()));
    const user = renderPage(regular);
    await form();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Erro ao processar seu cadastro')).toBeInTheDocument();
  });

  it("shows the server's field errors (400) on the fields", async () => {
    serveSignUp(() =>
      HttpResponse.json(
        {
          message: 'Dados inválidos.',
          errors: [
            { path: 'phone', message: 'Telefone inválido' },
            { path: 'bankDetails', message: 'Dados bancários são necessários para recebimento' },
          ],
        },
        { status: 400 },
      ),
    );
    const user = renderPage(regular);
    await form();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(errorOf(textbox('Telefone'))).toBe('Telefone inválido'));
    expect(
      within(screen.getByRole('group', { name: 'Dados bancários' })).getByText(
        'Dados bancários são necessários para recebimento',
      ),
    ).toBeInTheDocument();
    expect(textbox('Telefone')).toHaveFocus();
  });

  it("shows a refusal (409) above the button: 'Você já é um afiliado.'", async () => {
    serveSignUp(() => HttpResponse.json({ message: 'Você já é um afiliado.' }, { status: 409 }));
    const user = renderPage(regular);
    await form();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já é um afiliado.');
    expect(currentPath()).toBe('/become-affiliate');
  });

  it('sends a visitor to /login first, keeping the filled form for this tab only', async () => {
    const bodies = serveSignUp(() => HttpResponse.json({}, { status: 201 }));
    const user = renderPage(null);
    await form();
    expect(screen.getByText(/você vai entrar na sua conta ou criar uma/)).toBeInTheDocument();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(cameFrom()).toBe('/become-affiliate');
    expect(
      await screen.findByText('Entre ou crie sua conta para concluir o cadastro.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    const draft = JSON.parse(sessionStorage.getItem(SIGN_UP_DRAFT_KEY)!);
    expect(draft).toMatchObject({ cpf: '529.982.247-25', email: 'bruno@exemplo.com.br' });
    expect(JSON.stringify(localStorage)).not.toContain('529.982.247-25');
  });

  it('comes back filled after signing in', async () => {
    sessionStorage.setItem(
      SIGN_UP_DRAFT_KEY,
      JSON.stringify({
        fullName: 'Bruno Comprador da Silva',
        email: 'bruno@exemplo.com.br',
        cpf: '529.982.247-25',
        phone: '(11) 98765-4321',
        bankDetails: { tipo: 'conta', tipo_chave: 'cpf', chave: '', banco: '001', agencia: '1234' },
      }),
    );
    renderPage(regular);
    await form();
    expect(screen.getByText(/Recuperamos os dados que você preencheu/)).toBeInTheDocument();
    expect(textbox('Nome completo')).toHaveValue('Bruno Comprador da Silva');
    expect(textbox('E-mail')).toHaveValue('bruno@exemplo.com.br');
    expect(textbox('CPF')).toHaveValue('529.982.247-25');
    expect(textbox('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByRole('radio', { name: /Conta bancária/ })).toBeChecked();
    expect(textbox('Banco')).toHaveValue('001');
    expect(textbox('Agência')).toHaveValue('1234');
  });

  it('sends an affiliate to the portal', async () => {
    renderPage(sessionUser('affiliate'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal de Afiliados' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/affiliate');
  });

  it('tells an organizer that their account cannot join', async () => {
    renderPage(sessionUser('admin'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Contas de organizador não podem se cadastrar como afiliado.',
    );
    expect(screen.queryByRole('form', { name: 'Cadastro de afiliado' })).toBeNull();
  });
});
