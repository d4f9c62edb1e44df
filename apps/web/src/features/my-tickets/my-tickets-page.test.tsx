import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { MyTicketsPage } from './my-tickets-page';
import { past, serveMyTickets, upcoming } from './test/my-tickets-test-api';

function visit() {
  serveSession(sessionUser('user'));
  renderWithSession(<MyTicketsPage />, { route: '/meus-ingressos' });
}

const eventSection = (title: string) => screen.findByRole('region', { name: title });

describe('/meus-ingressos (issue 14)', () => {
  it('lists the tickets by event, upcoming first, each with its QR, code, order, status and e-mail', async () => {
    serveMyTickets(() => ({ eventos: [upcoming, past] }));
    visit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meus Ingressos' }),
    ).toBeInTheDocument();
    const rpa = await eventSection('RPA Summit Brasil');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['RPA Summit Brasil', 'Fórum de IA Corporativa']);
    expect(rpa).toHaveTextContent('05 de Março, 2027');
    expect(rpa).toHaveTextContent('09:00 - 18:00');
    expect(rpa).toHaveTextContent('Centro de Convenções Frei Caneca · São Paulo');
    expect(within(rpa).queryByText('Encerrado')).toBeNull();
    expect(within(rpa).getByRole('link', { name: 'RPA Summit Brasil' })).toHaveAttribute(
      'href',
      '/events/e-rpa',
    );

    const [first, second] = within(rpa).getAllByRole('article');
    expect(first).toHaveTextContent('Bruno Comprador');
    expect(first).toHaveTextContent('TipoLote 2');
    expect(first).toHaveTextContent('Pedidonº 1042');
    expect(first).toHaveTextContent('SituaçãoConfirmado');
    expect(first).toHaveTextContent('E-mail do ingressoEnviado');
    expect(first).toHaveTextContent('Código do ingresso7K3M-QX9D-2HFA-8WNC');
    expect(second).toHaveTextContent('TipoVIP');
    expect(second).toHaveTextContent('E-mail do ingressoTentando novamente');

    // The QR, drawn from the payload once the encoder loads: 53 modules and the quiet zone.
    const qr = await within(first!).findByRole('img', {
      name: 'QR code do ingresso 7K3M-QX9D-2HFA-8WNC',
    });
    expect(qr).toHaveAttribute('viewBox', '0 0 61 61');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);

    const pdf = within(first!).getByRole('link', { name: 'Baixar PDF' });
    expect(pdf).toHaveAttribute('href', '/api/ingressos/t-1.pdf');
    expect(pdf).toHaveAttribute('download');
    expect(pdf).toHaveAccessibleDescription('RPA Summit Brasil 7K3M-QX9D-2HFA-8WNC');
    expect(within(first!).getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
      'href',
      '/api/ingressos/t-1.ics',
    );
    await waitFor(() => expect(document.title).toBe('Meus Ingressos | Bilheteria'));
  });

  it("marks a past event 'Encerrado', keeps its QR folded away, and draws none for a canceled ticket", async () => {
    const user = userEvent.setup();
    serveMyTickets(() => ({ eventos: [past] }));
    visit();
    const forum = await eventSection('Fórum de IA Corporativa');
    expect(within(forum).getByText('Encerrado')).toBeVisible();
    const [used, canceled] = within(forum).getAllByRole('article');
    expect(used).toHaveTextContent('SituaçãoUtilizado');
    const show = within(used!).getByText('Mostrar QR code');
    const folded = show.closest('details')!;
    expect(folded).not.toHaveAttribute('open');
    await user.click(show);
    expect(folded).toHaveAttribute('open');
    expect(
      await within(used!).findByRole('img', { name: 'QR code do ingresso AAAA-BBBB-CCCC-DDDD' }),
    ).toBeVisible();

    expect(canceled).toHaveTextContent('SituaçãoCancelado');
    expect(canceled).toHaveTextContent('Este ingresso foi cancelado');
    expect(canceled).toHaveTextContent('E-mail do ingressoDevolvido');
    expect(canceled).toHaveTextContent('não foi entregue (550 Caixa inexistente).');
    expect(canceled).not.toHaveTextContent('continua válido');
    expect(within(canceled!).queryByText('Mostrar QR code')).toBeNull();
    expect(within(canceled!).queryByRole('link', { name: 'Adicionar ao calendário' })).toBeNull();
    expect(within(canceled!).getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
  });

  it('shows the shape of the page while the tickets load', async () => {
    serveMyTickets(() => ({ eventos: [upcoming] }));
    visit();
    expect(await screen.findByText('Carregando seus ingressos...')).toBeInTheDocument();
    await eventSection('RPA Summit Brasil');
    expect(screen.queryByText('Carregando seus ingressos...')).toBeNull();
  });

  it('says when there is no ticket yet, and leads to the events', async () => {
    serveMyTickets(() => ({ eventos: [] }));
    visit();
    expect(await screen.findByText('Você ainda não tem ingressos')).toBeVisible();
    expect(screen.getByText(/user@bilheteria\.dev/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explorar Eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('says when the tickets cannot be loaded, and tries again on request', async () => {
    allowConsoleError(/Erro ao buscar ingressos/);
    const user = userEvent.setup();
    let failing = true;
    const asked = serveMyTickets(() => (failing ? null : { eventos: [upcoming] }));
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus ingressos.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await eventSection('RPA Summit Brasil')).toBeVisible();
    expect(asked.count).toBe(2);
  });
});
