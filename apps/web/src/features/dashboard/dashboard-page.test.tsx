import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
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
});
