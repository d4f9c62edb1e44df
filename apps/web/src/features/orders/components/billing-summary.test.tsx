import type { BillingView } from '@bilheteria/domain/billing-contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BillingSummary } from './billing-summary';

const ORDER_ID = '7f0e1d2c-3b4a-4958-8776-655443322110';
const company: BillingView = {
  tipo_pessoa: 'PJ',
  nome: 'Ana Souza',
  cpf: '529.982.247-25',
  cnpj: '11.222.333/0001-81',
  razao_social: 'Empresa Exemplo Ltda',
  inscricao_municipal: null,
  endereco_cobranca: {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: 'Sala 5',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  email_financeiro: 'financeiro@empresa.com.br',
  nota_fiscal: true,
  nota_emitida: { numero: 'NF 123', data: '05/01/2026', emitida_por: 'Olga' },
};

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('BillingSummary', () => {
  it("shows a company's data, its issued nota fiscal and 'Baixar recibo'", () => {
    renderWithProviders(<BillingSummary orderId={ORDER_ID} billing={company} paid />);
    const region = screen.getByRole('region', { name: 'Dados da empresa' });
    expect(rowsOf(region)).toEqual([
      ['Razão social', 'Empresa Exemplo Ltda'],
      ['CNPJ', '11.222.333/0001-81'],
      ['E-mail do financeiro', 'financeiro@empresa.com.br'],
      [
        'Endereço de cobrança',
        'Avenida Paulista, 1000, Sala 5 - Bela Vista - São Paulo/SP - CEP 01310-100',
      ],
      ['Nota fiscal', 'Emitida: nº NF 123, de 05/01/2026'],
    ]);
    expect(within(region).getByRole('link', { name: 'Baixar recibo' })).toHaveAttribute(
      'href',
      `/api/pedidos/${ORDER_ID}/recibo`,
    );
  });

  it('shows a person asking for a nota fiscal, and no receipt before payment', () => {
    renderWithProviders(
      <BillingSummary
        orderId={ORDER_ID}
        billing={{
          ...company,
          tipo_pessoa: 'PF',
          cnpj: null,
          razao_social: null,
          email_financeiro: null,
          nota_emitida: null,
        }}
        paid={false}
      />,
    );
    const region = screen.getByRole('region', { name: 'Dados de faturamento' });
    expect(rowsOf(region).slice(0, 2)).toEqual([
      ['Nome', 'Ana Souza'],
      ['CPF', '529.982.247-25'],
    ]);
    expect(region).toHaveTextContent('Solicitada: o organizador emite a nota');
    expect(within(region).queryByRole('link')).toBeNull();
  });
});
