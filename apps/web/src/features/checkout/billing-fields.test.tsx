import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSelectedTickets } from '@/lib/checkout-storage';
import { serveCheckoutApi, vip } from './test/checkout-test-api';
import {
  ANA,
  errorOf,
  field,
  renderCheckout,
  storedParticipant,
  typeInto,
} from './test/checkout-test-utils';

/* 'Comprar como empresa' and 'Preciso de nota fiscal' on Pagamento, against the fake API. */

async function openPayment() {
  const api = serveCheckoutApi();
  api.participantsSaved = true;
  window.localStorage.setItem('participantData', JSON.stringify([storedParticipant(ANA)]));
  window.localStorage.setItem('compradorId', JSON.stringify(['comprador-1001-1']));
  saveSelectedTickets([vip]);
  const user = renderCheckout();
  await screen.findByRole('heading', { name: 'Forma de pagamento' });
  return { api, user };
}

const payButton = () => screen.getByRole('button', { name: /^(Pagar R\$|Processando)/ });
const box = (name: string) => screen.getByRole('checkbox', { name });

async function fillCard(user: UserEvent) {
  await typeInto(user, 'Nome no Cartão', 'Ana Souza');
  await typeInto(user, 'Número do cartão', '4539620659922097');
  await typeInto(user, 'Validade', '1230');
  await typeInto(user, 'CVV', '123');
}

async function fillAddress(user: UserEvent) {
  await typeInto(user, 'CEP', '01310100');
  await typeInto(user, 'Logradouro', 'Avenida Paulista');
  await typeInto(user, 'Número', '1000');
  await typeInto(user, 'Bairro', 'Bela Vista');
  await typeInto(user, 'Cidade', 'São Paulo');
  await user.selectOptions(screen.getByRole('combobox', { name: 'UF' }), 'SP');
}

describe('Nota fiscal at payment', { timeout: 20_000 }, () => {
  it('pays by card as a company: masked CNPJ and CEP, the billing fields in the body', async () => {
    const { api, user } = await openPayment();
    expect(screen.queryByRole('textbox', { name: 'CNPJ' })).not.toBeInTheDocument();
    await user.click(box('Comprar como empresa'));
    // A company always gets its nota fiscal: the person's box leaves.
    expect(screen.queryByRole('checkbox', { name: 'Preciso de nota fiscal' })).toBeNull();

    await typeInto(user, 'CNPJ', '11222333000181');
    expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');
    await typeInto(user, 'Razão social', 'Empresa Exemplo Ltda');
    await typeInto(user, 'E-mail do financeiro', 'financeiro@empresa.com.br');
    await fillAddress(user);
    expect(field('CEP')).toHaveValue('01310-100');
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
    expect(api.payments).toHaveLength(1);
    expect(api.payments[0]!.body).toMatchObject({
      tipo_pessoa: 'PJ',
      cnpj: '11222333000181',
      razao_social: 'Empresa Exemplo Ltda',
      inscricao_municipal: null,
      email_financeiro: 'financeiro@empresa.com.br',
      nota_fiscal: true,
      endereco_cobranca: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        complemento: null,
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    });
  });

  it("shows 'CNPJ inválido' and the missing fields under them, focuses the first, sends nothing", async () => {
    const { api, user } = await openPayment();
    await user.click(box('Comprar como empresa'));
    await typeInto(user, 'CNPJ', '11222333000182');
    await fillCard(user);
    await user.click(payButton());

    await waitFor(() => expect(field('CNPJ')).toHaveFocus());
    expect(field('CNPJ')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field('CNPJ'))).toBe('CNPJ inválido');
    expect(errorOf(field('Razão social'))).toBe('Informe a razão social.');
    expect(errorOf(field('E-mail do financeiro'))).toBe('Informe o e-mail do financeiro.');
    expect(errorOf(field('CEP'))).toBe('CEP inválido: use o formato 00000-000.');
    expect(errorOf(field('Logradouro'))).toBe('Informe o logradouro.');
    expect(errorOf(screen.getByRole('combobox', { name: 'UF' }))).toBe(
      'UF inválida: escolha um estado.',
    );
    expect(api.payments).toHaveLength(0);

    // The errors follow what is typed once shown.
    await typeInto(user, 'CNPJ', '11222333000181');
    expect(errorOf(field('CNPJ'))).toBeNull();
  });

  it("sends a person's 'Preciso de nota fiscal' with the address, reached by keyboard", async () => {
    const { api, user } = await openPayment();
    box('Preciso de nota fiscal').focus();
    await user.keyboard(' ');
    expect(box('Preciso de nota fiscal')).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'CNPJ' })).toBeNull();
    await fillAddress(user);
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
    expect(api.payments[0]!.body).toMatchObject({
      tipo_pessoa: 'PF',
      cnpj: null,
      nota_fiscal: true,
      endereco_cobranca: { cep: '01310-100', uf: 'SP' },
    });
  });

  it('pays as a person without nota fiscal when neither box is ticked', async () => {
    const { api, user } = await openPayment();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
    expect(api.payments[0]!.body).toMatchObject({
      tipo_pessoa: 'PF',
      nota_fiscal: false,
      endereco_cobranca: null,
    });
  });
});
