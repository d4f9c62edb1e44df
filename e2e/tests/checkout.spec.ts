import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { blockingAxeViolations } from '../support/axe';
import {
  ANA,
  type Person,
  fillPersonal,
  fillTheRest,
  storedOrderId,
  textbox,
} from '../support/checkout-form';
import { watchConsole } from '../support/console';
import { buyTickets } from '../support/tickets';

/**
 * The checkout with the real API (issue 5): 3 tickets → three participant forms with the pt-BR
 * errors of spec §5, a reload in the middle that keeps the saved participant, the draft and the
 * hold, a coupon, then Pagamento. Screenshots go to CHECKOUT_SHOTS_DIR when it is set.
 */

const SHOTS_DIR = process.env.CHECKOUT_SHOTS_DIR;

const BRUNO: Person = { nome: 'Bruno', sobrenome: 'Lima', email: 'bruno.lima@acme.com.br' };
const CARLA: Person = { nome: 'Carla', sobrenome: 'Reis', email: 'carla.reis@acme.com.br' };

/** A screenshot for review: the whole page (from its top, so the sticky header stays there). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS_DIR) return;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}

const submit = (page: Page) =>
  page.getByRole('button', {
    name: /^(Salvar e Próximo Participante|Finalizar e Ir para Pagamento)$/,
  });
const header = (page: Page, position: number) =>
  page.getByText(`Preencha os dados de cada participante (${position} de 3)`, { exact: true });

/**
 * From RPA Summit Brasil's page: 3 × Lote 2 (R$ 1.097,00, 232 seats left, up to 5 per order),
 * then 'Comprar Ingressos'.
 */
async function buyThreeTickets(page: Page, request: APIRequestContext): Promise<string> {
  const id = await buyTickets(page, request, 'Lote 2', 3);
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar Compra' })).toBeVisible();
  return id;
}

test('3 tickets: three participants with pt-BR errors, a reload in the middle, a coupon, Pagamento', async ({
  page,
  request,
}) => {
  // Three full participant forms typed key by key: ~20 s on a quiet 2-core machine, too close to
  // the default 30 s when the machine is busy.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const consoleErrors = watchConsole(page);
  const eventId = await buyThreeTickets(page, request);

  // The page: subtitle, way back, hold countdown, footer, three forms.
  await expect(page.getByText('Complete o pagamento para garantir seus ingressos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao evento' })).toHaveAttribute(
    'href',
    `/events/${eventId}`,
  );
  await expect(page.getByRole('timer')).toHaveText(/^Ingressos reservados por 1[45]:\d\d$/);
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Bilheteria. Todos os direitos reservados.`,
  );
  await expect(page.getByRole('tab', { name: /^Participante \d$/ })).toHaveCount(3);
  await expect(header(page, 1)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Participante 2' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Confirmação' })).toBeDisabled();
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('Lote 2');
  await expect(summary).toContainText('R$ 1.097,00 × 3');
  await expect(summary).toContainText('Taxa de serviço:Grátis');
  await expect(summary).toContainText('TotalR$ 3.291,00');
  const orderId = await storedOrderId(page);
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

  // An empty form: every rule in pt-BR, the first field focused.
  await submit(page).click();
  await expect(textbox(page, 'Nome')).toBeFocused();
  for (const message of [
    'E-mail é obrigatório',
    'Telefone inválido. Use o formato (99) 9999-9999 ou (99) 99999-9999',
    'Celular inválido. Use o formato (99) 99999-9999',
    'Selecione um cargo',
    'Selecione um departamento',
    'Selecione um segmento',
    'Selecione o número de funcionários',
    'Selecione o nível de responsabilidade',
    'Selecione um estado',
    'Você precisa aceitar os termos de responsabilidade',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(textbox(page, 'Nome')).toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'Nome')).toHaveAccessibleDescription('Campo obrigatório');
  // Wrong values get their own messages.
  await textbox(page, 'Nome').fill('A');
  await textbox(page, 'E-mail').fill('ana@');
  await textbox(page, 'CPF').pressSequentially('111.111.111-11');
  await expect(textbox(page, 'CPF')).toHaveValue('11111111111');
  await submit(page).click();
  await expect(page.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('E-mail inválido', { exact: true })).toBeVisible();
  await expect(page.getByText('CPF inválido', { exact: true })).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);
  await shot(page, 'checkout-errors-1440');

  // Participant 1, saved.
  await fillPersonal(page, ANA);
  await expect(textbox(page, 'Celular')).toHaveValue('(11) 98765-4321');
  await fillTheRest(page);
  await submit(page).click();
  await expect(
    page.getByText('Informações salvas! Preencha os dados do próximo participante.'),
  ).toBeVisible();
  await expect(header(page, 2)).toBeVisible();
  await expect(textbox(page, 'Nome')).toHaveValue('');

  // Half of participant 2, then a reload.
  await fillPersonal(page, BRUNO);
  await page.reload();
  await expect(header(page, 2)).toBeVisible();
  await expect(textbox(page, 'Nome')).toHaveValue('Bruno');
  await expect(textbox(page, 'E-mail')).toHaveValue(BRUNO.email);
  await expect(textbox(page, 'Celular')).toHaveValue('(11) 98765-4321');
  expect(await storedOrderId(page)).toBe(orderId);
  await expect(page.getByRole('tab', { name: 'Participante 3' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Participante 1' }).click();
  await expect(header(page, 1)).toBeVisible();
  await expect(textbox(page, 'Nome')).toHaveValue('Ana');
  await expect(page.getByRole('combobox', { name: 'Cargo' })).toHaveText('Gerente de TI');
  await page.getByRole('tab', { name: 'Participante 2' }).click();
  await expect(textbox(page, 'Nome')).toHaveValue('Bruno');

  // The rest of participant 2, and participant 3.
  await fillTheRest(page);
  await submit(page).click();
  await expect(header(page, 3)).toBeVisible();
  await expect(submit(page)).toHaveText('Finalizar e Ir para Pagamento');
  await fillPersonal(page, CARLA);
  await fillTheRest(page);
  await submit(page).click();
  await expect(
    page.getByText('Informações de todos os participantes salvas com sucesso!'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const saved = await page.evaluate(() => ({
    participants: JSON.parse(localStorage.getItem('participantData') ?? '[]') as { nome: string }[],
    ids: JSON.parse(localStorage.getItem('compradorId') ?? '[]') as string[],
  }));
  expect(saved.participants.map((participant) => participant.nome)).toEqual([
    'Ana',
    'Bruno',
    'Carla',
  ]);
  expect(saved.ids).toHaveLength(3);
  const order = (await (await page.request.get(`/api/pedidos/${orderId}`)).json()) as {
    participantes: { posicao: number; id_comprador: string }[];
  };
  expect(order.participantes.map((participant) => participant.posicao).sort()).toEqual([1, 2, 3]);

  // The coupon, checked when the field loses focus.
  const coupon = page.getByRole('textbox', { name: 'Código do cupom' });
  await coupon.fill('BEMVINDO10');
  await coupon.blur();
  await expect(page.getByText('Cupom válido! Desconto de 10% aplicado.')).toBeVisible();
  await expect(summary).toContainText('Desconto (BEMVINDO10 – 10%)−R$ 329,10');
  await expect(summary).toContainText('TotalR$ 2.961,90');
  await expect(page.getByText('Total a pagar')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Pagamento' })).toContainText('R$ 2.961,90');
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toBeEnabled();
  for (const method of ['Cartão de Crédito', 'PIX', 'Boleto']) {
    await expect(page.getByRole('tab', { name: method })).toBeVisible();
  }
  expect(await blockingAxeViolations(page)).toEqual([]);
  await shot(page, 'checkout-payment-1440');
  expect(consoleErrors).toEqual([]);
});

test('without tickets the checkout sends the visitor to /events', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL('/events');
  await expect(page.getByText('Nenhum ingresso selecionado', { exact: true })).toBeVisible();
});

test('the same selection keeps its hold; an invalid coupon says so', async ({ page, request }) => {
  await buyThreeTickets(page, request);
  await expect(page.getByRole('timer')).toBeVisible();
  const first = await storedOrderId(page);
  await page.goto('/');
  await page.goBack();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await storedOrderId(page)).toBe(first);

  const coupon = page.getByRole('textbox', { name: 'Código do cupom' });
  await coupon.fill('EXPIRADO20');
  await coupon.blur();
  await expect(page.getByText('Cupom inválido.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).not.toContainText(
    'Desconto',
  );
});

test("'Voltar ao evento' gives the seats back at once; coming back holds them anew", async ({
  page,
  request,
}) => {
  await buyTickets(page, request, 'Lote 2', 2);
  await expect(page.getByRole('timer')).toBeVisible();
  const first = await storedOrderId(page);
  await page.getByRole('link', { name: 'Voltar ao evento' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/);
  await expect
    .poll(async () => {
      const order = (await (await page.request.get(`/api/pedidos/${first}`)).json()) as {
        status: string;
      };
      return order.status;
    })
    .toBe('canceled');
  expect(await storedOrderId(page)).toBeNull();

  // Back in the browser: the same selection is held again, as a new order.
  await page.goBack();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect.poll(() => storedOrderId(page)).toMatch(/^[0-9a-f-]{36}$/);
  expect(await storedOrderId(page)).not.toBe(first);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the form fits, the summary comes below it', async ({ page, request }) => {
    await buyThreeTickets(page, request);
    await expect(header(page, 1)).toBeVisible();
    await submit(page).click();
    await expect(page.getByText('E-mail é obrigatório')).toBeVisible();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const form = await page.getByRole('form', { name: 'Dados do participante 1' }).boundingBox();
    const summary = await page.getByRole('region', { name: 'Resumo do pedido' }).boundingBox();
    expect(summary!.y).toBeGreaterThan(form!.y + form!.height);
    // A long list (27 states) scrolls inside its popup, within the screen.
    await page.getByRole('combobox', { name: 'Estado (UF)' }).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'AC — Acre' })).toBeVisible();
    const box = await listbox.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(800);
    await shot(page, 'checkout-select-360', false);
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await shot(page, 'checkout-errors-360');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'checkout-top-360', false);
    await page.getByRole('region', { name: 'Resumo do pedido' }).scrollIntoViewIfNeeded();
    await shot(page, 'checkout-summary-360', false);
  });
});
