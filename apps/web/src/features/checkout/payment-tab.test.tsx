import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cancellationOf,
  serveCancellations,
} from '@/features/orders/cancel-order/test/cancel-order-test-api';
import { saveSelectedTickets, type SelectedTicket } from '@/lib/checkout-storage';
import { passTime, useFakeClock } from '@/test/fake-clock';
import { server } from '@/test/msw-server';
import {
  BOLETO_LINE,
  BOLETO_PDF,
  DECLINED_CARD,
  PIX_CODE,
  PIX_IMAGE,
  VIP,
  serveCheckoutApi,
  vip,
} from './test/checkout-test-api';
import {
  ANA,
  BRUNO,
  choose,
  currentPath,
  currentSearch,
  field,
  renderCheckout,
  storedParticipant,
  typeInto,
  type ParticipantFixture,
} from './test/checkout-test-utils';

/*
 * Pagamento and Confirmação (issue 6) against the fake API: 1 × VIP (R$ 1.897,90), every
 * participant already saved, so the checkout opens on Pagamento.
 */

const KEY = /^[A-Za-z0-9_-]{16,100}$/;
const DECLINED_MESSAGE =
  'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.';
const stored = (key: string) => window.localStorage.getItem(key);

async function openPayment({
  tickets = [vip],
  payer = ANA,
  sandbox = true,
}: { tickets?: SelectedTicket[]; payer?: ParticipantFixture; sandbox?: boolean } = {}) {
  const api = serveCheckoutApi();
  api.participantsSaved = true;
  api.sandbox = sandbox;
  window.localStorage.setItem('participantData', JSON.stringify([storedParticipant(payer)]));
  window.localStorage.setItem('compradorId', JSON.stringify(['comprador-1001-1']));
  saveSelectedTickets(tickets);
  const user = renderCheckout();
  await screen.findByRole('heading', { name: 'Forma de pagamento' });
  const orderId = [...api.orders.keys()][0]!;
  return { api, user, orderId };
}

afterEach(() => {
  vi.useRealTimers();
});

/** The status is asked every 2 s: a test that waits for it runs on a fake clock. */
const nextPoll = () => passTime(2_000);

const payButton = () => screen.getByRole('button', { name: /^(Pagar R\$|Processando)/ });
const tab = (name: string) => screen.getByRole('tab', { name });

/** The method's tab, then its 'Gerar…' button: the only way a charge is made. */
async function generate(user: UserEvent, method: 'PIX' | 'Boleto') {
  await user.click(tab(method));
  await user.click(
    screen.getByRole('button', { name: method === 'PIX' ? 'Gerar PIX' : 'Gerar boleto' }),
  );
}

async function fillCard(
  user: UserEvent,
  { number = '4539620659922097', expiry = '1230', cvv = '123', name = 'Ana Souza' } = {},
) {
  await typeInto(user, 'Nome no Cartão', name);
  await typeInto(user, 'Número do cartão', number);
  await typeInto(user, 'Validade', expiry);
  await typeInto(user, 'CVV', cvv);
}

/** The spec's message, seen in the toast and kept under the form. */
async function expectFailure(message: string) {
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
}

function checkoutStorage() {
  return [
    'selectedTickets',
    'totalAmount',
    'participantData',
    'compradorId',
    'checkoutOrder',
    'checkoutPayment',
  ].map((key) => stored(key));
}

describe('Pagamento', { timeout: 20_000 }, () => {
  it('prefills the payer from the first participant and lists the instalments', async () => {
    const { user } = await openPayment();
    expect(field('Nome completo')).toHaveValue('Ana Souza');
    expect(field('Email para confirmação')).toHaveValue(ANA.email);
    expect(field('CPF')).toHaveValue('52998224725');
    expect(tab('Cartão de Crédito')).toHaveAttribute('aria-selected', 'true');
    expect(tab('PIX')).toBeInTheDocument();
    expect(tab('Boleto')).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Pagar R$ 1.897,90');
    expect(screen.getByRole('combobox', { name: 'Parcelamento' })).toHaveTextContent(
      '1x de R$ 1.897,90 sem juros',
    );

    await user.click(screen.getByRole('combobox', { name: 'Parcelamento' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[1]).toHaveTextContent('2x de R$ 1.006,55 (total R$ 2.013,09)');
    expect(options[11]).toHaveTextContent('12x de R$ 225,23 (total R$ 2.702,80)');
    await user.click(screen.getByRole('option', { name: '3x de R$ 691,09 (total R$ 2.073,28)' }));
    expect(payButton()).toHaveTextContent('Pagar R$ 2.073,28');
  });

  it('shows the interest and the total to pay in the summary as soon as 3× is chosen', async () => {
    const { user } = await openPayment();
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent('TotalR$ 1.897,90');
    expect(summary).not.toHaveTextContent('Juros do Parcelamento');

    await choose(user, 'Parcelamento', '3x de R$ 691,09 (total R$ 2.073,28)');
    // The server's figures: R$ 2.073,28 − R$ 1.897,90.
    expect(summary).toHaveTextContent('Juros do ParcelamentoR$ 175,38');
    expect(summary).toHaveTextContent('TotalR$ 2.073,28');
    expect(summary).toHaveTextContent('em 3x de R$ 691,09 no cartão');
    expect(payButton()).toHaveTextContent('Pagar R$ 2.073,28');
    expect(screen.getByText('Total a pagar').nextElementSibling).toHaveTextContent('R$ 2.073,28');

    // PIX has no interest: the summary goes back to the order's total.
    await user.click(tab('PIX'));
    await waitFor(() => expect(summary).toHaveTextContent('TotalR$ 1.897,90'));
    expect(summary).not.toHaveTextContent('Juros do Parcelamento');
  });

  it('masks the card number in groups of 4, the expiry as MM/AA and the CVV', async () => {
    const { user } = await openPayment();
    await typeInto(user, 'Número do cartão', '4539-6206-5992-2097-1234');
    expect(field('Número do cartão')).toHaveValue('4539 6206 5992 2097');
    expect(field('Número do cartão')).toHaveAttribute('maxlength', '19');
    await typeInto(user, 'Validade', '1230');
    expect(field('Validade')).toHaveValue('12/30');
    expect(field('Validade')).toHaveAttribute('maxlength', '5');
    await typeInto(user, 'CVV', '12345');
    expect(field('CVV')).toHaveValue('1234');
    await typeInto(user, 'CVV', 'a1b2');
    expect(field('CVV')).toHaveValue('12');
  });

  it('pays by card in 3×: encrypted card, the server’s total, one key; then Confirmação', async () => {
    const { api, user, orderId } = await openPayment();
    serveCancellations([cancellationOf(orderId, { numero: 1001 })]);
    await fillCard(user);
    await choose(user, 'Parcelamento', '3x de R$ 691,09 (total R$ 2.073,28)');
    await user.click(payButton());

    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
    expect(tab('Confirmação')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Participante')).toBeDisabled();
    expect(tab('Pagamento')).toBeDisabled();
    const confirmation = screen.getByRole('tabpanel', { name: 'Confirmação' });
    expect(
      within(confirmation).getByRole('heading', { name: 'Compra Concluída com Sucesso!' }),
    ).toBeVisible();
    // Once the summary e-mail has gone (issue 14: the sentence tells the truth).
    expect(
      await within(confirmation).findByText('Enviamos a confirmação para o seu email'),
    ).toBeVisible();
    expect(within(confirmation).getByText('Pedido nº 1001')).toBeVisible();
    expect(within(confirmation).getByText('VIP')).toBeVisible();
    expect(within(confirmation).getByText('R$ 1.897,90 × 1')).toBeVisible();
    const totals = within(confirmation).getByText('Subtotal').closest('dl')!;
    expect(totals).toHaveTextContent('SubtotalR$ 1.897,90');
    expect(totals).toHaveTextContent('Juros do ParcelamentoR$ 175,38');
    expect(totals).toHaveTextContent('TotalR$ 2.073,28');
    expect(totals).toHaveTextContent('Cartão de Crédito · 3x de R$ 691,09');
    // The side summary now shows what was paid, interest included.
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent('Juros do ParcelamentoR$ 175,38');
    expect(summary).toHaveTextContent('TotalR$ 2.073,28');
    expect(within(confirmation).getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute(
      'href',
      '/events',
    );
    // The countdown is over: the seats are sold.
    expect(screen.queryByRole('timer')).toBeNull();
    // Finished, as after PIX and boleto: the buyer may cancel, and nothing is left to pay.
    expect(
      await within(confirmation).findByRole(
        'button',
        { name: 'Cancelar pedido' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Código do cupom' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cupom de Desconto' })).toBeNull();
    expect(screen.queryByText('Complete o pagamento para garantir seus ingressos.')).toBeNull();

    expect(api.payments).toHaveLength(1);
    const [call] = api.payments;
    expect(call!.key).toMatch(KEY);
    expect(call!.card).toMatch(/^4539620659922097;123;12;2030;Ana Souza;\d{13}$/);
    expect(call!.body).toMatchObject({
      id_pedido: orderId,
      recaptcha_token: 'token-de-pagamento-1',
      tickets: [{ id_ticket: VIP, quantidade_produto: 1 }],
      ID_evento: vip.eventId,
      id_comprador: 'comprador-1001-1',
      nome_cliente: 'Ana Souza',
      email_cliente: ANA.email,
      cpf_cliente: '52998224725',
      valor_total_produto: 207_328,
      quantidade_parcelas: 3,
      valor_parcela: 69_109,
      nome_cartao: 'Ana Souza',
    });
    // Spec §4: the selection, the participants and the checkout's own keys are forgotten.
    expect(checkoutStorage()).toEqual([null, null, null, null, null, null]);
  });

  it('sends the plain total for 1× and the bot check’s answer first', async () => {
    const { api, user } = await openPayment();
    await fillCard(user);
    await user.click(payButton());
    await screen.findByText('Pagamento processado com sucesso!');
    expect(api.botTokens).toHaveLength(1);
    expect(JSON.parse(atob(api.botTokens[0]!))).toMatchObject({
      challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } },
      solution: { counter: expect.any(Number), derivedKey: expect.any(String) },
    });
    expect(api.payments[0]!.body).toMatchObject({
      valor_total_produto: 189_790,
      quantidade_parcelas: 1,
      valor_parcela: 189_790,
    });
    const totals = screen.getByRole('tabpanel', { name: 'Confirmação' });
    expect(totals).not.toHaveTextContent('Juros do Parcelamento');
    expect(totals).toHaveTextContent('TotalR$ 1.897,90');
  });

  it('shows a decline and stays on the form with the seats held; a new card pays anew', async () => {
    const { api, user } = await openPayment();
    await fillCard(user, { number: DECLINED_CARD });
    await user.click(payButton());
    await expectFailure(
      'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
    );
    expect(tab('Pagamento')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Pagamento com cartão de crédito' })).toBeVisible();
    expect(screen.getByRole('timer')).toBeVisible();
    expect(stored('selectedTickets')).not.toBeNull();
    expect(payButton()).toBeEnabled();

    await typeInto(user, 'Número do cartão', '4539620659922097');
    await user.click(payButton());
    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
    expect(api.payments).toHaveLength(2);
    // A decline is an answer: the next attempt is a new payment with a new key.
    expect(api.payments[1]!.key).not.toBe(api.payments[0]!.key);
  });

  it('waits for a card under the issuer’s analysis, then opens Confirmação', async () => {
    useFakeClock();
    const { api, user, orderId } = await openPayment({ sandbox: false });
    api.cardsAnalysed = true;
    await fillCard(user);
    await user.click(payButton());
    const analysis = (await screen.findByText('Pagamento em análise')).closest('[role="status"]');
    expect(analysis).toHaveTextContent('A operadora do cartão está analisando o pagamento.');
    expect(screen.queryByText('Resposta inválida do servidor')).toBeNull();
    expect(payButton()).toBeDisabled();

    api.endAnalysis(orderId, 'PAID');
    await nextPoll();
    expect(
      await screen.findByText('Pagamento processado com sucesso!', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(tab('Confirmação')).toHaveAttribute('aria-selected', 'true');
    expect(api.payments).toHaveLength(1);
    expect(api.statusPolls.every((id) => id === orderId)).toBe(true);
  });

  it('says so when the analysis ends in a decline, and lets another card pay', async () => {
    useFakeClock();
    const { api, user, orderId } = await openPayment({ sandbox: false });
    api.cardsAnalysed = true;
    await fillCard(user);
    await user.click(payButton());
    await screen.findByText('Pagamento em análise');
    api.endAnalysis(orderId, 'DECLINED');
    await nextPoll();
    await waitFor(
      () =>
        expect(
          screen.getAllByText(
            'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
          ).length,
        ).toBeGreaterThanOrEqual(2),
      { timeout: 5_000 },
    );
    expect(screen.queryByText('Pagamento em análise')).toBeNull();
    expect(payButton()).toBeEnabled();
  });

  it("says 'Processando...' and takes one click at a time", async () => {
    const { api, user } = await openPayment();
    let release: () => void = () => undefined;
    api.delay = new Promise<void>((resolve) => (release = resolve));
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole('button', { name: 'Processando...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Processando...' }));
    release();
    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
    expect(api.payments).toHaveLength(1);
  });

  it('retries with the same key after no answer (a double charge is impossible)', async () => {
    const { api, user } = await openPayment();
    let lostKey: string | null = null;
    server.use(
      http.post(
        '/api/pagseguro/pagar',
        ({ request }) => {
          lostKey = request.headers.get('idempotency-key');
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await fillCard(user);
    await user.click(payButton());
    await expectFailure('Erro de conexão. Verifique sua internet e tente novamente.');

    await user.click(payButton());
    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
    expect(lostKey).toMatch(KEY);
    expect(api.payments.map((call) => call.key)).toEqual([lostKey]);
    // A bot-check token is single use: the retry carries a new one.
    expect(api.payments[0]!.body).toMatchObject({ recaptcha_token: 'token-de-pagamento-2' });
  });

  it('keeps the key of an attempt without answer: the same body goes again', async () => {
    const { api, user } = await openPayment();
    const seen: { key: string | null; encrypted: string }[] = [];
    server.use(
      http.post(
        '/api/pagseguro/pagar',
        async ({ request }) => {
          const body = (await request.json()) as { encrypted: string };
          seen.push({ key: request.headers.get('idempotency-key'), encrypted: body.encrypted });
          return HttpResponse.json({ message: 'Erro interno' }, { status: 503 });
        },
        { once: true },
      ),
    );
    await fillCard(user);
    await user.click(payButton());
    await expectFailure('Erro interno');
    await user.click(payButton());
    await screen.findByText('Pagamento processado com sucesso!');
    expect(api.payments[0]!.key).toBe(seen[0]!.key);
    expect((api.payments[0]!.body as { encrypted: string }).encrypted).toBe(seen[0]!.encrypted);
  });

  it.each([
    [{ status: 200, body: {} }, 'Resposta inválida do servidor'],
    [{ status: 500, body: null }, 'Erro ao processar o pagamento. Por favor, tente novamente.'],
    [
      { status: 409, body: { message: 'Este pedido não pode mais ser pago.' } },
      'Este pedido não pode mais ser pago.',
    ],
  ])('says what the server answered (%j)', async ({ status, body }, message) => {
    const { user } = await openPayment();
    server.use(
      http.post('/api/pagseguro/pagar', () =>
        body === null
          ? new HttpResponse('falhou', { status })
          : HttpResponse.json(body, { status }),
      ),
    );
    await fillCard(user);
    await user.click(payButton());
    await expectFailure(message);
    expect(tab('Pagamento')).toHaveAttribute('aria-selected', 'true');
  });

  it('reads the order again when the coupon ran out, so the summary shows the new total', async () => {
    const { api, user, orderId } = await openPayment();
    const message =
      'O cupom BEMVINDO10 não está mais disponível e foi removido do pedido. O novo total é R$ 1.500,00. Confira o valor e pague novamente.';
    server.use(
      http.post('/api/pagseguro/pagar', () => {
        // The server took the coupon off: the order it answers from now on costs more.
        const order = api.orders.get(orderId)!;
        api.orders.set(orderId, { ...order, cupom: null, total_centavos: 150_000 });
        return HttpResponse.json({ message }, { status: 409 });
      }),
    );
    await fillCard(user);
    await user.click(payButton());
    await expectFailure(message);
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(await within(summary).findByText('R$ 1.500,00')).toBeVisible();
  });

  it('marks each empty card field under itself, focuses the first, and sends nothing', async () => {
    const { api, user } = await openPayment();
    await user.click(payButton());
    const name = field('Nome no Cartão');
    await waitFor(() => expect(name).toHaveFocus());
    for (const label of ['Nome no Cartão', 'Número do cartão', 'Validade', 'CVV']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription('Campo obrigatório');
    }
    // One reason per field, not one 'Erro ao criptografar cartão: …' for all of them.
    expect(screen.queryByText(/Erro ao criptografar cartão/)).toBeNull();
    expect(api.botTokens).toEqual([]);
    expect(api.payments).toEqual([]);
  });

  it("puts the SDK's reasons under their fields, and they follow what is typed", async () => {
    const { api, user } = await openPayment();
    await fillCard(user, { number: '4539620659922098', cvv: '12', expiry: '1320' });
    await user.click(payButton());
    await waitFor(() => expect(field('Número do cartão')).toHaveFocus());
    expect(field('Número do cartão')).toHaveAccessibleDescription('Número do cartão inválido');
    expect(field('Validade')).toHaveAccessibleDescription('Mês de validade inválido');
    expect(field('CVV')).toHaveAccessibleDescription('Código de segurança inválido');
    expect(field('Nome no Cartão')).not.toHaveAttribute('aria-invalid');
    expect(api.payments).toEqual([]);

    await typeInto(user, 'Número do cartão', '4539620659922097');
    expect(field('Número do cartão')).not.toHaveAttribute('aria-invalid');
    await typeInto(user, 'Validade', '1230');
    await typeInto(user, 'CVV', '123');
    expect(field('CVV')).not.toHaveAttribute('aria-invalid');
    await user.click(payButton());
    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
  });

  it('takes away an old failure once the card changes, and its toast on success', async () => {
    const { user } = await openPayment();
    await fillCard(user, { number: DECLINED_CARD });
    await user.click(payButton());
    await expectFailure(DECLINED_MESSAGE);
    // The box described the declined card: a new card number makes it stale.
    await typeInto(user, 'Número do cartão', '4539620659922097');
    await waitFor(() => expect(screen.queryAllByText(DECLINED_MESSAGE)).toHaveLength(0));

    await user.click(payButton());
    expect(await screen.findByText('Pagamento processado com sucesso!')).toBeVisible();
    expect(screen.queryByText(DECLINED_MESSAGE)).toBeNull();
  });

  it.each([
    [
      () => HttpResponse.json({ message: 'falhou' }, { status: 500 }),
      'Erro ao buscar chave pública do PagBank. Tente novamente.',
    ],
    [
      () => HttpResponse.json({ public_key: '', sandbox: true }),
      'Chave pública do PagBank não carregada. Tente novamente.',
    ],
  ])('says when the public key is not there (%#)', async (answer, message) => {
    const api = serveCheckoutApi();
    api.participantsSaved = true;
    server.use(http.get('/api/pagseguro/public-key', answer));
    window.localStorage.setItem('participantData', JSON.stringify([storedParticipant(ANA)]));
    saveSelectedTickets([vip]);
    const user = renderCheckout();
    await screen.findByRole('heading', { name: 'Forma de pagamento' });
    await fillCard(user);
    await user.click(payButton());
    await expectFailure(message);
    expect(api.payments).toEqual([]);
  });

  it.each([
    [http.get('/api/botcheck/config', () => HttpResponse.error()), 'reCAPTCHA não carregado'],
    [
      http.get('/api/botcheck/challenge', () => HttpResponse.json({}, { status: 500 })),
      'reCAPTCHA não carregado',
    ],
    [
      http.post('/api/recaptcha/verify', () =>
        HttpResponse.json({ message: 'Verificação falhou.' }, { status: 400 }),
      ),
      'Erro ao validar reCAPTCHA. Tente novamente.',
    ],
    [
      http.post('/api/recaptcha/verify', () => HttpResponse.json({ success: true })),
      'Token do reCAPTCHA não recebido.',
    ],
  ])('says when the bot check fails (%#)', async (handler, message) => {
    const { api, user } = await openPayment();
    server.use(handler);
    await fillCard(user);
    await user.click(payButton());
    await expectFailure(message);
    expect(api.payments).toEqual([]);
  });

  it("asks for the CPF when the participant gave none: 'CPF é obrigatório.'", async () => {
    const { api, user } = await openPayment({ payer: BRUNO });
    expect(field('CPF')).toHaveValue('');
    await fillCard(user);
    await user.click(payButton());
    const cpf = field('CPF');
    await waitFor(() => expect(cpf).toHaveFocus());
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(cpf).toHaveAccessibleDescription('Somente números CPF é obrigatório.');
    expect(api.payments).toEqual([]);

    await typeInto(user, 'CPF', '111.111.111-11');
    expect(cpf).toHaveAccessibleDescription('Somente números CPF inválido');
    await typeInto(user, 'CPF', '529.982.247-25');
    expect(cpf).toHaveValue('52998224725');
    expect(cpf).not.toHaveAttribute('aria-invalid');
    await user.click(payButton());
    await screen.findByText('Pagamento processado com sucesso!');
    expect(api.payments[0]!.body).toMatchObject({
      cpf_cliente: '52998224725',
      nome_cliente: 'Bruno Lima',
    });
  });
});

describe('PIX', { timeout: 20_000 }, () => {
  it("generates the code on 'Gerar PIX', copies it, and goes to /confirmacao once paid", async () => {
    const { api, user, orderId } = await openPayment();
    await generate(user, 'PIX');
    expect(await screen.findByText('Gerando QR Code PIX...')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toHaveAttribute(
      'src',
      PIX_IMAGE,
    );
    expect(await screen.findByText('QR Code PIX gerado com sucesso!')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Código PIX (copia e cola)' })).toHaveValue(
      PIX_CODE,
    );
    expect(screen.getByText(/Aguardando a confirmação do pagamento/)).toBeVisible();
    expect(api.payments).toHaveLength(1);
    expect(api.payments[0]).toMatchObject({
      path: 'pix',
      body: {
        id_pedido: orderId,
        recaptcha_token: 'token-de-pagamento-1',
        cpf_cliente: '52998224725',
        valor_total_produto: 189_790,
      },
    });
    expect(api.payments[0]!.key).toMatch(KEY);
    expect(JSON.parse(stored('checkoutPayment')!)).toEqual({
      orderId,
      keys: { pix: api.payments[0]!.key },
    });

    // The seats now wait for the PIX: the countdown shows its 30 minutes.
    await waitFor(() =>
      expect(screen.getByRole('timer')).toHaveTextContent(
        /^Ingressos reservados por (29|30):\d\d$/,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código PIX copiado!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(PIX_CODE);

    // The payer's bank pays (sandbox, known once the public key arrived): then PAID.
    await user.click(
      await screen.findByRole('button', { name: 'Simular pagamento (ambiente de demonstração)' }),
    );
    expect(await screen.findByText('Pagamento confirmado com sucesso!')).toBeVisible();
    // React Router navigates in a transition: it may land just after the toast.
    await waitFor(() => expect(currentPath()).toBe('/confirmacao'));
    expect(currentSearch()).toBe(`?pedido=${orderId}`);
    expect(api.simulated).toEqual([orderId]);
    expect(checkoutStorage()).toEqual([null, null, null, null, null, null]);
  });

  it('makes no charge on the PIX or Boleto tab; the coupon stays editable until Gerar PIX', async () => {
    const { api, user, orderId } = await openPayment();
    const coupon = screen.getByRole('textbox', { name: 'Código do cupom' });
    await user.click(tab('PIX'));
    await user.click(tab('Boleto'));
    await user.click(tab('Cartão de Crédito'));
    await user.click(tab('PIX'));
    expect(screen.getByRole('button', { name: 'Gerar PIX' })).toBeVisible();
    expect(screen.queryByText('Gerando QR Code PIX...')).toBeNull();
    expect(api.payments).toEqual([]);
    expect(stored('checkoutPayment')).toBeNull();

    // Still the buyer's to change: a coupon typed now prices the charge about to be made.
    expect(coupon).toBeEnabled();
    await typeInto(user, 'Código do cupom', 'BEMVINDO10');
    await user.tab();
    expect(await screen.findByText('Cupom válido! Desconto de 10% aplicado.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('Total a pagar').nextElementSibling).toHaveTextContent('R$ 1.708,11'),
    );

    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await screen.findByRole('img', { name: 'QR Code PIX' });
    expect(api.payments).toHaveLength(1);
    expect(api.payments[0]).toMatchObject({
      path: 'pix',
      body: { id_pedido: orderId, valor_total_produto: 170_811 },
    });
    await waitFor(() => expect(coupon).toBeDisabled());
    expect(coupon).toHaveAccessibleDescription(
      expect.stringContaining(
        'O cupom não pode mais ser alterado depois que o PIX ou o boleto foi gerado.',
      ),
    );
  });

  it('keeps the seats of a PIX being paid when the buyer leaves', async () => {
    const { api, user } = await openPayment();
    await generate(user, 'PIX');
    await screen.findByRole('img', { name: 'QR Code PIX' });
    await user.click(screen.getByRole('link', { name: 'Voltar para Eventos' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.deleted).toEqual([]);
  });

  it('polls the status every 2 seconds until it is paid', async () => {
    useFakeClock();
    const { api, user, orderId } = await openPayment({ sandbox: false });
    await generate(user, 'PIX');
    await screen.findByRole('img', { name: 'QR Code PIX' });
    expect(
      screen.queryByRole('button', { name: 'Simular pagamento (ambiente de demonstração)' }),
    ).toBeNull();
    // Paid elsewhere (a real bank): no click here.
    api.orders.set(orderId, { ...api.orders.get(orderId)!, status: 'paid' });
    await nextPoll();
    await waitFor(() => expect(currentPath()).toBe('/confirmacao'), { timeout: 5_000 });
    expect(api.statusPolls.length).toBeGreaterThanOrEqual(1);
    expect(api.statusPolls.every((id) => id === orderId)).toBe(true);
  });

  it("says 'Erro de autorização…' on a 401 and starts afresh; keeps the key after no answer", async () => {
    const { api, user } = await openPayment();
    const keys: (string | null)[] = [];
    server.use(
      http.post(
        '/api/pagseguro/pix',
        ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          return HttpResponse.json({ message: 'Não autorizado' }, { status: 401 });
        },
        { once: true },
      ),
      http.post(
        '/api/pagseguro/pix',
        ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          return HttpResponse.json({ message: 'Indisponível' }, { status: 503 });
        },
        { once: true },
      ),
    );
    await generate(user, 'PIX');
    await expectFailure('Erro de autorização. Por favor, tente novamente mais tarde.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await expectFailure('Erro ao processar o pagamento PIX. Por favor, tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    // 401 is an answer (new key next); 503 is not (the same key again).
    expect(keys[1]).not.toBe(keys[0]);
    expect(api.payments[0]!.key).toBe(keys[1]);
  });

  it("says 'Erro ao inicializar reCAPTCHA para PIX' when the bot check cannot run", async () => {
    const { api, user } = await openPayment();
    server.use(http.get('/api/botcheck/config', () => HttpResponse.error()));
    await generate(user, 'PIX');
    await expectFailure('Erro ao inicializar reCAPTCHA para PIX');
    expect(api.payments).toEqual([]);
  });

  it('waits for the CPF before generating', async () => {
    const { api, user } = await openPayment({ payer: BRUNO });
    await user.click(tab('PIX'));
    expect(screen.queryByText('Gerando QR Code PIX...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await waitFor(() => expect(field('CPF')).toHaveFocus());
    expect(api.payments).toEqual([]);
    await typeInto(user, 'CPF', '52998224725');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  });
});

describe('Boleto', { timeout: 20_000 }, () => {
  it("generates the boleto on 'Gerar boleto': the PDF embedded, the barcode, the download", async () => {
    const { api, user, orderId } = await openPayment();
    await generate(user, 'Boleto');
    expect(await screen.findByText('Gerando boleto...')).toBeVisible();
    const pdf = await screen.findByTitle('Boleto bancário (PDF)');
    expect(pdf.tagName).toBe('IFRAME');
    // Always the server's link (it names the document, not the order).
    expect(pdf).toHaveAttribute('src', BOLETO_PDF);
    expect(await screen.findByText('Boleto gerado com sucesso!')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Código de barras (linha digitável)' })).toHaveValue(
      BOLETO_LINE,
    );
    const download = screen.getByRole('link', { name: 'Baixar Boleto' });
    expect(download).toHaveAttribute('href', BOLETO_PDF);
    expect(download).toHaveAttribute('target', '_blank');
    expect(screen.getByText('08/03/2027')).toBeVisible();
    expect(screen.getByText(/Esta página avança sozinha/)).toBeVisible();
    // The boleto holds the seats until its due day: no minutes to count.
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
    expect(api.payments[0]).toMatchObject({ path: 'boleto', body: { id_pedido: orderId } });

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Código de barras copiado!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(BOLETO_LINE);

    await user.click(
      await screen.findByRole('button', { name: 'Simular pagamento (ambiente de demonstração)' }),
    );
    expect(await screen.findByText('Pagamento confirmado com sucesso!')).toBeVisible();
    // React Router navigates in a transition: it may land just after the toast.
    await waitFor(() => expect(currentPath()).toBe('/confirmacao'));
    expect(currentSearch()).toBe(`?pedido=${orderId}`);
  });

  it('notices the payment by itself and goes to /confirmacao, like PIX', async () => {
    useFakeClock();
    const { api, user, orderId } = await openPayment({ sandbox: false });
    await generate(user, 'Boleto');
    await screen.findByTitle('Boleto bancário (PDF)');
    // Paid at a bank: no click here, no reload.
    api.orders.set(orderId, {
      ...api.orders.get(orderId)!,
      status: 'paid',
      pagamento: { ...api.orders.get(orderId)!.pagamento!, status: 'PAID' },
    });
    await nextPoll();
    await waitFor(() => expect(currentPath()).toBe('/confirmacao'), { timeout: 6_000 });
    expect(currentSearch()).toBe(`?pedido=${orderId}`);
    expect(api.statusPolls.length).toBeGreaterThanOrEqual(1);
    expect(api.statusPolls.every((id) => id === orderId)).toBe(true);
  });

  it.each([
    [
      http.post('/api/pagseguro/boleto', () => HttpResponse.json({}, { status: 500 })),
      'Erro ao gerar boleto. Por favor, tente novamente.',
    ],
    [
      http.get('/api/botcheck/config', () => HttpResponse.error()),
      'Erro ao inicializar reCAPTCHA para Boleto',
    ],
  ])('says so when the boleto fails (%#)', async (handler, message) => {
    const { user } = await openPayment();
    server.use(handler);
    await generate(user, 'Boleto');
    await expectFailure(message);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });
});

describe('a free order', { timeout: 20_000 }, () => {
  async function applyCortesia(user: UserEvent) {
    const coupon = screen.getByRole('textbox', { name: 'Código do cupom' });
    await user.click(coupon);
    await user.paste('CORTESIA100');
    await user.tab();
    await screen.findByText('Cupom válido! Desconto de 100% aplicado.');
  }

  it("asks only for name and e-mail, and says 'Inscrição confirmada!'", async () => {
    const { api, user, orderId } = await openPayment({ payer: BRUNO });
    await applyCortesia(user);
    const confirm = await screen.findByRole('button', { name: 'Confirmar inscrição' });
    expect(screen.queryByRole('tab', { name: 'PIX' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Pagamento com cartão de crédito' })).toBeNull();
    // Nothing is charged: no CPF (Bruno gave none, and is not asked for it).
    expect(screen.getByRole('group', { name: 'Dados da inscrição' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'CPF' })).toBeNull();
    expect(field('Nome completo')).toHaveValue('Bruno Lima');
    expect(field('Email para confirmação')).toHaveValue(BRUNO.email);

    await user.click(confirm);
    expect(await screen.findByText('Inscrição confirmada!')).toBeVisible();
    expect(screen.queryByText('Pagamento processado com sucesso!')).toBeNull();
    expect(api.payments).toHaveLength(1);
    expect(api.payments[0]).toMatchObject({
      path: 'inscricao-gratuita',
      body: { nome_cliente: 'Bruno Lima', email_cliente: BRUNO.email },
    });
    expect(Object.keys(api.payments[0]!.body).sort()).toEqual(['email_cliente', 'nome_cliente']);
    expect(api.payments[0]!.key).toMatch(KEY);
    // No bot check for a free registration.
    expect(api.botTokens).toEqual([]);
    expect(api.orders.get(orderId)!.status).toBe('paid');
    const confirmation = screen.getByRole('tabpanel', { name: 'Confirmação' });
    expect(confirmation).toHaveTextContent('Desconto (CORTESIA100 – 100%)−R$ 1.897,90');
    expect(confirmation).toHaveTextContent('TotalR$ 0,00');
    expect(confirmation).not.toHaveTextContent('Juros do Parcelamento');
  });

  it('still wants a name and a valid e-mail', async () => {
    const { api, user } = await openPayment();
    await applyCortesia(user);
    await typeInto(user, 'Email para confirmação', 'ana@');
    await user.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const email = field('Email para confirmação');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(api.payments).toEqual([]);
  });

  it("shows the server's reason when the order is not free any more", async () => {
    const { user } = await openPayment();
    await applyCortesia(user);
    server.use(
      http.post('/api/pedidos/:id/inscricao-gratuita', () =>
        HttpResponse.json(
          { message: 'Este pedido não é gratuito: escolha uma forma de pagamento.' },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    await expectFailure('Este pedido não é gratuito: escolha uma forma de pagamento.');
    expect(tab('Pagamento')).toHaveAttribute('aria-selected', 'true');
  });
});
