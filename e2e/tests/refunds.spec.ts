import { type Browser, type Page, expect, test } from '@playwright/test';
import { APPROVED_CARD, buyByCard } from '../support/api-checkout';
import { signInThroughApi } from '../support/auth';
import {
  type Person,
  fillPersonal,
  fillTheRest,
  storedOrderId,
  textbox,
} from '../support/checkout-form';
import { watchConsole } from '../support/console';
import { atDesktopAndPhone, freshContext } from '../support/screens';
import { waitForServer } from '../support/servers';
import { RPA_SUMMIT, eventIdOf } from '../support/tickets';
import { createEveningTalk, EVENING_TALK_TICKET } from '../support/events';

/**
 * Refunds, event cancellation and the waiting list (issue 18), end to end against the real API,
 * its sandbox payments and its dev mailbox:
 * 1. a visitor buys a ticket by card and, on /confirmacao, cancels the order within the window:
 *    the dialog says what goes back, the page says 'Cancelado', the refund 'Reembolso em
 *    andamento' and, once the job gave the money back, 'Reembolsado';
 * 2. an organizer's event with two card orders is cancelled from its report (the box ticked
 *    first): 'Evento cancelado', then '2 de 2 reembolsados';
 * 3. a one-seat event sells out; a second visitor joins its waiting list; the organizer refunds
 *    the first order; the seat goes to the line: the offer e-mail's link → the offer →
 *    'Comprar agora' → /checkout holding the seat for 12 h → paid.
 * The purchases that only set the scene are made through the public API from each buyer's own
 * browser (support/api-checkout.ts); the waiting list's offer is paid through its checkout page.
 * These journeys publish events of their own, so they run on a server of their own
 * (playwright.config.ts), away from the specs that count the seed's catalog.
 * Titles and addresses are per run, so a retry on the same server passes. Every screen is checked
 * at 1440 and 360 px; screenshots of them go to REFUNDS_SHOTS_DIR when it is set (e.g.
 * ../test-results/screenshots).
 */

// Several browsers, refund jobs and e-mails each; the waiting list's checkout fills its form.
test.describe.configure({ timeout: 240_000 });

const SHOTS_DIR = process.env.REFUNDS_SHOTS_DIR;
const TICKET = EVENING_TALK_TICKET;

/** The page at 1440 and 360 px (soft: the journey goes on); screenshots when SHOTS_DIR is set. */
const shots = (page: Page, name: string) =>
  atDesktopAndPhone(page, `refunds-${name}`, { shotsDir: SHOTS_DIR, soft: true });

/** The organizer's browser, signed in (through the API: the login page has its own specs). */
async function organizerPage(browser: Browser): Promise<Page> {
  const page = await (await freshContext(browser)).newPage();
  await signInThroughApi(page.request, 'admin');
  return page;
}

/** A visitor of this run: the form's fixed CPF, an address nobody else uses. */
function visitor(nome: string, sobrenome: string, run: string): Person {
  return {
    nome,
    sobrenome,
    email: `${nome.toLowerCase()}.${run}@acme.com.br`,
    cpf: '52998224725',
  };
}

/**
 * On /checkout with the seats held: `person`'s form, then the approved card for `amount`
 * ('R$ 120,00') → 'Compra Concluída com Sucesso!'. Returns the order id.
 */
async function payByCard(page: Page, person: Person, amount: string): Promise<string> {
  await fillPersonal(page, person);
  await fillTheRest(page);
  await page.getByRole('button', { name: 'Finalizar e Ir para Pagamento' }).click();
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const orderId = await storedOrderId(page);
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  await textbox(page, 'Nome no Cartão').fill(`${person.nome} ${person.sobrenome}`.toUpperCase());
  await textbox(page, 'Número do cartão').fill(APPROVED_CARD);
  await textbox(page, 'Validade').fill('12/30');
  await textbox(page, 'CVV').fill('123');
  await page.getByRole('button', { name: `Pagar ${amount}` }).click();
  await expect(page.getByText('Compra Concluída com Sucesso!')).toBeVisible({ timeout: 60_000 });
  return orderId!;
}

/**
 * A visitor in a browser of their own buys one 'Inteira' of `eventId` by card, through the API
 * from that browser (the order answers its cookie).
 */
async function buyOne(
  browser: Browser,
  eventId: string,
  person: Person,
): Promise<{ page: Page; orderId: string }> {
  const page = await (await freshContext(browser)).newPage();
  const orderId = await buyByCard(page.request, { eventId, ticketType: TICKET, people: [person] });
  return { page, orderId };
}

/**
 * The dev mailbox: waits for the newest message to `to` titled `subject`, opens it and returns
 * the path and query of its button `button` (in the HTML part), checked against the text part.
 */
async function buttonLinkFromMailbox(
  page: Page,
  { to, subject, button }: { to: string; subject: string; button: string },
): Promise<string> {
  const message = page
    .getByRole('row')
    .filter({ hasText: to })
    .getByRole('link', { name: subject, exact: true })
    .first();
  await expect(async () => {
    await page.goto(`/dev/emails?para=${encodeURIComponent(to)}`);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await message.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const html = page.frameLocator('iframe[title="Mensagem em HTML"]');
  const href = await html.getByRole('link', { name: button, exact: true }).getAttribute('href');
  expect(href, `'${button}' in '${subject}'`).toBeTruthy();
  const text = (await page.getByLabel('Mensagem em texto').textContent()) ?? '';
  expect(text).toContain(href!);
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

test.beforeAll(async ({ request }) => {
  // Started by Playwright without waiting for it: it may still be seeding its database.
  test.setTimeout(150_000);
  await waitForServer(request);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a buyer cancels within the window on /confirmacao and follows the refund to "Reembolsado"', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const run = Date.now().toString(36);
  const buyer = visitor('Ana', 'Souza', run);

  // RPA Summit Brasil is 9 days away: 1 × Lote 2 (R$ 1.097,00) by card, from this browser.
  const orderId = await buyByCard(page.request, {
    eventId: await eventIdOf(request, RPA_SUMMIT),
    ticketType: 'Lote 2',
    people: [buyer],
  });

  await page.goto(`/confirmacao?pedido=${orderId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
  ).toBeVisible();
  const panel = page.getByRole('region', { name: 'Cancelamento e reembolso' });
  await expect(panel).toContainText(/Você pode cancelar até .+ \(horário de Brasília\)\./);
  await shots(page, 'confirmation-before');

  await panel.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: /^Cancelar o pedido nº \d+\?$/ })).toBeVisible();
  await expect(dialog).toContainText('Valor a reembolsarR$ 1.097,00');
  await expect(dialog).toContainText('O estorno é feito no cartão usado na compra.');
  await shots(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // The order is cancelled; the money is on its way.
  await expect(panel.getByRole('status')).toHaveText(
    'Pedido cancelado. O reembolso está em andamento.',
  );
  await expect(panel.getByText('Cancelado', { exact: true })).toBeVisible();
  const refunds = panel.getByRole('list', { name: 'Reembolsos' });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds).toContainText('R$ 1.097,00');
  await expect(refunds).toContainText('Cancelamento pedido por você · 1 ingresso');
  await expect(refunds.getByText('Reembolso em andamento')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido nº \d+$/ })).toBeVisible();
  await shots(page, 'confirmation-cancelled');

  // The refund job gives the money back within seconds: a reload shows it done.
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Reembolsos' }).getByText('Reembolsado', { exact: true }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const after = page.getByRole('region', { name: 'Cancelamento e reembolso' });
  await expect(after.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(after.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver eventos' })).toBeVisible();
  await shots(page, 'confirmation-refunded');

  const order = await page.request.get(`/api/pedidos/${orderId}/cancelamento`);
  expect(await order.json()).toMatchObject({
    status: 'refunded',
    permitido: false,
    total_pago_centavos: 109_700,
    reembolsado_centavos: 109_700,
    reembolsos: [{ situacao: 'concluido', motivo: 'comprador', valor_centavos: 109_700 }],
  });
  expect(errors).toEqual([]);
});

test('a buyer cancels one of two tickets: the confirmation says partly refunded, with what remains', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const run = Date.now().toString(36);
  const ana = visitor('Ana', 'Parcial', run);
  const bruno = visitor('Bruno', 'Parcial', run);
  // 2 × Lote 2 (R$ 1.097,00 each) by card, from this browser.
  const orderId = await buyByCard(page.request, {
    eventId: await eventIdOf(request, RPA_SUMMIT),
    ticketType: 'Lote 2',
    people: [ana, bruno],
  });

  await page.goto(`/confirmacao?pedido=${orderId}`);
  const panel = page.getByRole('region', { name: 'Cancelamento e reembolso' });
  await panel.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('checkbox', { name: 'Ana Parcial · Lote 2' }).click();
  await expect(dialog).toContainText('Valor a reembolsarR$ 1.097,00');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // The receipt no longer claims the whole purchase.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compra Concluída com Reembolso Parcial' }),
  ).toBeVisible();
  await expect(page.getByText('1 de 2 ingressos foi cancelado')).toBeVisible();
  const totals = page.getByRole('list', { name: 'Ingressos comprados' }).locator('+ dl');
  await expect(totals).toContainText('Total pagoR$ 2.194,00');
  await expect(totals).toContainText(/(Reembolsado|Reembolso em andamento)−R\$ 1\.097,00/);
  await expect(totals).toContainText('Total após o reembolsoR$ 1.097,00');
  await expect(panel.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
  await shots(page, 'confirmation-partial');
  expect(errors).toEqual([]);
});

test('an organizer cancels an event with two paid orders and watches them reach "2 de 2 reembolsados"', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const title = `Fórum de Reembolsos ${run}`;
  const admin = await organizerPage(browser);
  const errors = watchConsole(admin);
  const eventId = await createEveningTalk(admin.request, title, 50);

  const ana = await buyOne(browser, eventId, visitor('Ana', 'Souza', run));
  const bruno = await buyOne(browser, eventId, visitor('Bruno', 'Lima', run));

  await admin.goto(`/dashboard/eventos/${eventId}/relatorio`);
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cancel = admin.getByRole('button', { name: 'Cancelar evento' });
  await expect(cancel).toBeVisible();
  await cancel.click();

  const dialog = admin.getByRole('alertdialog', { name: 'Cancelar o evento?' });
  await expect(dialog).toContainText(`“${title}” sai de venda para sempre e 2 pedidos pagos`);
  const confirm = dialog.getByRole('button', { name: 'Cancelar e reembolsar' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('checkbox', { name: 'Entendo que todos os pedidos pagos serão reembolsados' })
    .check();
  await expect(confirm).toBeEnabled();
  await shots(admin, 'cancel-event-dialog');
  await confirm.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await expect(
    admin.getByText('Evento cancelado. Os reembolsos estão em andamento.'),
  ).toBeVisible();
  await expect(admin.getByText('Evento cancelado', { exact: true })).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(admin.getByRole('link', { name: 'Ver página' })).toHaveCount(0);
  const progress = admin.getByRole('region', { name: 'Cancelamento do evento' });
  await expect(progress).toContainText(/[0-2] de 2 reembolsados/);
  await expect(progress.getByText('2 de 2 reembolsados')).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  await expect(progress).toContainText('Todos os pedidos pagos foram reembolsados.');
  await shots(admin, 'event-cancelled');

  // The orders' tab says each one 'Cancelado' and its refund done, with nothing left to refund.
  await admin.getByRole('tab', { name: 'Pedidos' }).click();
  await expect(admin).toHaveURL(/[?&]aba=pedidos/);
  const table = admin.getByRole('table', { name: 'Pedidos do evento' });
  await expect(table.getByRole('row')).toHaveCount(3);
  for (const buyerEmail of [`ana.${run}@acme.com.br`, `bruno.${run}@acme.com.br`]) {
    const row = table.getByRole('row').filter({ hasText: buyerEmail });
    await expect(row).toContainText('Cancelado');
    await expect(row).toContainText('Reembolsado');
  }
  await expect(table.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
  await shots(admin, 'event-cancelled-orders');

  // Off sale: gone from the public list; each buyer's order says why it was cancelled.
  const list = await admin.request.get('/api/eventos/ingressos/eventos');
  const { eventos } = (await list.json()) as { eventos: { titulo: string }[] };
  expect(eventos.map((event) => event.titulo)).not.toContain(title);
  for (const { page, orderId } of [ana, bruno]) {
    await page.goto(`/confirmacao?pedido=${orderId}`);
    const panel = page.getByRole('region', { name: 'Cancelamento e reembolso' });
    await expect(panel.getByText('Cancelado', { exact: true })).toBeVisible();
    await expect(panel).toContainText('Evento cancelado pelo organizador');
    await expect(panel.getByText('Reembolsado', { exact: true })).toBeVisible();
  }
  await shots(ana.page, 'event-cancelled-buyer');

  // The report tells the money given back from the money still to give back.
  const refundsFigure = admin
    .getByRole('definition')
    .filter({ hasText: 'Devolvido aos compradores' });
  await expect(refundsFigure).toContainText('Devolvido aos compradores: R$ 240,00');
  await expect(refundsFigure).toContainText('A devolver: R$ 0,00');

  // The buyers' link to the event still opens it, marked cancelled, with nothing to buy.
  await ana.page.goto(`/events/${eventId}`);
  await expect(ana.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    ana.page.getByText('O organizador cancelou este evento.', { exact: false }),
  ).toBeVisible();
  await expect(ana.page.getByRole('button', { name: 'Comprar Ingressos' })).toBeDisabled();
  await shots(ana.page, 'event-page-cancelled');
  expect(errors).toEqual([]);
  for (const { page } of [ana, bruno]) await page.context().close();
  await admin.context().close();
});

test('a sold-out seat refunded by the organizer goes to the waiting list: e-mail, offer, checkout held 12 h, paid', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const title = `Workshop Lotado ${run}`;
  const admin = await organizerPage(browser);
  const adminErrors = watchConsole(admin);
  const eventId = await createEveningTalk(admin.request, title, 1);

  // A takes the only seat.
  const first = visitor('Ana', 'Souza', run);
  const a = await buyOne(browser, eventId, first);

  // B finds it sold out and joins the line.
  const second = visitor('Bruno', 'Lima', run);
  const b = await (await freshContext(browser)).newPage();
  const bErrors = watchConsole(b);
  const ticketRow = b.getByRole('listitem').filter({ hasText: TICKET });
  // The catalog's short server cache may still show the seat for a few seconds.
  await expect(async () => {
    await b.goto(`/events/${eventId}`);
    await expect(ticketRow.getByText('Esgotado', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await ticketRow.getByRole('button', { name: 'Avise-me quando houver vagas' }).click();
  const join = b.getByRole('form', { name: `Lista de espera de ${TICKET}` });
  await expect(join.getByLabel('E-mail')).toBeFocused();
  await join.getByLabel('E-mail').fill(second.email);
  await join.getByLabel('Quantidade de ingressos').selectOption('1');
  await shots(b, 'waitlist-join');
  await join.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(b.getByRole('status').filter({ hasText: 'Pronto!' })).toHaveText(
    'Pronto! Avisaremos por e-mail quando houver vagas. Você está na posição 1 da fila.',
  );
  await shots(b, 'waitlist-joined');

  // The organizer sees B in line, then refunds A's order from the orders' tab.
  await admin.goto(`/dashboard/eventos/${eventId}/relatorio`);
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await admin.getByRole('tab', { name: 'Lista de espera' }).click();
  await expect(admin.getByRole('tabpanel')).toContainText(second.email);
  await expect(admin.getByRole('tabpanel')).toContainText('Aguardando');
  await admin.getByRole('tab', { name: 'Pedidos' }).click();
  await expect(admin).toHaveURL(/[?&]aba=pedidos/);
  const row = admin
    .getByRole('table', { name: 'Pedidos do evento' })
    .getByRole('row')
    .filter({ hasText: first.email });
  await expect(row).toContainText('Pago');
  await row.getByRole('button', { name: 'Reembolsar' }).click();
  const dialog = admin.getByRole('alertdialog', { name: /^Reembolsar o pedido nº \d+\?$/ });
  await expect(dialog).toContainText('Reembolso total: R$ 120,00.');
  await shots(admin, 'refund-order-dialog');
  await dialog.getByRole('button', { name: 'Confirmar reembolso' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(row).toContainText('Cancelado');
  await expect(row.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
  await shots(admin, 'refund-order-done');
  await admin.getByRole('tab', { name: 'Lista de espera' }).click();
  await expect(admin.getByRole('tabpanel')).toContainText('Oferta enviada');
  await shots(admin, 'waitlist-offered');

  // B's e-mail: 'Vagas para você', its button to the offer.
  const mailbox = await b.context().newPage();
  const offerPath = await buttonLinkFromMailbox(mailbox, {
    to: second.email,
    subject: `Vagas para você: ${title}`,
    button: 'Comprar meus ingressos',
  });
  expect(offerPath).toMatch(/^\/lista-de-espera\/oferta\?token=[A-Za-z0-9_-]{20,100}$/);
  await mailbox.close();

  await b.goto(offerPath);
  await expect(
    b.getByRole('heading', { level: 1, name: 'Sua vez chegou: há vagas para você' }),
  ).toBeVisible();
  await expect(b.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(b.getByRole('main')).toContainText(`Ingresso${TICKET}`);
  await expect(b.getByRole('main')).toContainText('Quantidade1');
  await expect(b.getByRole('main')).toContainText('TotalR$ 120,00');
  await expect(b.getByText(/^Reservamos estes ingressos para você até/)).toBeVisible();
  await shots(b, 'waitlist-offer');

  await b.getByRole('button', { name: 'Comprar agora' }).click();
  await expect(b).toHaveURL('/checkout');
  // The seat is held for the offer's 12 h, not a checkout's 15 min.
  const timer = b.getByRole('timer');
  // (The checkout asks the server for the order the offer holds before it shows the timer.)
  await expect(timer).toHaveText(/^Ingressos reservados por \d+:\d\d:\d\d$/, {
    timeout: 30_000,
  });
  const [, hours, minutes] = /por (\d+):(\d\d):/.exec((await timer.textContent())!)!;
  const left = Number(hours) * 60 + Number(minutes);
  expect(left, 'minutes left on the hold').toBeGreaterThan(700);
  expect(left).toBeLessThanOrEqual(720);
  await shots(b, 'waitlist-checkout');
  const orderId = await payByCard(b, second, 'R$ 120,00');
  await expect(b.getByRole('tabpanel', { name: 'Confirmação' })).toContainText(TICKET);
  await shots(b, 'waitlist-paid');

  const order = await b.request.get(`/api/pedidos/${orderId}`);
  expect(((await order.json()) as { status: string }).status).toBe('paid');
  await b.goto(`/confirmacao?pedido=${orderId}`);
  await expect(
    b.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
  ).toBeVisible();

  // The link again: the offer is paid, and leads to its order.
  await b.goto(offerPath);
  await expect(b.getByRole('heading', { level: 1, name: 'Oferta paga' })).toBeVisible();
  await expect(b.getByText('Esta oferta já foi paga.')).toBeVisible();
  await shots(b, 'waitlist-offer-paid');
  expect(adminErrors).toEqual([]);
  expect(bErrors).toEqual([]);
  await expect(b.getByRole('link', { name: 'Ver pedido' })).toHaveAttribute(
    'href',
    `/confirmacao?pedido=${orderId}`,
  );

  await a.page.context().close();
  await b.context().close();
  await admin.context().close();
});
