import type { SessionUser } from '@bilheteria/domain/auth-contract';
import {
  ORGANIZATION_MESSAGES,
  type CreateOrganizationRequest,
} from '@bilheteria/domain/organization-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  cameFrom,
  currentPath,
  ME_PATH,
  renderWithSession,
  serveSession,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { member, myOrganization } from '../test/organizations-test-api';
import { OrganizationSignUpPage } from './organization-sign-up-page';

const CREATE_PATH = '/api/organizacoes';
const regular = sessionUser('user', { name: 'Bruno Comprador', email: 'bruno@exemplo.com.br' });

function renderPage(session: SessionUser | null) {
  serveSession(session);
  const user = userEvent.setup();
  renderWithSession(
    <Routes>
      <Route path="/organizadores/cadastro" element={<OrganizationSignUpPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/login" element={<h1>Entrar na conta</h1>} />
    </Routes>,
    { route: '/organizadores/cadastro' },
  );
  return user;
}

const form = () => screen.findByRole('form', { name: 'Cadastro de organização' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const submit = () =>
  screen.getByRole('button', { name: /^(Cadastrar organização|Enviando\.\.\.)$/ });

/** The error a control points to with aria-describedby, or null. */
function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-erro'));
  return error?.textContent ?? null;
}

async function type(user: UserEvent, name: string, value: string) {
  await user.clear(textbox(name));
  await user.type(textbox(name), value);
}

async function fillValid(user: UserEvent) {
  await type(user, 'Nome (razão social ou nome completo)', 'Acme Eventos Ltda');
  await type(user, 'CPF ou CNPJ', '11222333000181');
  await type(user, 'Nome público', 'Acme Eventos');
  await type(user, 'E-mail de contato', 'contato@acme.com.br');
  await type(user, 'Telefone', '11987654321');
}

function serveCreate(respond: () => Response) {
  const bodies: CreateOrganizationRequest[] = [];
  server.use(
    http.post(CREATE_PATH, async ({ request }) => {
      bodies.push((await request.json()) as CreateOrganizationRequest);
      return respond();
    }),
  );
  return bodies;
}

describe('OrganizationSignUpPage (/organizadores/cadastro)', () => {
  it("offers a visitor 'Entrar' and 'Criar conta', both coming back here", async () => {
    const user = renderPage(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Venda ingressos na Bilheteria' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(currentPath()).toBe('/login');
    expect(cameFrom()).toBe('/organizadores/cadastro');
  });

  it('checks each field as it is left, with the messages of the shared schema', async () => {
    const bodies = serveCreate(() => HttpResponse.json({}, { status: 201 }));
    const user = renderPage(regular);
    await form();
    // The account's name and e-mail are the starting point.
    expect(textbox('E-mail de contato')).toHaveValue('bruno@exemplo.com.br');

    await type(user, 'CPF ou CNPJ', '11222333000180');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(textbox('CPF ou CNPJ'))).toBe(ORGANIZATION_MESSAGES.documentInvalid),
    );
    expect(textbox('CPF ou CNPJ')).toHaveValue('11.222.333/0001-80');
    expect(textbox('CPF ou CNPJ')).toHaveAttribute('aria-invalid', 'true');
    // Not yet visited: no message.
    expect(errorOf(textbox('Nome público'))).toBeNull();

    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(textbox('Nome público'))).toBe(ORGANIZATION_MESSAGES.publicNameRequired),
    );
    expect(errorOf(textbox('Telefone'))).toBe(ORGANIZATION_MESSAGES.phoneInvalid);
    expect(bodies).toHaveLength(0);

    // A CPF works as well, masked as one.
    await type(user, 'CPF ou CNPJ', '52998224725');
    expect(textbox('CPF ou CNPJ')).toHaveValue('529.982.247-25');
    await waitFor(() => expect(errorOf(textbox('CPF ou CNPJ'))).toBeNull());
  });

  it('links to how the data is used, in a new tab so the form stays filled', async () => {
    renderPage(regular);
    const link = within(await form()).getByRole('link', { name: 'Como usamos seus dados' });
    expect(link).toHaveAttribute('href', '/privacidade');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('wants the PIX key’s kind when a key is typed, and checks the key as that kind', async () => {
    const user = renderPage(regular);
    await form();
    await fillValid(user);
    await type(user, 'Chave PIX', 'contato@acme.com.br');
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(screen.getByRole('combobox', { name: 'Tipo de chave' }))).toBe(
        ORGANIZATION_MESSAGES.pixKeyTypeMissing,
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Tipo de chave' }));
    await user.click(await screen.findByRole('option', { name: 'CPF' }));
    await type(user, 'Chave PIX', '52998224726');
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(textbox('Chave PIX'))).toBe(ORGANIZATION_MESSAGES.pixKeyInvalid),
    );
  });

  it('creates the organization: toast, the session asked again, → /dashboard', async () => {
    let me: SessionUser = regular;
    let meCalls = 0;
    server.use(
      http.get(ME_PATH, () => {
        meCalls += 1;
        return HttpResponse.json({ user: me });
      }),
    );
    const bodies = serveCreate(() => {
      me = member('dono', { ...regular, role: 'admin' });
      return HttpResponse.json(
        {
          organizacao: myOrganization({ status: 'pendente' }),
          message: ORGANIZATION_MESSAGES.created,
        },
        { status: 201 },
      );
    });
    const user = userEvent.setup();
    renderWithSession(
      <Routes>
        <Route path="/organizadores/cadastro" element={<OrganizationSignUpPage />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>,
      { route: '/organizadores/cadastro' },
    );
    await form();
    await fillValid(user);
    await user.click(screen.getByRole('combobox', { name: 'Tipo de chave' }));
    await user.click(await screen.findByRole('option', { name: 'CNPJ' }));
    await type(user, 'Chave PIX', '11222333000181');
    await user.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(ORGANIZATION_MESSAGES.created)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        nome: 'Acme Eventos Ltda',
        documento: '11.222.333/0001-81',
        nome_publico: 'Acme Eventos',
        email_contato: 'contato@acme.com.br',
        telefone: '(11) 98765-4321',
        chave_pix_tipo: 'cnpj',
        chave_pix: '11.222.333/0001-81',
      },
    ]);
    expect(meCalls).toBe(2);
    expect(localStorage.getItem('userRole')).toBe('admin');
  });

  it("shows the server's 409 (an affiliate's account) and stays", async () => {
    serveCreate(() =>
      HttpResponse.json({ message: ORGANIZATION_MESSAGES.affiliateCannotJoin }, { status: 409 }),
    );
    const user = renderPage(sessionUser('affiliate'));
    await form();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ORGANIZATION_MESSAGES.affiliateCannotJoin,
    );
    expect(currentPath()).toBe('/organizadores/cadastro');
    expect(submit()).toBeEnabled();
  });
});
