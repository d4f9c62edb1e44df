import { readFileSync } from 'node:fs';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { blockingAxeViolations } from '../support/axe';
import { buyByCard, orderView } from '../support/api-checkout';
import { openAccountMenu } from '../support/auth';
import type { Person } from '../support/checkout-form';
import { watchConsole } from '../support/console';
import { RPA_SUMMIT, eventIdOf } from '../support/tickets';
import { atDesktopAndPhone } from '../support/screens';

/**
 * Tickets after payment (issue 14), end to end against the real API and its dev mailbox: two
 * participants' tickets paid by card (through the API, from the buyer's browser: the checkout's
 * forms have their own specs) → the confirmation (/confirmacao, the receipt the checkout's
 * Confirmação tab draws too) lists both tickets 'Enviado' as they go out → the dev
 * mailbox holds one ticket e-mail per participant, each to its own address with its own ticket
 * (PDF, QR and .ics attached) and a link to set a password → the second participant sets it,
 * signs in and finds the ticket, its QR drawn, in /meus-ingressos → its PDF downloads.
 * Screenshots at 360 and 1440 px go to TICKETS_SHOTS_DIR when it is set (with the PDF).
 */

// The tickets' and e-mails' jobs, a sign-in, two browsers.
test.describe.configure({ timeout: 120_000 });

const SHOTS_DIR = process.env.TICKETS_SHOTS_DIR;
const PASSWORD = 'Ingresso123';

/** A full-page screenshot at 1440 and at 360 px (which must not scroll sideways), when SHOTS_DIR is set. */
async function shots(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await atDesktopAndPhone(page, name, { shotsDir: SHOTS_DIR });
}

interface OrderTicket {
  id: string;
  codigo: string;
  participante: { nome: string; email: string };
  email: { situacao: string };
  pdf_url: string;
}

/** The dev mailbox's messages to `address`: subject and link of each, newest first. */
async function mailboxFor(page: Page, address: string) {
  await page.goto(`/dev/emails?para=${encodeURIComponent(address)}`);
  await expect(
    page.getByRole('heading', { name: 'Caixa de e-mails (desenvolvimento)' }),
  ).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const found: { to: string; subject: string; href: string; status: string }[] = [];
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    const link = cells.nth(1).getByRole('link');
    found.push({
      to: (await cells.nth(0).textContent()) ?? '',
      subject: (await link.textContent()) ?? '',
      href: (await link.getAttribute('href')) ?? '',
      status: (await cells.nth(3).textContent()) ?? '',
    });
  }
  return found;
}

/** A new browser context (no cookie of the buyer's), 1440 px wide. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

test('two participants: both tickets sent, each to its own address, then found in Meus Ingressos with the QR and the PDF', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const consoleErrors = watchConsole(page);
  const run = Date.now();
  const ana: Person = {
    nome: 'Ana',
    sobrenome: 'Souza',
    email: `ana.${run}@acme.com.br`,
    cpf: '52998224725',
  };
  const bruno: Person = { nome: 'Bruno', sobrenome: 'Lima', email: `bruno.${run}@acme.com.br` };

  // Two × Lote 2 (R$ 2.194,00), both participants, paid by card at once (the sandbox), from
  // this browser: the order answers its cookie.
  const orderId = await buyByCard(page.request, {
    eventId: await eventIdOf(request, RPA_SUMMIT),
    ticketType: 'Lote 2',
    people: [ana, bruno],
  });
  expect(await orderView(page.request, orderId)).toMatchObject({
    status: 'paid',
    total_centavos: 219_400,
  });

  // The confirmation tells the truth as the tickets go out: both 'Enviado', then the summary
  // sentence.
  await page.goto(`/confirmacao?pedido=${orderId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
  ).toBeVisible();
  const confirmation = page.getByRole('main');
  const list = confirmation.getByRole('list', { name: 'Ingressos do pedido' });
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(confirmation.getByText('2 de 2 ingressos enviados')).toBeVisible({
    timeout: 30_000,
  });
  for (const [index, person] of [ana, bruno].entries()) {
    const row = list.getByRole('listitem').nth(index);
    await expect(row).toContainText(`${person.nome} ${person.sobrenome}`);
    await expect(row).toContainText(person.email);
    await expect(row).toContainText('Enviado');
    await expect(row.getByRole('link', { name: /^Baixar PDF/ })).toHaveAttribute(
      'href',
      /^\/api\/ingressos\/[0-9a-f-]{36}\.pdf$/,
    );
  }
  await expect(confirmation.getByText('Enviamos a confirmação para o seu email')).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    confirmation.getByRole('button', { name: 'Reenviar ingressos por e-mail' }),
  ).toBeEnabled();
  expect(await blockingAxeViolations(page)).toEqual([]);
  await shots(page, 'tickets-checkout-confirmation');

  // The same once all is sent, read afresh from the server (the summary e-mail's link).
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compra Concluída com Sucesso!' }),
  ).toBeVisible();
  await expect(page.getByText('2 de 2 ingressos enviados')).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);
  await shots(page, 'tickets-confirmation');

  // Our pages said nothing wrong (the dev mailbox's framed e-mails, next, may not load images).
  expect(consoleErrors).toEqual([]);

  const answer = await page.request.get(`/api/pedidos/${orderId}/ingressos`);
  expect(answer.ok()).toBe(true);
  const { ingressos } = (await answer.json()) as { ingressos: OrderTicket[] };
  expect(ingressos.map((ticket) => ticket.participante.email)).toEqual([ana.email, bruno.email]);
  expect(new Set(ingressos.map((ticket) => ticket.codigo)).size).toBe(2);

  // The dev mailbox: one ticket e-mail per participant, to their own address, with their own
  // ticket and no one else's.
  const setPasswordLinks: string[] = [];
  for (const [index, ticket] of ingressos.entries()) {
    const other = ingressos[1 - index]!;
    const messages = await mailboxFor(page, ticket.participante.email);
    const ticketMails = messages.filter((message) =>
      message.subject.startsWith(`Seu ingresso: ${RPA_SUMMIT}`),
    );
    expect(ticketMails, `ticket e-mails to ${ticket.participante.email}`).toHaveLength(1);
    expect(ticketMails[0]).toMatchObject({ to: ticket.participante.email, status: 'Enviado' });

    await page.goto(ticketMails[0]!.href);
    const headers = page.getByLabel('Cabeçalhos');
    await expect(headers).toContainText(ticket.participante.email);
    await expect(headers).not.toContainText(other.participante.email);
    const text = (await page.getByLabel('Mensagem em texto').textContent()) ?? '';
    expect(text).toContain(`Olá, ${ticket.participante.nome}!`);
    expect(text).toContain(`Código do ingresso: ${ticket.codigo}`);
    expect(text).not.toContain(other.codigo);
    const attachments = page.getByRole('list', { name: 'Anexos' }).getByRole('link');
    const names = await attachments.allTextContents();
    expect(names.some((name) => name.endsWith('.pdf'))).toBe(true);
    expect(names.some((name) => name.endsWith('.ics'))).toBe(true);
    const pdfLink = attachments.filter({ hasText: /\.pdf$/ });
    const attached = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect((await attached.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const link = /https?:\/\/[^\s]+(\/definir-senha\?token=[A-Za-z0-9_-]{43})/.exec(text);
    expect(link, 'the set-password link in the e-mail').not.toBeNull();
    setPasswordLinks.push(link![1]!);
  }

  // Bruno follows his link and chooses a password.
  const brunoTicket = ingressos[1]!;
  const participant = await freshPage(browser);
  const participantErrors = watchConsole(participant);
  await participant.goto(setPasswordLinks[1]!);
  const passwordField = participant.getByLabel('Nova senha', { exact: true });
  const pageBuilt = await passwordField
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (pageBuilt) {
    await expect(participant.getByText(bruno.email)).toBeVisible();
    await passwordField.fill(PASSWORD);
    await participant.getByLabel('Confirme a nova senha', { exact: true }).fill(PASSWORD);
    await participant.getByRole('button', { name: 'Salvar senha e entrar' }).click();
    // The link signs the browser in and opens Meus Ingressos.
    await expect(participant).toHaveURL('/meus-ingressos', { timeout: 15_000 });
    // He signs out as a visitor does: 'Sair' in the account menu, once Meus Ingressos has
    // settled. (Only dropping the cookie, the browser still remembers him: Meus Ingressos then
    // asks for his tickets before the server says nobody is signed in, and logs the 401 as an
    // error now and then; reported.)
    await expect(
      participant.getByRole('heading', { level: 1, name: 'Meus Ingressos' }),
    ).toBeVisible();
    await expect(participant.getByRole('region', { name: RPA_SUMMIT })).toBeVisible();
    await (await openAccountMenu(participant)).getByRole('menuitem', { name: 'Sair' }).click();
    await expect(participant).toHaveURL('/');
  } else {
    // /definir-senha was still a stub (the other half of issue 14 is being built alongside):
    // the same call its form makes, from this participant's browser.
    test.info().annotations.push({
      type: 'note',
      description:
        '/definir-senha is a stub: the password was set through POST /api/auth/link/password',
    });
    const token = new URL(setPasswordLinks[1]!, 'http://x').searchParams.get('token')!;
    const set = await participant.request.post('/api/auth/link/password', {
      data: { token, password: PASSWORD },
    });
    expect(set.ok(), await set.text()).toBe(true);
    await participant.context().clearCookies();
  }

  // Signed out, Meus Ingressos sends him to /login and back.
  await participant.goto('/meus-ingressos');
  await expect(participant).toHaveURL('/login');
  await participant.getByLabel('E-mail').fill(bruno.email);
  await participant.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await participant.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(participant).toHaveURL('/meus-ingressos');
  await expect(
    participant.getByRole('heading', { level: 1, name: 'Meus Ingressos' }),
  ).toBeVisible();

  // His ticket, and only his: the QR drawn large enough for a phone at the door.
  const event = participant.getByRole('region', { name: RPA_SUMMIT });
  const cards = event.getByRole('article');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toContainText('Bruno Lima');
  await expect(card).toContainText(brunoTicket.codigo);
  await expect(card).toContainText('Lote 2');
  await expect(card).toContainText('Confirmado');
  await expect(card).toContainText('Enviado');
  await expect(card).not.toContainText(ingressos[0]!.codigo);
  const qr = card.getByRole('img', { name: `QR code do ingresso ${brunoTicket.codigo}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('viewBox', '0 0 61 61');
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(240);
  await expect(card.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
    'href',
    `/api/ingressos/${brunoTicket.id}.ics`,
  );
  expect(await blockingAxeViolations(participant)).toEqual([]);

  // The PDF downloads.
  const downloading = participant.waitForEvent('download');
  await card.getByRole('link', { name: 'Baixar PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ingresso-\d+-2\.pdf$/);
  const saved = SHOTS_DIR
    ? `${SHOTS_DIR}/${download.suggestedFilename()}`
    : test.info().outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // On a phone the QR still takes most of the width.
  await participant.setViewportSize({ width: 360, height: 800 });
  const phoneBox = (await qr.boundingBox())!;
  expect(phoneBox.width).toBeGreaterThanOrEqual(240);
  await participant.setViewportSize({ width: 1440, height: 900 });
  await shots(participant, 'tickets-meus-ingressos');
  expect(participantErrors).toEqual([]);
  await participant.context().close();
});
