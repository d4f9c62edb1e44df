import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VIRTUAL_QUEUE_MESSAGES,
  VIRTUAL_QUEUE_REFUSAL_CODE,
} from '@bilheteria/domain/virtual-queue-contract';
import { saveSelectedTickets } from '@/lib/checkout-storage';
import { saveQueueTicket } from '@/lib/virtual-queue-ticket';
import { passTime, useFakeClock } from '@/test/fake-clock';
import { server } from '@/test/msw-server';
import { EVENT_ID, LOTE_1, VIP, lote1, serveCheckoutApi, vip } from './test/checkout-test-api';
import {
  ANA,
  BRUNO,
  CARLA,
  combobox,
  currentPath,
  errorOf,
  field,
  fillParticipant,
  renderCheckout,
  storedParticipant,
  submitButton,
  typeInto,
} from './test/checkout-test-utils';

afterEach(() => {
  vi.useRealTimers();
});

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;

/** The checkout with 2 × Lote 1 and 1 × VIP (3 participants), once the seats are held. */
async function openCheckout({ fromStorage = false } = {}) {
  const api = serveCheckoutApi();
  let user;
  if (fromStorage) {
    saveSelectedTickets([lote1, vip]);
    user = renderCheckout();
  } else {
    user = renderCheckout({ state: { selectedTickets: [lote1, vip], affiliateCode: 'ana7k2p9' } });
  }
  await screen.findByRole('form', { name: 'Dados do participante 1' });
  return { api, user };
}

const subTab = (n: number) => screen.getByRole('tab', { name: `Participante ${n}` });
const mainTab = (name: 'Participante' | 'Pagamento' | 'Confirmação') =>
  screen.getByRole('tab', { name });

// Whole forms are filled through the user's events: slow on a busy machine. Three participants
// take about 5 s of CPU, over 20 s on the shared 2-core CI machine when other jobs run beside;
// and a test that times out goes on running and breaks the tests after it.
describe('CheckoutPage', { timeout: 60_000 }, () => {
  it("sends a visit without tickets to /events with 'Nenhum ingresso selecionado'", async () => {
    serveCheckoutApi();
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Eventos Corporativos' })).toBeVisible();
    expect(currentPath()).toBe('/events');
    expect(await screen.findByText('Nenhum ingresso selecionado')).toBeVisible();
  });

  it('ignores a malformed selection in the navigation state and uses the stored one', async () => {
    serveCheckoutApi();
    saveSelectedTickets([vip]);
    renderCheckout({ state: { selectedTickets: [{ id: 42 }] } });
    expect(await screen.findByRole('form', { name: 'Dados do participante 1' })).toBeVisible();
    expect(screen.getByText('Preencha os dados de cada participante (1 de 1)')).toBeVisible();
  });

  it('holds the seats and shows the page, the countdown and the server’s summary', async () => {
    const { api } = await openCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Finalizar Compra' })).toBeVisible();
    expect(screen.getByText('Complete o pagamento para garantir seus ingressos.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao evento' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}`,
    );
    await waitFor(() => expect(document.title).toBe('Finalizar Compra | Bilheteria'));

    // One hold, for the selection, with the referral code and a well-formed key.
    expect(api.createCalls).toHaveLength(1);
    expect(api.createCalls[0]!.body).toEqual({
      tickets: [
        { id_ticket: LOTE_1, quantidade_produto: 2 },
        { id_ticket: VIP, quantidade_produto: 1 },
      ],
      codigo_afiliado: 'ANA7K2P9',
    });
    expect(api.createCalls[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(stored('checkoutOrder')).toEqual({
      orderId: [...api.orders.keys()][0],
      idempotencyKey: api.createCalls[0]!.key,
      signature: `${LOTE_1}:2,${VIP}:1`,
    });

    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^Ingressos reservados por 1[45]:\d\d$/);
    expect(timer).toHaveAccessibleName(/^Ingressos reservados por 1[45] minutos/);

    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(summary).getByText('Lote 1')).toBeVisible();
    expect(within(summary).getByText('VIP')).toBeVisible();
    expect(within(summary).getAllByText('RPA Summit Brasil')).toHaveLength(2);
    expect(within(summary).getAllByText('05 de Março, 2027')).toHaveLength(2);
    expect(within(summary).getByText(/R\$ 897,00 × 2/)).toBeVisible();
    expect(within(summary).getByText(/R\$ 1\.897,90 × 1/)).toBeVisible();
    const totals = within(summary).getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('SubtotalR$ 3.691,90');
    expect(totals).toHaveTextContent('Taxa de serviço:Grátis');
    expect(totals).toHaveTextContent('TotalR$ 3.691,90');
    expect(totals).not.toHaveTextContent('Desconto');
    expect(within(summary).getByRole('link', { name: 'Voltar para Eventos' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('has the tabs of the spec: Pagamento and Confirmação closed, later participants too', async () => {
    await openCheckout({ fromStorage: true });
    expect(mainTab('Participante')).toHaveAttribute('aria-selected', 'true');
    expect(mainTab('Pagamento')).toBeDisabled();
    expect(mainTab('Confirmação')).toBeDisabled();
    expect(subTab(1)).toHaveAttribute('aria-selected', 'true');
    expect(subTab(2)).toBeDisabled();
    expect(subTab(3)).toBeDisabled();
    expect(screen.getByText('Preencha os dados de cada participante (1 de 3)')).toBeVisible();
    expect(submitButton()).toHaveTextContent('Salvar e Próximo Participante');
    expect(screen.getByRole('heading', { name: 'Cupom de Desconto' })).toBeVisible();
    // The terms scroll with the keyboard.
    const terms = screen.getByRole('region', { name: 'Termos de responsabilidade' });
    expect(terms).toHaveAttribute('tabindex', '0');
    expect(terms).toHaveTextContent(/crachá/);
    expect(terms).toHaveTextContent(/transmitido ao vivo/);
    expect(terms).toHaveTextContent(/marketing/);
  });

  it('shows every rule of an empty form in pt-BR, under its field, and focuses the first', async () => {
    const { api, user } = await openCheckout();
    await user.click(submitButton());

    const nome = field('Nome');
    await waitFor(() => expect(nome).toHaveFocus());
    const expected: [HTMLElement, string][] = [
      [nome, 'Campo obrigatório'],
      [field('Sobrenome'), 'Campo obrigatório'],
      [field('E-mail'), 'E-mail é obrigatório'],
      [
        field('Telefone comercial'),
        'Telefone inválido. Use o formato (99) 9999-9999 ou (99) 99999-9999',
      ],
      [field('Celular'), 'Celular inválido. Use o formato (99) 99999-9999'],
      [field('Empresa'), 'Campo obrigatório'],
      [combobox('Cargo'), 'Selecione um cargo'],
      [combobox('Departamento'), 'Selecione um departamento'],
      [combobox('Segmento'), 'Selecione um segmento'],
      [
        screen.getByRole('radiogroup', { name: 'Número de funcionários' }),
        'Selecione o número de funcionários',
      ],
      [
        screen.getByRole('radiogroup', { name: 'Nível de responsabilidade' }),
        'Selecione o nível de responsabilidade',
      ],
      [combobox('Estado (UF)'), 'Selecione um estado'],
      [field('Cidade'), 'Campo obrigatório'],
      [
        screen.getByRole('checkbox', { name: 'Li e aceito os termos de responsabilidade' }),
        'Você precisa aceitar os termos de responsabilidade',
      ],
    ];
    for (const [control, message] of expected) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(control)).toBe(message);
    }
    // CPF is optional: no error, only its hint.
    expect(field('CPF')).not.toHaveAttribute('aria-invalid');
    expect(field('CPF')).toHaveAccessibleDescription('Somente números');
    expect(api.compradores).toHaveLength(0);

    // Fixing a field clears its message as it is typed.
    await typeInto(user, 'Nome', 'A');
    expect(errorOf(field('Nome'))).toBe('Nome deve ter pelo menos 2 caracteres');
    await typeInto(user, 'E-mail', 'ana@');
    expect(errorOf(field('E-mail'))).toBe('E-mail inválido');
    await typeInto(user, 'CPF', '11111111111');
    expect(errorOf(field('CPF'))).toBe('CPF inválido');
  });

  it('masks the phones and keeps the CPF to 11 digits', async () => {
    const { user } = await openCheckout();
    const celular = field('Celular');
    expect(celular).toHaveAttribute('maxlength', '15');
    await user.type(celular, '11987654321999');
    expect(celular).toHaveValue('(11) 98765-4321');
    await user.type(field('Telefone comercial'), '1130001234');
    expect(field('Telefone comercial')).toHaveValue('(11) 3000-1234');
    const cpf = field('CPF');
    expect(cpf).toHaveAttribute('maxlength', '11');
    expect(cpf).toHaveAttribute('inputmode', 'numeric');
    await user.type(cpf, '529.982.247-25');
    expect(cpf).toHaveValue('52998224725');
    // A formatted CPF pasted whole keeps all its digits.
    await user.clear(cpf);
    await user.paste('123.456.789-09');
    expect(cpf).toHaveValue('12345678909');
    await user.click(combobox('Estado (UF)'));
    expect(await screen.findByRole('option', { name: 'SP — São Paulo' })).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(27);
  });

  it('saves participant after participant, then opens Pagamento', async () => {
    const { api, user } = await openCheckout();
    const orderId = [...api.orders.keys()][0]!;

    await fillParticipant(user, ANA);
    await user.click(submitButton());
    expect(
      await screen.findByText('Informações salvas! Preencha os dados do próximo participante.'),
    ).toBeVisible();
    expect(api.compradores[0]).toEqual({
      Nome: 'Ana',
      Sobrenome: 'Souza',
      Email: 'ana.souza@empresa.com.br',
      Telefone_Comercial: '(11) 3000-1234',
      Telefone_Celular: '(11) 98765-4321',
      Empresa: 'Acme Automação',
      Cargo: 'Gerente de TI',
      Departamento: 'Tecnologia da Informação',
      Segmento: 'Seguros',
      Numero_Funcionarios: 'DE 100 A 499',
      Nivel_Responsabilidade: 'Decide Compra',
      UF: 'SP',
      Cidade: 'São Paulo',
      CPF: '52998224725',
      Termo_de_responsabilidade: true,
      id_pedido: orderId,
      posicao: 1,
      respostas: [],
    });
    // The next participant, on an empty form, with the focus on its heading.
    expect(
      await screen.findByRole('heading', {
        name: 'Preencha os dados de cada participante (2 de 3)',
      }),
    ).toHaveFocus();
    expect(subTab(2)).toHaveAttribute('aria-selected', 'true');
    expect(subTab(1)).toHaveAccessibleDescription('Dados salvos');
    expect(subTab(3)).toBeDisabled();
    expect(field('Nome')).toHaveValue('');
    expect(stored('participantData')).toEqual([storedParticipant(ANA)]);
    expect(stored('compradorId')).toEqual(['comprador-1001-1']);
    expect(mainTab('Pagamento')).toBeDisabled();

    await fillParticipant(user, BRUNO);
    await user.click(submitButton());
    expect(
      await screen.findByText('Preencha os dados de cada participante (3 de 3)'),
    ).toBeVisible();
    expect(submitButton()).toHaveTextContent('Finalizar e Ir para Pagamento');

    await fillParticipant(user, CARLA);
    await user.click(submitButton());
    expect(
      await screen.findByText('Informações de todos os participantes salvas com sucesso!'),
    ).toBeVisible();
    expect(mainTab('Pagamento')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Forma de pagamento' })).toHaveFocus();
    expect(mainTab('Confirmação')).toBeDisabled();
    for (const method of ['Cartão de Crédito', 'PIX', 'Boleto']) {
      expect(screen.getByRole('tab', { name: method })).toBeInTheDocument();
    }
    expect(screen.getByRole('form', { name: 'Pagamento com cartão de crédito' })).toBeVisible();
    expect(screen.getByText('Total a pagar').parentElement).toHaveTextContent('R$ 3.691,90');
    expect(stored('compradorId')).toEqual([
      'comprador-1001-1',
      'comprador-1001-2',
      'comprador-1001-3',
    ]);
    expect(stored('participantDraft')).toBeNull();
  });

  it("shows 'Salvando...' and disables the button while saving", async () => {
    const { user } = await openCheckout();
    let release: () => void = () => undefined;
    server.use(
      http.post('/api/comprador', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ id: 'c-1' }, { status: 201 });
      }),
    );
    await fillParticipant(user, ANA);
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    act(() => release());
    expect(
      await screen.findByText('Preencha os dados de cada participante (2 de 3)'),
    ).toBeVisible();
  });

  it('restores saved participants and the draft being typed after a reload', async () => {
    const first = await openCheckout();
    await fillParticipant(first.user, ANA);
    await first.user.click(submitButton());
    await screen.findByText('Preencha os dados de cada participante (2 de 3)');
    await typeInto(first.user, 'Nome', 'Bruno');
    await typeInto(first.user, 'Celular', '21912345678');

    // A reload: same storage, same server, a fresh page.
    const { orders, keys, createCalls } = first.api;
    cleanup();
    const api = serveCheckoutApi();
    orders.forEach((order, id) => api.orders.set(id, order));
    keys.forEach((id, key) => api.keys.set(key, id));
    const user = renderCheckout({ state: { selectedTickets: [lote1, vip] } });
    await screen.findByRole('form', { name: 'Dados do participante 2' });

    // The same hold (same key), participant 2's draft, participant 1 saved.
    expect(api.createCalls[0]!.key).toBe(createCalls[0]!.key);
    expect(api.orders.size).toBe(1);
    expect(field('Nome')).toHaveValue('Bruno');
    expect(field('Celular')).toHaveValue('(21) 91234-5678');
    expect(subTab(3)).toBeDisabled();
    await user.click(subTab(1));
    expect(
      await screen.findByText('Preencha os dados de cada participante (1 de 3)'),
    ).toBeVisible();
    expect(field('Nome')).toHaveValue('Ana');
    expect(field('CPF')).toHaveValue('52998224725');
    expect(combobox('Cargo')).toHaveTextContent('Gerente de TI');
    expect(screen.getByRole('radio', { name: 'Decide Compra' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Li e aceito os termos de responsabilidade' }),
    ).toBeChecked();

    // Saving it again updates the same position, then goes on to participant 2's draft.
    await typeInto(user, 'Sobrenome', 'Souza Lima');
    await user.click(submitButton());
    expect(
      await screen.findByText('Preencha os dados de cada participante (2 de 3)'),
    ).toBeVisible();
    expect(api.compradores.at(-1)).toMatchObject({ Sobrenome: 'Souza Lima', posicao: 1 });
    expect(stored('compradorId')).toEqual(['comprador-1001-1']);
    expect(field('Nome')).toHaveValue('Bruno');
  });

  it('puts the server’s field errors of a 400 under the fields', async () => {
    const { user } = await openCheckout();
    server.use(
      http.post('/api/comprador', () =>
        HttpResponse.json(
          {
            message: 'E-mail já usado neste pedido.',
            errors: [{ path: 'Email', message: 'E-mail já usado neste pedido.' }],
          },
          { status: 400 },
        ),
      ),
    );
    await fillParticipant(user, ANA);
    await user.click(submitButton());
    expect(await screen.findByText('Erro ao salvar informações. Tente novamente.')).toBeVisible();
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(errorOf(field('E-mail'))).toBe('E-mail já usado neste pedido.');
    expect(screen.getByText('Preencha os dados de cada participante (1 de 3)')).toBeVisible();
    expect(stored('participantData')).toBeNull();
  });

  it('says so when saving fails on the network', async () => {
    const { user } = await openCheckout();
    server.use(http.post('/api/comprador', () => HttpResponse.error()));
    await fillParticipant(user, ANA);
    await user.click(submitButton());
    expect(await screen.findByText('Erro ao salvar informações. Tente novamente.')).toBeVisible();
    expect(submitButton()).toBeEnabled();
  });

  describe('Cupom de Desconto', () => {
    const coupon = () => screen.getByRole('textbox', { name: 'Código do cupom' });

    it('applies a valid coupon when the field loses focus, not while typing', async () => {
      const { api, user } = await openCheckout();
      await user.type(coupon(), 'BEMVINDO10');
      expect(api.couponCalls).toHaveLength(0);
      await user.tab();
      expect(await screen.findByText('Cupom válido! Desconto de 10% aplicado.')).toBeVisible();
      expect(api.couponCalls).toEqual([
        { nome_cupom: 'BEMVINDO10', id_pedido: [...api.orders.keys()][0] },
      ]);
      const totals = screen.getByText('Subtotal').closest('dl')!;
      await waitFor(() =>
        expect(totals).toHaveTextContent('Desconto (BEMVINDO10 – 10%)−R$ 369,19'),
      );
      expect(totals).toHaveTextContent('TotalR$ 3.322,71');
      // Leaving the field again with the same code asks nothing.
      await user.click(coupon());
      await user.tab();
      expect(api.couponCalls).toHaveLength(1);
    });

    it("says 'Cupom inválido.' for an unknown code", async () => {
      const { user } = await openCheckout();
      await user.type(coupon(), 'NAOEXISTE');
      await user.tab();
      expect(await screen.findByText('Cupom inválido.')).toBeVisible();
      expect(screen.getByText('Subtotal').closest('dl')).not.toHaveTextContent('Desconto');
    });

    it('says the check failed when the server does', async () => {
      const { user } = await openCheckout();
      server.use(
        http.post('/api/cupom-desconto/valida-cupom/', () =>
          HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }),
        ),
      );
      await user.type(coupon(), 'BEMVINDO10');
      await user.tab();
      expect(await screen.findByText('Erro ao validar o cupom. Tente novamente.')).toBeVisible();
    });

    it('passes on the limit of attempts', async () => {
      const { user } = await openCheckout();
      const message =
        'Muitas tentativas de validar cupons. Aguarde alguns minutos e tente novamente.';
      server.use(
        http.post('/api/cupom-desconto/valida-cupom/', () =>
          HttpResponse.json({ message }, { status: 429 }),
        ),
      );
      await user.type(coupon(), 'CHUTE01');
      await user.tab();
      expect(await screen.findByText(message)).toBeVisible();
    });

    it('says why once a PIX code or boleto has fixed the amount', async () => {
      const { user } = await openCheckout();
      const message = CHECKOUT_MESSAGES.couponLocked;
      server.use(
        http.post('/api/cupom-desconto/valida-cupom/', () =>
          HttpResponse.json({ message }, { status: 409 }),
        ),
      );
      await user.type(coupon(), 'BEMVINDO10');
      await user.tab();
      expect(await screen.findByText(message)).toBeVisible();
    });

    it('removes the coupon, without a word, when the field is emptied', async () => {
      const { api, user } = await openCheckout();
      await user.type(coupon(), 'BEMVINDO10');
      await user.tab();
      await screen.findByText('Cupom válido! Desconto de 10% aplicado.');
      const totals = screen.getByText('Subtotal').closest('dl')!;
      await waitFor(() => expect(totals).toHaveTextContent('Desconto'));

      await user.clear(coupon());
      await user.tab();
      await waitFor(() => expect(totals).not.toHaveTextContent('Desconto'));
      expect(totals).toHaveTextContent('TotalR$ 3.691,90');
      expect(api.couponCalls.at(-1)).toMatchObject({ nome_cupom: '' });
      expect(screen.queryByText('Cupom inválido.')).not.toBeInTheDocument();
    });

    it('sends nothing for an empty field when no coupon was applied', async () => {
      const { api, user } = await openCheckout();
      await user.click(coupon());
      await user.tab();
      expect(api.couponCalls).toHaveLength(0);
    });
  });

  describe('the hold', () => {
    it.each([
      ['Voltar ao evento', `/events/${EVENT_ID}`],
      ['Voltar para Eventos', '/'],
    ])("gives the seats back at once when the buyer leaves by '%s'", async (link, path) => {
      const { api, user } = await openCheckout({ fromStorage: true });
      const orderId = [...api.orders.keys()][0]!;
      await user.click(screen.getByRole('link', { name: link }));
      await waitFor(() => expect(currentPath()).toBe(path));
      await waitFor(() => expect(api.deleted).toEqual([orderId]));
      // A return is a new purchase: a new hold, not the canceled one.
      expect(stored('checkoutOrder')).toBeNull();
      expect(stored('selectedTickets')).toBeNull();
    });

    it('keeps the hold across a reload of the checkout', async () => {
      const first = await openCheckout({ fromStorage: true });
      cleanup();
      const api = serveCheckoutApi();
      api.keys.set(first.api.createCalls[0]!.key!, [...first.api.orders.keys()][0]!);
      api.orders = first.api.orders;
      renderCheckout();
      await screen.findByRole('form', { name: 'Dados do participante 1' });
      expect(api.createCalls[0]!.key).toBe(first.api.createCalls[0]!.key);
      expect(api.deleted).toEqual([]);
      expect(first.api.deleted).toEqual([]);
    });

    it('reuses the stored key for the same selection, and cancels the old order for another', async () => {
      const first = await openCheckout();
      const firstKey = first.api.createCalls[0]!.key;
      const firstOrder = [...first.api.orders.keys()][0]!;

      cleanup();
      const api = serveCheckoutApi();
      renderCheckout({ state: { selectedTickets: [{ ...lote1, quantity: 1 }] } });
      await screen.findByRole('form', { name: 'Dados do participante 1' });
      expect(api.createCalls[0]!.key).not.toBe(firstKey);
      await waitFor(() => expect(api.deleted).toEqual([firstOrder]));
      expect(stored('checkoutOrder')).toMatchObject({ signature: `${LOTE_1}:1` });
      expect(screen.getByText('Preencha os dados de cada participante (1 de 1)')).toBeVisible();
    });

    it('offers a retry with the same key when the network fails', async () => {
      serveCheckoutApi();
      const keys: (string | null)[] = [];
      server.use(
        http.post('/api/pedidos', ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          return HttpResponse.error();
        }),
      );
      const user = renderCheckout({ state: { selectedTickets: [lote1] } });
      expect(
        await screen.findByText('Não foi possível reservar seus ingressos. Tente novamente.'),
      ).toBeVisible();

      server.resetHandlers();
      const api = serveCheckoutApi();
      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      await screen.findByRole('form', { name: 'Dados do participante 1' });
      expect(api.createCalls.map((call) => call.key)).toEqual([keys[0]]);
    });

    it('explains a refusal and leads back to the event', async () => {
      serveCheckoutApi();
      server.use(
        http.post('/api/pedidos', () =>
          HttpResponse.json(
            { message: 'Não há mais ingressos suficientes deste tipo. Escolha outra quantidade.' },
            { status: 409 },
          ),
        ),
      );
      const user = renderCheckout({ state: { selectedTickets: [lote1] } });
      expect(
        await screen.findByText(
          'Não há mais ingressos suficientes deste tipo. Escolha outra quantidade.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Escolher outros ingressos' }));
      expect(currentPath()).toBe(`/events/${EVENT_ID}`);
    });

    it('shows the end of the hold when the countdown reaches zero, then reserves again', async () => {
      // The last second of the hold goes by on a fake clock.
      useFakeClock();
      const api = serveCheckoutApi();
      saveSelectedTickets([lote1]);
      const user = renderCheckout();
      await screen.findByRole('form', { name: 'Dados do participante 1' });
      await fillParticipant(user, ANA);
      await user.click(submitButton());
      await screen.findByText('Preencha os dados de cada participante (2 de 2)');
      await typeInto(user, 'Nome', 'Bruno');
      // The hold has a second left when the order is next read (after the coupon's check).
      const [orderId, order] = [...api.orders][0]!;
      api.orders.set(orderId, { ...order, expira_em: new Date(Date.now() + 1_000).toISOString() });
      await user.type(screen.getByRole('textbox', { name: 'Código do cupom' }), 'BEMVINDO10');
      await user.tab();
      await screen.findByText('Cupom válido! Desconto de 10% aplicado.');

      // The countdown ends; the server says the hold expired.
      await passTime(1_000);
      expect(
        await screen.findByText(
          'O tempo da sua reserva terminou e os ingressos foram liberados. Reserve novamente para continuar.',
          {},
          { timeout: 4_000 },
        ),
      ).toBeVisible();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();

      // A new hold, with a new key; participant 1 and the coupon come along, the draft too.
      const previousKey = api.createCalls[0]!.key;
      await user.click(screen.getByRole('button', { name: 'Reservar novamente' }));
      await screen.findByRole('form', { name: 'Dados do participante 2' });
      expect(api.createCalls.at(-1)!.key).not.toBe(previousKey);
      const newOrder = [...api.orders.values()].at(-1)!;
      await waitFor(() => expect(subTab(1)).toHaveAccessibleDescription('Dados salvos'));
      expect(api.compradores.at(-1)).toMatchObject({
        Nome: 'Ana',
        id_pedido: newOrder.id,
        posicao: 1,
      });
      expect(api.couponCalls.at(-1)).toEqual({ nome_cupom: 'BEMVINDO10', id_pedido: newOrder.id });
      expect(field('Nome')).toHaveValue('Bruno');
      expect(screen.getByRole('timer')).toHaveTextContent(/1[45]:\d\d/);
      await waitFor(() =>
        expect(screen.getByText('Subtotal').closest('dl')).toHaveTextContent('Desconto'),
      );
    });

    it('shows an order that was already expired on arrival as ended', async () => {
      const api = serveCheckoutApi();
      api.expireAll();
      renderCheckout({ state: { selectedTickets: [lote1] } });
      // The first answer is a fresh hold; the stored key answers the (now) expired one.
      await screen.findByRole('form', { name: 'Dados do participante 1' });
      cleanup();
      renderCheckout({ state: { selectedTickets: [lote1] } });
      expect(await screen.findByRole('button', { name: 'Reservar novamente' })).toBeVisible();
    });
  });

  it('uses the server’s amounts once they arrive, the stored selection meanwhile', async () => {
    serveCheckoutApi();
    server.use(http.post('/api/pedidos', () => new Promise<Response>(() => undefined)));
    renderCheckout({ state: { selectedTickets: [lote1, vip] } });
    expect(await screen.findByText('Reservando seus ingressos...')).toBeInTheDocument();
    const totals = screen.getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('TotalR$ 3.691,90');
    expect(screen.getByRole('textbox', { name: 'Código do cupom' })).toBeDisabled();
  });
});

describe('the checkout behind a virtual queue (issue 32)', () => {
  it("sends the event's queue ticket with the hold, and goes to the queue when refused", async () => {
    window.localStorage.clear();
    saveQueueTicket(EVENT_ID, 'senha-da-fila');
    serveCheckoutApi();
    const tickets: (string | null)[] = [];
    server.use(
      http.post('/api/pedidos', ({ request }) => {
        tickets.push(request.headers.get('x-fila-ticket'));
        return HttpResponse.json(
          { message: VIRTUAL_QUEUE_MESSAGES.admissionRequired, codigo: VIRTUAL_QUEUE_REFUSAL_CODE },
          { status: 409 },
        );
      }),
    );
    renderCheckout({ state: { selectedTickets: [lote1] } });
    expect(await screen.findByRole('heading', { name: 'Fila virtual' })).toBeVisible();
    expect(currentPath()).toBe(`/event/${EVENT_ID}/fila`);
    expect(tickets).toEqual(['senha-da-fila']);
  });
});
