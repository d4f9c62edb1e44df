import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { MyTicketsPage } from '../my-tickets-page';
import { past, serveMyCertificates, serveMyTickets, upcoming } from '../test/my-tickets-test-api';

function visit() {
  serveSession(sessionUser('user'));
  renderWithSession(<MyTicketsPage />, { route: '/meus-ingressos' });
}

const CERTIFICATE = {
  codigo: '7K3M-Q9XD-2HPA',
  ingresso_id: 't-3',
  evento: 'Fórum de IA Corporativa',
  emitido_em: '2026-01-12T22:00:00.000Z',
};

describe("/meus-ingressos: 'Baixar certificado' (issue 31)", () => {
  it('offers the certificate on the ticket that has one, and on no other', async () => {
    serveMyTickets(() => ({ eventos: [upcoming, past] }));
    const asked = serveMyCertificates(() => [CERTIFICATE]);
    visit();
    const forum = await screen.findByRole('region', { name: 'Fórum de IA Corporativa' });
    const [withCertificate, without] = within(forum).getAllByRole('article');
    const link = await within(withCertificate!).findByRole('link', { name: 'Baixar certificado' });
    expect(link).toHaveAttribute('href', '/api/minha-conta/certificados/7K3M-Q9XD-2HPA.pdf');
    expect(link).toHaveAttribute('download');
    expect(within(without!).queryByRole('link', { name: 'Baixar certificado' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Baixar certificado' })).toHaveLength(1);
    expect(asked.count).toBe(1);
  });

  it('shows none when there is no certificate', async () => {
    serveMyTickets(() => ({ eventos: [upcoming, past] }));
    const asked = serveMyCertificates(() => []);
    visit();
    await screen.findByRole('region', { name: 'Fórum de IA Corporativa' });
    await waitFor(() => expect(asked.count).toBe(1));
    expect(screen.queryByRole('link', { name: 'Baixar certificado' })).toBeNull();
  });

  it('does not ask while no event has begun', async () => {
    serveMyTickets(() => ({ eventos: [upcoming] }));
    const asked = serveMyCertificates(() => [CERTIFICATE]);
    visit();
    await screen.findByRole('region', { name: 'RPA Summit Brasil' });
    expect(asked.count).toBe(0);
    expect(screen.queryByRole('link', { name: 'Baixar certificado' })).toBeNull();
  });

  it('still shows the tickets when the certificates cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar certificados/);
    serveMyTickets(() => ({ eventos: [past] }));
    const asked = serveMyCertificates(() =>
      HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }),
    );
    visit();
    const forum = await screen.findByRole('region', { name: 'Fórum de IA Corporativa' });
    await waitFor(() => expect(asked.count).toBe(1));
    expect(within(forum).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Baixar certificado' })).toBeNull();
  });
});
