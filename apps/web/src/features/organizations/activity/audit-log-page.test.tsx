import type { AuditEntry, AuditLogResponse } from '@bilheteria/domain/organization-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import { member, myOrganization, ORG_ID } from '../test/organizations-test-api';
import {
  AUDIT_LOG_CAPTION,
  AUDIT_LOG_EMPTY,
  AUDIT_LOG_FAILED,
  AUDIT_LOG_FORBIDDEN,
  AuditLogPage,
} from './audit-log-page';

const LOG_PATH = `/api/organizacoes/${ORG_ID}/atividades`;

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 'a-1',
    quando: '2026-03-05T17:30:00.000Z',
    quem: 'Ana Organizadora',
    email: 'admin@bilheteria.dev',
    suporte: false,
    acao: 'evento.publicacao',
    descricao: 'Alterou a publicação do evento',
    alvo: 'RPA Summit Brasil',
    ...overrides,
  };
}

/** The log answers page by page: `pages[antes ?? '']`; what `antes` each GET had is returned. */
function serveLog(pages: Record<string, AuditLogResponse | Response>) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(LOG_PATH, ({ request }) => {
      const before = new URL(request.url).searchParams.get('antes');
      asked.push(before);
      const page = pages[before ?? ''];
      if (page instanceof Response) return page;
      return HttpResponse.json(page ?? { atividades: [], proxima: null });
    }),
    http.get('/api/organizacoes/minhas', () =>
      HttpResponse.json({ organizacoes: [myOrganization()] }),
    ),
  );
  return asked;
}

function renderLog(session: SessionUser) {
  serveSession(session);
  const user = userEvent.setup();
  renderWithSession(
    <Routes>
      <Route path="/dashboard/atividade" element={<AuditLogPage />} />
    </Routes>,
    { route: '/dashboard/atividade' },
  );
  return user;
}

describe('AuditLogPage (/dashboard/atividade)', () => {
  it('lists who did what and when, marks support, loads older lines and links the CSV', async () => {
    const asked = serveLog({
      '': {
        atividades: [
          entry({}),
          entry({
            id: 'a-2',
            quem: 'Operador da Bilheteria',
            email: null,
            suporte: true,
            descricao: 'Entrou como suporte',
            alvo: null,
          }),
        ],
        proxima: 'cursor-2',
      },
      'cursor-2': {
        atividades: [
          entry({ id: 'a-3', descricao: 'Convidou uma pessoa', alvo: 'fin@acme.com.br' }),
        ],
        proxima: null,
      },
    });
    const user = renderLog(member('financeiro'));
    const table = await screen.findByRole('table', { name: AUDIT_LOG_CAPTION });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // 17:30 UTC is 14:30 in São Paulo.
    expect(within(rows[1]!).getByText('05 de Março, 2026 às 14:30')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('RPA Summit Brasil')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('(suporte)')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('(suporte)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      `${LOG_PATH}?formato=csv`,
    );

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(table).findByText('Convidou uma pessoa')).toBeInTheDocument();
    expect(asked).toEqual([null, 'cursor-2']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('says when nothing has happened yet', async () => {
    serveLog({ '': { atividades: [], proxima: null } });
    renderLog(member('dono'));
    expect(await screen.findByText(AUDIT_LOG_EMPTY)).toBeInTheDocument();
  });

  it('says when the log could not be loaded, and tries again', async () => {
    allowConsoleError(/Erro ao buscar a atividade/);
    const pages: Record<string, AuditLogResponse | Response> = {
      '': HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }),
    };
    serveLog(pages);
    const user = renderLog(member('dono'));
    expect(await screen.findByText(AUDIT_LOG_FAILED)).toBeInTheDocument();
    pages[''] = { atividades: [entry({})], proxima: null };
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: AUDIT_LOG_CAPTION })).toBeInTheDocument();
  });

  it('keeps the log from a Check-in member without asking for it', async () => {
    const asked = serveLog({});
    renderLog(member('checkin'));
    expect(await screen.findByText(AUDIT_LOG_FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
