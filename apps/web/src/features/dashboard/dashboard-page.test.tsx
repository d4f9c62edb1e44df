import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SALES_TABLE_CAPTION } from '@/components/affiliate-sales-list';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { sale, sales, serveSales } from '@/test/affiliate-test-api';
import { allowConsoleError } from '@/test/console-errors';
import { serveCheckInEvents } from './check-in/test/check-in-test-api';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage (first step)', () => {
  it.each([
    ['admin', 'Administrador', 'Criar Evento', '/create-event'],
    ['affiliate', 'Afiliado', 'Portal de Afiliados', '/affiliate'],
  ] as const)(
    "greets the %s by name and role and links the role's area",
    async (role, label, link, href) => {
      serveSession(sessionUser(role));
      serveCheckInEvents(() => ({ eventos: [] }));
      serveSales(sales({ vendas: [], total_vendas: 0 }));
      renderWithSession(<DashboardPage />);
      expect(
        await screen.findByRole('heading', { level: 1, name: `Olá, ${sessionUser(role).name}` }),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Perfil:/)).toHaveTextContent(`Perfil: ${label}`);
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
      expect(screen.getByText(/O painel completo/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Meus Ingressos' })).toHaveAttribute(
        'href',
        '/meus-ingressos',
      );
    },
  );

  it('gives a regular user the way to their tickets and to the events', async () => {
    serveSession(sessionUser('user'));
    renderWithSession(<DashboardPage />);
    await screen.findByRole('heading', { level: 1, name: 'Olá, Bruno Comprador' });
    expect(screen.getByText(/^Perfil:/)).toHaveTextContent('Perfil: Usuário Regular');
    expect(screen.getByRole('link', { name: 'Explorar Eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.getByRole('link', { name: 'Meus Ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
    expect(screen.queryByRole('link', { name: 'Criar Evento' })).toBeNull();
  });

  it("links an admin to the affiliates' payouts", async () => {
    serveSession(sessionUser('admin'));
    serveCheckInEvents(() => ({ eventos: [] }));
    renderWithSession(<DashboardPage />);
    expect(await screen.findByRole('link', { name: 'Repasses de afiliados' })).toHaveAttribute(
      'href',
      '/dashboard/repasses',
    );
    expect(screen.queryByRole('heading', { name: 'Minhas Vendas' })).toBeNull();
  });

  describe('Minhas Vendas (affiliates)', () => {
    it('lists the tickets sold through their links: event, date, commission and state', async () => {
      serveSession(sessionUser('affiliate'));
      serveSales();
      renderWithSession(<DashboardPage />);
      expect(await screen.findByRole('heading', { name: 'Minhas Vendas' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: SALES_TABLE_CAPTION });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Evento', 'Data', 'Comissão', 'Status']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
      ).toEqual([
        ['RPA Summit Brasil', '10 de Maio, 2026, 12:00', 'R$ 89,70', 'Pendente'],
        ['Fórum de IA Aplicada', '02 de Abril, 2026, 10:30', 'R$ 224,85', 'Pago'],
        ['RPA Summit Brasil', '01 de Abril, 2026, 10:30', 'R$ 89,70', 'Estornado'],
      ]);
      expect(screen.getByText('3 ingressos vendidos pelos seus links.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver no Portal de Afiliados' })).toHaveAttribute(
        'href',
        '/affiliate',
      );
    });

    it('says when nothing was sold yet', async () => {
      serveSession(sessionUser('affiliate'));
      serveSales(sales({ vendas: [], total_vendas: 0 }));
      renderWithSession(<DashboardPage />);
      expect(await screen.findByText('Nenhuma venda registrada ainda')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('offers to try again when the sales cannot be loaded', async () => {
      allowConsoleError(/Erro ao buscar vendas do afiliado/);
      serveSession(sessionUser('affiliate'));
      serveSales(() => HttpResponse.json({ message: 'Erro' }, { status: 500 }));
      renderWithSession(<DashboardPage />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Não foi possível carregar suas vendas.',
      );
      serveSales(sales({ vendas: [sale({ id: '0f0e0d0c-0b0a-4909-8807-060504030201' })] }));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByRole('table', { name: SALES_TABLE_CAPTION })).toBeInTheDocument();
    });
  });
});
