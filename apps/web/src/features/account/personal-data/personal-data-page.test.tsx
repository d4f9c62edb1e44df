import { PERSONAL_DATA_MESSAGES } from '@bilheteria/domain/personal-data-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { PERSONAL_DATA_LOAD_FAILED, PersonalDataPage } from './personal-data-page';
import {
  account,
  personalData,
  serveErasureRequest,
  servePersonalData,
  servePersonalDataUpdate,
} from './test/personal-data-test-api';

function visit() {
  serveSession(sessionUser('user'));
  renderWithSession(<PersonalDataPage />, { route: '/minha-conta/dados' });
  return userEvent.setup();
}

const form = () => screen.getByRole('form', { name: 'Corrigir meus dados' });
const field = (label: string) => within(form()).getByLabelText(label);

describe('/minha-conta/dados', () => {
  it('says what we hold and offers it as JSON and PDF downloads', async () => {
    servePersonalData();
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
    const summary = await screen.findByRole('region', { name: 'O que guardamos sobre você' });
    expect(within(summary).getByText('Bruno Comprador')).toBeInTheDocument();
    expect(within(summary).getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(summary).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(summary).getByText('1 pedido')).toBeInTheDocument();
    expect(within(summary).getByText('2 ingressos')).toBeInTheDocument();
    expect(within(summary).getByText('1 e-mail')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Baixar meus dados' })).toHaveAttribute(
      'href',
      '/api/minha-conta/dados?download=1',
    );
    expect(within(summary).getByRole('link', { name: 'Baixar em PDF' })).toHaveAttribute(
      'href',
      '/api/minha-conta/dados.pdf',
    );
    await waitFor(() => expect(document.title).toBe('Meus dados | Bilheteria'));
  });

  it('says when nothing but the account is held, and what is not given', async () => {
    servePersonalData(() =>
      personalData({
        conta: account({ telefone: '', cpf: '', cidade: '', uf: '' }),
        pedidos: [],
        ingressos: [],
        emails: [],
      }),
    );
    visit();
    expect(
      await screen.findByText(/Ainda não há pedidos, ingressos ou e-mails em seu nome/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Não informado', { selector: 'dd' })).toHaveLength(4);
  });

  it('shows the loading state, then an error with a way to try again', async () => {
    allowConsoleError(/Erro ao buscar seus dados/);
    let fail = true;
    servePersonalData(() =>
      fail ? HttpResponse.json({ message: 'Erro interno' }, { status: 500 }) : personalData(),
    );
    const user = visit();
    expect(await screen.findByText('Carregando seus dados...')).toBeInTheDocument();
    expect(await screen.findByText(PERSONAL_DATA_LOAD_FAILED)).toHaveAttribute('role', 'alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('form', { name: 'Corrigir meus dados' })).toBeInTheDocument();
  });

  it("checks the correction in the browser: a field's error once left, every error on submit", async () => {
    servePersonalData();
    const sent = servePersonalDataUpdate();
    const user = visit();
    await screen.findByRole('form', { name: 'Corrigir meus dados' });

    await user.clear(field('Nome'));
    await user.tab();
    expect(await within(form()).findByText(PERSONAL_DATA_MESSAGES.nameRequired)).toBeVisible();
    expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Telefone'));
    await user.type(field('Telefone'), '1198');
    await user.clear(field('CPF'));
    await user.type(field('CPF'), '12345678900');
    expect(field('CPF')).toHaveValue('123.456.789-00');
    await user.click(within(form()).getByRole('button', { name: 'Salvar correções' }));

    expect(await within(form()).findByText(PERSONAL_DATA_MESSAGES.phoneInvalid)).toBeVisible();
    expect(within(form()).getByText(PERSONAL_DATA_MESSAGES.nameRequired)).toBeVisible();
    expect(field('CPF')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends the correction with the CPF in digits, and says so only once the server saved', async () => {
    servePersonalData();
    const sent = servePersonalDataUpdate(async (body) => {
      await delay(50);
      return HttpResponse.json(account(body));
    });
    const user = visit();
    await screen.findByRole('form', { name: 'Corrigir meus dados' });

    await user.clear(field('Nome'));
    await user.type(field('Nome'), 'Bruno C. Silva');
    await user.clear(field('Telefone'));
    await user.type(field('Telefone'), '2133334444');
    await user.clear(field('Cidade'));
    await user.type(field('Cidade'), 'Niterói');
    await user.selectOptions(field('Estado (UF)'), 'RJ');
    await user.click(within(form()).getByRole('button', { name: 'Salvar correções' }));
    expect(screen.queryByText(PERSONAL_DATA_MESSAGES.saved)).not.toBeInTheDocument();

    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        nome: 'Bruno C. Silva',
        telefone: '(21) 3333-4444',
        cpf: '52998224725',
        cidade: 'Niterói',
        uf: 'RJ',
      },
    ]);
    const summary = screen.getByRole('region', { name: 'O que guardamos sobre você' });
    expect(within(summary).getByText('Bruno C. Silva')).toBeInTheDocument();
  });

  it("puts the server's 400 under its field", async () => {
    servePersonalData();
    servePersonalDataUpdate(() =>
      HttpResponse.json(
        { message: 'Dados inválidos.', errors: [{ path: 'cpf', message: 'CPF inválido' }] },
        { status: 400 },
      ),
    );
    const user = visit();
    await screen.findByRole('form', { name: 'Corrigir meus dados' });
    await user.click(within(form()).getByRole('button', { name: 'Salvar correções' }));
    expect(await within(form()).findByText('CPF inválido')).toBeVisible();
    expect(field('CPF')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(PERSONAL_DATA_MESSAGES.saved)).not.toBeInTheDocument();
  });
});

describe("'Excluir minha conta'", () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    return screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
  }

  it('says what is erased and what is kept, then that the confirmation link was e-mailed', async () => {
    servePersonalData();
    const asked = serveErasureRequest();
    const user = visit();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent(/Apagamos:.*CPF/);
    expect(dialog).toHaveTextContent(/pedidos, os valores pagos e os registros fiscais/);
    expect(dialog).toHaveTextContent(/pseudônimo/);
    expect(asked.count).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar link de exclusão' }));
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.erasureRequested)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(asked.count).toBe(1);
  });

  it('lists the paid tickets for future events that stand in the way (409)', async () => {
    servePersonalData();
    serveErasureRequest(() =>
      HttpResponse.json(
        {
          message: PERSONAL_DATA_MESSAGES.erasureBlockedByTickets,
          ingressos: [
            { id: 't-1', evento: 'RPA Summit Brasil', data_evento: '2027-03-05T12:00:00.000Z' },
          ],
        },
        { status: 409 },
      ),
    );
    const user = visit();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar link de exclusão' }));
    const message = await screen.findByText(PERSONAL_DATA_MESSAGES.erasureBlockedByTickets);
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'RPA Summit Brasil' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
    expect(alert).toHaveTextContent('05 de Março, 2027');
  });

  it("says the server's refusal inside the dialog (the sole owner of an organization)", async () => {
    servePersonalData();
    serveErasureRequest(() =>
      HttpResponse.json({ message: PERSONAL_DATA_MESSAGES.soleOwnerCannotErase }, { status: 409 }),
    );
    const user = visit();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar link de exclusão' }));
    expect(
      await within(dialog).findByText(PERSONAL_DATA_MESSAGES.soleOwnerCannotErase),
    ).toBeVisible();
    // Esc leaves it, the focus back on the button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Excluir minha conta' })).toHaveFocus();
  });
});
