import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

const order: OrderView = {
  id: 'p-1',
  numero: 1042,
  status: 'reserved',
  expira_em: '2027-03-01T15:15:00Z',
  agora: '2027-03-01T15:00:00Z',
  evento: { id: 'e-1', titulo: 'RPA Summit Brasil', data: '05 de Março, 2027', imagem: '/x.svg' },
  itens: [
    {
      id_ticket: 't-1',
      nome: 'Lote 1',
      preco_unitario_centavos: 10_000,
      quantidade: 2,
      subtotal_centavos: 20_000,
    },
  ],
  quantidade_ingressos: 2,
  subtotal_centavos: 20_000,
  cupom: { nome: 'BEMVINDO10', desconto: 10 },
  desconto_centavos: 2_000,
  // 7,5 % of R$ 90,00 + R$ 1,00, on each of the two tickets.
  taxa_servico_centavos: 1_550,
  total_centavos: 19_550,
  parcelas: [],
  participantes: [],
  pagamento: null,
  estornos: [],
};

function renderSummary(view: OrderView) {
  render(
    <MemoryRouter>
      <OrderSummary order={view} tickets={[]} />
    </MemoryRouter>,
  );
  return screen.getByText('Total').closest('dl')!;
}

describe("OrderSummary's service fee (issue 29)", () => {
  it("shows the server's fee in place of 'Grátis', inside the total", () => {
    const totals = renderSummary(order);
    expect(totals).toHaveTextContent('SubtotalR$ 200,00');
    expect(totals).toHaveTextContent('Taxa de serviço:R$ 15,50');
    expect(totals).toHaveTextContent('Desconto (BEMVINDO10 – 10%)−R$ 20,00');
    expect(totals).toHaveTextContent('TotalR$ 195,50');
    expect(totals).not.toHaveTextContent('Grátis');
  });

  it("keeps the spec's 'Taxa de serviço: Grátis' when the buyer pays no fee", () => {
    const totals = renderSummary({ ...order, taxa_servico_centavos: 0, total_centavos: 18_000 });
    expect(totals).toHaveTextContent('Taxa de serviço:Grátis');
    expect(totals).toHaveTextContent('TotalR$ 180,00');
  });
});
