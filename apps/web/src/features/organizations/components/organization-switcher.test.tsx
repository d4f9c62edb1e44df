import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ME_PATH, renderWithSession } from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';
import { member, myOrganization, OTHER_ORG_ID } from '../test/organizations-test-api';
import { OrganizationSwitcher } from './organization-switcher';

const OTHER = myOrganization({
  id: OTHER_ORG_ID,
  nome: 'Beta Cursos ME',
  nome_publico: 'Beta Cursos',
  papel: 'financeiro',
  ativa: false,
});

describe('OrganizationSwitcher', () => {
  it('names the active organization and the role when there is only one', async () => {
    server.use(
      http.get(ME_PATH, () => HttpResponse.json({ user: member('gerente') })),
      http.get('/api/organizacoes/minhas', () =>
        HttpResponse.json({ organizacoes: [myOrganization({ papel: 'gerente' })] }),
      ),
    );
    renderWithSession(<OrganizationSwitcher />);
    expect(await screen.findByText('Acme Eventos')).toBeInTheDocument();
    expect(screen.getByText('· Gerente')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('switches to another organization: the server first, then the session', async () => {
    let me: SessionUser = member('dono');
    const switched: unknown[] = [];
    server.use(
      http.get(ME_PATH, () => HttpResponse.json({ user: me })),
      http.get('/api/organizacoes/minhas', () =>
        HttpResponse.json({ organizacoes: [myOrganization(), OTHER] }),
      ),
      http.put('/api/organizacoes/ativa', async ({ request }) => {
        switched.push(await request.json());
        me = member('financeiro', {
          organizacao: {
            id: OTHER_ORG_ID,
            nome_publico: 'Beta Cursos',
            papel: 'financeiro',
            status: 'aprovada',
            suporte: false,
          },
        });
        return HttpResponse.json({ organizacao: { ...OTHER, ativa: true } });
      }),
    );
    const user = userEvent.setup();
    renderWithSession(<OrganizationSwitcher />);
    const select = await screen.findByRole('combobox', { name: 'Organização' });
    expect(select).toHaveTextContent('Acme Eventos · Dono');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Beta Cursos · Financeiro' }));
    await waitFor(() => expect(select).toHaveTextContent('Beta Cursos · Financeiro'));
    expect(switched).toEqual([{ id: OTHER_ORG_ID }]);
  });
});
