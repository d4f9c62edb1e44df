import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOrderTickets } from '@/features/orders/api/get-order-tickets';
import {
  orderTicketsAnswer,
  serveOrderTickets,
  type TicketOf,
} from '@/features/orders/test/order-tickets-test-api';
import { renderWithProviders } from '@/test/render';
import { OrderTickets } from './order-tickets';

const ORDER_ID = '3c9f1b2a-7d4e-4f60-9a8b-1c2d3e4f5a6b';
const BIA = { nome: 'Bia Colega', email: 'bia@cliente.com.br' };
const CAIO = { nome: 'Caio Colega', email: 'caio@cliente.com.br' };
const DUDA = { nome: 'Duda Colega', email: 'duda@cliente.com.br' };
const DOWNLOAD_ALL = 'Baixar todos os ingressos (PDF) do pedido nº 1042';

function Tickets() {
  return <OrderTickets orderId={ORDER_ID} state={useOrderTickets(ORDER_ID)} headingLevel={2} />;
}

async function showTickets(tickets: TicketOf[]) {
  serveOrderTickets(orderTicketsAnswer(ORDER_ID, tickets));
  renderWithProviders(<Tickets />);
  await screen.findByRole('list', { name: 'Ingressos do pedido' });
}

describe('OrderTickets: all tickets in one PDF', () => {
  it('offers every valid ticket of the order in one download when there are two or more', async () => {
    await showTickets([BIA, { ...CAIO, status: 'Cancelado' }, DUDA]);
    const link = screen.getByRole('link', { name: DOWNLOAD_ALL });
    expect(link).toHaveAttribute('href', `/api/pedidos/${ORDER_ID}/ingressos.pdf`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('Baixar todos os ingressos (PDF)');
  });

  it('does not offer it for a single valid ticket (its own PDF is there)', async () => {
    await showTickets([BIA, { ...CAIO, status: 'Cancelado' }]);
    expect(
      screen.getByRole('link', { name: 'Baixar PDF do ingresso de Bia Colega' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: DOWNLOAD_ALL })).not.toBeInTheDocument();
    // A cancelled ticket offers no PDF of its own.
    expect(
      screen.queryByRole('link', { name: 'Baixar PDF do ingresso de Caio Colega' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar ingressos por e-mail' })).toBeVisible();
  });

  it('offers no re-send when every ticket was cancelled', async () => {
    await showTickets([
      { ...BIA, status: 'Cancelado' },
      { ...CAIO, status: 'Cancelado' },
    ]);
    expect(screen.queryByRole('link', { name: /^Baixar PDF/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Reenviar ingressos por e-mail' }),
    ).not.toBeInTheDocument();
  });
});
