import type { MyOrder } from '@bilheteria/domain/my-orders-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession, serveSession, sessionUser } from '@/lib/auth/test/auth-test-utils';
import { allowConsoleError } from '@/test/console-errors';
import { server } from '@/test/msw-server';
import {
  orderTicketsAnswer,
  serveOrderTickets,
} from '@/features/orders/test/order-tickets-test-api';
import { MyOrdersPage } from './my-orders-page';

const ORDER_ID = '3c9f1b2a-7d4e-4f60-9a8b-1c2d3e4f5a6b';

function order(overrides: Partial<MyOrder> = {}): MyOrder {
  return {
    id: ORDER_ID,
    numero: 100_321,
    status: 'paid',
    criado_em: '2026-11-20T13:00:00.000Z',
    pago_em: '2026-11-20T13:01:00.000Z',
    evento: {
      id: 'e-1',
      titulo: 'Fórum de Compras Corporativas',
      data: '10 de Dezembro, 2026',
      imagem: '/imagens/forum.webp',
    },
    metodo: 'credit-card',
    total_centavos: 150_000,
    devolvido_centavos: 0,
    ingressos_cancelados: 0,
    quantidade_ingressos: 3,
    participantes: [
      { posicao: 1, nome: 'Bia Colega', email: 'bia@cliente.com.br' },
      { posicao: 2, nome: 'Caio Colega', email: 'caio@cliente.com.br' },
      { posicao: 3, nome: 'Duda Colega', email: 'duda@cliente.com.br' },
    ],
    faturamento: null,
    ...overrides,
  };
}

function serveMyOrders(answer: () => Response | { pedidos: MyOrder[] }) {
  server.use(
    http.get('/api/meus-pedidos', () => {
      const value = answer();
      return value instanceof Response ? value : HttpResponse.json(value);
    }),
  );
}

function visit() {
  serveSession(sessionUser('user', { email: 'compras@empresa.com.br' }));
  renderWithSession(<MyOrdersPage />, { route: '/meus-pedidos' });
}

describe('/meus-pedidos', () => {
  it('lists each order bought for colleagues with its money, people and a way to the order', async () => {
    serveMyOrders(() => ({
      pedidos: [
        order({
          faturamento: {
            tipo_pessoa: 'PJ',
            nome: 'Carla Compras',
            cpf: '529.982.247-25',
            cnpj: '11.222.333/0001-81',
            razao_social: 'Acme Automação Ltda',
            inscricao_municipal: null,
            endereco_cobranca: {
              cep: '01310-100',
              logradouro: 'Avenida Paulista',
              numero: '1000',
              complemento: null,
              bairro: 'Bela Vista',
              cidade: 'São Paulo',
              uf: 'SP',
            },
            email_financeiro: 'financeiro@acme.com.br',
            nota_fiscal: true,
            nota_emitida: null,
          },
        }),
        order({
          id: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
          numero: 100_300,
          devolvido_centavos: 50_000,
          ingressos_cancelados: 1,
          metodo: 'boleto',
        }),
      ],
    }));
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('Fórum de Compras Corporativas');
    expect(first).toHaveTextContent('Pedido nº 100321');
    expect(first).toHaveTextContent('feito em 20/11/2026');
    expect(first).toHaveTextContent('Pago');
    expect(first).toHaveTextContent('TotalR$ 1.500,00');
    expect(first).toHaveTextContent('PagamentoCartão de crédito');
    expect(first).toHaveTextContent('3 ingressos para');
    expect(first).toHaveTextContent('Caio Colega — caio@cliente.com.br');
    // Bought as a company: what its finance team needs, and the receipt.
    expect(first).toHaveTextContent('Razão socialAcme Automação Ltda');
    expect(first).toHaveTextContent('CNPJ11.222.333/0001-81');
    expect(first).toHaveTextContent('Nota fiscalSolicitada');
    expect(within(first!).getByRole('link', { name: /Baixar recibo/ })).toHaveAttribute(
      'href',
      `/api/pedidos/${ORDER_ID}/recibo`,
    );
    expect(within(first!).getByRole('link', { name: /Ver pedido/ })).toHaveAttribute(
      'href',
      `/confirmacao?pedido=${ORDER_ID}`,
    );

    // Some tickets refunded: what went back and what remains, and the state says so.
    expect(second).toHaveTextContent('Reembolso parcial');
    expect(second).toHaveTextContent('DevolvidoR$ 500,00 (1 ingresso cancelado)');
    expect(second).toHaveTextContent('RestanteR$ 1.000,00');
    expect(second).toHaveTextContent('PagamentoBoleto');
  });

  it("opens an order's tickets in place, with each e-mail's delivery", async () => {
    serveMyOrders(() => ({ pedidos: [order()] }));
    serveOrderTickets(
      orderTicketsAnswer(ORDER_ID, [
        { nome: 'Bia Colega', email: 'bia@cliente.com.br' },
        {
          nome: 'Caio Colega',
          email: 'caio@cliente.com.br',
          situacao: 'Devolvido',
          motivo: 'caixa inexistente',
        },
      ]),
    );
    visit();
    const toggle = await screen.findByRole('button', { name: 'Ingressos e envios' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Ingressos do pedido' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('O e-mail não foi entregue neste endereço: caixa inexistente');
    expect(screen.getByRole('button', { name: 'Reenviar ingressos por e-mail' })).toBeVisible();
  });

  it('says how orders get here when there is none', async () => {
    serveMyOrders(() => ({ pedidos: [] }));
    visit();
    expect(await screen.findByText('Você ainda não tem pedidos')).toBeVisible();
    expect(screen.getByText('compras@empresa.com.br')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explorar Eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    allowConsoleError(/Erro ao buscar pedidos/);
    let calls = 0;
    serveMyOrders(() => {
      calls += 1;
      return calls === 1 ? new HttpResponse(null, { status: 503 }) : { pedidos: [order()] };
    });
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus pedidos.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Pedido nº 100321');
  });
});
