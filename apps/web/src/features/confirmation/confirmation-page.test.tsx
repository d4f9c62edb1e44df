import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { ConfirmationPage } from './confirmation-page';

const ID = '0f8e7d6c-5b4a-4392-8171-605f4e3d2c1b';

const paid: OrderView = {
  id: ID,
  numero: 1042,
  status: 'paid',
  expira_em: '2026-05-10T15:30:00Z',
  agora: '2026-05-10T15:00:00Z',
  evento: {
    id: 'e-1',
    titulo: 'RPA Summit Brasil',
    data: '05 de Março, 2027',
    imagem: '/media/demo/events/rpa-summit.svg',
  },
  itens: [
    {
      id_ticket: 't-1',
      nome: 'Lote 1',
      preco_unitario_centavos: 89_700,
      quantidade: 2,
      subtotal_centavos: 179_400,
    },
    {
      id_ticket: 't-2',
      nome: 'VIP',
      preco_unitario_centavos: 189_790,
      quantidade: 1,
      subtotal_centavos: 189_790,
    },
  ],
  quantidade_ingressos: 3,
  subtotal_centavos: 369_190,
  cupom: { nome: 'BEMVINDO10', desconto: 10 },
  desconto_centavos: 36_919,
  total_centavos: 332_271,
  parcelas: [],
  participantes: [],
  pagamento: {
    metodo: 'pix',
    status: 'PAID',
    parcelas: 1,
    valor_parcela_centavos: 332_271,
    juros_centavos: 0,
    total_pago_centavos: 332_271,
  },
  estornos: [],
};

function serveOrder(order: OrderView | null) {
  const asked: string[] = [];
  server.use(
    http.get('/api/pedidos/:id', ({ params }) => {
      asked.push(String(params.id));
      return order
        ? HttpResponse.json(order)
        : HttpResponse.json({ message: 'Pedido não encontrado.' }, { status: 404 });
    }),
  );
  return asked;
}

const visit = (search: string) =>
  renderWithProviders(<ConfirmationPage />, { route: `/confirmacao${search}` });

describe('/confirmacao', () => {
  it('shows the paid order: number, tickets, discount, total, and the way on', async () => {
    const asked = serveOrder(paid);
    visit(`?pedido=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
    ).toBeVisible();
    expect(asked).toEqual([ID]);
    expect(screen.getByText('Enviamos a confirmação para o seu email')).toBeVisible();
    expect(screen.getByText('Pedido nº 1042')).toBeVisible();
    const tickets = screen.getByRole('list', { name: 'Ingressos comprados' });
    expect(
      within(tickets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lote 1R$ 897,00 × 2R$ 1.794,00', 'VIPR$ 1.897,90 × 1R$ 1.897,90']);
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('SubtotalR$ 3.691,90');
    expect(totals).toHaveTextContent('Desconto (BEMVINDO10 – 10%)−R$ 369,19');
    expect(totals).not.toHaveTextContent('Juros do Parcelamento');
    expect(totals).toHaveTextContent('TotalR$ 3.322,71');
    expect(totals).toHaveTextContent('Forma de pagamentoPIX');
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute(
      'href',
      '/events',
    );
    await waitFor(() => expect(document.title).toBe('Confirmação | Bilheteria'));
  });

  it("shows 'Juros do Parcelamento' for a card paid in instalments", async () => {
    serveOrder({
      ...paid,
      pagamento: {
        metodo: 'credit-card',
        status: 'PAID',
        parcelas: 3,
        valor_parcela_centavos: 120_991,
        juros_centavos: 30_701,
        total_pago_centavos: 362_972,
      },
    });
    visit(`?pedido=${ID}`);
    await screen.findByRole('heading', { name: 'Compra Concluída com Sucesso!' });
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('Juros do ParcelamentoR$ 307,01');
    expect(totals).toHaveTextContent('TotalR$ 3.629,72');
    expect(totals).toHaveTextContent('Cartão de Crédito · 3x de R$ 1.209,91');
  });

  it('says an unknown order is not found, with the way to the events', async () => {
    serveOrder(null);
    visit(`?pedido=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
  });

  it('says so without an order in the address, and asks nothing', async () => {
    const asked = serveOrder(paid);
    visit('');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' }),
    ).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('says an order not paid is not confirmed', async () => {
    serveOrder({ ...paid, status: 'expired', pagamento: null });
    visit(`?pedido=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento não confirmado' }),
    ).toBeVisible();
    expect(screen.getByText('O pedido nº 1042 não foi pago.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
    expect(screen.queryByText('Compra Concluída com Sucesso!')).toBeNull();
  });

  it('waits for a payment on its way, and shows the receipt once it lands', async () => {
    let order: OrderView = {
      ...paid,
      status: 'reserved',
      pagamento: { ...paid.pagamento!, status: 'WAITING' },
    };
    server.use(http.get('/api/pedidos/:id', () => HttpResponse.json(order)));
    visit(`?pedido=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento não confirmado' }),
    ).toBeVisible();
    expect(screen.getByText(/ainda não foi confirmado/)).toBeVisible();
    order = paid;
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Compra Concluída com Sucesso!' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });
});
