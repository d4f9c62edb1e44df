import { ORGANIZATION_MESSAGES } from '@bilheteria/domain/organization-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { renderWithSession, serveSession } from '@/lib/auth/test/auth-test-utils';
import { member, ORG_ID, serveTeam } from '../test/organizations-test-api';
import { MEMBERS_CAPTION } from './members-list';
import { INVITATIONS_CAPTION } from './invitations-list';
import { OWNER_ONLY_MESSAGE, TeamPage } from './team-page';

function renderTeam(session: SessionUser) {
  serveSession(session);
  const user = userEvent.setup();
  renderWithSession(
    <Routes>
      <Route path="/dashboard/equipe" element={<TeamPage />} />
    </Routes>,
    { route: '/dashboard/equipe' },
  );
  return user;
}

const membersTable = () => screen.findByRole('table', { name: MEMBERS_CAPTION });

/** The error a control points to with aria-describedby, or null. */
function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-erro'));
  return error?.textContent ?? null;
}

describe('TeamPage (/dashboard/equipe)', () => {
  it('shows the Dono the members, their roles and the pending invitations', async () => {
    serveTeam();
    renderTeam(member('dono'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipe' })).toBeInTheDocument();
    const rows = within(await membersTable()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Davi Portaria')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('davi@acme.com.br')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('combobox', { name: 'Papel de Davi Portaria' }),
    ).toHaveTextContent('Check-in');
    const invitations = screen.getByRole('table', { name: INVITATIONS_CAPTION });
    expect(within(invitations).getByText('fin@acme.com.br')).toBeInTheDocument();
    expect(within(invitations).getByText('Financeiro')).toBeInTheDocument();
    // Sent 17:30 UTC: 14:30 in São Paulo.
    expect(within(invitations).getByText('05 de Março, 2026 às 14:30')).toBeInTheDocument();
    // The same people as cards, for a phone.
    expect(screen.getByRole('list', { name: MEMBERS_CAPTION })).toBeInTheDocument();
  });

  it('invites a person with a role: checked first, then sent, and the team asked again', async () => {
    const requests = serveTeam();
    const user = renderTeam(member('dono'));
    const form = await screen.findByRole('form', { name: 'Convidar pessoa' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    const role = within(form).getByRole('combobox', { name: 'Papel' });

    await user.type(email, 'nao-e-email');
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(errorOf(email)).toBe(ORGANIZATION_MESSAGES.inviteEmailInvalid));
    expect(errorOf(role)).toBe(ORGANIZATION_MESSAGES.inviteRoleInvalid);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    // What each role may do is said beside the choice.
    expect(
      within(form).getByText('Apenas a portaria: links do leitor e ocupação ao vivo.'),
    ).toBeVisible();

    await user.clear(email);
    await user.type(email, 'Gil@Acme.com.br');
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Gerente' }));
    const gets = requests.filter((request) => request.method === 'GET').length;
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));

    expect(await screen.findByText('Convite enviado.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/organizacoes/${ORG_ID}/convites`,
        body: { email: 'gil@acme.com.br', papel: 'gerente' },
      },
    ]);
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(gets),
    );
    expect(email).toHaveValue('');
  });

  it("shows the server's refusal of an invitation (409)", async () => {
    serveTeam({
      respond: ({ method }) =>
        method === 'POST'
          ? HttpResponse.json({ message: ORGANIZATION_MESSAGES.alreadyMember }, { status: 409 })
          : undefined,
    });
    const user = renderTeam(member('dono'));
    const form = await screen.findByRole('form', { name: 'Convidar pessoa' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'davi@acme.com.br');
    await user.click(within(form).getByRole('combobox', { name: 'Papel' }));
    await user.click(await screen.findByRole('option', { name: 'Check-in' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(form).findByText(ORGANIZATION_MESSAGES.alreadyMember)).toBeInTheDocument();
  });

  it('removes a member only after the confirmation, and the row goes away', async () => {
    const requests = serveTeam();
    const user = renderTeam(member('dono'));
    const table = await membersTable();
    await user.click(within(table).getByRole('button', { name: 'Remover Davi Portaria' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remover Davi Portaria da equipe?',
    });
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText(ORGANIZATION_MESSAGES.memberRemoved)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/api/organizacoes/${ORG_ID}/membros/u-davi`, body: null },
    ]);
    await waitFor(() => expect(within(table).queryByText('Davi Portaria')).not.toBeInTheDocument());
  });

  it('keeps everything when the member is not removed: Cancelar, or the last Dono (409)', async () => {
    const requests = serveTeam({
      respond: ({ method }) =>
        method === 'DELETE'
          ? HttpResponse.json({ message: ORGANIZATION_MESSAGES.lastOwner }, { status: 409 })
          : undefined,
    });
    const user = renderTeam(member('dono'));
    const table = await membersTable();
    await user.click(within(table).getByRole('button', { name: 'Remover Ana Organizadora' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Remover Ana Organizadora' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText(ORGANIZATION_MESSAGES.lastOwner)).toBeInTheDocument();
    expect(within(table).getByText('Ana Organizadora')).toBeInTheDocument();
  });

  it('cancels a pending invitation', async () => {
    const requests = serveTeam();
    const user = renderTeam(member('dono'));
    await membersTable();
    const invitations = screen.getByRole('table', { name: INVITATIONS_CAPTION });
    await user.click(
      within(invitations).getByRole('button', { name: 'Cancelar convite de fin@acme.com.br' }),
    );
    expect(await screen.findByText('Convite cancelado.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/api/organizacoes/${ORG_ID}/convites/c-1`, body: null },
    ]);
  });

  it('tells any other role that only the Dono manages the team, and asks for no team data', async () => {
    const requests = serveTeam();
    renderTeam(member('gerente'));
    expect(await screen.findByText(OWNER_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Convidar pessoa' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
    // The organization's pages the role reaches: no 'Equipe' link for a Gerente.
    const nav = screen.getByRole('navigation', { name: 'Organização' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Atividade', 'Organização']);
  });
});
