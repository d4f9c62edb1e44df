import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { blockingAxeViolations } from '../support/axe';
import {
  ANA,
  choose,
  fillPersonal,
  fillTheRest,
  storedOrderId,
  textbox,
} from '../support/checkout-form';
import { watchConsole } from '../support/console';
import { SERVERS, waitForServer } from '../support/servers';
import { buyTickets } from '../support/tickets';
import { atDesktopAndPhone } from '../support/screens';

/**
 * Paying for real against the sandbox provider (issue 6): card in 3× → the summary shows the
 * interest at once → Confirmação with the interest line; empty card fields → each one's error
 * under it; a declined card → the message, still on the form, seats still held; PIX → code →
 * 'Simular pagamento' → /confirmacao (focus on its heading); boleto → the PDF embedded, the
 * barcode, the coupon locked, and the page moving on by itself once paid; a free order → name
 * and e-mail only, 'Inscrição confirmada!'. The API is called with the page's own context: an
 * order is readable only with the cookie its browser got. Screenshots at 360 and 1440 px go to
 * PAYMENT_SHOTS_DIR when it is set.
 */

// Each journey fills a participant form and pays through the bot check's proof of work (cheap
// on the main server; the real cost, several seconds, for the card in 3× below).
test.describe.configure({ timeout: 60_000 });

const SHOTS_DIR = process.env.PAYMENT_SHOTS_DIR;
/** ALTCHA's default cost (apps/api/src/config.ts): what a real buyer's browser solves. */
const REAL_BOTCHECK_COST = 1000;
const APPROVED_CARD = '4539620659922097';
const DECLINED_CARD = '4929291898380766';
const DECLINED_MESSAGE =
  'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.';

/** A full-page screenshot at 1440 and at 360 px (which must not scroll sideways), when SHOTS_DIR is set. */
async function shots(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await atDesktopAndPhone(page, name, { shotsDir: SHOTS_DIR });
}

/**
 * From RPA Summit Brasil's page: 1 × Lote 2 (R$ 1.097,00; 3× = R$ 399,46, total R$ 1.198,37),
 * Ana's form, then Pagamento. Returns the order id.
 */
async function reachPayment(page: Page, request: APIRequestContext): Promise<string> {
  await buyTickets(page, request, 'Lote 2', 1);
  await fillPersonal(page, ANA);
  await fillTheRest(page);
  await page.getByRole('button', { name: 'Finalizar e Ir para Pagamento' }).click();
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const orderId = await storedOrderId(page);
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  return orderId!;
}

async function fillCard(page: Page, number: string): Promise<void> {
  await textbox(page, 'Nome no Cartão').fill('ANA SOUZA');
  await textbox(page, 'Número do cartão').fill(number);
  await textbox(page, 'Validade').fill('12/30');
  await textbox(page, 'CVV').fill('123');
}

/** The order as its buyer's browser reads it (with the page's cookies). */
async function orderOf(page: Page, id: string) {
  const response = await page.request.get(`/api/pedidos/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    numero: number;
    status: string;
    pagamento: { metodo: string; parcelas: number; juros_centavos: number } | null;
  };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

/**
 * The one purchase that solves the bot check at its real cost (1000 PBKDF2 iterations per
 * attempt, the default) in the browser, on a server of its own (playwright.config.ts): every
 * other purchase runs on a server whose proof of work is cheap.
 */
test.describe('at the real bot-check cost', () => {
  test.use({ baseURL: SERVERS.realCost.url });

  test.beforeAll(async ({ request }) => {
    // Started by Playwright without waiting for it: it may still be seeding its database.
    test.setTimeout(150_000);
    await waitForServer(request);
  });

  test('approved card in 3×: Confirmação with the interest line, storage cleared', async ({
    page,
    request,
  }) => {
    const consoleErrors = watchConsole(page);
    const orderId = await reachPayment(page, request);

    // The payer comes from the participant; the instalments from the server.
    await expect(textbox(page, 'Nome completo')).toHaveValue('Ana Souza');
    await expect(textbox(page, 'Email para confirmação')).toHaveValue('ana.souza@acme.com.br');
    await expect(textbox(page, 'CPF')).toHaveValue('52998224725');
    await expect(page.getByRole('button', { name: 'Pagar R$ 1.097,00' })).toBeVisible();
    await fillCard(page, APPROVED_CARD);
    await expect(textbox(page, 'Número do cartão')).toHaveValue('4539 6206 5992 2097');
    await choose(page, 'Parcelamento', '3x de R$ 399,46 (total R$ 1.198,37)');
    await expect(page.getByRole('button', { name: 'Pagar R$ 1.198,37' })).toBeVisible();
    // The summary beside says the same, at once: the interest and the total to pay.
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    await expect(summary).toContainText('Juros do ParcelamentoR$ 101,37');
    await expect(summary).toContainText('TotalR$ 1.198,37');
    await expect(summary).toContainText('em 3x de R$ 399,46 no cartão');
    expect(await blockingAxeViolations(page)).toEqual([]);
    await shots(page, 'payment-card');

    const challenge = page.waitForResponse((response) =>
      response.url().endsWith('/api/botcheck/challenge'),
    );
    await page.getByRole('button', { name: 'Pagar R$ 1.198,37' }).click();
    // The browser solved the real proof of work: the default cost, as in production.
    const { parameters } = (await (await challenge).json()) as { parameters: { cost: number } };
    expect(parameters.cost).toBe(REAL_BOTCHECK_COST);
    await expect(page.getByText('Pagamento processado com sucesso!')).toBeVisible({
      timeout: 20_000,
    });
    const confirmation = page.getByRole('tabpanel', { name: 'Confirmação' });
    await expect(page.getByRole('tab', { name: 'Confirmação' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Participante' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Pagamento' })).toBeDisabled();
    await expect(
      confirmation.getByRole('heading', { name: 'Compra Concluída com Sucesso!' }),
    ).toBeVisible();
    await expect(confirmation.getByText('Enviamos a confirmação para o seu email')).toBeVisible();
    const order = await orderOf(page, orderId);
    expect(order).toMatchObject({
      status: 'paid',
      pagamento: { metodo: 'credit-card', parcelas: 3, juros_centavos: 10_137 },
    });
    await expect(confirmation.getByText(`Pedido nº ${order.numero}`)).toBeVisible();
    await expect(confirmation).toContainText('R$ 1.097,00 × 1');
    await expect(confirmation).toContainText('SubtotalR$ 1.097,00');
    await expect(confirmation).toContainText('Juros do ParcelamentoR$ 101,37');
    await expect(confirmation).toContainText('TotalR$ 1.198,37');
    await expect(confirmation.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute(
      'href',
      '/events',
    );
    await expect(page.getByRole('timer')).toHaveCount(0);
    // Finished as after PIX and boleto: 'Cancelar pedido', and nothing left of paying.
    await expect(confirmation.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Código do cupom' })).toHaveCount(0);
    await expect(page.getByText('Complete o pagamento para garantir seus ingressos.')).toHaveCount(
      0,
    );
    const left = await page.evaluate(() =>
      ['selectedTickets', 'participantData', 'compradorId', 'checkoutOrder'].map((key) =>
        localStorage.getItem(key),
      ),
    );
    expect(left).toEqual([null, null, null, null]);
    expect(await blockingAxeViolations(page)).toEqual([]);
    await shots(page, 'payment-card-confirmation');
    expect(consoleErrors).toEqual([]);
  });
});

test('empty card fields: each one says why under itself; fixed, the card pays', async ({
  page,
  request,
}) => {
  await reachPayment(page, request);
  await page.getByRole('button', { name: 'Pagar R$ 1.097,00' }).click();
  await expect(textbox(page, 'Nome no Cartão')).toBeFocused();
  for (const field of ['Nome no Cartão', 'Número do cartão', 'Validade', 'CVV']) {
    await expect(textbox(page, field)).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, field)).toHaveAccessibleDescription('Campo obrigatório');
  }
  await expect(page.getByText(/Erro ao criptografar cartão/)).toHaveCount(0);
  await shots(page, 'payment-card-errors');

  await fillCard(page, '4539620659922098');
  await page.getByRole('button', { name: 'Pagar R$ 1.097,00' }).click();
  await expect(textbox(page, 'Número do cartão')).toHaveAccessibleDescription(
    'Número do cartão inválido',
  );
  await expect(textbox(page, 'Nome no Cartão')).not.toHaveAttribute('aria-invalid');
  await textbox(page, 'Número do cartão').fill(APPROVED_CARD);
  await expect(textbox(page, 'Número do cartão')).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Pagar R$ 1.097,00' }).click();
  await expect(page.getByText('Pagamento processado com sucesso!')).toBeVisible({
    timeout: 20_000,
  });
  // No error left beside the success.
  await expect(page.getByText(/inválido/)).toHaveCount(0);
});

test('declined card: the message, still on the form, the seats still held', async ({
  page,
  request,
}) => {
  const orderId = await reachPayment(page, request);
  await fillCard(page, DECLINED_CARD);
  await page.getByRole('button', { name: 'Pagar R$ 1.097,00' }).click();

  const form = page.getByRole('form', { name: 'Pagamento com cartão de crédito' });
  await expect(form.getByText(DECLINED_MESSAGE)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Pagar R$ 1.097,00' })).toBeEnabled();
  await expect(page.getByRole('timer')).toHaveText(/^Ingressos reservados por \d{1,2}:\d\d$/);
  expect((await orderOf(page, orderId)).status).toBe('reserved');
  await shots(page, 'payment-card-declined');
});

test('PIX: the code, then "Simular pagamento" → /confirmacao', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const consoleErrors = watchConsole(page);
  const orderId = await reachPayment(page, request);
  await page.getByRole('tab', { name: 'PIX' }).click();
  // Choosing the tab makes no charge: the coupon is still the buyer's to change.
  await expect(page.getByRole('button', { name: 'Gerar PIX' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Código do cupom' })).toBeEnabled();
  expect((await orderOf(page, orderId)).pagamento).toBeNull();
  await page.getByRole('button', { name: 'Gerar PIX' }).click();

  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('QR Code PIX gerado com sucesso!')).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Código PIX (copia e cola)' });
  await expect(code).toHaveValue(/^000201.+6304[0-9A-F]{4}$/);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código PIX copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  await expect(page.getByText(/Aguardando a confirmação do pagamento/)).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);
  await shots(page, 'payment-pix');

  await page.getByRole('button', { name: 'Simular pagamento (ambiente de demonstração)' }).click();
  // The toast first: it goes away by itself, and a loaded machine may take most of its life
  // to reach the confirmation page.
  await expect(page.getByText('Pagamento confirmado com sucesso!')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(`/confirmacao?pedido=${orderId}`, { timeout: 20_000 });
  const done = page.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' });
  await expect(done).toBeVisible();
  // The keyboard starts from the new page's heading, not from the body.
  await expect(done).toBeFocused();
  const order = await orderOf(page, orderId);
  expect(order.status).toBe('paid');
  await expect(page.getByText(`Pedido nº ${order.numero}`)).toBeVisible();
  await expect(page.getByText('Juros do Parcelamento')).toHaveCount(0);
  await expect(page.getByText('Forma de pagamento')).toBeVisible();
  await expect(page).toHaveTitle('Confirmação | Bilheteria');
  expect(await blockingAxeViolations(page)).toEqual([]);
  await shots(page, 'payment-pix-confirmacao');

  // After a reload the page reads the order again.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('boleto: the PDF, the barcode, the coupon locked; once paid the page moves on', async ({
  page,
  request,
}) => {
  const orderId = await reachPayment(page, request);
  await page.getByRole('tab', { name: 'Boleto' }).click();
  await page.getByRole('button', { name: 'Gerar boleto' }).click();

  const pdf = page.getByTitle('Boleto bancário (PDF)');
  await expect(pdf).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Boleto gerado com sucesso!')).toBeVisible();
  // The server's link, as it gave it (it names the document, not the order).
  const link = await pdf.getAttribute('src');
  expect(link).toMatch(/^\/api\/pagseguro\/boleto\/.+\.pdf$/);
  const file = await page.request.get(link!);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect(file.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await expect(
    page.getByRole('textbox', { name: 'Código de barras (linha digitável)' }),
  ).toHaveValue(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(page.getByRole('button', { name: 'Copiar', exact: true })).toBeVisible();
  const download = page.getByRole('link', { name: 'Baixar Boleto' });
  await expect(download).toHaveAttribute('href', link!);
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(page.getByText(/^Vencimento:/)).toBeVisible();
  // The boleto carries the amount: the coupon is locked, and says why.
  const coupon = page.getByRole('textbox', { name: 'Código do cupom' });
  await expect(coupon).toBeDisabled();
  await expect(
    page.getByText('O cupom não pode mais ser alterado depois que o PIX ou o boleto foi gerado.'),
  ).toBeVisible();
  await expect(page.getByText(/Esta página avança sozinha/)).toBeVisible();
  await shots(page, 'payment-boleto');

  // Paid at a bank (the sandbox, asked directly): nobody clicks or reloads here.
  const paid = await page.request.post('/api/pagseguro/sandbox/simular-pagamento', {
    data: { id: orderId },
  });
  expect(paid.ok()).toBe(true);
  await expect(page).toHaveURL(`/confirmacao?pedido=${orderId}`, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
  ).toBeVisible();
});

test('a free order asks only for name and e-mail, and confirms the registration', async ({
  page,
  request,
}) => {
  const orderId = await reachPayment(page, request);
  const coupon = page.getByRole('textbox', { name: 'Código do cupom' });
  await coupon.fill('CORTESIA100');
  await coupon.blur();
  await expect(page.getByText('Cupom válido! Desconto de 100% aplicado.')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirmar inscrição' });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole('group', { name: 'Dados da inscrição' })).toBeVisible();
  await expect(textbox(page, 'CPF')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'PIX' })).toHaveCount(0);
  expect(await blockingAxeViolations(page)).toEqual([]);
  await shots(page, 'payment-free');

  await confirm.click();
  await expect(page.getByText('Inscrição confirmada!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Pagamento processado com sucesso!')).toHaveCount(0);
  const confirmation = page.getByRole('tabpanel', { name: 'Confirmação' });
  await expect(confirmation).toContainText('TotalR$ 0,00');
  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({ status: 'paid', pagamento: { metodo: 'free' } });
});
