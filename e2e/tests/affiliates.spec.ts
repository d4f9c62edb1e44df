import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { completeOrderByCard } from '../support/api-checkout';
import { DEMO } from '../support/auth';
import { ANA, storedOrderId, textbox } from '../support/checkout-form';
import { watchConsole } from '../support/console';
import { linkFromMailbox } from '../support/mailbox';
import { RPA_SUMMIT, addTickets, eventIdOf, goToCheckout } from '../support/tickets';

/**
 * Affiliates (issue 16), end to end against the real API: a new account becomes an affiliate →
 * affiliates to RPA Summit Brasil → copies the event's link → a visitor opens it in a fresh
 * browser and pays by card in the sandbox → the affiliate's Vendas shows the sale 'Pendente'
 * with 10 % of what was paid → the ledger's clock passes the event and the refund window
 * (PUT /api/test/relogio, decision 0020) → the operator closes the month and marks it paid →
 * 'Pago'. The visitor follows the link to the checkout (which holds the seat with the code);
 * the participant and the card go through the API from that browser (the checkout's forms have
 * their own specs). Names and codes are per run, so a retry on the same server passes.
 */

// A sign-up by e-mail, three browsers, the commission's job.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Afiliado123';
const DAY_MS = 86_400_000;

/** A new account through 'Cadastrar' and the e-mailed link; the page ends signed in. */
async function newAccount(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await page.goto(
    await linkFromMailbox(page, {
      to: email,
      subject: 'Confirme seu cadastro na Bilheteria',
      page: '/entrar-por-link',
    }),
  );
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
}

/**
 * The visitor: the affiliate's link, one Lote 1 (R$ 897,00) → the checkout, which holds the seat
 * with the link's code; Ana's participant and the approved card through the API, from that
 * browser.
 */
async function buyThroughLink(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await addTickets(page, 'Lote 1', 1);
  await goToCheckout(page);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('TotalR$ 897,00');
  await expect.poll(() => storedOrderId(page)).toMatch(/^[0-9a-f-]{36}$/);
  await completeOrderByCard(page.request, (await storedOrderId(page))!, [ANA]);
  await context.close();
}

/**
 * How far to move the ledger's clock so that the last ended month (São Paulo) comes after the
 * event's end plus the refund window, and after every month already closed on this server.
 */
async function clockAdvance(
  request: APIRequestContext,
  admin: Page,
  eventId: string,
): Promise<number> {
  const event = await request.get(`/api/eventos/ingressos/evento/${eventId}`);
  const endsAt = (await event.json()).data_hora_fim._seconds * 1_000;
  const overview = await admin.request.get('/api/organizador/repasses');
  const closed = ((await overview.json()) as { repasses: { mes: string }[] }).repasses;
  let target = new Date(endsAt + 8 * DAY_MS);
  const latest = closed[0]?.mes;
  if (latest) {
    const [year, month] = latest.split('-').map(Number) as [number, number];
    // The 15th of the month after the latest closed one: that month is the next to close.
    const next = new Date(Date.UTC(year, month, 15));
    if (next > target) target = next;
  }
  // Two days into the month after the target's: the target's month has ended.
  const now = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 3, 12));
  return now.getTime() - Date.now();
}

const moveLedgerClock = (request: APIRequestContext, ms: number) =>
  request.put('/api/test/relogio', { data: { avanco_ms: ms } });

test.afterEach(async ({ request }) => {
  await moveLedgerClock(request, 0);
});

test('a referral link pays its affiliate: sign-up → link → sale → Pendente → month closed → Pago', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const run = Date.now().toString(36);
  const email = `afiliada.${run}@parceiros.com.br`;
  await newAccount(page, 'Marina Parceira', email);
  // From here on (the dev mailbox's sandboxed preview, above, logs its own refusal).
  const consoleErrors = watchConsole(page);

  // Become an affiliate.
  await page.goto('/become-affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Seja um Afiliado' })).toBeVisible();
  await expect(textbox(page, 'E-mail')).toHaveValue(email);
  await textbox(page, 'Nome completo').fill('Marina Parceira');
  await textbox(page, 'CPF').pressSequentially('52998224725');
  await textbox(page, 'Telefone').pressSequentially('11987654321');
  await page.getByRole('combobox', { name: 'Tipo de chave' }).click();
  await page.getByRole('option', { name: 'E-mail', exact: true }).click();
  await textbox(page, 'Chave PIX').fill(email);
  await page.getByRole('button', { name: 'Quero ser afiliado' }).click();
  await expect(page.getByText('Parabéns! Você agora é um afiliado.')).toBeVisible();
  await expect(page).toHaveURL('/affiliate');
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { role: string; affiliateCode: string };
  };
  expect(me.user.role).toBe('affiliate');
  const code = me.user.affiliateCode;
  expect(code).toMatch(/^AFI[0-9A-Z]+$/);

  // Affiliate to RPA Summit Brasil on its page.
  const eventId = await eventIdOf(request, RPA_SUMMIT);
  await page.goto(`/event/${eventId}`);
  await page.getByRole('button', { name: 'Afiliar-se ao Evento' }).click();
  await expect(page.getByText('Você se afiliou a este evento!')).toBeVisible();
  await expect(page.getByText('Você já está afiliado a este evento')).toBeVisible();

  // Copy the event's link from Meus Links.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL!,
  });
  await page.goto('/affiliate');
  await page.getByRole('tab', { name: 'Meus Links' }).click();
  await page.getByRole('button', { name: `Copiar link de ${RPA_SUMMIT}` }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/event/${eventId}?ref=${code}`);

  // A visitor, in a browser of their own, buys through it.
  await buyThroughLink(browser, link);

  // Vendas: the sale, 10 % of R$ 897,00, 'Pendente' (the commission is written by a job).
  const sale = page.getByRole('row').filter({ hasText: RPA_SUMMIT });
  await expect(async () => {
    await page.goto('/affiliate');
    await page.getByRole('tab', { name: 'Vendas' }).click();
    await expect(sale).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(sale).toContainText('R$ 897,00');
  await expect(sale).toContainText('R$ 89,70');
  await expect(sale).toContainText('Pendente');

  // Months later (the ledger's clock only), the platform's operator closes the month and pays it.
  const adminContext = await browser.newContext({ storageState: DEMO.operator.state });
  const admin = await adminContext.newPage();
  expect((await moveLedgerClock(request, await clockAdvance(request, admin, eventId))).ok()).toBe(
    true,
  );
  await admin.goto('/operador/repasses-afiliados');
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Repasses de afiliados' }),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Fechar mês' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Fechar mês' }).click();
  const line = admin.getByRole('row').filter({ hasText: code });
  await expect(line).toContainText('Marina Parceira');
  await expect(line).toContainText('R$ 89,70');
  await admin.getByRole('button', { name: 'Marcar como pago' }).first().click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(admin.getByText(/Pago em \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await adminContext.close();

  // The affiliate sees it paid.
  await page.goto('/affiliate');
  await page.getByRole('tab', { name: 'Vendas' }).click();
  await expect(sale).toContainText('Pago');
  expect(consoleErrors).toEqual([]);
});
