import { ORGANIZATION_MESSAGES } from '@bilheteria/domain/organization-contract';
import { SETTLEMENT_MESSAGES } from '@bilheteria/domain/settlement-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  renderWithSession,
  serveSession,
  sessionOrganization,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { OperatorOrganizationsPage } from './operator-organizations-page';
import {
  APPROVED_ID,
  operatorOrganization,
  PENDING_ID,
  serveOperatorOrganizations,
  serveFee,
  serveReview,
  serveSupport,
} from './test/operator-test-api';

const operator = sessionUser('operador');

function visit(route = '/operador/organizacoes') {
  serveSession(operator);
  renderWithSession(
    <Routes>
      <Route path="/operador/organizacoes" element={<OperatorOrganizationsPage />} />
      <Route path="/dashboard" element={<p>painel da organização</p>} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

const card = (name: string) => screen.findByRole('article', { name });
const facts = (article: HTMLElement) =>
  within(article)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe("/operador/organizacoes, the operator's organizations (issue 28)", () => {
  it('opens on those waiting for approval, each with who it is, who runs it and its size', async () => {
    const asked = serveOperatorOrganizations();
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizações' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Organizações | Bilheteria'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Aguardando aprovação',
      'Aprovada',
      'Recusada',
    ]);
    expect(screen.getByRole('tab', { name: 'Aguardando aprovação' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const sul = await card('Sul Eventos');
    expect(within(sul).getByText('Eventos Corporativos do Sul Ltda.')).toBeVisible();
    expect(within(sul).getByText('Aguardando aprovação')).toBeVisible();
    expect(facts(sul)).toEqual([
      'CPF/CNPJ: 11.222.333/0001-81',
      'Contato: contato@suleventos.com.br(51) 98765-4321',
      'Dono: Helena Souzahelena@suleventos.com.br',
      'Eventos: 1 evento',
      'Membros: 3 membros',
      // São Paulo's day, not the UTC one (the tests run in Tokyo).
      'Criada em: 10 de Março, 2027',
    ]);
    expect(within(sul).getByRole('button', { name: 'Aprovar Sul Eventos' })).toBeEnabled();
    expect(within(sul).getByRole('button', { name: 'Recusar Sul Eventos' })).toBeEnabled();
    expect(
      within(sul).getByRole('button', { name: 'Entrar como suporte em Sul Eventos' }),
    ).toBeEnabled();
    expect(asked).toEqual(['pendente']);
  });

  it('says when no organization is waiting', async () => {
    serveOperatorOrganizations(() => []);
    visit();
    expect(
      await screen.findByText('Nenhuma organização aguardando aprovação.'),
    ).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    allowConsoleError(/Erro ao buscar organizações/);
    const user = visit();
    let failing = true;
    serveOperatorOrganizations(() => (failing ? null : [operatorOrganization()]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as organizações.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await card('Sul Eventos')).toBeInTheDocument();
  });

  it('shows another status from its tab, without the review buttons, with the refusal reason', async () => {
    const asked = serveOperatorOrganizations((status) =>
      status === 'recusada'
        ? [
            operatorOrganization({
              id: APPROVED_ID,
              status: 'recusada',
              motivo_recusa: 'CNPJ de outra empresa.',
            }),
          ]
        : [],
    );
    const user = visit();
    await screen.findByText('Nenhuma organização aguardando aprovação.');
    await user.click(screen.getByRole('tab', { name: 'Recusada' }));
    const sul = await card('Sul Eventos');
    expect(currentPath()).toBe('/operador/organizacoes?status=recusada');
    expect(facts(sul)).toContain('Motivo da recusa: CNPJ de outra empresa.');
    expect(within(sul).queryByRole('button', { name: /Aprovar/ })).toBeNull();
    expect(within(sul).queryByRole('button', { name: /Recusar/ })).toBeNull();
    expect(within(sul).getByRole('button', { name: /Entrar como suporte/ })).toBeInTheDocument();
    expect(asked).toEqual(['pendente', 'recusada']);
  });

  it('approves an organization, says so and asks the list again', async () => {
    let reviewed = false;
    const asked = serveOperatorOrganizations((status) =>
      status === 'pendente' && !reviewed ? [operatorOrganization()] : [],
    );
    const reviews = serveReview(() => {
      reviewed = true;
      return null;
    });
    const user = visit();
    await user.click(
      within(await card('Sul Eventos')).getByRole('button', { name: 'Aprovar Sul Eventos' }),
    );
    expect(await screen.findByText('Sul Eventos foi aprovada.')).toBeInTheDocument();
    expect(reviews).toEqual([{ id: PENDING_ID, body: { aprovada: true } }]);
    expect(
      await screen.findByText('Nenhuma organização aguardando aprovação.'),
    ).toBeInTheDocument();
    expect(asked).toEqual(['pendente', 'pendente']);
  });

  it('refuses only with a reason, asked for in a dialog', async () => {
    const reviews = serveReview();
    serveOperatorOrganizations();
    const user = visit();
    await user.click(
      within(await card('Sul Eventos')).getByRole('button', { name: 'Recusar Sul Eventos' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Recusar organização?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo da recusa' });

    // Nothing typed, then only spaces: refused here, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Recusar organização' }));
    expect(within(dialog).getByText(ORGANIZATION_MESSAGES.refusalReasonRequired)).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar organização' }));
    expect(within(dialog).getByText(ORGANIZATION_MESSAGES.refusalReasonRequired)).toBeVisible();
    expect(reviews).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  O CNPJ informado pertence a outra empresa. ');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar organização' }));
    expect(await screen.findByText('Sul Eventos foi recusada.')).toBeInTheDocument();
    expect(reviews).toEqual([
      {
        id: PENDING_ID,
        body: { aprovada: false, motivo: 'O CNPJ informado pertence a outra empresa.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("keeps the dialog open with the server's refusal", async () => {
    serveReview(() =>
      HttpResponse.json({ message: ORGANIZATION_MESSAGES.alreadyReviewed }, { status: 409 }),
    );
    serveOperatorOrganizations();
    const user = visit();
    await user.click(
      within(await card('Sul Eventos')).getByRole('button', { name: 'Recusar Sul Eventos' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'Documento inválido.');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar organização' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ORGANIZATION_MESSAGES.alreadyReviewed,
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('enters an organization as support, with the session asked again, and opens its dashboard', async () => {
    serveOperatorOrganizations();
    const organization = sessionOrganization({
      id: PENDING_ID,
      nome_publico: 'Sul Eventos',
      papel: 'gerente',
      status: 'pendente',
      suporte: true,
    });
    const log = serveSupport(organization);
    const user = visit();
    const button = within(await card('Sul Eventos')).getByRole('button', {
      name: 'Entrar como suporte em Sul Eventos',
    });
    serveSession({ ...operator, organizacao: organization });
    await user.click(button);
    expect(await screen.findByText('painel da organização')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(log).toEqual([`entrar ${PENDING_ID}`]);
  });

  describe("the platform's fee (issue 29)", () => {
    it("says each organization's fee, and sets it in 'Editar taxa' checked as the server does", async () => {
      serveOperatorOrganizations();
      const puts = serveFee();
      const user = visit();
      const sul = await card('Sul Eventos');
      expect(within(sul).getByText('Sem taxa')).toBeVisible();

      await user.click(within(sul).getByRole('button', { name: 'Editar taxa de Sul Eventos' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Taxa de Sul Eventos' });
      const percent = within(dialog).getByRole('textbox', { name: 'Percentual (%)' });
      const fixed = within(dialog).getByRole('textbox', { name: 'Valor fixo por ingresso (R$)' });
      expect(percent).toHaveValue('0');
      expect(fixed).toHaveValue('0,00');
      expect(
        within(dialog).getByRole('radio', { name: 'O organizador (descontada do repasse)' }),
      ).toBeChecked();

      // Past the contract's limits: said under each field, nothing sent.
      await user.clear(percent);
      await user.type(percent, '50,5');
      await user.clear(fixed);
      await user.type(fixed, '10001');
      expect(fixed).toHaveValue('100,01');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar taxa' }));
      expect(within(dialog).getByText(SETTLEMENT_MESSAGES.feePercentInvalid)).toBeVisible();
      expect(within(dialog).getByText(SETTLEMENT_MESSAGES.feeFixedInvalid)).toBeVisible();
      expect(percent).toHaveAttribute('aria-invalid', 'true');
      expect(percent).toHaveFocus();
      expect(puts).toEqual([]);

      // 7,5 % with a comma, R$ 1,00 typed as digits, paid by the buyer.
      await user.clear(percent);
      await user.type(percent, '7,5');
      expect(within(dialog).queryByText(SETTLEMENT_MESSAGES.feePercentInvalid)).toBeNull();
      await user.clear(fixed);
      await user.type(fixed, '100');
      expect(fixed).toHaveValue('1,00');
      await user.click(
        within(dialog).getByRole('radio', { name: 'O comprador (somada ao total)' }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Salvar taxa' }));

      expect(await screen.findByText(SETTLEMENT_MESSAGES.feeSaved)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(puts).toEqual([
        {
          id: PENDING_ID,
          body: { taxa_percentual: 7.5, taxa_fixa_centavos: 100, taxa_paga_pelo_comprador: true },
        },
      ]);
      expect(
        within(sul).getByText('Taxa: 7,5 % + R$ 1,00 por ingresso · paga pelo comprador'),
      ).toBeVisible();
    });

    it("keeps the dialog open with the server's refusal", async () => {
      serveOperatorOrganizations();
      serveFee(() =>
        HttpResponse.json({ message: SETTLEMENT_MESSAGES.organizationNotFound }, { status: 404 }),
      );
      const user = visit();
      await user.click(
        within(await card('Sul Eventos')).getByRole('button', {
          name: 'Editar taxa de Sul Eventos',
        }),
      );
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar taxa' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        SETTLEMENT_MESSAGES.organizationNotFound,
      );
    });
  });
});
