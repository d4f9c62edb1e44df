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
import { buyTickets } from '../support/tickets';

/**
 * Paying for real against the sandbox provider (issue 6): card in 3× → Confirmação with the
 * interest line; a declined card → the message, still on the form, seats still held; PIX →
 * code → 'Simular pagamento' → /confirmacao; boleto → the PDF embedded and the barcode.
 * Screenshots at 360 and 1440 px go to PAYMENT_SHOTS_DIR when it is set.
 */

const SHOTS_DIR = process.env.PAYMENT_SHOTS_DIR;
const APPROVED_CARD = '4539620659922097';
const DECLINED_CARD = '4929291898380766';
const DECLINED_MESSAGE =
  'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.';

/** A full-page screenshot at 1440 px and at 360 px, back to 1440 px after. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
    if (width === 360) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} fits 360 px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
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

async function orderOf(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/pedidos/${id}`);
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
  expect(await blockingAxeViolations(page)).toEqual([]);
  await shots(page, 'payment-card');

  await page.getByRole('button', { name: 'Pagar R$ 1.198,37' }).click();
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
  const order = await orderOf(request, orderId);
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
  expect((await orderOf(request, orderId)).status).toBe('reserved');
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
  await expect(page).toHaveURL(`/confirmacao?pedido=${orderId}`, { timeout: 20_000 });
  await expect(page.getByText('Pagamento confirmado com sucesso!')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
  ).toBeVisible();
  const order = await orderOf(request, orderId);
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

test('boleto: the PDF embedded, the barcode, the download in a new tab', async ({
  page,
  request,
}) => {
  const orderId = await reachPayment(page, request);
  await page.getByRole('tab', { name: 'Boleto' }).click();

  const pdf = page.getByTitle('Boleto bancário (PDF)');
  await expect(pdf).toBeVisible({ timeout: 20_000 });
  await expect(pdf).toHaveAttribute('src', `/api/pagseguro/boleto/${orderId}.pdf`);
  await expect(page.getByText('Boleto gerado com sucesso!')).toBeVisible();
  const file = await request.get(`/api/pagseguro/boleto/${orderId}.pdf`);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect(file.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await expect(
    page.getByRole('textbox', { name: 'Código de barras (linha digitável)' }),
  ).toHaveValue(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(page.getByRole('button', { name: 'Copiar', exact: true })).toBeVisible();
  const download = page.getByRole('link', { name: 'Baixar Boleto' });
  await expect(download).toHaveAttribute('href', `/api/pagseguro/boleto/${orderId}.pdf`);
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(page.getByText(/^Vencimento:/)).toBeVisible();
  await shots(page, 'payment-boleto');
});
