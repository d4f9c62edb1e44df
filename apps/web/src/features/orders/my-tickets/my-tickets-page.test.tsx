import { REFUND_MESSAGES } from '@bilheteria/domain/refund-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { MyTicketsPage } from './my-tickets-page';
import {
  cancellationOf,
  refundOf,
  refusedCancellation,
  serveCancellations,
} from '@/features/orders/cancel-order/test/cancel-order-test-api';
import { ORDER_IDS, past, serveMyTickets, upcoming } from './test/my-tickets-test-api';

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
    // Nothing that looks like a way in: no PDF either (the server answers 410 for it).
    expect(within(canceled!).queryByRole('link', { name: 'Baixar PDF' })).toBeNull();
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

describe("/meus-ingressos: 'Cancelar pedido' (issue 18)", () => {
  const boughtOrder = ORDER_IDS[1042]!;
  /** The upcoming event with order 1042 bought by the signed-in user (order 1043 not). */
  const bought = {
    ...upcoming,
    ingressos: upcoming.ingressos.map((ticket) =>
      ticket.pedido_numero === 1042 ? { ...ticket, comprador: true } : ticket,
    ),
  };

  it('offers it once per order the user bought, cancels, and shows the tickets cancelled', async () => {
    const user = userEvent.setup();
    let cancelledAll = false;
    const asked = serveMyTickets(() => ({
      eventos: [
        {
          ...bought,
          ingressos: bought.ingressos.map((ticket) =>
            cancelledAll && ticket.pedido_numero === 1042
              ? { ...ticket, status: 'Cancelado' as const }
              : ticket,
          ),
        },
      ],
    }));
    const fake = serveCancellations([
      cancellationOf(boughtOrder, {
        ingressos: [
          {
            posicao: 1,
            participante: 'Bruno Comprador',
            tipo: 'Lote 2',
            preco_centavos: 89_700,
            reembolso_centavos: 89_700,
            status: 'valid',
          },
        ],
        valor_reembolso_centavos: 89_700,
      }),
    ]);
    visit();
    const rpa = await eventSection('RPA Summit Brasil');
    // The panel's code loads after the page (a lazy chunk).
    const order = await within(rpa).findByRole(
      'region',
      { name: 'Pedido nº 1042' },
      { timeout: 5_000 },
    );
    // Only the order this user bought is asked about.
    expect(fake.gets).toEqual([boughtOrder]);
    expect(within(rpa).queryByRole('region', { name: 'Pedido nº 1043' })).toBeNull();
    expect(order).toHaveTextContent('Você pode cancelar até 12 de Maio, 2026 às 15:30');

    await user.click(within(order).getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar o pedido nº 1042?' });
    expect(within(dialog).getByText('Valor a reembolsar').nextElementSibling).toHaveTextContent(
      'R$ 897,00',
    );
    // One ticket: nothing to choose.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    cancelledAll = true;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.posts).toHaveLength(1);

    expect(await within(order).findByText(REFUND_MESSAGES.orderCanceled)).toBeVisible();
    expect(within(order).getByText('Cancelado')).toBeVisible();
    expect(within(order).getByRole('list', { name: 'Reembolsos' })).toHaveTextContent(
      'Reembolso em andamentoR$ 897,00',
    );
    await waitFor(() => expect(asked.count).toBe(2));
    const [first] = within(rpa).getAllByRole('article');
    await waitFor(() => expect(first).toHaveTextContent('SituaçãoCancelado'));
  });

  it('takes no room for an order that can no longer be cancelled and has no refund', async () => {
    serveMyTickets(() => ({ eventos: [bought] }));
    const fake = serveCancellations([refusedCancellation(boughtOrder)]);
    visit();
    const rpa = await eventSection('RPA Summit Brasil');
    await waitFor(() => expect(fake.gets).toEqual([boughtOrder]), { timeout: 5_000 });
    expect(within(rpa).queryByRole('region', { name: 'Pedido nº 1042' })).toBeNull();
    expect(within(rpa).queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('still shows the refunds of an order no longer cancellable', async () => {
    serveMyTickets(() => ({ eventos: [bought] }));
    serveCancellations([
      {
        ...refusedCancellation(boughtOrder),
        reembolsos: [refundOf({ situacao: 'concluido', valor_centavos: 89_700 })],
      },
    ]);
    visit();
    const order = await screen.findByRole('region', { name: 'Pedido nº 1042' }, { timeout: 5_000 });
    expect(within(order).getByRole('list', { name: 'Reembolsos' })).toHaveTextContent(
      'ReembolsadoR$ 897,00',
    );
    expect(within(order).queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });
});
